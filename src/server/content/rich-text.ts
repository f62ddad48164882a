import 'server-only'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { DEFAULT_LOCALE } from '@/domain/locales'

type TRichText = { root: unknown; lang?: unknown } | null | undefined

const isDocument = (value: TRichText): value is SerializedEditorState & { lang?: unknown } =>
  Boolean(value && typeof value === 'object' && 'root' in value && value.root)

/**
 * An editor's rich text as HTML, made once on the server: Lexical escapes the text it holds, so
 * pages can insert it as it is, and the API returns the same markup the pages show.
 */
export function richTextHtml(value: TRichText): string {
  if (!isDocument(value)) return ''
  const html = convertLexicalToHTML({ data: value, disableContainer: true })
  // A text shown in English on a page in another language says so, for screen readers' voice.
  return value.lang === DEFAULT_LOCALE && html ? `<div lang="${DEFAULT_LOCALE}">${html}</div>` : html
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isLexical = (value: Record<string, unknown>) => isRecord(value.root) && value.root.type === 'root'

/**
 * A document read in a language with English fallback, beside the same read without fallback: each
 * rich text the language has no words of (so the English shows) is marked `lang: 'en'`, and
 * `richTextHtml` wraps it in `<div lang="en">` (issue 58, ADR 070). Array rows are matched by id.
 */
export function markEnglishFallbacks<T>(shown: T, own: unknown): T {
  const mark = (value: unknown, inLanguage: unknown): unknown => {
    if (Array.isArray(value)) {
      const rows = Array.isArray(inLanguage) ? inLanguage : []
      return value.map((row, index) => {
        const id = isRecord(row) ? row.id : undefined
        const match =
          id !== undefined && id !== null ? rows.find((other) => isRecord(other) && other.id === id) : rows[index]
        return mark(row, match)
      })
    }
    if (!isRecord(value)) return value
    if (isLexical(value)) {
      const hasOwnWords = isRecord(inLanguage) && isLexical(inLanguage) && richTextPlain(inLanguage as TRichText) !== ''
      return hasOwnWords || richTextPlain(value as TRichText) === '' ? value : { ...value, lang: DEFAULT_LOCALE }
    }
    const own = isRecord(inLanguage) ? inLanguage : {}
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mark(inner, own[key])]))
  }
  return mark(shown, own) as T
}

/** The same text without markup (descriptions, structured data). */
export function richTextPlain(value: TRichText): string {
  if (!isDocument(value)) return ''
  return convertLexicalToPlaintext({ data: value }).trim()
}
