'use client'
import { Button } from '@payloadcms/ui'
import { useState } from 'react'
import { postAction } from '@/lib/post-action'

/** Above the outbox (issue 20): writes a test email to the signed-in staff member and opens it. */
export function TestEmailButton() {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const send = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const email = await postAction<{ id: string }>('emails/send-test')
      window.location.assign(`/admin/collections/emails/${email.id}`)
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
