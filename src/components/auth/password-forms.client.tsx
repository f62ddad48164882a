'use client'

import Link from 'next/link'
import type React from 'react'
import { useState } from 'react'
import { passwordProblem } from '@/domain/agents'
import { AUTH_BASE, postJson } from './agent-api'

const INPUT =
  'w-full rounded-sm border border-line bg-white px-3 py-2.5 text-sm focus:border-primary focus:outline-none'

function Notice({ kind, text }: { kind: 'error' | 'done'; text: string }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-sm px-3 py-2 text-sm ${kind === 'error' ? 'bg-primary-light text-primary-dark' : 'bg-green-50 text-green-800'}`}
    >
      {text}
    </p>
  )
}

/** Forgot password: always the same answer, whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [answer, setAnswer] = useState<{ kind: 'error' | 'done'; text: string } | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!email.trim()) return setAnswer({ kind: 'error', text: 'Please enter your email.' })
    const result = await postJson<{ message: string }>(`${AUTH_BASE}/forgotPasswordclient`, { email })
    setAnswer(result.ok ? { kind: 'done', text: result.data.message } : { kind: 'error', text: result.message })
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h1 className="text-2xl font-semibold">Reset your password</h1>
      <p className="text-sm text-muted">We will email you a link to choose a new password.</p>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">Email</span>
        <input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={INPUT}
        />
      </label>
      {answer && <Notice {...answer} />}
      <button type="submit" className="btn-primary">
        Email me a link
      </button>
      <Link href="/login-agent" className="text-sm text-primary hover:underline">
        Back to sign-in
      </Link>
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
    const result = await postJson<{ email: string }>(`${AUTH_BASE}/setPasswordclient`, { token, password })
    setAnswer(
      result.ok
        ? { kind: 'done', text: `Your password is set. You can now sign in as ${result.data.email}.` }
        : { kind: 'error', text: result.message },
    )
  }
  if (answer?.kind === 'done') {
    return (
      <div className="grid gap-4">
        <Notice {...answer} />
        <Link href="/login-agent" className="btn-primary">
          Sign in
        </Link>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h1 className="text-2xl font-semibold">Choose your password</h1>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">New password</span>
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={INPUT}
        />
      </label>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">Repeat the password</span>
        <input
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          className={INPUT}
        />
      </label>
      {answer && <Notice {...answer} />}
      <button type="submit" className="btn-primary">
        Save my password
      </button>
    </form>
  )
}
