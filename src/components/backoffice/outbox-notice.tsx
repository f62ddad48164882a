import { env } from '@/lib/env'

/**
 * Above the outbox's list (issue 20): without a mail server every email waits as Pending, and staff
 * must see why at once rather than wonder. Nothing is shown once SMTP_URL is set.
 */
export function OutboxNotice() {
  if (env().SMTP_URL) return null
  return (
    <div role="status" className="outbox-notice">
      <strong>Emails are not being sent.</strong> No mail server is configured (<code>SMTP_URL</code> is not set), so
      every email stays here as <em>Pending</em>. Set <code>SMTP_URL</code> to the mail server (see docs/operations.md)
      and restart the app: the pending emails then go out, oldest first.
    </div>
  )
}
