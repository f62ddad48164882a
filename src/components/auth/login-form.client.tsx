'use client'

import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useState } from 'react'
import { SiteLink } from '@/components/site-link.client'
import { useErrorMessage } from '@/components/use-error-text'
import { STORAGE_KEYS } from '@/domain/agents'
import type { TAgentProfile } from '@/domain/auth-contract'
import { localeOr, localizeHref } from '@/domain/locales'
import { apiAnswer } from '@/lib/api-client'
import { AUTH_BASE, redirectRoute, rememberAgent } from './agent-api'
import { AuthField, AuthNotice } from './auth-field'

/** Agent sign-in (spec §4 Agent authentication): the session lands in httpOnly cookies only. */
export function LoginForm({ heading = true }: { heading?: boolean }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const t = useTranslations('Auth')
  const errorMessage = useErrorMessage()
  const locale = localeOr(useLocale())

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!email.trim() || !password) {
      setError(t('missing'))
      return
    }
    setBusy(true)
    setError(null)
    const nation = window.localStorage.getItem(STORAGE_KEYS.locale) ?? undefined
    const signedIn = await apiAnswer(`${AUTH_BASE}/authenticateCrmclient`, {
      grant_type: 'password',
      username: email,
      password,
      ...(nation ? { nation } : {}),
    })
    if (!signedIn.ok) {
      setError(errorMessage(signedIn.error))
      setBusy(false)
      return
    }
    // The profile is fetched right after login (spec §4) and kept without any secret.
    const me = await apiAnswer<TAgentProfile>(`${AUTH_BASE}/crmInfoclient`, undefined, { method: 'GET' })
    if (me.ok) rememberAgent(me.data)
    window.location.assign(redirectRoute())
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="login-form">
      {heading && <h1 className="text-2xl font-semibold">{t('title')}</h1>}
      <AuthField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      <AuthField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {error && <AuthNotice kind="error" text={error} />}
      <button type="submit" disabled={busy} className="btn-primary">
        {busy ? t('submitting') : t('submit')}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <SiteLink href={localizeHref('/forgot-password', locale)} className="text-primary hover:underline">
          {t('forgot')}
        </SiteLink>
        <SiteLink href={localizeHref('/agent-registration', locale)} className="text-primary hover:underline">
          {t('register')}
        </SiteLink>
      </div>
    </form>
  )
}
