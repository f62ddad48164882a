'use client'

import { useEffect } from 'react'
import { ErrorView } from '@/components/error-view'

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error])
  return <ErrorView message={error.message} digest={error.digest} />
}
