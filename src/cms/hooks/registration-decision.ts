import { randomBytes, randomInt } from 'node:crypto'
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { pendingEmail } from '@/domain/outbox'
import { escapeHtml, htmlToText } from '@/domain/text'
import { publicUrl } from '@/lib/public-url'
import { newSecureToken } from '@/lib/secure-token'

export const SET_PASSWORD_TTL_MS = 48 * 60 * 60 * 1000

type TRegistration = {
  id: string
  status: 'pending' | 'approved' | 'rejected'
  firstName: string
  lastName: string
  email: string
  agencyName: string
  agencyType: string
  city: string
  stateProvince: string
  agencyCountry?: string | null
  nations?: Array<string | { id: string }> | null
}

/** A decision is final: approved or rejected registrations keep their status. */
export const keepDecision: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && originalDoc && originalDoc.status !== 'pending' && data.status !== originalDoc.status) {
    throw new APIError('This registration has already been decided; its status can no longer change.', 400, null, true)
  }
  return data
}

async function email(req: PayloadRequest, to: string, subject: string, html: string, kind: string) {
  await req.payload.create({
    collection: 'emails',
    data: pendingEmail({ to, subject, html, text: htmlToText(html), kind }),
    req,
  })
}

async function uniqueAgentCode(req: PayloadRequest): Promise<string> {
  for (;;) {
    const code = `MA${randomInt(100000, 1000000)}`
    const { totalDocs } = await req.payload.count({ collection: 'agents', where: { ccode: { equals: code } }, req })
    if (totalDocs === 0) return code
  }
}

/** Creates the set-password token for an agent and returns the link to email (single use, 48 h). */
export async function createSetPasswordLink(req: PayloadRequest, agentId: string): Promise<string> {
  const { token, hash } = newSecureToken()
  await req.payload.create({
    collection: 'agent-tokens',
    data: {
      agent: agentId,
      purpose: 'set-password',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_MS).toISOString(),
    },
    req,
  })
  return `${publicUrl()}/set-password?token=${token}`
}

async function approve(registration: TRegistration, req: PayloadRequest) {
  const { payload } = req
  const agency = await payload.create({
    collection: 'agencies',
    data: {
      name: registration.agencyName,
      agencyType: registration.agencyType as 'Retail',
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
      ccurrency: 'USD',
      cmarket: 'standard',
      online: false,
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

async function reject(registration: TRegistration, req: PayloadRequest) {
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
 * Everything runs in the transaction of the staff member's save.
 */
export const applyDecision: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'pending' || doc.status === 'pending') return doc
  const registration = doc as TRegistration
  if (registration.status === 'approved') await approve(registration, req)
  else if (registration.status === 'rejected') await reject(registration, req)
  return doc
}
