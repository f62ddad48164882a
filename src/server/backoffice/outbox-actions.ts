import 'server-only'
import type { PayloadRequest } from 'payload'
import { escapeHtml, htmlToText } from '@/domain/text'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { enqueueEmail } from '@/server/outbox/outbox'

/**
 * The outbox's buttons (issue 20). "Send again" writes a copy of an email as a new pending one, so
 * the original stays as the record of what happened to it; "Send a test email" writes one to the
 * staff member who asks, to check the mail server from the back office.
 */
export async function resendEmail(req: PayloadRequest, id: string): Promise<{ id: string }> {
  const original = await req.payload.findByID({ collection: 'emails', id, depth: 0, req, disableErrors: true })
  if (!original) throw new AppError('NOT_FOUND', 'No such email')
  if (original.status === 'pending' || original.status === 'sending')
    throw new AppError('STATUS_REFUSED', 'This email is still waiting to go out: there is nothing to send again yet.')
  const copy = await enqueueEmail(
    req.payload,
    {
      to: original.to,
      subject: original.subject,
      html: original.html,
      text: original.text,
      kind: original.kind ?? 'resent',
      ...(original.fromName ? { fromName: original.fromName } : {}),
      ...(original.replyTo ? { replyTo: original.replyTo } : {}),
    },
    req,
  )
  return { id: String(copy.id) }
}

export async function sendTestEmail(req: PayloadRequest): Promise<{ id: string; to: string }> {
  const to = String((req.user as { email?: string } | null)?.email ?? '')
  if (!to) throw new AppError('FORBIDDEN', 'Sign in to the back office first.')
  const server = env().SMTP_URL ? 'the configured mail server (SMTP_URL)' : 'no mail server yet: SMTP_URL is not set'
  const html = `<p>This is a test email from the Monsoon back office, asked for by ${escapeHtml(to)} at ${escapeHtml(new Date().toUTCString())}.</p><p>It goes through ${escapeHtml(server)}. If it reached your inbox, booking requests and agents' emails reach theirs too.</p>`
  const email = await enqueueEmail(
    req.payload,
    { to, subject: 'Monsoon test email', html, text: htmlToText(html), kind: 'test' },
    req,
  )
  return { id: String(email.id), to }
}
