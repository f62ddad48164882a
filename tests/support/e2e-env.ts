/** The staff account the e2e app is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@monsoon.test', password: 'e2e-admin-password-1' } as const

/** Playwright's workers (playwright.config.ts): the main project runs files on this many at once. */
export const E2E_WORKERS = 2

/**
 * One staff account per parallel worker, made by the global set-up (ADR 058): Payload keeps a
 * user's sessions in one list that each sign-in and sign-out rewrites, so two workers signing one
 * account in at the same moment would drop one of the sessions.
 */
export const e2eStaff = (parallelIndex: number) =>
  ({ email: `e2e-staff-${parallelIndex}@monsoon.test`, password: 'e2e-staff-password-1' }) as const
