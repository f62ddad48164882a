import 'server-only'
import { contactAcknowledgement, contactStaffNotice, type TContactMessage } from '@/domain/contact-email'
import { CONTACT_FORM, checkForm } from '@/domain/forms'
import { LIMITS } from '@/domain/limits'
import { AppError } from '@/lib/errors'
import { inTransaction } from '@/server/db'
import { anonymousEmailHits, takeHits } from '@/server/limits/rate-limit'
import { enqueueEmail } from '@/server/outbox/outbox'
import { payloadClient } from '@/server/payload'

export type TRequestForm = TContactMessage & { /** The honeypot: people never see it, bots fill it. */ website: string }

/**
 * Spec §7 RequestForms/PostRequestForms: checks the message with the §5 generic messages, keeps it
 * for staff (/admin → Forms → Contact requests) and queues the sender's acknowledgement and the
 * staff notice in the same transaction. A bot that filled the honeypot is thanked and ignored; a
 * sender over a limit gets 429 (ADR 016).
 */
export async function submitRequestForm(form: TRequestForm, clientAddress: string): Promise<{ received: true }> {
  const problems = checkForm<keyof typeof CONTACT_FORM>(form, CONTACT_FORM)
  const fields = Object.entries(problems).map(([field, message]) => ({ field, message: String(message) }))
  if (fields.length > 0) throw new AppError('BAD_REQUEST', fields[0].message, { fields })
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
