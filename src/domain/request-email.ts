import { linkTo, monsoonEmail, type TEmailWords } from './agent-email'
import type { TAgencyContact } from './agents'
import { emptyDayLine } from './booking-export'
import type { TDocumentWords, TSay } from './document-words'
import { EMAIL_IMAGE_MAX_WIDTH, emailImageScale } from './email-images'
import { uuidPathPattern } from './ids'
import type { TItinerarySummary } from './itinerary/summary'
import { formatMoney } from './pricing/money'
import { escapeHtml, headerSafe } from './text'

/**
 * The booking-request email (spec §3 Email template values, §6 Email recipients, §7): who gets
 * which template, the placeholders staff may use, and the rendering. Pure: the server feeds it
 * the booking and the templates from /admin (ADR 013).
 */

export const REQUEST_TEMPLATE_KEYS = [
  'RequestSubject_ForAdmin',
  'RequestContent_ForAdmin',
  'RequestSubject_ForAgent',
  'RequestContent_ForAgent',
] as const
export type TRequestTemplates = Record<(typeof REQUEST_TEMPLATE_KEYS)[number], string>

/** Admin: Monsoon's consultants and the sending agent (shown checked and disabled). Agent: everyone else. */
export type TRecipientKind = 'admin' | 'agent'

/** Spec §3 Recipient, plus who the address is and which template it gets. */
export type TRecipient = { email: string; checked: boolean; disabled: boolean; kind: TRecipientKind; label: string }

/** The placeholders of the request templates, with what each becomes (shown to staff in /admin). */
export const REQUEST_PLACEHOLDERS = {
  bookingName: 'the booking’s name',
  bookingCode: 'the booking code, e.g. BK123456',
  beginDate: 'first day, e.g. Mon 12 Jan 2027',
  endDate: 'last day',
  days: 'number of days',
  nights: 'number of nights',
  pax: 'e.g. 2 adults, 1 child',
  adults: 'number of adults',
  children: 'number of children',
  itinerary: 'the day-by-day table with prices and totals',
  itineraryWithoutPrices: 'the day-by-day table without any price',
  total: 'the total in the agent’s currency',
  currency: 'the agent’s currency',
  agentName: 'the agent’s name',
  agentEmail: 'the agent’s email address',
  agencyName: 'the agency’s name',
  consultantName: 'the booking’s Monsoon consultant, or “Monsoon reservations”',
  comment: 'the agent’s comment on the booking',
  link: 'the booking: in the back office for Monsoon’s consultant, in the agent vault for agents (Admin recipients only)',
  agencyContact: 'the agent’s name, email and agency, as a signature (for the agent’s clients)',
  agencyLogo: 'the agency’s logo, when it has one (for the agent’s clients)',
  clientLink:
    'the client’s itinerary page, under the agency’s name, with photos and a PDF (for the agent’s clients; added at the end when the template leaves it out)',
} as const
export type TRequestValues = Record<keyof typeof REQUEST_PLACEHOLDERS, string>

/** Placeholders whose values are HTML made here (escaped inside); all others are escaped text. */
const HTML_PLACEHOLDERS = new Set<string>(['itinerary', 'itineraryWithoutPrices', 'agencyContact', 'agencyLogo'])

/**
 * What only Monsoon and the sending agent may see (issue 18, ADR 030): the email to anyone else the
 * agent adds, such as their client, carries the agency's brand, never Monsoon's vault link, booking
 * code or consultant. /admin refuses them in the Agent recipients' template, and a paragraph of an
 * older template that names one is left out of the email.
 */
export const MONSOON_ONLY_PLACEHOLDERS = ['link', 'bookingCode', 'consultantName'] as const

/** The Monsoon-only placeholders a template for Agent recipients uses (none is allowed). */
export function monsoonOnlyPlaceholders(template: string): string[] {
  return MONSOON_ONLY_PLACEHOLDERS.filter((name) => template.includes(`{${name}}`))
}

const MONSOON_ONLY = MONSOON_ONLY_PLACEHOLDERS.map((name) => `\\{${name}\\}`).join('|')

/** Leaves out every paragraph (or line) of a client's email body that names a Monsoon-only placeholder. */
export function withoutMonsoonOnly(template: string): string {
  return template
    .replace(new RegExp(`<p\\b[^>]*>(?:(?!</p>)[\\s\\S])*(?:${MONSOON_ONLY})(?:(?!</p>)[\\s\\S])*</p>\\s*`, 'gi'), '')
    .replace(new RegExp(`^.*(?:${MONSOON_ONLY}).*$\\n?`, 'gm'), '')
}

/** A client's subject without the Monsoon-only placeholders (a subject is one line: only they go). */
const subjectWithoutMonsoonOnly = (template: string) =>
  template
    .replace(new RegExp(MONSOON_ONLY, 'g'), '')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim()

/** The agent's signature in a client's email: name, email and agency, escaped. */
export function agencyContactHtml(contact: TAgencyContact, say: TSay) {
  const lines = [contact.agentName, contact.agencyName, contact.place, contact.agentEmail]
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => escapeHtml(line))
  const email = escapeHtml(contact.agentEmail.trim())
  return `<p>${escapeHtml(say('kindRegards'))}<br>${lines.map((line) => (line === email ? `<a href="mailto:${email}">${email}</a>` : line)).join('<br>')}</p>`
}

/** A logo is a letterhead, not a banner: 160 px wide in the email as read. */
export const EMAIL_LOGO_WIDTH = 160
/** Every email image is scaled by spec §5's rule (×0.7 up to 500 px): 229 px is shown at 160. */
const LOGO_DECLARED_WIDTH = Math.round(EMAIL_LOGO_WIDTH / emailImageScale(EMAIL_LOGO_WIDTH))

/** The agency's logo at the top of a client's email, or nothing when it has none. */
export function agencyLogoHtml(logo: { url: string; width: number; height: number } | null, agencyName: string) {
  if (!logo?.url || !/^https?:\/\//.test(logo.url)) return ''
  const height = Math.round((LOGO_DECLARED_WIDTH * logo.height) / Math.max(1, logo.width))
  return `<p><img src="${escapeHtml(logo.url)}" alt="${escapeHtml(agencyName)}" width="${LOGO_DECLARED_WIDTH}" height="${height}" style="display:block;border:0;max-width:${EMAIL_LOGO_WIDTH}px;height:auto"></p>`
}

export const placeholderHelp = () =>
  Object.entries(REQUEST_PLACEHOLDERS)
    .map(([name, meaning]) => `{${name}} ${meaning}`)
    .join(' · ')

/** The templates a new site starts with; staff change them in /admin. */
export const DEFAULT_REQUEST_TEMPLATES: TRequestTemplates = {
  RequestSubject_ForAdmin: 'Booking request {bookingCode}: {bookingName} ({beginDate}) from {agencyName}',
  RequestContent_ForAdmin: [
    '<p>Dear {consultantName},</p>',
    '<p>{agentName} ({agentEmail}) of {agencyName} asks Monsoon to confirm this itinerary.</p>',
    '<p><strong>{bookingName}</strong> · {bookingCode}<br>{beginDate} – {endDate} · {days} days, {nights} nights · {pax}</p>',
    '{itinerary}',
    '<p>Comment from the agent: {comment}</p>',
    '<p>Open the booking: <a href="{link}">{link}</a></p>',
    '<p>The Monsoon booking desk</p>',
  ].join('\n'),
  RequestSubject_ForAgent: 'Trip proposal: {bookingName} ({beginDate} – {endDate})',
  RequestContent_ForAgent: [
    '{agencyLogo}',
    '<p>Hello,</p>',
    '<p>{agentName} of {agencyName} shares this itinerary with you.</p>',
    '<p><strong>{bookingName}</strong><br>{beginDate} – {endDate} · {days} days, {nights} nights · {pax}</p>',
    '{itineraryWithoutPrices}',
    '<p>Your itinerary online, with photos and a PDF to print: <a href="{clientLink}">{clientLink}</a></p>',
    '<p>Reply to this email with any question about the trip.</p>',
    '{agencyContact}',
  ].join('\n'),
}

/** The one-time variant's fixed subject (spec §7): it carries the product's name, whatever the templates say. */
export const oneTimeSubject = (productName: string) => `Booking request: ${productName}`

/**
 * How many addresses an agent may add to a request; how many requests and emails an agent may
 * send is in LIMITS (src/domain/limits.ts, ADR 016).
 */
export const REQUEST_LIMITS = { extraRecipients: 10 } as const

/**
 * An address that is safe to put in a `To` header: one mailbox, no display name, no spaces, no
 * control characters (so no CR/LF header injection), no quotes, commas or angle brackets, a
 * dotted domain, at most 254 characters with a local part of at most 64.
 */
export function isDeliverableAddress(value: string): boolean {
  if (value.length > 254) return false
  const match = /^([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/.exec(value)
  if (!match) return false
  const [, local, domain] = match
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  const labels = domain.split('.')
  // The last label is a top-level domain: letters only (what Payload's email fields accept too).
  if (!/^[A-Za-z]{2,63}$/.test(labels[labels.length - 1])) return false
  return labels.every((label) => label.length <= 63 && !label.startsWith('-') && !label.endsWith('-'))
}

export const normaliseAddress = (value: string) => value.trim().toLowerCase()

/**
 * The recipients of a request: the fixed ones (Admin: the sender, the consultants) first, then the
 * agent's extra addresses (Agent); an address is listed once and a fixed address stays Admin even
 * when the agent adds it again.
 */
export function requestRecipients(args: {
  fixed: readonly { email: string; label: string }[]
  extra: readonly string[]
}): TRecipient[] {
  const seen = new Set<string>()
  const list: TRecipient[] = []
  for (const { email, label } of args.fixed) {
    const address = normaliseAddress(email)
    if (!address || seen.has(address)) continue
    seen.add(address)
    list.push({ email: address, checked: true, disabled: true, kind: 'admin', label })
  }
  for (const email of args.extra) {
    const address = normaliseAddress(email)
    if (!address || seen.has(address)) continue
    seen.add(address)
    list.push({ email: address, checked: true, disabled: false, kind: 'agent', label: 'Added by you' })
  }
  return list
}

/** Fills `{placeholder}`s: text values escaped for HTML, the itinerary tables as they are; unknown ones stay visible. */
export function fillRequestTemplate(template: string, values: TRequestValues, options: { html: boolean }): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!Object.hasOwn(values, name)) return match
    const value = values[name as keyof TRequestValues]
    if (!options.html) return HTML_PLACEHOLDERS.has(name) ? '' : value
    return HTML_PLACEHOLDERS.has(name) ? value : escapeHtml(value)
  })
}

/**
 * The client's email always carries their itinerary page (issue 21): a template written before the
 * placeholder existed gets it before the agent's signature, else at the end.
 */
export function withClientLink(template: string, clientLink: string): string {
  if (!clientLink || template.includes('{clientLink}')) return template
  const line = '<p>Your itinerary online, with photos and a PDF to print: <a href="{clientLink}">{clientLink}</a></p>'
  return template.includes('{agencyContact}')
    ? template.replace('{agencyContact}', `${line}\n{agencyContact}`)
    : `${template}\n${line}`
}

/** The body every request email sits in: a readable sans-serif column as wide as email images may be. */
export const emailFrame = (html: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;max-width:${EMAIL_IMAGE_MAX_WIDTH}px;">${html}</div>`

/** Whom the email is for, and whether it is a one-time send (its own subject). */
export type TRequestEmailOptions = { kind: TRecipientKind; oneTime: boolean }

/** Subject and HTML body of one recipient's email (the HTML still goes through the server's sanitiser). */
export function renderRequestEmail(
  templates: TRequestTemplates,
  values: TRequestValues,
  { kind, oneTime }: TRequestEmailOptions,
): { subject: string; html: string } {
  const subjectTemplate =
    kind === 'admin' ? templates.RequestSubject_ForAdmin : subjectWithoutMonsoonOnly(templates.RequestSubject_ForAgent)
  const contentTemplate =
    kind === 'admin'
      ? templates.RequestContent_ForAdmin
      : withClientLink(withoutMonsoonOnly(templates.RequestContent_ForAgent), values.clientLink)
  const subject = oneTime
    ? oneTimeSubject(values.bookingName)
    : fillRequestTemplate(subjectTemplate, values, { html: false })
  return {
    subject: headerSafe(subject),
    html: emailFrame(fillRequestTemplate(contentTemplate, values, { html: true })),
  }
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top;'

/**
 * The day-by-day table of an email: inline styles only (mail clients ignore style sheets), as wide
 * as an email image may be. Every text is escaped here.
 */
export function itineraryTableHtml(
  summary: TItinerarySummary,
  options: { withPrices: boolean; words: TDocumentWords },
): string {
  const { say, lang } = options.words
  const money = (amount: number) => escapeHtml(formatMoney(amount, summary.currency, lang))
  const columns = options.withPrices ? 2 : 1
  const rows: string[] = []
  for (const [index, day] of summary.days.entries()) {
    const where = day.locations.length ? ` · ${escapeHtml(day.locations.join(', '))}` : ''
    rows.push(
      `<tr><th colspan="${columns}" align="left" style="${cell}background:#f4f1ee;font-weight:600;">${escapeHtml(say('dayHeading', { day: day.day, date: day.dateLabel }))}${where}</th></tr>`,
    )
    if (day.items.length === 0) {
      // Arrival, departure or a free day, as in the Word file (issue 21).
      const empty = emptyDayLine({
        day: index + 1,
        days: summary.days.length,
        place: day.locations.at(-1) || summary.days[index - 1]?.locations.at(-1) || '',
        withPrices: options.withPrices,
        say,
      })
      rows.push(
        `<tr><td colspan="${columns}" style="${cell}">${escapeHtml(empty.text)}<br><span style="color:#777;font-size:13px;">${escapeHtml(empty.detail)}</span></td></tr>`,
      )
    }
    for (const item of day.items) {
      const price = options.withPrices
        ? `<td align="right" style="${cell}white-space:nowrap;">${money(item.total)}</td>`
        : ''
      rows.push(
        `<tr><td style="${cell}">${escapeHtml(item.name)}<br><span style="color:#777;font-size:13px;">${escapeHtml(item.detail)}</span></td>${price}</tr>`,
      )
    }
    if (options.withPrices && day.items.length > 0)
      rows.push(
        `<tr><td align="right" style="${cell}color:#555;">${escapeHtml(say('dayTotal', { day: day.day }))}</td><td align="right" style="${cell}white-space:nowrap;">${money(day.total)}</td></tr>`,
      )
  }
  if (options.withPrices)
    rows.push(
      `<tr><td align="right" style="${cell}font-weight:700;">${escapeHtml(say('total'))}</td><td align="right" style="${cell}font-weight:700;white-space:nowrap;">${money(summary.total)}</td></tr>`,
    )
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${EMAIL_IMAGE_MAX_WIDTH}px;border-collapse:collapse;font-size:14px;">${rows.join('')}</table>`
}

/** A booking in the back office: the link Monsoon's own staff get in emails (issue 20). */
export const backOfficeBookingPath = (bookingId: string) => `/admin/collections/bookings/${bookingId}`

/** The vault's page of a booking: the link request emails carry (spec §2). */
export const VAULT_PATH = '/marketplace/b2b-agent-vault'
export const vaultPath = (bookingId: string) => `${VAULT_PATH}/${bookingId}`
const VAULT_PATH_PATTERN = uuidPathPattern(VAULT_PATH)

/** The booking id in a vault path (`/marketplace/b2b-agent-vault/{id}`), or null. */
export function bookingIdOfPath(path: string): string | null {
  const match = VAULT_PATH_PATTERN.exec(path.trim())
  return match ? match[1].toLowerCase() : null
}

/** What a watcher of a booking receives when Monsoon moves it (watcher/add, ADR 013), in their language. */
export function bookingUpdateEmail(
  args: {
    firstName: string
    code: string
    name: string
    /** The booking's status in the reader's words. */
    status: string
    staffNote: string
    link: string
    /** What Monsoon changed in words, when it changed the trip itself (a confirmed trip amended). */
    change?: string
  },
  words: TEmailWords,
): { subject: string; html: string } {
  const note = args.staffNote.trim()
  return monsoonEmail(words, {
    subject: words.text('bookingUpdate.subject', { code: args.code, status: args.status, name: args.name }),
    name: args.firstName,
    paragraphs: [
      words.html('bookingUpdate.updated', { name: args.name, code: args.code, status: args.status }),
      args.change ? words.html('bookingUpdate.change', { change: args.change }) : '',
      note ? words.html('bookingUpdate.note', { note }) : '',
      words.html('openInVault', { link: linkTo(args.link) }),
      words.html('bookingUpdate.following'),
    ],
  })
}

/** What Monsoon's consultant receives when an agent changes, accepts or sends back a booking (ADR 030). */
export function consultantNoticeEmail(args: {
  agentName: string
  agencyName: string
  code: string
  name: string
  status: string
  what: string
  message: string
  link: string
}): { subject: string; html: string } {
  const message = args.message.trim()
    ? `<p><strong>The agent’s message:</strong></p><blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid #ddd;">${escapeHtml(args.message.trim()).replaceAll('\n', '<br>')}</blockquote>`
    : ''
  return {
    subject: headerSafe(`${args.code} · ${args.status}: ${args.name} (${args.agencyName})`),
    html: [
      `<p>${escapeHtml(args.agentName)} of ${escapeHtml(args.agencyName)} changed booking <strong>${escapeHtml(args.name)}</strong> (${escapeHtml(args.code)}).</p>`,
      `<p>${escapeHtml(args.what)}</p>`,
      `<p>It is now <strong>${escapeHtml(args.status)}</strong>.</p>`,
      message,
      `<p>Open it in the back office: <a href="${escapeHtml(args.link)}">${escapeHtml(args.link)}</a></p>`,
    ].join(''),
  }
}
