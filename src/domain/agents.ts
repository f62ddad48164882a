import type { TAgentProfile } from './auth-contract'

/** Agent accounts and sessions: rules shared by the server and the agency bar. */

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'THB', 'VND', 'SGD'] as const
export type TCurrency = (typeof CURRENCIES)[number]

/** Markets decide the markup an agent sees (issue #4 adds their rules); these are their codes. */
export const MARKETS = ['standard', 'europe', 'asia-pacific', 'americas'] as const

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_RULE_MESSAGE = `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`

export function passwordProblem(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? PASSWORD_RULE_MESSAGE : null
}

/** Spec §4 Nation switching: the stored locale when the agent may use it, else the first of listNation. */
export function currentNation(storedLocale: string | null | undefined, listNation: string[]): string | null {
  const stored = storedLocale?.trim().toLowerCase()
  if (stored && listNation.includes(stored)) return stored
  return listNation[0] ?? null
}

/** Spec §4: the passcode of a nation switch is the locale code joined to the agent code. */
export function nationPasscode(locale: string, ccode: string): string {
  return `${locale.toLowerCase()}${ccode}`
}

/** Spec §3 Browser storage keys. */
export const STORAGE_KEYS = { locale: 'locale', clientUser: 'client_user', redirect: 'redirect' } as const
export const NATION_SWITCH_ERROR = 'Something went wrong...'

/** The agent as the browser may know it: its shape is the session contract's (auth-contract.ts). */
export type { TAgentProfile }

/** Spec §3 client_user: an expiry of 0 and an encoded copy of the user. */
export function encodeClientUser(profile: TAgentProfile): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ expiry: 0, user: profile }))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
