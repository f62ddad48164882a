import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { EditorialPage, editorialMetadata, pathOf } from '@/components/editorial/render'

/**
 * Every public editorial page (spec §2, the table in src/domain/page-types.ts), rendered
 * statically on its first visit and kept until an editor's change expires it by tag (ADR 014).
 * Nothing is rendered at build time (the build has no database). Signed-in agents are served the
 * twin under /signed-in (the proxy rewrites), which shows their agency bar.
 */
export const dynamicParams = true

export function generateStaticParams(): { path: string[] }[] {
  return []
}

type TProps = { params: Promise<{ path?: string[] }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const [{ path }, draft] = await Promise.all([params, draftMode()])
  return editorialMetadata(pathOf(path), draft.isEnabled)
}

export default async function Page({ params }: TProps) {
  const [{ path }, draft] = await Promise.all([params, draftMode()])
  return <EditorialPage path={pathOf(path)} draft={draft.isEnabled} />
}
