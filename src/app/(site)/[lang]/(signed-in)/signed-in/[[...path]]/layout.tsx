import { draftMode } from 'next/headers'
import type React from 'react'
import { EditorialLayout, pathOf } from '@/components/editorial/render'
import { currentAgent } from '@/server/auth/current'

type TProps = { params: Promise<{ path?: string[] }>; children: React.ReactNode }

/** The editorial chrome for a signed-in agent: the header shows the agency bar. */
export default async function Layout({ params, children }: TProps) {
  const [{ path }, draft, agent] = await Promise.all([params, draftMode(), currentAgent()])
  return (
    <EditorialLayout path={pathOf(path)} agent={agent} draft={draft.isEnabled}>
      {children}
    </EditorialLayout>
  )
}
