/** The staff account the e2e app is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@monsoon.test', password: 'e2e-admin-password-1' } as const
