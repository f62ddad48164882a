import type { TAgentProfile } from './auth-contract'

/** Agent accounts and sessions: rules shared by the server and the agency bar. */

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'THB', 'VND', 'SGD'] as const
export type TCurrency = (typeof CURRENCIES)[number]

/** Markets decide the markup an agent sees (issue #4 adds their rules); these are their codes. */
export const MARKETS = ['standard', 'europe', 'asia-pacific', 'americas'] as const

export type TMarket = (typeof MARKETS)[number]

/** Sold in euros on the Europe market: the euro area and the rest of continental Europe. */
const EUROPE = new Set(
  'austria belgium croatia cyprus estonia finland france germany greece ireland italy latvia lithuania luxembourg malta netherlands portugal slovakia slovenia spain albania andorra bulgaria czechia denmark hungary iceland liechtenstein monaco norway poland romania serbia sweden switzerland'.split(
    ' ',
  ),
)
const AMERICAS = new Set([
  'argentina',
  'brazil',
  'canada',
  'chile',
  'colombia',
  'mexico',
  'peru',
  'uruguay',
  'united states',
  'united states of america',
  'usa',
  'us',
])
const ASIA_PACIFIC: Record<string, TCurrency> = {
  australia: 'AUD',
  'new zealand': 'AUD',
  singapore: 'SGD',
  thailand: 'THB',
  vietnam: 'VND',
  'viet nam': 'VND',
}
const ASIA_PACIFIC_USD = new Set([
  'china',
  'hong kong',
  'india',
  'indonesia',
  'japan',
  'south korea',
  'korea',
  'malaysia',
  'philippines',
  'taiwan',
  'cambodia',
  'laos',
  'myanmar',
])

/**
 * What a newly approved agency sells in, from the country it gave (issue 18): staff see these
 * filled in when they approve, and change them there. Unknown or empty: USD, standard market.
 */
export function sellingDefaults(country: string | null | undefined): { currency: TCurrency; market: TMarket } {
  const name = (country ?? '').trim().toLowerCase().replace(/^the /, '')
  if (EUROPE.has(name)) return { currency: 'EUR', market: 'europe' }
  if (name === 'united kingdom' || name === 'uk' || name === 'great britain' || name === 'england')
    return { currency: 'GBP', market: 'europe' }
  if (name in ASIA_PACIFIC) return { currency: ASIA_PACIFIC[name] as TCurrency, market: 'asia-pacific' }
  if (ASIA_PACIFIC_USD.has(name)) return { currency: 'USD', market: 'asia-pacific' }
  if (AMERICAS.has(name)) return { currency: 'USD', market: 'americas' }
  return { currency: 'USD', market: 'standard' }
}

/** Who at an agency its client writes to (ADR 030): the client's email signature and Word export. */
export type TAgencyContact = { agentName: string; agentEmail: string; agencyName: string; place: string }

export function agencyContact(
  agent: { firstName: string; lastName: string; email: string },
  agency: { name: string; city?: string | null; country?: string | null },
): TAgencyContact {
  return {
    agentName: `${agent.firstName} ${agent.lastName}`.trim(),
    agentEmail: agent.email,
    agencyName: agency.name,
    place: [agency.city, agency.country].filter(Boolean).join(', '),
  }
}

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

/** The agent as the browser may know it: its shape is the session contract's (auth-contract.ts). */
export type { TAgentProfile }

/** Spec §3 client_user: an expiry of 0 and an encoded copy of the user. */
export function encodeClientUser(profile: TAgentProfile): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ expiry: 0, user: profile }))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
