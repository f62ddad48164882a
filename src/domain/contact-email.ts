import type { TContactMessage } from './contact-contract'
import { CONTACT_FORM } from './forms'
import { emailFrame } from './request-email'
import { escapeHtml, headerSafe } from './text'

/** What a visitor sends through the contact or get-in-touch form: the request's shape (contact-contract.ts). */
export type { TContactMessage }

export const CONTACT_FORM_NAMES = { contact: 'Contact', 'get-in-touch': 'Get in touch' } as const

type TEmail = { subject: string; html: string; text: string }

const paragraphsHtml = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('')

function fieldRows(message: TContactMessage): [string, string][] {
  return (
    [
      ['Name', `${message.firstName} ${message.lastName}`],
      [CONTACT_FORM.email.label, message.email],
      ['Agency or company', message.company],
      [CONTACT_FORM.message.label, message.message],
      [CONTACT_FORM.additionalDetails.label, message.additionalDetails],
    ] as [string, string][]
  ).filter(([, value]) => value.trim() !== '')
}

const table = (rows: [string, string][]) =>
  `<table cellpadding="6" style="border-collapse:collapse;width:100%">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="width:30%;border-bottom:1px solid #ddd">${escapeHtml(label)}</th><td style="border-bottom:1px solid #ddd">${paragraphsHtml(value)}</td></tr>`,
    )
    .join('')}</table>`

/** The acknowledgement to the sender: what they wrote, and that we answer within a working day. */
export function contactAcknowledgement(message: TContactMessage, siteName = 'Monsoon'): TEmail {
  const subject = `${siteName}: we have received your message`
  const intro = `Dear ${message.firstName} ${message.lastName},`
  const body =
    'Thank you for writing to us. A member of our team will answer within one working day. This is a copy of your message:'
  return {
    subject,
    html: emailFrame(
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(body)}</p>${table(fieldRows(message))}<p>${escapeHtml(siteName)}</p>`,
    ),
    text: [intro, '', body, '', ...fieldRows(message).map(([label, value]) => `${label}: ${value}`), '', siteName].join(
      '\n',
    ),
  }
}

/** The notice to the site's address: a new message to answer (sent to the address in Site settings). */
export function contactStaffNotice(message: TContactMessage): TEmail {
  const subject = `New ${CONTACT_FORM_NAMES[message.form].toLowerCase()} message from ${message.firstName} ${message.lastName}`
  return {
    subject: headerSafe(subject),
    html: emailFrame(
      `<p>${escapeHtml(`A visitor sent the ${CONTACT_FORM_NAMES[message.form]} form:`)}</p>${table(fieldRows(message))}`,
    ),
    text: [
      `A visitor sent the ${CONTACT_FORM_NAMES[message.form]} form:`,
      '',
      ...fieldRows(message).map(([label, value]) => `${label}: ${value}`),
    ].join('\n'),
  }
}
