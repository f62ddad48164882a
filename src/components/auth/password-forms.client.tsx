'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useState } from 'react'
import { SiteLink } from '@/components/site-link.client'
import { useErrorMessage } from '@/components/use-error-text'
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@/domain/agents'
import type { TAuthMessage, TPasswordSet } from '@/domain/auth-contract'
import { apiAnswer } from '@/lib/api-client'
import { AUTH_BASE } from './agent-api'
import { AuthField, AuthNotice } from './auth-field'

/** Forgot password: always the same answer, whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('Auth')
  const errorMessage = useErrorMessage()
  const [email, setEmail] = useState('')
  const [answer, setAnswer] = useState<{ kind: 'error' | 'done'; text: string } | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!email.trim()) return setAnswer({ kind: 'error', text: t('enterEmail') })
    const result = await apiAnswer<TAuthMessage>(`${AUTH_BASE}/forgotPasswordclient`, { email })
    setAnswer(
      result.ok ? { kind: 'done', text: t('resetRequested') } : { kind: 'error', text: errorMessage(result.error) },
    )
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h1 className="text-2xl font-semibold">{t('forgotTitle')}</h1>
      <p className="text-sm text-muted">{t('forgotIntro')}</p>
      <AuthField label={t('email')} type="email" autoComplete="email" value={email} onChange={setEmail} />
      {answer && <AuthNotice {...answer} />}
      <button type="submit" className="btn-primary">
        {t('emailMe')}
      </button>
      <SiteLink href="/login-agent" className="text-sm text-primary hover:underline">
        {t('backToSignIn')}
      </SiteLink>
    </form>
  )
}

/** The page behind the emailed link: choose a password (the link works once, for 48 hours). */
export function SetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('Auth')
  const errorMessage = useErrorMessage()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [answer, setAnswer] = useState<{ kind: 'error' | 'done'; text: string } | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = passwordProblem(password)
      ? t('passwordRule', { min: PASSWORD_MIN_LENGTH })
      : password !== confirm
        ? t('notSame')
        : null
    if (problem) return setAnswer({ kind: 'error', text: problem })
    const result = await apiAnswer<TPasswordSet>(`${AUTH_BASE}/setPasswordclient`, { token, password })
    setAnswer(
      result.ok
        ? { kind: 'done', text: t('passwordSet', { email: result.data.email }) }
        : {
            kind: 'error',
            text: result.error.fields.some((field) => field.field === 'token')
              ? t('linkInvalid')
              : errorMessage(result.error),
          },
    )
  }
  if (answer?.kind === 'done') {
    return (
      <div className="grid gap-4">
        <AuthNotice {...answer} />
        <SiteLink href="/login-agent" className="btn-primary">
          {t('submit')}
        </SiteLink>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h1 className="text-2xl font-semibold">{t('setTitle')}</h1>
      <AuthField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <AuthField
        label={t('repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      {answer && <AuthNotice {...answer} />}
      <button type="submit" className="btn-primary">
        {t('savePassword')}
      </button>
    </form>
  )
}
