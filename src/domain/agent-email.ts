import { escapeHtml, headerSafe } from './text'

/**
 * Monsoon's own emails to agents (issue 58): the password and registration emails, holds, booking
 * updates and confirmations, written in the recipient's language from the catalogues' `Emails`
 * namespace and sent under Monsoon's name (a wordmark above, the company line below). The agency's
 * own emails to its clients carry the agency's brand instead (request-email.ts).
 */

/** A value put into an email as it is (a link already made safe), not escaped as text. */
export type TRaw = { raw: string }

export type TEmailValues = Record<string, string | number | TRaw>

/** The `Emails` texts of one language: as HTML (tags kept, values escaped) or as plain text (subjects). */
export type TEmailWords = {
  lang: string
  html: (key: string, values?: TEmailValues) => string
  text: (key: string, values?: Record<string, string | number>) => string
}

/** A link written out in full, as every Monsoon email shows its links. */
export const linkTo = (url: string): TRaw => ({ raw: `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` })

/** Escapes every text value; a `TRaw` one goes in as it is. */
export const safeValues = (values: TEmailValues = {}): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'object' ? value.raw : typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  )

const WORDMARK =
  '<p style="margin:0 0 20px;font:bold 20px/1.2 Arial,Helvetica,sans-serif;letter-spacing:3px;color:#9b1c1c">MONSOON</p>'

/**
 * One of Monsoon's emails: its subject made safe for a header, and its paragraphs (HTML, each from
 * the words) between the greeting and the signature, under Monsoon's wordmark, in a block that
 * names its language for screen readers.
 */
export function monsoonEmail(
  words: TEmailWords,
  /** Each paragraph's HTML (an empty one is left out), or a block of its own such as a list. */
  args: { subject: string; name: string; paragraphs: readonly (string | { block: string })[] },
): { subject: string; html: string } {
  const body = [
    words.html('greeting', { name: args.name }),
    ...args.paragraphs.filter((paragraph) => paragraph !== ''),
    words.html('signature'),
  ]
  return {
    subject: headerSafe(args.subject).slice(0, 200),
    html: [
      `<div lang="${escapeHtml(words.lang)}" style="max-width:600px;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1f2933">`,
      WORDMARK,
      ...body.map((paragraph) => (typeof paragraph === 'string' ? `<p>${paragraph}</p>` : paragraph.block)),
      `<p style="margin-top:24px;padding-top:12px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${words.html('footer')}</p>`,
      '</div>',
    ].join(''),
  }
}
