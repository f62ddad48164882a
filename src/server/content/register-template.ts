import 'server-only'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import { cachedInLanguage } from '@/lib/locale-tags'
import { payloadClient } from '@/server/payload'

export type TRegisterTemplate = { _id: string; types: 'Client' | 'Staff'; subject: string; content: string }

/**
 * AgencyRegisterTemplateClient/GetAgencyRegisterTemplateClient: the applicant's acknowledgement, in
 * `locale` (English where it is not translated).
 */
export async function getClientRegisterTemplate(locale: TLocale = DEFAULT_LOCALE): Promise<TRegisterTemplate | null> {
  return cachedInLanguage(
    { key: 'agency-register-template:Client', tag: 'agency-register-templates', locale },
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'agency-register-templates',
        where: { types: { equals: 'Client' } },
        limit: 1,
        depth: 0,
        locale,
        fallbackLocale: DEFAULT_LOCALE,
      })
      const doc = docs[0]
      return doc ? { _id: doc.id, types: doc.types, subject: doc.subject ?? '', content: doc.content ?? '' } : null
    },
  )
}
