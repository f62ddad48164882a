import { headerSafe } from './request-email'
import { escapeHtml } from './text'

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

const stayList = (stays: readonly TStayLine[]) =>
  `<ul>${stays
    .map(
      (stay) =>
        `<li><strong>${escapeHtml(stay.hotelName)}</strong>, ${escapeHtml(stay.room)} × ${stay.rooms}, ${escapeHtml(stay.dates)}: ${
          stay.instant ? `confirmed. ${escapeHtml(stay.terms)}.` : 'on request: your consultant confirms it.'
        }</li>`,
    )
    .join('')}</ul>`

export function instantConfirmationEmail(args: {
  firstName: string
  code: string
  confirmationNumber: string
  name: string
  isWhole: boolean
  stays: readonly TStayLine[]
  total: string
  link: string
  clientLink: string
}): { subject: string; html: string } {
  const what = args.isWhole
    ? 'is <strong>confirmed</strong>'
    : 'is <strong>partly confirmed</strong>: the rooms below marked confirmed are booked, and Monsoon confirms the rest'
  return {
    subject: headerSafe(
      `${args.isWhole ? 'Confirmed' : 'Partly confirmed'} ${args.confirmationNumber}: ${args.name} (${args.code})`,
    ),
    html: [
      `<p>Dear ${escapeHtml(args.firstName)},</p>`,
      `<p>Your booking <strong>${escapeHtml(args.name)}</strong> (${escapeHtml(args.code)}) ${what}.</p>`,
      `<p>Confirmation number: <strong>${escapeHtml(args.confirmationNumber)}</strong><br>Total: ${escapeHtml(args.total)}</p>`,
      stayList(args.stays),
      `<p>Open it in the agent vault: <a href="${escapeHtml(args.link)}">${escapeHtml(args.link)}</a></p>`,
      `<p>A version for your client, without Monsoon’s prices: <a href="${escapeHtml(args.clientLink)}">${escapeHtml(args.clientLink)}</a></p>`,
      '<p>The Monsoon team</p>',
    ].join(''),
  }
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

export function holdExpiredEmail(args: { firstName: string; summary: string; link: string }): {
  subject: string
  html: string
} {
  return {
    subject: headerSafe(`Your hold has expired: ${args.summary}`.slice(0, 200)),
    html: [
      `<p>Dear ${escapeHtml(args.firstName)},</p>`,
      `<p>The rooms you held for your client have gone back to Monsoon’s allotment: ${escapeHtml(args.summary)}.</p>`,
      `<p>If they are still free you can book them now or hold them again from the booking: <a href="${escapeHtml(args.link)}">${escapeHtml(args.link)}</a></p>`,
      '<p>The Monsoon team</p>',
    ].join(''),
  }
}
