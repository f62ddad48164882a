import type { Payload } from 'payload'

/** Fixed so the README can print it; only ever created against the embedded demo database. */
export const DEMO_STAFF = { email: 'admin@monsoon.demo', password: 'monsoon-demo-2026' } as const

export type TStaffBootstrap =
  | { kind: 'existing' }
  | { kind: 'from-env'; email: string }
  | { kind: 'demo'; email: string; password: string }
  | { kind: 'none' }

/**
 * Creates the first admin account when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD when both are
 * set, otherwise a known demo login, but only in demo mode (the app's own embedded database).
 */
export async function ensureFirstStaff(
  payload: Payload,
  options: { adminEmail?: string; adminPassword?: string; isDemo: boolean },
): Promise<TStaffBootstrap> {
  // An admin is what lets anyone in: the demo seed's consultants (no password) don't count.
  const { totalDocs } = await payload.count({ collection: 'users', where: { roles: { in: ['admin'] } } })
  if (totalDocs > 0) return { kind: 'existing' }
  if (options.adminEmail && options.adminPassword) {
    await payload.create({
      collection: 'users',
      data: { email: options.adminEmail, password: options.adminPassword, name: 'Administrator', roles: ['admin'] },
    })
    return { kind: 'from-env', email: options.adminEmail }
  }
  if (!options.isDemo) return { kind: 'none' }
  await payload.create({
    collection: 'users',
    data: { ...DEMO_STAFF, name: 'Demo administrator', roles: ['admin'] },
  })
  return { kind: 'demo', ...DEMO_STAFF }
}
