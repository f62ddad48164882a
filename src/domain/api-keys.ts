/**
 * Monsoon Connect's API keys (issue 24, ADR 043): what a key looks like, how a request names one,
 * and the per-key request limit with the IETF RateLimit header fields it is told in. Pure rules:
 * storage and authentication are in src/server/connect/api-keys.ts.
 *
 * A key is `msk_` + an 8-character public id + `_` + 43 characters of secret (32 random bytes,
 * base64url). The first two parts are its visible prefix (`msk_3fa9c2d1`): shown in lists and
 * logs-safe. Only a SHA-256 of the whole key is stored; the key itself is shown once.
 */

export const KEY_SCHEME = 'msk'
/** A key's visible prefix: the scheme and its public id. */
export const KEY_PREFIX = /^msk_[0-9a-f]{8}$/
const KEY = /^(msk_[0-9a-f]{8})_([A-Za-z0-9_-]{43})$/

/** At most this many live keys per agency: enough for production, staging and a developer's laptop. */
export const MAX_KEYS_PER_AGENCY = 10

export const KEY_NAME_MAX = 80

/** The header a key may come in instead of `Authorization: Bearer`. */
export const API_KEY_HEADER = 'api-key'
/** The header a key's call may choose its nation with (one of the key maker's nations). */
export const NATION_HEADER = 'monsoon-nation'

export type TParsedKey = { prefix: string }

/** The prefix of a well-formed key, or null: anything else is refused before any lookup. */
export function parseApiKey(value: string): TParsedKey | null {
  const match = KEY.exec(value)
  return match ? { prefix: match[1] } : null
}

/** Whether a bearer credential is meant as an API key (it has the key scheme), not a session token. */
export const looksLikeApiKey = (value: string) => value.startsWith(`${KEY_SCHEME}_`)

/**
 * The per-key limit: a fixed window of `windowS` seconds, `quota` requests in each. A fixed
 * window is what one counter row can keep exactly across instances (one UPDATE per call); its
 * edges let a client make at most twice the quota across a boundary, which the quota allows for.
 */
export type TKeyPolicy = { quota: number; windowS: number }

export const DEFAULT_KEY_POLICY: TKeyPolicy = { quota: 600, windowS: 60 }

/** The window a moment falls in: its start, in whole seconds since the epoch. */
export const windowStart = (nowMs: number, policy: TKeyPolicy) =>
  Math.floor(nowMs / 1000 / policy.windowS) * policy.windowS

export type TKeyUsage = { used: number; windowStartS: number }

export type TRateLimitState = {
  allowed: boolean
  remaining: number
  /** Seconds until the window ends and the quota is whole again. */
  resetS: number
}

/** Whether the call that made `used` calls in the window is within the quota, and what is left. */
export function rateLimitState(usage: TKeyUsage, policy: TKeyPolicy, nowMs: number): TRateLimitState {
  const resetS = Math.max(1, Math.ceil(usage.windowStartS + policy.windowS - nowMs / 1000))
  return { allowed: usage.used <= policy.quota, remaining: Math.max(0, policy.quota - usage.used), resetS }
}

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-10): the policy, named
 * `per-key`, with its quota and window, and the state: remaining quota and seconds to reset.
 */
export function rateLimitHeaders(policy: TKeyPolicy, state: TRateLimitState): Record<string, string> {
  return {
    'RateLimit-Policy': `"per-key";q=${policy.quota};w=${policy.windowS}`,
    RateLimit: `"per-key";r=${state.remaining};t=${state.resetS}`,
  }
}

/** Why a key's name is refused; the server words it in the agent's language (ADR 069). */
export type TKeyNameProblem = 'keyUnnamed' | 'keyNameTooLong' | 'keyNameControl'

/** What an agent names a key: trimmed, printable, 1–80 characters. */
export function keyNameProblem(name: string): TKeyNameProblem | null {
  const trimmed = name.trim()
  if (!trimmed) return 'keyUnnamed'
  if (trimmed.length > KEY_NAME_MAX) return 'keyNameTooLong'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return 'keyNameControl'
  return null
}
