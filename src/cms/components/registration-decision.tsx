'use client'
import { Button, useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'
import { postAction } from '@/lib/post-action'

type TAgent = { id: string; name: string; email: string; active: boolean }
type TLinkAnswer = { link: string; agent: TAgent; emailId: string | null }

const panel = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  padding: 'var(--base)',
  marginBottom: 'calc(var(--base) * 1.5)',
  background: 'var(--theme-elevation-0)',
} as const
const row = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' } as const

/** The new account's terms, which approving needs (the collection's neededToApprove checks them too). */
const TERMS = [
  { path: 'currency', label: 'selling currency' },
  { path: 'market', label: 'market' },
  { path: 'onlineTariff', label: 'online tariff (yes or no)' },
] as const

/**
 * The registration's decision in one place (issue 20): the new account's terms sit right under it,
 * Approve saves them and the decision in one action (the server checks every term), Reject asks once
 * more. Once approved, the set-password email can be sent again and a fresh link copied.
 */
export function RegistrationDecision() {
  const { id } = useDocumentInfo()
  const { submit } = useForm()
  const status = useFormFields(([fields]) => String(fields.status?.value ?? 'pending'))
  const missing = useFormFields(([fields]) =>
    TERMS.filter((term) => !fields[term.path]?.value)
      .map((term) => term.label)
      .join(', '),
  )
  const [confirmReject, setConfirmReject] = useState(false)
  const [busy, setBusy] = useState(false)
  const [agent, setAgent] = useState<TAgent | null>(null)
  const [message, setMessage] = useState<{ text: string; href?: string; error?: boolean } | null>(null)
  const [manualLink, setManualLink] = useState<string | null>(null)
  const linkId = useId()

  useEffect(() => {
    if (!id || status !== 'approved') return
    const query = `where[agency.registration][equals]=${encodeURIComponent(String(id))}&limit=1&depth=0&sort=createdAt`
    fetch(`/cms-api/agents?${query}`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (
          page: { docs?: { id: string; firstName: string; lastName: string; email: string; active: boolean }[] } | null,
        ) => {
          const doc = page?.docs?.[0]
          if (doc)
            setAgent({ id: doc.id, name: `${doc.firstName} ${doc.lastName}`, email: doc.email, active: doc.active })
        },
      )
      .catch(() => {})
  }, [id, status])

  if (!id) return null

  const decide = async (decision: 'approved' | 'rejected') => {
    if (decision === 'approved' && missing) {
      // Said here, where the button is; the server checks the same terms (neededToApprove).
      setMessage({ text: `Choose the ${missing} below before approving.`, error: true })
      const first = TERMS.find((term) => missing.includes(term.label))?.path
      document.querySelector<HTMLElement>(`#field-${first} input, #field-${first}`)?.focus()
      return
    }
    setMessage(null)
    setBusy(true)
    try {
      await submit({ overrides: { status: decision } })
    } finally {
      setBusy(false)
      setConfirmReject(false)
    }
  }

  const renew = async (send: boolean) => {
    setBusy(true)
    setMessage(null)
    setManualLink(null)
    try {
      const answer = await postAction<TLinkAnswer>(
        `agency-registrations/${encodeURIComponent(String(id))}/welcome-link`,
        {
          send,
        },
      )
      setAgent(answer.agent)
      if (send) {
        setMessage({
          text: `A new set-password email to ${answer.agent.email} is in the outbox.`,
          href: answer.emailId ? `/admin/collections/emails/${answer.emailId}` : undefined,
        })
      } else {
        try {
          await navigator.clipboard.writeText(answer.link)
          setMessage({ text: 'A new set-password link is copied. It works once, for 48 hours.' })
        } catch {
          // No clipboard (an http address other than localhost): show it, selected, to copy by hand.
          setManualLink(answer.link)
          setMessage({ text: 'Copy the link below. It works once, for 48 hours.' })
        }
      }
    } catch (error) {
      setMessage({ text: (error as Error).message, error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      className="backoffice-panel"
      style={panel}
      aria-labelledby={`${linkId}-title`}
      data-testid="registration-decision"
    >
      <h3 id={`${linkId}-title`} style={{ margin: '0 0 0.5rem' }}>
        {status === 'pending' ? 'Decision' : status === 'approved' ? 'Approved' : 'Rejected'}
      </h3>
      {status === 'pending' && (
        <>
          <p style={{ margin: '0 0 0.75rem' }}>
            Check the agency, choose the new account’s currency, market and online tariff below, then approve: the
            agency and its agent are created and the agent is emailed a link to choose a password.
          </p>
          <div style={row}>
            <Button buttonStyle="primary" size="medium" disabled={busy} onClick={() => decide('approved')}>
              Approve and email the agent
            </Button>
            {confirmReject ? (
              <>
                <span>The applicant is emailed a polite no. This cannot be undone.</span>
                <Button buttonStyle="error" size="medium" disabled={busy} onClick={() => decide('rejected')}>
                  Reject the registration
                </Button>
                <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={() => setConfirmReject(false)}>
                  Keep it pending
                </Button>
              </>
            ) : (
              <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={() => setConfirmReject(true)}>
                Reject…
              </Button>
            )}
          </div>
        </>
      )}
      {status === 'approved' && (
        <>
          <p style={{ margin: '0 0 0.75rem' }}>
            {agent ? (
              <>
                Agent account: <a href={`/admin/collections/agents/${agent.id}`}>{agent.name}</a> ({agent.email})
                {agent.active ? '' : ' — disabled'}.
              </>
            ) : (
              'The agency and its agent were created when this registration was approved.'
            )}{' '}
            If the agent lost the email or the link expired:
          </p>
          <div style={row}>
            <Button buttonStyle="primary" size="medium" disabled={busy} onClick={() => renew(true)}>
              Email the set-password link again
            </Button>
            <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={() => renew(false)}>
              Copy a set-password link
            </Button>
          </div>
        </>
      )}
      {status === 'rejected' && <p style={{ margin: 0 }}>The applicant was emailed that no account will be opened.</p>}
      <p role="status" aria-live="polite" style={{ margin: message ? '0.75rem 0 0' : 0 }}>
        {message && (
          <span style={message.error ? { color: 'var(--theme-error-500)' } : undefined}>
            {message.text} {message.href && <a href={message.href}>Open the email</a>}
          </span>
        )}
      </p>
      {manualLink && (
        <input
          aria-label="Set-password link"
          readOnly
          value={manualLink}
          onFocus={(event) => event.currentTarget.select()}
          style={{ width: '100%', marginTop: '0.5rem' }}
        />
      )}
    </section>
  )
}
