import 'server-only'
import type { Payload } from 'payload'
import { fillTemplate, firstRegistrationError, type TRegistrationForm, templateValues } from '@/domain/registration'
import { htmlToText } from '@/domain/text'
import { AppError } from '@/lib/errors'
import { enqueueEmail } from '../notifications/outbox'
import { payloadClient } from '../payload'
import { inTransaction, isUniqueViolation } from '../transaction'

export const DUPLICATE_REGISTRATION_MESSAGE =
  'This email address has already been registered. Our team will be in touch; if your account is active, please sign in.'

type TTemplate = { subject: string; content: string }

/** A subject is a header: no line breaks may reach it (header injection). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

function render(template: TTemplate, form: TRegistrationForm) {
  const values = templateValues(form)
  const html = fillTemplate(template.content, values, { html: true })
  return { subject: oneLine(fillTemplate(template.subject, values, { html: false })), html, text: htmlToText(html) }
}

async function loadTemplates(payload: Payload) {
  const { docs } = await payload.find({ collection: 'agency-register-templates', depth: 0, pagination: false })
  return {
    client: docs.find((doc) => doc.types === 'Client') ?? null,
    staff: docs.find((doc) => doc.types !== 'Client') ?? null,
  }
}

/**
 * AgencyRegister/AddAgencyRegister (spec §7): checks the form with the browser's rules again,
 * stores the registration as pending and writes the two emails (the applicant's acknowledgement
 * from the Client template, the DMC's notice from the other one) in the same transaction.
 */
export async function registerAgency(input: TRegistrationForm) {
  const payload = await payloadClient()
  const nationDocs = await payload.find({ collection: 'nations', depth: 0, pagination: false })
  const known = new Map(nationDocs.docs.map((nation) => [nation.id, nation]))
  const unknown = input.nations.filter((id) => !known.has(id))
  if (unknown.length > 0) {
    throw new AppError('BAD_REQUEST', 'Unknown nation', [
      { field: 'nations', message: `Unknown nation: ${unknown.join(', ')}` },
    ])
  }
  const nations = [...new Set(input.nations)]
  const form: TRegistrationForm = {
    ...input,
    email: input.email.trim().toLowerCase(),
    nations,
    // The names come from our data, not from the browser.
    nationNames: nations.map((id) => known.get(id)?.fullName ?? ''),
  }
  const error = firstRegistrationError(form, { nationsOffered: known.size > 0 })
  if (error) throw new AppError('BAD_REQUEST', error)

  const [registered, agent] = await Promise.all([
    payload.count({ collection: 'agency-registrations', where: { email: { equals: form.email } } }),
    payload.count({ collection: 'agents', where: { email: { equals: form.email } } }),
  ])
  if (registered.totalDocs > 0 || agent.totalDocs > 0) throw new AppError('CONFLICT', DUPLICATE_REGISTRATION_MESSAGE)

  const [templates, settings] = await Promise.all([
    loadTemplates(payload),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  try {
    return await inTransaction(payload, async (req) => {
      const registration = await payload.create({
        collection: 'agency-registrations',
        data: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email,
          agencyName: form.agencyName.trim(),
          position: form.position.trim(),
          affiliateAgency: form.affiliateAgency.trim(),
          agencyType: form.agencyType as 'Retail',
          stateProvince: form.stateProvince.trim(),
          city: form.city.trim(),
          agencyCountry: form.agencyCountry.trim() || undefined,
          nations,
          status: 'pending',
        },
        req,
        depth: 0,
      })
      if (templates.client) {
        await enqueueEmail(
          payload,
          { to: form.email, kind: 'registration-received', ...render(templates.client, form) },
          req,
        )
      }
      if (templates.staff && settings.email) {
        await enqueueEmail(
          payload,
          { to: settings.email, kind: 'registration-staff', ...render(templates.staff, form) },
          req,
        )
      }
      return { _id: registration.id, status: 'pending' as const }
    })
  } catch (cause) {
    // Two identical registrations at the same moment: the unique index lets one through.
    if (isUniqueViolation(cause)) throw new AppError('CONFLICT', DUPLICATE_REGISTRATION_MESSAGE)
    throw cause
  }
}
