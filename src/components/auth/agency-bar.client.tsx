'use client'

import { Briefcase, LogOut, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { SiteLink } from '@/components/site-link.client'
import { nationPasscode, STORAGE_KEYS } from '@/domain/agents'
import type { TAgentProfile, TNationSwitched } from '@/domain/auth-contract'
import { localeOr, localizeHref } from '@/domain/locales'
import { apiAnswer } from '@/lib/api-client'
import { AUTH_BASE, forgetAgent, redirectRoute, rememberAgent } from './agent-api'

/** The bar's words in the page's language (the Chrome catalogue), and that language for its links. */
export type TAgencyBarTexts = {
  locale: string
  nation: string
  agentVault: string
  logout: string
  close: string
  nationSwitchError: string
  switchNation: string
}

type TProps = { agent: TAgentProfile; nationLabels: Record<string, string>; texts: TAgencyBarTexts }

const VAULT = '/marketplace/b2b-agent-vault'

/**
 * Spec §2 Agency bar: nation selector, the travel agent's name, the currency and Logout, with the
 * agency's name and a link to the vault (issue 18). Choosing a nation re-issues the session for it
 * and goes to '/', or, from inside the vault, to the vault's list for that nation (ADR 033); logout
 * ends the session on the server, clears locale and client_user, goes to the stored redirect route
 * and resets it to '/'.
 */
export function AgencyBar({ agent, nationLabels, texts }: TProps) {
  const locale = localeOr(texts.locale)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  /**
   * A nation chosen by keyboard waits for Enter or the Switch button (WCAG 3.2.2 On Input): a closed
   * select changes on every arrow key, and each change used to reload the site. A choice made with
   * the pointer in the open list is the confirmation itself.
   */
  const [pending, setPending] = useState<string | null>(null)
  const isKeyboard = useRef(false)
  /** The nation waiting for confirmation, if it differs from the session's. */
  const waiting = pending !== null && pending !== agent.nation ? pending : null

  useEffect(() => {
    if (!window.localStorage.getItem(STORAGE_KEYS.clientUser)) rememberAgent(agent)
  }, [agent])

  const switchTo = async (nation: string) => {
    setBusy(true)
    const answer = await apiAnswer<TNationSwitched>(`${AUTH_BASE}/authenticateLocalclient`, {
      passcode: nationPasscode(nation, agent.ccode),
      nation: nation.toLowerCase(),
    })
    if (answer.ok && answer.data.token) {
      rememberAgent({ ...agent, nation })
      window.location.assign(window.location.pathname.startsWith(VAULT) ? VAULT : '/')
      return
    }
    setBusy(false)
    setError(texts.nationSwitchError)
  }

  const logout = async () => {
    setBusy(true)
    await apiAnswer(`${AUTH_BASE}/logoutclient`, {})
    forgetAgent()
    const target = redirectRoute()
    window.localStorage.setItem(STORAGE_KEYS.redirect, '/')
    window.location.assign(target)
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1" data-testid="agency-bar">
      <label className="inline-flex items-center gap-1.5">
        <span className="sr-only">{texts.nation}</span>
        <select
          value={pending ?? agent.nation}
          disabled={busy}
          onPointerDown={() => {
            isKeyboard.current = false
          }}
          onKeyDown={(event) => {
            isKeyboard.current = true
            if (event.key === 'Enter' && waiting) {
              event.preventDefault()
              void switchTo(waiting)
            }
          }}
          onChange={(event) => {
            const nation = event.target.value
            if (isKeyboard.current) setPending(nation)
            else void switchTo(nation)
          }}
          className="rounded-sm border border-line bg-white px-2 py-0.5 text-xs font-semibold uppercase"
          aria-label={texts.nation}
        >
          {agent.listNation.map((code) => (
            <option key={code} value={code}>
              {nationLabels[code] ?? code.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
      {waiting && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void switchTo(waiting)}
          className="rounded-sm bg-ink px-2 py-0.5 text-xs font-semibold text-white uppercase"
        >
          {texts.switchNation}
        </button>
      )}
      <span className="text-ink">
        <span className="font-semibold" data-testid="agent-name">
          {agent.name}
        </span>
        {agent.cname && (
          <span className="text-muted" data-testid="agency-name">
            {' '}
            · {agent.cname}
          </span>
        )}
      </span>
      <SiteLink
        href={localizeHref(VAULT, locale)}
        className="inline-flex items-center gap-1 font-semibold uppercase hover:text-primary"
      >
        <Briefcase aria-hidden="true" className="h-3.5 w-3.5" />
        {texts.agentVault}
      </SiteLink>
      <span className="rounded-sm bg-page px-1.5 py-0.5 font-semibold" data-testid="agent-currency">
        {agent.ccurrency}
      </span>
      <button
        type="button"
        onClick={() => void logout()}
        disabled={busy}
        className="inline-flex items-center gap-1 font-semibold uppercase hover:text-primary"
      >
        <LogOut aria-hidden="true" className="h-3.5 w-3.5" />
        {texts.logout}
      </button>
      {error && (
        <span
          role="alert"
          className="inline-flex items-center gap-2 rounded-sm bg-primary-light px-2 py-0.5 text-primary-dark"
        >
          {error}
          <button type="button" aria-label={texts.close} onClick={() => setError(null)}>
            <X aria-hidden="true" className="h-3.5 w-3.5" />
          </button>
        </span>
      )}
    </div>
  )
}
