'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'
import { postAction } from '@/lib/post-action'

const label = {
  color: 'var(--theme-elevation-650)',
  paddingRight: '1rem',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
  textAlign: 'left',
  fontWeight: 'normal',
} as const

/**
 * The email as its recipient sees it (issue 20): the headers, then the HTML rendered in a sandboxed
 * frame (no scripts, no forms; images from this site load, links open in a new tab), and "Send again".
 * The raw HTML and text stay below, folded away.
 */
export function EmailPreview() {
  const { id } = useDocumentInfo()
  const email = useFormFields(([fields]) => ({
    to: String(fields.to?.value ?? ''),
    subject: String(fields.subject?.value ?? ''),
    html: String(fields.html?.value ?? ''),
    fromName: String(fields.fromName?.value ?? ''),
    replyTo: String(fields.replyTo?.value ?? ''),
    status: String(fields.status?.value ?? ''),
  }))
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  if (!id) return null

  const sendAgain = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const copy = await postAction<{ id: string }>(`emails/${encodeURIComponent(String(id))}/resend`)
      window.location.assign(`/admin/collections/emails/${copy.id}`)
    } catch (error) {
      setProblem((error as Error).message)
      setBusy(false)
    }
  }

  const waiting = email.status === 'pending' || email.status === 'sending'
  return (
    <section
      className="backoffice-panel"
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
      data-testid="email-preview"
    >
      <table style={{ borderCollapse: 'collapse', marginBottom: '0.75rem' }}>
        <tbody>
          <tr>
            <th scope="row" style={label}>
              From
            </th>
            <td>{email.fromName || 'Monsoon'} (the site’s sender, EMAIL_FROM)</td>
          </tr>
          <tr>
            <th scope="row" style={label}>
              To
            </th>
            <td>{email.to}</td>
          </tr>
          {email.replyTo && (
            <tr>
              <th scope="row" style={label}>
                Reply to
              </th>
              <td>{email.replyTo}</td>
            </tr>
          )}
          <tr>
            <th scope="row" style={label}>
              Subject
            </th>
            <td>
              <strong>{email.subject}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <iframe
        title={`The email “${email.subject}” as its recipient sees it`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={`<!doctype html><meta charset="utf-8"><base target="_blank"><style>body{font:15px/1.5 system-ui,sans-serif;color:#222;margin:16px;word-wrap:break-word}img{max-width:100%;height:auto}</style>${email.html}`}
        style={{
          width: '100%',
          height: 480,
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 'var(--style-radius-m)',
          background: '#ffffff',
        }}
      />
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap', marginTop: '0.75rem' }}>
        <Button buttonStyle="secondary" size="medium" disabled={busy || waiting} onClick={sendAgain}>
          Send again
        </Button>
        <span style={{ color: problem ? 'var(--theme-error-500)' : 'var(--theme-elevation-650)' }} role="status">
          {problem ?? (waiting ? 'Waiting to go out.' : 'Sends a copy to the same address; this one stays as it was.')}
        </span>
      </div>
    </section>
  )
}
