import { encodeClientUser, STORAGE_KEYS, type TAgentProfile } from '@/domain/agents'
import { localPath } from '@/domain/local-path'

/** Browser helpers for the agent session calls; every secret stays in httpOnly cookies. */
export const AUTH_BASE = '/b2badminapi/api/ManagerUser'

export type TApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string }

export async function postJson<T>(path: string, body: unknown): Promise<TApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const json = (await response.json().catch(() => ({}))) as { data?: T; error?: { message?: string } }
    if (response.ok && json.data !== undefined) return { ok: true, data: json.data }
    return { ok: false, status: response.status, message: json.error?.message ?? 'Something went wrong...' }
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'We could not reach the server. Please check your connection and try again.',
    }
  }
}

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
