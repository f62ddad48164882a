import type { GlobalConfig } from 'payload'
import { isAdmin, isBusinessStaff } from '@/cms/access'
import { translatable } from '@/cms/fields/localized'
import { DEFAULT_EXPORT_TEXTS } from '@/domain/booking-export'
import { DEFAULT_LOCALE } from '@/domain/locales'
import { DEFAULT_REQUEST_TEMPLATES, monsoonOnlyPlaceholders, placeholderHelp } from '@/domain/request-email'

const html = (name: keyof typeof DEFAULT_REQUEST_TEMPLATES, label: string) => ({
  name,
  label,
  // A plain text area: the code editor loads from a CDN, which a back office must not depend on.
  type: 'textarea' as const,
  required: true,
  defaultValue: () => DEFAULT_REQUEST_TEMPLATES[name],
  admin: { rows: 14, description: 'HTML. Scripts, event handlers and unsafe links are removed when sent.' },
})

/** The Agent recipients' templates go to the agent's clients: nothing of Monsoon's in them (ADR 030). */
const whiteLabel = (value: unknown) => {
  const found = monsoonOnlyPlaceholders(typeof value === 'string' ? value : '')
  return found.length === 0
    ? true
    : `Agents’ clients never see Monsoon’s vault link, booking code or consultant: remove ${found.map((name) => `{${name}}`).join(', ')}.`
}

/**
 * The client's texts are written per language (issue 26): the email to the agent's clients and the
 * client's documents go out in the booking's client language, falling back to English. Required in
 * English only, white label in every language.
 */
const clientText = (value: unknown, args: { req: { locale?: string | null } }) => {
  const white = whiteLabel(value)
  if (white !== true) return white
  const isEnglish = !args.req.locale || args.req.locale === DEFAULT_LOCALE
  return isEnglish && !(typeof value === 'string' && value.trim()) ? 'This field is required in English.' : true
}

/**
 * Spec §3 Email template values: the booking-request email for Admin recipients (Monsoon's
 * consultants and the sending agent) and for Agent recipients (anyone else the agent adds), and
 * the texts of the Word export (ADR 013).
 */
// Defaults are functions so they live in the form, not in a column default (a multi-line column
// default does not survive migration generation intact, and every wording change would need a migration).
export const BookingRequestEmails: GlobalConfig = {
  slug: 'booking-request-emails',
  label: 'Booking request emails & Word export',
  admin: { group: 'Email templates', description: `Placeholders: ${placeholderHelp()}` },
  access: { read: isBusinessStaff, update: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Admin recipients',
          description: 'Sent to Monsoon’s consultant(s) and to the agent who sends the request.',
          fields: [
            {
              name: 'RequestSubject_ForAdmin',
              label: 'Subject',
              type: 'text',
              required: true,
              defaultValue: () => DEFAULT_REQUEST_TEMPLATES.RequestSubject_ForAdmin,
            },
            html('RequestContent_ForAdmin', 'Content'),
          ],
        },
        {
          label: 'Agent recipients',
          description:
            'Sent to every other address the agent adds, such as a colleague or a client, from the agency’s name with replies to the agent. White label: no {link}, {bookingCode} or {consultantName} here.',
          fields: [
            {
              name: 'RequestSubject_ForAgent',
              label: 'Subject',
              type: 'text',
              localized: true,
              defaultValue: () => DEFAULT_REQUEST_TEMPLATES.RequestSubject_ForAgent,
              validate: clientText,
            },
            { ...html('RequestContent_ForAgent', 'Content'), required: false, localized: true, validate: clientText },
          ],
        },
        {
          label: 'Word export',
          fields: [
            translatable(
              {
                name: 'exportTerms',
                label: 'Terms (the agent’s version, with prices)',
                type: 'textarea',
                defaultValue: () => DEFAULT_EXPORT_TEXTS.terms,
                admin: { rows: 10, description: 'One paragraph per line. In the agent’s language.' },
              },
              { requiredInEnglish: true },
            ),
            translatable(
              {
                name: 'exportClientNotes',
                label: 'Good to know (the client version, without prices)',
                type: 'textarea',
                defaultValue: () => DEFAULT_EXPORT_TEXTS.clientNotes,
                admin: {
                  rows: 8,
                  description:
                    'One paragraph per line, in the client’s language. The client version carries the agency’s name, not Monsoon’s.',
                },
              },
              { requiredInEnglish: true },
            ),
          ],
        },
      ],
    },
  ],
}
