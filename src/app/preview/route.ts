import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { checkPreview } from '@/server/content/preview'

/** The back office's preview button: staff see the page with its drafts (ADR 014). */
export async function GET(request: Request) {
  const check = await checkPreview(request.headers, new URL(request.url).searchParams.get('path'))
  if (!check.ok) return new Response(check.message, { status: check.status, headers: { 'content-type': 'text/plain' } })
  ;(await draftMode()).enable()
  redirect(check.path)
}
