import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { EditorialPage, editorialMetadata, pathOf } from '@/components/editorial/render'

/**
 * The editorial pages for a signed-in agent, rendered per request so the header (layout.tsx) shows
 * the agency bar. The proxy rewrites an agent's request for `/contact` here; the address stays `/contact`,
 * and a direct request for /signed-in/… is answered 404 by the proxy (ADR 014).
 */
type TProps = { params: Promise<{ path?: string[] }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const [{ path }, draft] = await Promise.all([params, draftMode()])
  return editorialMetadata(pathOf(path), draft.isEnabled)
}

export default async function Page({ params }: TProps) {
  const [{ path }, draft] = await Promise.all([params, draftMode()])
  return <EditorialPage path={pathOf(path)} draft={draft.isEnabled} />
}
