import 'server-only'
import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import type { Payload, PayloadRequest } from 'payload'
import { agencyContact } from '@/domain/agents'
import type { TBookingStatus } from '@/domain/booking-status'
import { said } from '@/domain/history-words'
import { longDay, summariseItinerary, type TTourDay } from '@/domain/itinerary'
import { LIMITS } from '@/domain/limits'
import { DEFAULT_LOCALE, localeOr, type TLocale } from '@/domain/locales'
import { formatMoney } from '@/domain/pricing/money'
import {
  agencyContactHtml,
  agencyLogoHtml,
  backOfficeBookingPath,
  bookingIdOfPath,
  DEFAULT_REQUEST_TEMPLATES,
  isDeliverableAddress,
  itineraryTableHtml,
  normaliseAddress,
  REQUEST_LIMITS,
  REQUEST_TEMPLATE_KEYS,
  renderRequestEmail,
  requestRecipients,
  type TRecipient,
  type TRequestTemplates,
  type TRequestValues,
  vaultPath,
} from '@/domain/request-email'
import { htmlToText } from '@/domain/text'
import { AppError, type TErrorWords } from '@/lib/errors'
import { documentWords } from '@/lib/i18n/document-words'
import { historyEntry } from '@/lib/i18n/history-words'
import { serverWords } from '@/lib/i18n/server-words'
import { publicUrl } from '@/lib/public-url'
import { relationId } from '@/lib/relation'
import { derivedKey } from '@/lib/secret'
import { newSecureToken } from '@/lib/secure-token'
import type { Booking } from '@/payload-types'
import { agencyBrand, type TAgencyBrand } from '@/server/agents/agency-brand'
import { agencyOf, type TAuth } from '@/server/auth/sessions'
import { agentActor, agentWrite } from '@/server/bookings/bookings'
import { clientLocaleOf } from '@/server/bookings/client-language'
import { ownBooking } from '@/server/bookings/own-booking'
import { checkWritable, lockBooking, updateBookingRecord } from '@/server/bookings/write'
import { inTransaction, isUniqueViolation } from '@/server/db'
import { clientLinkUrl, makeClientLink } from '@/server/export/client-links'
import { takeHits } from '@/server/limits/rate-limit'
import { monsoonDesk } from '@/server/outbox/monsoon-desk'
import { enqueueEmail } from '@/server/outbox/outbox'
import { payloadClient } from '@/server/payload'
import { sanitizeEmailHtml } from './sanitize'

/** A send token is good for this long: time to pick the recipients. */
export const SEND_TOKEN_TTL_S = 30 * 60
const PURPOSE = 'booking-request'

const key = () => derivedKey('booking-request-send')

export const SEND_TOKEN_INVALID: TErrorWords = { key: 'sendFormExpired' }

/** The templates staff edited in /admin; a template left empty falls back to the default. */
export async function requestTemplates(payload: Payload, locale: TLocale = DEFAULT_LOCALE): Promise<TRequestTemplates> {
  // The Agent recipients' templates are written per language (the client's); the others are English.
  const stored = await payload.findGlobal({
    slug: 'booking-request-emails',
    depth: 0,
    locale,
    fallbackLocale: DEFAULT_LOCALE,
  })
  return Object.fromEntries(
    REQUEST_TEMPLATE_KEYS.map((name) => [name, stored?.[name]?.trim() || DEFAULT_REQUEST_TEMPLATES[name]]),
  ) as TRequestTemplates
}

/** A vault page's path, and how deep to read the booking it names (0 unless told). */
type TBookingPath = { path: string; depth?: number }

/** The booking a vault path names, in the agent's agency (404 otherwise). */
async function bookingAt(payload: Payload, auth: TAuth, { path, depth = 0 }: TBookingPath) {
  const id = bookingIdOfPath(path)
  if (!id)
    throw new AppError(
      'BAD_REQUEST',
      { key: 'notBookingPage' },
      {
        fields: [{ field: 'path', words: { key: 'bookingPagePath' } }],
      },
    )
  return ownBooking(payload, auth, { id, depth })
}

/**
 * The fixed (Admin) recipients of a booking's request: the sending agent, the booking's creator
 * when a colleague sends, and the booking's consultant, or Monsoon's reservations address when
 * none is assigned yet, so a request always reaches Monsoon.
 */
async function fixedRecipients(payload: Payload, auth: TAuth, booking: Booking) {
  const fixed: { email: string; label: string; staff?: boolean }[] = [{ email: auth.agent.email, label: 'You' }]
  const creator = typeof booking.agent === 'object' ? booking.agent : null
  if (creator && creator.id !== auth.agent.id && creator.active)
    fixed.push({ email: creator.email, label: `${creator.firstName} ${creator.lastName} (created the booking)` })
  const desk = await monsoonDesk(payload, typeof booking.tourConsultant === 'object' ? booking.tourConsultant : null)
  if (desk) fixed.push({ ...desk, staff: true })
  return fixed.filter((recipient) => isDeliverableAddress(normaliseAddress(recipient.email)))
}

/**
 * notify/token?path: opens a send for the booking at `path`. The token names the agent, the
 * booking and a fresh send id, so sending with it twice sends once.
 */
export async function openSend(auth: TAuth, path: string) {
  const payload = await payloadClient()
  const booking = await bookingAt(payload, auth, { path, depth: 1 })
  const status = booking.status as TBookingStatus
  checkWritable(agentActor(auth), { from: status, to: 'requested' })
  const now = Math.floor(Date.now() / 1000)
  const token = await new SignJWT({ bid: booking.id, purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(auth.agent.id)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + SEND_TOKEN_TTL_S)
    .sign(key())
  const recipients: TRecipient[] = requestRecipients({
    fixed: await fixedRecipients(payload, auth, booking),
    extra: [],
  })
  return {
    token,
    path: vaultPath(booking.id),
    expiresAt: new Date((now + SEND_TOKEN_TTL_S) * 1000).toISOString(),
    bookingId: booking.id,
    nameTour: booking.nameTour,
    status,
    recipients,
    maxExtraRecipients: REQUEST_LIMITS.extraRecipients,
  }
}

async function verifySendToken(token: string, auth: TAuth): Promise<{ bookingId: string; sendId: string }> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'] })
    if (payload.purpose !== PURPOSE || payload.sub !== auth.agent.id) throw new Error('not this agent’s token')
    if (typeof payload.bid !== 'string' || typeof payload.jti !== 'string') throw new Error('malformed')
    return { bookingId: payload.bid, sendId: payload.jti }
  } catch {
    throw new AppError('BAD_REQUEST', SEND_TOKEN_INVALID, {
      fields: [{ field: 'Token', words: { key: 'sendTokenInvalid' } }],
    })
  }
}

/** The agency's brand the email shows, and the language its values are written in. */
type TValuesFor = { brand: TAgencyBrand; locale: TLocale }

/** The placeholders' values in a language: English for Monsoon and the agent, the client's for the clients. */
async function templateValues(auth: TAuth, booking: Booking, { brand, locale }: TValuesFor): Promise<TRequestValues> {
  const { agency, logo } = brand
  const words = await documentWords(locale)
  const { say, tag } = words
  const summary = summariseItinerary((booking.tours ?? []) as TTourDay[], booking.currency, words)
  const consultant = typeof booking.tourConsultant === 'object' ? booking.tourConsultant : null
  const contact = agencyContact(auth.agent, agency)
  return {
    bookingName: booking.nameTour,
    bookingCode: booking.Code,
    beginDate: longDay(booking.begindate, tag),
    endDate: longDay(booking.enddate, tag),
    days: String(booking.days ?? summary.days.length),
    nights: String(booking.nights ?? Math.max(0, summary.days.length - 1)),
    pax: say('party', { adults: booking.adultQuantity, children: booking.childQuantity }),
    adults: String(booking.adultQuantity),
    children: String(booking.childQuantity),
    itinerary: itineraryTableHtml(summary, { withPrices: true, words }),
    itineraryWithoutPrices: itineraryTableHtml(summary, { withPrices: false, words }),
    total: formatMoney(summary.total, booking.currency, locale),
    currency: booking.currency,
    agentName: contact.agentName,
    agentEmail: contact.agentEmail,
    agencyName: contact.agencyName,
    consultantName: consultant?.name || 'Monsoon reservations',
    comment: booking.comment?.trim() || '—',
    link: `${publicUrl()}${vaultPath(booking.id)}`,
    agencyContact: agencyContactHtml(contact, say),
    agencyLogo: agencyLogoHtml(logo, contact.agencyName),
    // Made per send, for the agent's own recipients only (see sendBookingRequest).
    clientLink: '',
  }
}

export type TSendResult = {
  bookingId: string
  status: TBookingStatus
  version: number
  Emails: { Email: string; Subject: string; kind: 'admin' | 'agent'; outboxId: string }[]
}

async function earlierSend(payload: Payload, sendId: string, auth: TAuth): Promise<TSendResult | null> {
  const { docs } = await payload.find({
    collection: 'booking-requests',
    where: { and: [{ sendId: { equals: sendId } }, { agent: { equals: auth.agent.id } }] },
    depth: 1,
    limit: 1,
  })
  const sent = docs[0]
  if (!sent) return null
  const booking = typeof sent.booking === 'object' ? sent.booking : null
  return {
    bookingId: relationId(sent.booking),
    status: (booking?.status ?? 'requested') as TBookingStatus,
    version: booking?.version ?? 0,
    Emails: (sent.recipients ?? []).map((recipient) => {
      const email = typeof recipient.outboxEmail === 'object' ? recipient.outboxEmail : null
      return {
        Email: recipient.email,
        Subject: email?.subject ?? '',
        kind: recipient.kind,
        outboxId: email?.id ?? relationId(recipient.outboxEmail ?? ''),
      }
    }),
  }
}

/**
 * notify: emails the booking request to the fixed recipients and the checked extra addresses,
 * each with their template (spec §6), and moves the booking to `requested`, all in one
 * transaction with the outbox rows (ADR 008): the booking is requested exactly when the emails
 * exist. The sender follows the booking from then on. A token sends once: repeating it returns
 * the first send.
 */
export async function sendBookingRequest(
  auth: TAuth,
  input: { token: string; oneTime: boolean; emails: string[] },
): Promise<TSendResult> {
  const payload = await payloadClient()
  const { bookingId, sendId } = await verifySendToken(input.token, auth)
  const repeated = await earlierSend(payload, sendId, auth)
  if (repeated) {
    // The booking may have left the agent's reach since (a nation removed): say nothing of it then.
    await ownBooking(payload, auth, { id: bookingId })
    return repeated
  }

  const invalid = input.emails.filter((email) => !isDeliverableAddress(normaliseAddress(email)))
  if (invalid.length)
    throw new AppError(
      'BAD_REQUEST',
      { key: 'checkAddresses' },
      {
        fields: invalid.map((email) => ({
          field: 'Emails',
          words: { key: 'notAnAddress', values: { address: email.slice(0, 80) } },
        })),
      },
    )
  const booking = await ownBooking(payload, auth, { id: bookingId, depth: 1 })
  const fixed = await fixedRecipients(payload, auth, booking)
  const recipients = requestRecipients({ fixed, extra: input.emails })
  const extra = recipients.filter((recipient) => recipient.kind === 'agent').length
  if (extra > REQUEST_LIMITS.extraRecipients)
    throw new AppError(
      'BAD_REQUEST',
      { key: 'tooManyAddresses', values: { max: REQUEST_LIMITS.extraRecipients } },
      { fields: [{ field: 'Emails', words: { key: 'addressesAdded', values: { count: extra } } }] },
    )

  // Monsoon and the agent read English; the agent's clients the booking's client language (issue 26).
  const clientLocale = clientLocaleOf(booking)
  const brand = await agencyBrand(payload, agencyOf(auth))
  const [templates, values, clientTemplates, clientValues] = await Promise.all([
    requestTemplates(payload),
    templateValues(auth, booking, { brand, locale: DEFAULT_LOCALE }),
    requestTemplates(payload, clientLocale),
    templateValues(auth, booking, { brand, locale: clientLocale }),
  ])
  const agencyName = values.agencyName
  // {link}: Monsoon's consultant opens the booking in the back office, agents in their vault (issue 20).
  const staffAddresses = new Set(fixed.filter((entry) => entry.staff).map((entry) => normaliseAddress(entry.email)))
  const backOfficeLink = `${publicUrl()}${backOfficeBookingPath(booking.id)}`
  // The agent's clients get the itinerary page, not the vault (issue 21): one live link per send.
  const clientAddresses = recipients
    .filter((recipient) => recipient.kind === 'agent')
    .map((recipient) => recipient.email)
  const clientToken = clientAddresses.length ? newSecureToken() : null
  const rendered = recipients.map((recipient) => {
    const isClient = recipient.kind === 'agent'
    const forRecipient = staffAddresses.has(recipient.email)
      ? { ...values, link: backOfficeLink }
      : isClient && clientToken
        ? { ...clientValues, clientLink: clientLinkUrl(clientToken.token) }
        : isClient
          ? clientValues
          : values
    const email = renderRequestEmail(isClient ? clientTemplates : templates, forRecipient, {
      kind: recipient.kind,
      oneTime: input.oneTime,
    })
    const html = sanitizeEmailHtml(email.html)
    return { recipient, subject: email.subject, html, text: htmlToText(html) }
  })

  try {
    return await inTransaction(payload, async (req) => {
      // Locked first: the history says what the status was, and a refused send counts nothing.
      const locked = await lockBooking(payload, req, bookingId)
      checkWritable(agentActor(auth), { from: locked.status, to: 'requested' })
      // Counted inside the transaction (ADR 016): parallel sends queue on the agent's limits and
      // each sees the others', and a send that fails takes its count back with it.
      await takeHits(
        payload,
        [
          { limit: LIMITS.requestSends, per: auth.agent.id },
          { limit: LIMITS.requestEmails, per: auth.agent.id, count: rendered.length },
        ],
        req,
      )
      if (clientToken)
        await makeClientLink(payload, {
          booking,
          agent: auth.agent,
          frozen: false,
          // Written for the agent who reads it in the vault, in their language (issue 58).
          label: (await serverWords(localeOr(auth.agent.language), 'ClientOutput'))('sentWithRequest', {
            addresses: clientAddresses.join(', '),
          }),
          req,
          token: clientToken,
        })
      const watchers = new Set([...(await watchersOf(payload, req, bookingId)), auth.agent.id])
      const outbox = []
      for (const email of rendered) {
        const row = await enqueueEmail(
          payload,
          {
            to: email.recipient.email,
            subject: email.subject,
            html: email.html,
            text: email.text,
            kind: 'booking-request',
            // The agent's client hears from the agency, and answers go to the agent (ADR 030).
            ...(email.recipient.kind === 'agent' ? { fromName: agencyName, replyTo: auth.agent.email } : {}),
          },
          req,
        )
        outbox.push({ ...email, id: row.id })
      }
      await payload.create({
        collection: 'booking-requests',
        data: {
          booking: bookingId,
          agent: auth.agent.id,
          subject: rendered[0]?.subject ?? '',
          oneTime: input.oneTime,
          recipientCount: outbox.length,
          recipients: outbox.map((email) => ({
            email: email.recipient.email,
            kind: email.recipient.kind,
            outboxEmail: email.id,
          })),
          sendId,
        },
        req,
        depth: 0,
      })
      const to = outbox.map((email) => email.recipient.email).join(', ')
      const { version } = await updateBookingRecord(payload, req, {
        id: bookingId,
        data: { status: 'requested', watchers: [...watchers] },
        write: {
          ...agentWrite(
            auth,
            historyEntry('status', [
              locked.status === 'requested'
                ? said(input.oneTime ? 'oneTimeRequestEmailed' : 'requestEmailed', { to })
                : said(input.oneTime ? 'oneTimeRequestEmailedWas' : 'requestEmailedWas', {
                    to,
                    status: { status: locked.status },
                  }),
            ]),
          ),
          // The request email itself reaches the consultant: no second notice (ADR 030).
          monsoonToldByThisWrite: true,
        },
      })
      return {
        bookingId,
        status: 'requested' as const,
        version,
        Emails: outbox.map((email) => ({
          Email: email.recipient.email,
          Subject: email.subject,
          kind: email.recipient.kind,
          outboxId: email.id,
        })),
      }
    })
  } catch (cause) {
    // The same token sent twice at once: the unique send id lets one through.
    if (isUniqueViolation(cause)) {
      const first = await earlierSend(payload, sendId, auth)
      if (first) return first
    }
    throw cause
  }
}

/** Who follows a booking, read under the booking's row lock (the caller holds it in `req`). */
async function watchersOf(payload: Payload, req: PayloadRequest, bookingId: string): Promise<string[]> {
  const booking = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    select: { watchers: true },
    req,
  })
  return (booking.watchers ?? []).map((watcher) => relationId(watcher))
}

/**
 * watcher/add and watcher/remove: the agent follows a booking (emails when Monsoon moves it), or
 * stops. The list is changed under the booking's row lock, so two agents following at the same
 * moment both stay on it.
 */
export async function setWatching(auth: TAuth, path: string, watching: boolean) {
  const payload = await payloadClient()
  const booking = await bookingAt(payload, auth, { path })
  await inTransaction(payload, async (req) => {
    await lockBooking(payload, req, booking.id)
    const current = new Set(await watchersOf(payload, req, booking.id))
    if (current.has(auth.agent.id) === watching) return
    if (watching) current.add(auth.agent.id)
    else current.delete(auth.agent.id)
    // Following is not an edit of the booking: its version stays, so no open tab is made stale.
    await updateBookingRecord(payload, req, {
      id: booking.id,
      data: { watchers: [...current] },
      write: agentWrite(auth, null),
    })
  })
  return { path: vaultPath(booking.id), watching }
}
