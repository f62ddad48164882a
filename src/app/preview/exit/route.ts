import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { isEditorialPath } from '@/domain/editorial-routes'
import { localPath } from '@/domain/local-path'

/** Leaves the preview: back to the published page. */
export async function GET(request: Request) {
  const path = localPath(new URL(request.url).searchParams.get('path'))
  ;(await draftMode()).disable()
  redirect(path && isEditorialPath(path.split(/[?#]/)[0]) ? path : '/')
}
