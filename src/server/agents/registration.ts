import 'server-only'
import type { Payload } from 'payload'
import { linkTo, monsoonEmail, type TEmailWords } from '@/domain/agent-email'
import { LIMITS } from '@/domain/limits'
import { DEFAULT_LOCALE, localizedPath, type TLocale } from '@/domain/locales'
import { fillTemplate, firstRegistrationProblem, templateValues } from '@/domain/registration'
import type { TRegistered, TRegistrationForm } from '@/domain/registration-contract'
import { isDeliverableAddress, normaliseAddress } from '@/domain/request-email'
import { htmlToText } from '@/domain/text'
import { AppError, type TErrorKey, type TErrorWords } from '@/lib/errors'
import { emailWords } from '@/lib/i18n/email-words'
import { publicUrl } from '@/lib/public-url'
import { inTransaction, isUniqueViolation } from '@/server/db'
import { anonymousEmailHits, takeHits } from '@/server/limits/rate-limit'
import { steadyAnswer } from '@/server/limits/steady-answer'
import { enqueueEmail } from '@/server/outbox/outbox'
import { payloadClient } from '@/server/payload'

/** A subject is a header: no line breaks may reach it (header injection). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

function render(template: { subject?: string | null; content?: string | null }, form: TRegistrationForm) {
  const values = templateValues(form)
  const html = fillTemplate(template.content ?? '', values, { html: true })
  return {
    subject: oneLine(fillTemplate(template.subject ?? '', values, { html: false })),
    html,
    text: htmlToText(html),
  }
}

/** The applicant's template in their language; the staff's in English, as Monsoon's desk works. */
async function loadTemplates(payload: Payload, locale: TLocale) {
  const read = (language: TLocale) =>
    payload.find({
      collection: 'agency-register-templates',
      depth: 0,
      pagination: false,
      locale: language,
      fallbackLocale: DEFAULT_LOCALE,
    })
  // One read for an English applicant: both templates are in it.
  const englishRead = read(DEFAULT_LOCALE)
  const [own, english] = await Promise.all([locale === DEFAULT_LOCALE ? englishRead : read(locale), englishRead])
  return {
    client: own.docs.find((doc) => doc.types === 'Client') ?? null,
    staff: english.docs.find((doc) => doc.types !== 'Client') ?? null,
  }
}

/**
 * What the owner of an address that is already registered gets instead of a second registration,
 * in the language they registered in, under Monsoon's name.
 */
function alreadyRegisteredEmail(form: TRegistrationForm, words: TEmailWords, locale: TLocale) {
  const page = (path: string) => linkTo(`${publicUrl()}${localizedPath(path, locale)}`)
  const { subject, html } = monsoonEmail(words, {
    subject: words.text('alreadyRegistered.subject'),
    name: form.firstName.trim() || words.text('alreadyRegistered.partner'),
    paragraphs: [
      words.html('alreadyRegistered.asked'),
      words.html('alreadyRegistered.signIn', { signIn: page('/login-agent'), forgot: page('/forgot-password') }),
      words.html('alreadyRegistered.notYou'),
    ],
  })
  return { subject, html, text: htmlToText(html) }
}

/**
 * AgencyRegister/AddAgencyRegister (spec §7): checks the form with the browser's rules again,
 * stores the registration as pending and writes the two emails (the applicant's acknowledgement
 * from the Client template, the DMC's notice from the other one) in the same transaction.
 *
 * An address that already has a registration or an account gets the same answer, at the same
 * pace, as a new one (so the form cannot tell who is registered); its owner is emailed instead.
 * Every attempt counts against the caller's address, the recipient and the anonymous total.
 */
/** The spec's words (§5) for each field the registration misses, as the catalogues hold them. */
const REGISTRATION_PROBLEM_KEYS: Record<keyof TRegistrationForm, TErrorKey> = {
  firstName: 'enterFirstName',
  lastName: 'enterLastName',
  email: 'enterEmail',
  agencyName: 'enterAgencyName',
  position: 'enterPosition',
  affiliateAgency: 'enterAffiliateAgency',
  agencyType: 'enterAgencyType',
  stateProvince: 'enterStateProvince',
  city: 'enterCity',
  agencyCountry: 'selectCountry',
  nations: 'selectCountry',
  nationNames: 'selectCountry',
}

export async function registerAgency(
  input: TRegistrationForm,
  ip: string,
  locale: TLocale = DEFAULT_LOCALE,
): Promise<TRegistered> {
  const payload = await payloadClient()
  const nationDocs = await payload.find({
    collection: 'nations',
    depth: 0,
    pagination: false,
    locale,
    fallbackLocale: DEFAULT_LOCALE,
  })
  const known = new Map(nationDocs.docs.map((nation) => [nation.id, nation]))
  const unknown = input.nations.filter((id) => !known.has(id))
  if (unknown.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      { key: 'unknownNation' },
      {
        fields: [{ field: 'nations', words: { key: 'unknownNations', values: { ids: unknown.join(', ') } } }],
      },
    )
  }
  const nations = [...new Set(input.nations)]
  const form: TRegistrationForm = {
    ...input,
    email: normaliseAddress(input.email),
    nations,
    // The names come from our data, not from the browser.
    nationNames: nations.map((id) => known.get(id)?.fullName ?? ''),
  }
  const problem = firstRegistrationProblem(form, { nationsOffered: known.size > 0 })
  if (problem) throw new AppError('BAD_REQUEST', { key: REGISTRATION_PROBLEM_KEYS[problem.field] })
  if (!isDeliverableAddress(form.email)) {
    const words: TErrorWords = { key: 'emailFormat' }
    throw new AppError('BAD_REQUEST', words, { fields: [{ field: 'email', words }] })
  }

  const [templates, settings] = await Promise.all([
    loadTemplates(payload, locale),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  return steadyAnswer(async () => {
    try {
      await inTransaction(payload, async (req) => {
        // The acknowledgement, and the notice to staff when they have an address and a template.
        const emails = 1 + (templates.staff && settings.email ? 1 : 0)
        await takeHits(
          payload,
          anonymousEmailHits(LIMITS.registrationAddress, { ip, recipient: form.email, emails }),
          req,
        )
        const [registered, agent] = await Promise.all([
          payload.count({ collection: 'agency-registrations', where: { email: { equals: form.email } }, req }),
          payload.count({ collection: 'agents', where: { email: { equals: form.email } }, req }),
        ])
        if (registered.totalDocs > 0 || agent.totalDocs > 0) {
          await enqueueEmail(
            payload,
            {
              to: form.email,
              kind: 'registration-duplicate',
              ...alreadyRegisteredEmail(form, await emailWords(locale), locale),
            },
            req,
          )
          return
        }
        await payload.create({
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
            language: locale,
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
      })
    } catch (cause) {
      // The same address registered twice at the same moment: the unique index let the other one
      // through, and that one's acknowledgement is on its way.
      if (!isUniqueViolation(cause)) throw cause
    }
    return { status: 'pending' as const }
  })
}
