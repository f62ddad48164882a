import 'server-only'
import { randomBytes, randomInt } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { linkTo, monsoonEmail } from '@/domain/agent-email'
import { localeOr, localizedPath } from '@/domain/locales'
import type { TOutgoingEmail } from '@/domain/outbox'
import { htmlToText } from '@/domain/text'
import { AppError } from '@/lib/errors'
import { emailWords } from '@/lib/i18n/email-words'
import { publicUrl } from '@/lib/public-url'
import type { AgencyRegistration } from '@/payload-types'
import { createSetPasswordLink } from '@/server/auth/set-password'
import { enqueueEmail } from '@/server/outbox/outbox'

type TRegistrationEmail = Pick<TOutgoingEmail, 'to' | 'subject' | 'html' | 'kind'>

/** Queues an email in the transaction of `req`; its plain text is made from the HTML. */
async function email(req: PayloadRequest, { to, subject, html, kind }: TRegistrationEmail) {
  return enqueueEmail(req.payload, { to, subject, html, text: htmlToText(html), kind }, req)
}

async function uniqueAgentCode(req: PayloadRequest): Promise<string> {
  for (;;) {
    const code = `MA${randomInt(100000, 1000000)}`
    const { totalDocs } = await req.payload.count({ collection: 'agents', where: { ccode: { equals: code } }, req })
    if (totalDocs === 0) return code
  }
}

async function approve(registration: AgencyRegistration, req: PayloadRequest) {
  const { payload } = req
  const agency = await payload.create({
    collection: 'agencies',
    data: {
      name: registration.agencyName,
      agencyType: registration.agencyType,
      city: registration.city,
      stateProvince: registration.stateProvince,
      country: registration.agencyCountry ?? undefined,
      registration: registration.id,
    },
    req,
  })
  const agent = await payload.create({
    collection: 'agents',
    data: {
      email: registration.email,
      firstName: registration.firstName,
      lastName: registration.lastName,
      agency: agency.id,
      ccode: await uniqueAgentCode(req),
      md5code: randomBytes(16).toString('hex'),
      listNation: (registration.nations ?? []).map((nation) => (typeof nation === 'string' ? nation : nation.id)),
      // Chosen by staff on the registration when approving (filled in from the agency's country).
      ccurrency: registration.currency ?? 'USD',
      cmarket: registration.market ?? 'standard',
      online: registration.onlineTariff === 'yes',
      // The language they registered in is theirs until they choose another (issue 58).
      language: localeOr(registration.language),
      active: true,
    },
    req,
  })
  await welcome(req, registration, await createSetPasswordLink(req, agent.id, localeOr(registration.language)))
}

/** The approved agent's welcome, with the link to choose their password, in the language they registered in. */
async function welcome(req: PayloadRequest, registration: AgencyRegistration, link: string) {
  const locale = localeOr(registration.language)
  const words = await emailWords(locale)
  const signIn = linkTo(`${publicUrl()}${localizedPath('/login-agent', locale)}`)
  return email(req, {
    to: registration.email,
    ...monsoonEmail(words, {
      subject: words.text('welcome.subject'),
      name: registration.firstName,
      paragraphs: [
        words.html('welcome.approved', { agency: registration.agencyName }),
        words.html('welcome.choose', { link: linkTo(link) }),
        words.html('welcome.signIn', { link: signIn, email: registration.email }),
      ],
    }),
    kind: 'registration-approved',
  })
}

async function reject(registration: AgencyRegistration, req: PayloadRequest) {
  const words = await emailWords(localeOr(registration.language))
  await email(req, {
    to: registration.email,
    ...monsoonEmail(words, {
      subject: words.text('rejected.subject'),
      name: registration.firstName,
      paragraphs: [words.html('rejected.sorry', { agency: registration.agencyName }), words.html('rejected.reply')],
    }),
    kind: 'registration-rejected',
  })
}

/**
 * Staff decide a registration by setting its status (spec §4 Registration, issue #3): approving
 * creates the agency and its agent and emails a set-password link; rejecting sends a polite notice.
 * Runs in the transaction of the staff member's save (`req`), called by the collection's hook.
 */
export async function applyRegistrationDecision(
  req: PayloadRequest,
  registration: AgencyRegistration,
  previousStatus: AgencyRegistration['status'] | undefined,
) {
  if (previousStatus !== 'pending' || registration.status === 'pending') return
  if (registration.status === 'approved') await approve(registration, req)
  else if (registration.status === 'rejected') await reject(registration, req)
}

/** The agent account an approved registration opened, as the registration screen shows it. */
export type TRegistrationAgent = { id: string; name: string; email: string; active: boolean }

async function agentOfRegistration(req: PayloadRequest, registrationId: string): Promise<TRegistrationAgent | null> {
  const { docs } = await req.payload.find({
    collection: 'agents',
    where: { 'agency.registration': { equals: registrationId } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    req,
  })
  const agent = docs[0]
  if (!agent) return null
  return {
    id: agent.id,
    name: `${agent.firstName} ${agent.lastName}`.trim(),
    email: agent.email,
    active: !!agent.active,
  }
}

/**
 * A fresh set-password link for the agent an approved registration opened (issue 20): emailed again
 * as the welcome (`send`), or only returned for staff to copy into a message of their own. Links
 * given before stay valid until used or expired, as a link the agent already holds must still work.
 */
export async function renewWelcomeLink(
  req: PayloadRequest,
  registrationId: string,
  options: { send: boolean },
): Promise<{ link: string; agent: TRegistrationAgent; emailId: string | null }> {
  const registration = await req.payload.findByID({
    collection: 'agency-registrations',
    id: registrationId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!registration) throw new AppError('NOT_FOUND', 'No such registration')
  if (registration.status !== 'approved')
    throw new AppError('STATUS_REFUSED', 'Only an approved registration has an agent account to send a link to.')
  const agent = await agentOfRegistration(req, registrationId)
  if (!agent) throw new AppError('STATUS_REFUSED', 'The agent account of this registration no longer exists.')
  if (!agent.active)
    throw new AppError(
      'STATUS_REFUSED',
      `${agent.name}’s account is disabled: enable it on the agent before sending a link.`,
    )
  const link = await createSetPasswordLink(req, agent.id, localeOr(registration.language))
  const emailId = options.send ? String((await welcome(req, { ...registration, email: agent.email }, link)).id) : null
  return { link, agent, emailId }
}
