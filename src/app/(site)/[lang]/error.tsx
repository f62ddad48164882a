'use client'

import { useEffect } from 'react'
import { ErrorView } from '@/components/error-view'

/** Errors in a layout below the root (the header or footer data) land here, without the chrome. */
export default function LayoutError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error])
  return <ErrorView message={error.message} digest={error.digest} />
}
