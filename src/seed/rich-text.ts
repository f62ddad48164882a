/**
 * Rich text for the demo content: Lexical editor state built from plain strings, shaped exactly as
 * the back office's editor saves it (root -> paragraphs and headings -> text), so the pages and the
 * API convert it to HTML like any editor's text. Plain data only: no Payload or Lexical runtime.
 */

type TTextNode = {
  type: 'text'
  text: string
  /** Bit flags of Lexical's text formats; 0 is plain text. */
  format: number
  style: ''
  mode: 'normal'
  detail: 0
  version: 1
}

type TBlockBase = {
  children: TTextNode[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
}

export type TParagraphNode = TBlockBase & { type: 'paragraph'; textFormat: 0; textStyle: '' }
export type THeadingNode = TBlockBase & { type: 'heading'; tag: 'h2' | 'h3' }

/** An image of the media library inside the text, as the editor's upload button saves it. */
export type TUploadNode = {
  type: 'upload'
  id: string
  relationTo: 'media'
  value: string
  fields: null
  format: ''
  version: 3
}

export type TRichText = {
  root: {
    type: 'root'
    children: Array<TParagraphNode | THeadingNode | TUploadNode>
    direction: 'ltr'
    format: ''
    indent: 0
    version: 1
  }
}

const textNode = (text: string): TTextNode => ({
  type: 'text',
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const HEADING = /^(#{2,3}) +(.+)$/

/** One block per argument: `## Title` makes an h2, `### Title` an h3, anything else a paragraph. */
export function richText(...blocks: readonly string[]): TRichText {
  const children = blocks
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block): TParagraphNode | THeadingNode => {
      const heading = HEADING.exec(block)
      const base = { direction: 'ltr', format: '', indent: 0, version: 1 } as const
      if (heading) {
        return { ...base, type: 'heading', tag: heading[1] === '##' ? 'h2' : 'h3', children: [textNode(heading[2])] }
      }
      return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [textNode(block)] }
    })
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}

/** Like richText, with images: a block that is `{ mediaId }` becomes that media document, in place. */
export function richTextWithImages(...blocks: ReadonlyArray<string | { mediaId: string }>): TRichText {
  const children = blocks.flatMap((block, index): TRichText['root']['children'] =>
    typeof block === 'string'
      ? richText(block).root.children
      : [
          {
            type: 'upload',
            id: `seed-upload-${index}`,
            relationTo: 'media',
            value: block.mediaId,
            fields: null,
            format: '',
            version: 3,
          },
        ],
  )
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}
