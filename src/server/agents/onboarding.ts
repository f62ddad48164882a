import 'server-only'
import { randomBytes, randomInt } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { escapeHtml, htmlToText } from '@/domain/text'
import { publicUrl } from '@/lib/public-url'
import type { AgencyRegistration } from '@/payload-types'
import { createSetPasswordLink } from '@/server/auth/set-password'
import { enqueueEmail } from '@/server/notifications/outbox'

async function email(req: PayloadRequest, to: string, subject: string, html: string, kind: string) {
  await enqueueEmail(req.payload, { to, subject, html, text: htmlToText(html), kind }, req)
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
      active: true,
    },
    req,
  })
  const link = await createSetPasswordLink(req, agent.id)
  const name = escapeHtml(registration.firstName)
  await email(
    req,
    registration.email,
    'Your Monsoon agent account is ready',
    `<p>Dear ${name},</p><p>Welcome to Monsoon. Your agency ${escapeHtml(registration.agencyName)} is approved and your agent account is ready.</p><p>Choose your password here (the link works once, for 48 hours):<br><a href="${link}">${link}</a></p><p>Then sign in at ${publicUrl()}/login-agent with ${escapeHtml(registration.email)}.</p><p>Warm regards,<br>The Monsoon team</p>`,
    'registration-approved',
  )
}

async function reject(registration: AgencyRegistration, req: PayloadRequest) {
  await email(
    req,
    registration.email,
    'Your Monsoon agent registration',
    `<p>Dear ${escapeHtml(registration.firstName)},</p><p>Thank you for your interest in working with Monsoon. We are not able to open an agent account for ${escapeHtml(registration.agencyName)} at this time.</p><p>If you think we have missed something, simply reply to this email and our sales team will gladly take another look.</p><p>Kind regards,<br>The Monsoon team</p>`,
    'registration-rejected',
  )
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
