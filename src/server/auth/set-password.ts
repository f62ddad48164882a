import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { linkTo, monsoonEmail } from '@/domain/agent-email'
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@/domain/agents'
import type { TAuthMessage, TPasswordSet } from '@/domain/auth-contract'
import { LIMITS } from '@/domain/limits'
import { DEFAULT_LOCALE, localeOr, localizedPath, type TLocale } from '@/domain/locales'
import { isDeliverableAddress, normaliseAddress } from '@/domain/request-email'
import { htmlToText } from '@/domain/text'
import { AppError, type TErrorWords } from '@/lib/errors'
import { emailWords } from '@/lib/i18n/email-words'
import { publicUrl } from '@/lib/public-url'
import { hashToken, newSecureToken } from '@/lib/secure-token'
import { execute, inTransaction } from '@/server/db'
import { anonymousEmailHits, takeHits } from '@/server/limits/rate-limit'
import { steadyAnswer } from '@/server/limits/steady-answer'
import { enqueueEmail } from '@/server/outbox/outbox'
import { payloadClient } from '@/server/payload'
import { hashPassword } from './passwords'
import { revokeAgentSessions } from './sessions'

export const SET_PASSWORD_TTL_MS = 48 * 60 * 60 * 1000

/**
 * Creates the set-password token for an agent and returns the link to email (single use, 48 h),
 * to the page in the agent's language.
 */
export async function createSetPasswordLink(
  req: PayloadRequest,
  agentId: string,
  locale: TLocale = DEFAULT_LOCALE,
): Promise<string> {
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
  return `${publicUrl()}${localizedPath('/set-password', locale)}?token=${token}`
}

export const LINK_INVALID: TErrorWords = { key: 'linkInvalid' }
export const RESET_REQUESTED =
  'If an agent account exists for this address, we have emailed a link to choose a new password. It works once, for 48 hours.'

/**
 * Sets an agent's password from an emailed link. The token is single-use: one statement marks it
 * used, so two submissions of the same link cannot both succeed; every other link the agent was
 * sent stops working too (an older reset email must not set the password again). Sessions end.
 */
export async function setPasswordWithToken(args: { token: string; password: string }): Promise<TPasswordSet> {
  if (passwordProblem(args.password)) {
    const words: TErrorWords = { key: 'passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } }
    throw new AppError('BAD_REQUEST', words, { fields: [{ field: 'password', words }] })
  }
  const payload = await payloadClient()
  const agent = await inTransaction(payload, async (req) => {
    const rows = await execute(
      payload,
      sql`update agent_tokens set used_at = now() where token_hash = ${hashToken(args.token)} and used_at is null and expires_at > now() returning agent_id`,
      req,
    )
    const agentId = rows[0]?.agent_id
    if (!agentId) throw new AppError('BAD_REQUEST', LINK_INVALID, { fields: [{ field: 'token', words: LINK_INVALID }] })
    await execute(
      payload,
      sql`update agent_tokens set used_at = now() where agent_id = ${agentId} and used_at is null`,
      req,
    )
    return payload.update({
      collection: 'agents',
      id: String(agentId),
      data: { passwordHash: await hashPassword(args.password), passwordSetAt: new Date().toISOString() },
      depth: 0,
      req,
    })
  })
  await revokeAgentSessions(payload, { agentId: agent.id, reason: 'password changed' })
  return { email: agent.email }
}

/**
 * Forgot password: emails a set-password link when the account exists and is active. The answer,
 * its timing and its limits are the same either way (ADR 016): the attempt is counted per client
 * address, per recipient and in total whether or not anyone is emailed.
 */
export async function requestPasswordReset(args: { email: string; ip: string }): Promise<TAuthMessage> {
  const email = normaliseAddress(args.email)
  if (!isDeliverableAddress(email)) {
    const words: TErrorWords = { key: 'emailFormat' }
    throw new AppError('BAD_REQUEST', words, { fields: [{ field: 'email', words }] })
  }
  const payload = await payloadClient()
  return steadyAnswer(async () => {
    await inTransaction(payload, async (req) => {
      await takeHits(payload, anonymousEmailHits(LIMITS.passwordResetAddress, { ip: args.ip, recipient: email }), req)
      const { docs } = await payload.find({
        collection: 'agents',
        where: { email: { equals: email } },
        depth: 0,
        limit: 1,
        req,
      })
      const agent = docs[0]
      if (!agent?.active) return
      // In the agent's language, under Monsoon's name (issue 58).
      const locale = localeOr(agent.language)
      const link = await createSetPasswordLink(req, agent.id, locale)
      const words = await emailWords(locale)
      const { subject, html } = monsoonEmail(words, {
        subject: words.text('passwordReset.subject'),
        name: agent.firstName,
        paragraphs: [
          words.html('passwordReset.asked'),
          words.html('passwordReset.choose', { link: linkTo(link) }),
          words.html('passwordReset.notYou'),
        ],
      })
      await enqueueEmail(
        payload,
        { to: agent.email, subject, html, text: htmlToText(html), kind: 'password-reset' },
        req,
      )
    })
    return { message: RESET_REQUESTED }
  })
}
