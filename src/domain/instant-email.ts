import { linkTo, monsoonEmail, type TEmailWords } from './agent-email'
import { escapeHtml, headerSafe } from './text'

/**
 * The emails of Book now and holds (issue 25): the agent's confirmation (with the link to the
 * version for their client), and the consultant's notice. Plain words, one link each.
 */

export type TStayLine = {
  hotelName: string
  room: string
  dates: string
  rooms: number
  instant: boolean
  terms: string
}

/** The stays as Monsoon's desk reads them (English). */
const stayList = (stays: readonly TStayLine[]) =>
  `<ul>${stays
    .map(
      (stay) =>
        `<li><strong>${escapeHtml(stay.hotelName)}</strong>, ${escapeHtml(stay.room)} × ${stay.rooms}, ${escapeHtml(stay.dates)}: ${
          stay.instant ? `confirmed. ${escapeHtml(stay.terms)}.` : 'on request: your consultant confirms it.'
        }</li>`,
    )
    .join('')}</ul>`

/** A text without its closing point, for a sentence that adds its own. */
export const withoutPoint = (text: string) => text.replace(/\.$/, '')

/** The agent's confirmation of Book now (issue 25), in their language (issue 58). */
export function instantConfirmationEmail(
  args: {
    firstName: string
    code: string
    confirmationNumber: string
    name: string
    isWhole: boolean
    /** The stays, their dates and terms already in the reader's words. */
    stays: readonly TStayLine[]
    total: string
    link: string
    clientLink: string
  },
  words: TEmailWords,
): { subject: string; html: string } {
  const values = { number: args.confirmationNumber, name: args.name, code: args.code }
  const stays = args.stays.map((stay) => {
    // The sentence ends the terms; a date written with its own point ("2 janv.") keeps one.
    const line = {
      hotel: stay.hotelName,
      room: stay.room,
      rooms: stay.rooms,
      dates: stay.dates,
      terms: withoutPoint(stay.terms),
    }
    return `<li>${words.html(stay.instant ? 'confirmed.stayConfirmed' : 'confirmed.stayOnRequest', line)}</li>`
  })
  return monsoonEmail(words, {
    subject: words.text(args.isWhole ? 'confirmed.subjectWhole' : 'confirmed.subjectPartly', values),
    name: args.firstName,
    paragraphs: [
      words.html(args.isWhole ? 'confirmed.whole' : 'confirmed.partly', values),
      words.html('confirmed.number', { number: args.confirmationNumber, total: args.total }),
      { block: `<ul>${stays.join('')}</ul>` },
      words.html('openInVault', { link: linkTo(args.link) }),
      words.html('confirmed.client', { link: linkTo(args.clientLink) }),
    ],
  })
}

export function instantNoticeEmail(args: {
  agentName: string
  agencyName: string
  code: string
  confirmationNumber: string
  name: string
  what: string
  stays: readonly TStayLine[]
  link: string
}): { subject: string; html: string } {
  return {
    subject: headerSafe(`${args.code} · ${args.what}: ${args.name} (${args.agencyName})`),
    html: [
      `<p>${escapeHtml(args.agentName)} of ${escapeHtml(args.agencyName)}: ${escapeHtml(args.what)}, booking <strong>${escapeHtml(args.name)}</strong> (${escapeHtml(args.code)}${args.confirmationNumber ? `, ${escapeHtml(args.confirmationNumber)}` : ''}).</p>`,
      stayList(args.stays),
      `<p>Open it in the back office: <a href="${escapeHtml(args.link)}">${escapeHtml(args.link)}</a></p>`,
    ].join(''),
  }
}

/** The agent's notice that a hold ran out (issue 25), in their language (issue 58). */
export function holdExpiredEmail(
  args: { firstName: string; summary: string; link: string },
  words: TEmailWords,
): { subject: string; html: string } {
  return monsoonEmail(words, {
    subject: words.text('holdExpired.subject', { summary: args.summary }),
    name: args.firstName,
    paragraphs: [
      words.html('holdExpired.back', { summary: args.summary }),
      words.html('holdExpired.again', { link: linkTo(args.link) }),
    ],
  })
}
