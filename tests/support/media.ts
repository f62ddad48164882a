import type { Payload } from 'payload'

/** A 1×1 PNG, enough for Payload to accept an upload. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Uploads a tiny image into the media library. */
export function uploadTestImage(payload: Payload, alt: string, name = 'image.png') {
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data: PIXEL_PNG, mimetype: 'image/png', name, size: PIXEL_PNG.length },
  })
}

/** Site settings with their required logo and the site's email address (where staff notices go). */
export async function setSiteSettings(payload: Payload, email: string) {
  const logo = await uploadTestImage(payload, 'logo', 'logo.png')
  await payload.updateGlobal({ slug: 'site-settings', data: { logo: logo.id, copyRight: '©', email } })
}
