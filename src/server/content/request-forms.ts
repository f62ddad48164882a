import 'server-only'
import { contactAcknowledgement, contactStaffNotice, type TContactMessage } from '@/domain/contact-email'
import { CONTACT_FORM, checkField } from '@/domain/forms'
import { LIMITS } from '@/domain/limits'
import { AppError, type TErrorKey, type TErrorWords } from '@/lib/errors'
import { inTransaction } from '@/server/db'
import { anonymousEmailHits, takeHits } from '@/server/limits/rate-limit'
import { enqueueEmail } from '@/server/outbox/outbox'
import { payloadClient } from '@/server/payload'

/** The words of spec §5's rules the contact form uses (ADR 069): the message under each field. */
const RULE_KEYS = {
  required: 'formRequired',
  maxLength: 'formTooLong',
  fullName: 'formFullName',
  email: 'formEmail',
} as const satisfies Record<string, TErrorKey>

/**
 * Each field's first broken rule (checkField's, one rule at a time), as words that name the field
 * by its label in the request's language.
 */
function contactProblems(form: Partial<Record<keyof typeof CONTACT_FORM, string>>) {
  return (Object.keys(CONTACT_FORM) as (keyof typeof CONTACT_FORM)[]).flatMap((field) => {
    const { label, rules } = CONTACT_FORM[field]
    const broken = rules.find((rule) => checkField(form[field] ?? '', { label, rules: [rule] }) !== null)
    if (!broken) return []
    const words: TErrorWords = {
      key: RULE_KEYS[broken.rule],
      values: { field, max: 'max' in broken ? broken.max : 0 },
    }
    return [{ field, words }]
  })
}

export type TRequestForm = TContactMessage & { /** The honeypot: people never see it, bots fill it. */ website: string }

/**
 * Spec §7 RequestForms/PostRequestForms: checks the message with the §5 generic messages, keeps it
 * for staff (/admin → Forms → Contact requests) and queues the sender's acknowledgement and the
 * staff notice in the same transaction. A bot that filled the honeypot is thanked and ignored; a
 * sender over a limit gets 429 (ADR 016).
 */
export async function submitRequestForm(form: TRequestForm, clientAddress: string): Promise<{ received: true }> {
  const fields = contactProblems(form)
  const [first] = fields
  if (first) throw new AppError('BAD_REQUEST', first.words, { fields })
  if (form.website.trim() !== '') return { received: true }

  const payload = await payloadClient()
  const message: TContactMessage = {
    form: form.form,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim().toLowerCase(),
    company: form.company.trim(),
    message: form.message.trim(),
    additionalDetails: form.additionalDetails.trim(),
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  await inTransaction(payload, async (req) => {
    // The acknowledgement carries the sender's text to the address they typed: limited per client
    // address, per recipient and in total, so the form cannot be turned on someone's mailbox.
    const emails = settings.email ? 2 : 1
    await takeHits(
      payload,
      anonymousEmailHits(LIMITS.contactAddress, { ip: clientAddress, recipient: message.email, emails }),
      req,
    )
    await payload.create({
      collection: 'contact-requests',
      data: {
        ...message,
        company: message.company || undefined,
        additionalDetails: message.additionalDetails || undefined,
      },
      req,
      depth: 0,
    })
    await enqueueEmail(
      payload,
      { to: message.email, kind: 'contact-received', ...contactAcknowledgement(message) },
      req,
    )
    if (settings.email) {
      await enqueueEmail(payload, { to: settings.email, kind: 'contact-staff', ...contactStaffNotice(message) }, req)
    }
  })
  return { received: true }
}
