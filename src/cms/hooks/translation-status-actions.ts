import type { PayloadRequest } from 'payload'
import { staffAction } from '@/cms/endpoints/staff-action'
import { UUID } from '@/domain/ids'
import { STAFF_AREAS } from '@/domain/staff-roles'
import { AppError } from '@/lib/errors'

/**
 * The back office's translation status (issue 58, ADR 070): where a document's translations stand
 * (`POST /cms-api/translation-status`), and marking outdated translations as still right for the
 * current English (`POST /cms-api/translation-status/current`). For editors and admins.
 */

const SLUG = /^[a-z][a-z0-9-]{0,63}$/
const MAX_KEYS = 500

type TDocumentRef = { kind: 'collection' | 'global'; slug: string; id: string | null }

function documentRef(body: Record<string, unknown>): TDocumentRef {
  const { kind, slug, id } = body
  if (kind !== 'collection' && kind !== 'global') throw new AppError('BAD_REQUEST', 'kind is collection or global.')
  if (typeof slug !== 'string' || !SLUG.test(slug))
    throw new AppError('BAD_REQUEST', 'slug names a collection or global.')
  if (kind === 'global') return { kind, slug, id: null }
  if (typeof id !== 'string' || !UUID.test(id)) throw new AppError('BAD_REQUEST', 'id is a document id.')
  return { kind, slug, id }
}

const staffOf = (req: PayloadRequest) => req.user as never

export const translationStatusAction = staffAction('/translation-status', STAFF_AREAS.content, async (req, body) => {
  const { documentTranslations } = await import('@/server/content/translation-state')
  const status = await documentTranslations({ payload: req.payload, user: staffOf(req), ...documentRef(body) })
  if (!status) throw new AppError('NOT_FOUND', 'No such document, or it has no texts to translate.')
  return { title: status.title, languages: status.languages }
})

export const translationsCurrentAction = staffAction(
  '/translation-status/current',
  STAFF_AREAS.content,
  async (req, body) => {
    const { markTranslationsCurrent } = await import('@/server/content/translation-state')
    const { keys, locale } = body
    if (typeof locale !== 'string') throw new AppError('BAD_REQUEST', 'locale is a language code.')
    if (
      keys !== undefined &&
      (!Array.isArray(keys) ||
        keys.length > MAX_KEYS ||
        keys.some((key) => typeof key !== 'string' || key.length > 500 || key.includes('\u0000')))
    ) {
      throw new AppError('BAD_REQUEST', `keys is a list of at most ${MAX_KEYS} text keys.`)
    }
    return markTranslationsCurrent({
      payload: req.payload,
      user: staffOf(req),
      ...documentRef(body),
      locale,
      keys: keys as string[] | undefined,
    })
  },
)
