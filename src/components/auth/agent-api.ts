import { encodeClientUser, STORAGE_KEYS, type TAgentProfile } from '@/domain/agents'
import { localPath } from '@/domain/local-path'

/** Browser helpers for the agent session calls; every secret stays in httpOnly cookies. */
export const AUTH_BASE = '/b2badminapi/api/ManagerUser'

/** Spec §3/§4: `locale` holds the nation, `client_user` an expiry of 0 and an encoded copy of the user. */
export function rememberAgent(profile: TAgentProfile) {
  window.localStorage.setItem(STORAGE_KEYS.locale, profile.nation)
  window.localStorage.setItem(STORAGE_KEYS.clientUser, encodeClientUser(profile))
}

export function forgetAgent() {
  window.localStorage.removeItem(STORAGE_KEYS.locale)
  window.localStorage.removeItem(STORAGE_KEYS.clientUser)
}

/** Spec §4: the stored redirect route (after login or logout), '/' by default. */
export function redirectRoute(): string {
  // A protected page sends the agent to sign in with `?next=` (its own path) to come back to.
  const next = localPath(new URLSearchParams(window.location.search).get('next'))
  return next ?? localPath(window.localStorage.getItem(STORAGE_KEYS.redirect)) ?? '/'
}
