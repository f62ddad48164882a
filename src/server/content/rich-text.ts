import 'server-only'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

type TRichText = { root: unknown } | null | undefined

const isDocument = (value: TRichText): value is SerializedEditorState =>
  Boolean(value && typeof value === 'object' && 'root' in value && value.root)

/**
 * An editor's rich text as HTML, made once on the server: Lexical escapes the text it holds, so
 * pages can insert it as it is, and the API returns the same markup the pages show.
 */
export function richTextHtml(value: TRichText): string {
  if (!isDocument(value)) return ''
  return convertLexicalToHTML({ data: value, disableContainer: true })
}

/** The same text without markup (descriptions, structured data). */
export function richTextPlain(value: TRichText): string {
  if (!isDocument(value)) return ''
  return convertLexicalToPlaintext({ data: value }).trim()
}
