import { z } from 'zod'

/**
 * The two shapes every piece of public content carries, defined once (ADR 021): an image of the
 * media library and a nation as pages name it. The API names them (`Image`, `NationRef`); the
 * editorial and journal types are inferred from them.
 */

/** An image from the media library with what a page needs to lay it out without a shift. */
export const ZImage = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** WebP variants, `url 480w, url 960w, …`, or null for an image without variants. */
  srcSet: z.string().nullable(),
})
export type TImage = z.output<typeof ZImage>

export const ZNationRef = z.object({ code: z.string(), fullName: z.string(), slug: z.string() })
export type TNationRef = z.output<typeof ZNationRef>

/** HTML made on the server from an editor's rich text. */
export const ZHtml = z.string()

/** A document of the files collection (a PDF, a video) as a link needs it: its size goes in the link text. */
export const ZFileRef = z.object({
  url: z.string(),
  title: z.string(),
  filename: z.string(),
  mimeType: z.string().nullable(),
  /** Bytes. */
  filesize: z.number().nullable(),
})
export type TFileRef = z.output<typeof ZFileRef>
