'use client'

import type React from 'react'
import { useState } from 'react'
import { SiteLink } from '@/components/site-link.client'
import { passwordProblem } from '@/domain/agents'
import type { TAuthMessage, TPasswordSet } from '@/domain/auth-contract'
import { apiAnswer } from '@/lib/api-client'
import { AUTH_BASE } from './agent-api'
import { AuthField, AuthNotice } from './auth-field'

/** Forgot password: always the same answer, whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [answer, setAnswer] = useState<{ kind: 'error' | 'done'; text: string } | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!email.trim()) return setAnswer({ kind: 'error', text: 'Please enter your email.' })
    const result = await apiAnswer<TAuthMessage>(`${AUTH_BASE}/forgotPasswordclient`, { email })
    setAnswer(result.ok ? { kind: 'done', text: result.data.message } : { kind: 'error', text: result.error.message })
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h1 className="text-2xl font-semibold">Reset your password</h1>
      <p className="text-sm text-muted">We will email you a link to choose a new password.</p>
      <AuthField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      {answer && <AuthNotice {...answer} />}
      <button type="submit" className="btn-primary">
        Email me a link
      </button>
      <SiteLink href="/login-agent" className="text-sm text-primary hover:underline">
        Back to sign-in
      </SiteLink>
    </form>
  )
}

/** The page behind the emailed link: choose a password (the link works once, for 48 hours). */
export function SetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [answer, setAnswer] = useState<{ kind: 'error' | 'done'; text: string } | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = passwordProblem(password) ?? (password !== confirm ? 'The two passwords are not the same.' : null)
    if (problem) return setAnswer({ kind: 'error', text: problem })
    const result = await apiAnswer<TPasswordSet>(`${AUTH_BASE}/setPasswordclient`, { token, password })
    setAnswer(
      result.ok
        ? { kind: 'done', text: `Your password is set. You can now sign in as ${result.data.email}.` }
        : { kind: 'error', text: result.error.message },
    )
  }
  if (answer?.kind === 'done') {
    return (
      <div className="grid gap-4">
        <AuthNotice {...answer} />
        <SiteLink href="/login-agent" className="btn-primary">
          Sign in
        </SiteLink>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h1 className="text-2xl font-semibold">Choose your password</h1>
      <AuthField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <AuthField
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      {answer && <AuthNotice {...answer} />}
      <button type="submit" className="btn-primary">
        Save my password
      </button>
    </form>
  )
}
