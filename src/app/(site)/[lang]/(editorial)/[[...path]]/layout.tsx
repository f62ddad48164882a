import { draftMode } from 'next/headers'
import type React from 'react'
import { EditorialLayout, pathOf } from '@/components/editorial/render'

type TProps = { params: Promise<{ path?: string[] }>; children: React.ReactNode }

/** The chrome of every public editorial page and of its 404 (the page renders only its body). */
export default async function Layout({ params, children }: TProps) {
  const [{ path }, draft] = await Promise.all([params, draftMode()])
  return (
    <EditorialLayout path={pathOf(path)} agent={null} draft={draft.isEnabled}>
      {children}
    </EditorialLayout>
  )
}
