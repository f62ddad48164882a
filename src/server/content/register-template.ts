import 'server-only'
import { cached } from '@/lib/tag-cache'
import { payloadClient } from '@/server/payload'

export type TRegisterTemplate = { _id: string; types: 'Client' | 'Staff'; subject: string; content: string }

/** AgencyRegisterTemplateClient/GetAgencyRegisterTemplateClient: the applicant's acknowledgement. */
export async function getClientRegisterTemplate(): Promise<TRegisterTemplate | null> {
  return cached({ key: 'agency-register-template:Client', tags: ['agency-register-templates'] }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'agency-register-templates',
      where: { types: { equals: 'Client' } },
      limit: 1,
      depth: 0,
    })
    const doc = docs[0]
    return doc ? { _id: doc.id, types: doc.types, subject: doc.subject, content: doc.content } : null
  })
}
