import 'server-only'
import { isEditorialPath } from '@/domain/editorial-routes'
import { localPath } from '@/domain/local-path'
import { splitLocalePath } from '@/domain/locales'
import { STAFF_AREAS, STAFF_ROLES, type TStaffRole } from '@/domain/staff-roles'
import { staffUserOf } from '@/server/auth/staff'

/** Staff roles that may see drafts on the public pages: whoever may edit them. */
const PREVIEW_ROLES: readonly TStaffRole[] = STAFF_AREAS.content

export type TPreviewCheck = { ok: true; path: string } | { ok: false; status: 400 | 401 | 403; message: string }

/**
 * May the sender of these headers preview drafts of `path`? The back office's session cookie
 * decides: staff signed in to /admin as an editor or admin (ADR 014).
 */
export async function checkPreview(headers: Headers, requested: string | null): Promise<TPreviewCheck> {
  const path = localPath(requested)
  // A page in any language (ADR 045): the editor previews the translation they are editing.
  if (!path || !isEditorialPath(splitLocalePath(path.split(/[?#]/)[0]).path)) {
    return { ok: false, status: 400, message: 'This page has no preview.' }
  }
  const user = await staffUserOf(headers)
  if (!user) {
    return { ok: false, status: 401, message: 'Sign in to the back office (/admin) to preview drafts.' }
  }
  const roles = (user.roles ?? []).filter((role) => STAFF_ROLES.includes(role))
  if (!roles.some((role) => PREVIEW_ROLES.includes(role))) {
    return { ok: false, status: 403, message: 'Only editors and admins can preview drafts.' }
  }
  return { ok: true, path }
}
