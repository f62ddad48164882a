import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { publicUrl } from '@/lib/public-url'
import type { Agency, Media } from '@/payload-types'

/** An agency's logo as its clients' emails and Word files show it (white label, ADR 035). */
export type TAgencyLogo = { url: string; width: number; height: number; filename: string }

export type TAgencyBrand = {
  agency: Pick<Agency, 'name' | 'city' | 'country' | 'brandColour'>
  logo: TAgencyLogo | null
}

/** The agency with its logo (an absolute URL, for email clients), read once per email or export. */
export async function agencyBrand(
  payload: Payload,
  agencyId: string,
  req?: Partial<PayloadRequest>,
): Promise<TAgencyBrand> {
  // Only what a client's email and Word file show: no other relation of the agency is read.
  const { logo: upload, ...agency } = await payload.findByID({
    collection: 'agencies',
    id: agencyId,
    depth: 1,
    select: { name: true, city: true, country: true, brandColour: true, logo: true },
    populate: { media: { url: true, filename: true, width: true, height: true } },
    req,
  })
  const media = typeof upload === 'object' ? (upload as Media | null) : null
  const logo =
    media?.url && media.filename && media.width && media.height
      ? {
          url: media.url.startsWith('/') ? `${publicUrl()}${media.url}` : media.url,
          width: media.width,
          height: media.height,
          filename: media.filename,
        }
      : null
  return { agency, logo }
}
