'use client'
import { Button } from '@payloadcms/ui'
import { useState } from 'react'

/** Above the outbox (issue 20): writes a test email to the signed-in staff member and opens it. */
export function TestEmailButton() {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const send = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const response = await fetch('/cms-api/emails/send-test', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      const answer = await response.json().catch(() => null)
      if (!response.ok) throw new Error(answer?.error?.message ?? 'The test email could not be written.')
      window.location.assign(`/admin/collections/emails/${answer.data.id}`)
    } catch (error) {
      setProblem((error as Error).message)
      setBusy(false)
    }
  }
  return (
    <div className="outbox-test">
      <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={send}>
        Send a test email to me
      </Button>
      <span role="status">{problem}</span>
    </div>
  )
}
