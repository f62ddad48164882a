import 'server-only'
import type { Payload } from 'payload'
import { databaseUrl, env, isDemoMode } from '@/lib/env'
import { withClusterLock } from './cluster-lock'
import { prepareDatabase, type TSeeder } from './index'

/**
 * Migrates, loads the demo data into an empty database (unless SEED_ON_EMPTY=0) and makes sure
 * staff can sign in, as the settings say, under the start-up lock: instances (and `npm start`
 * while it builds, src/host/prepare-database.ts) started together prepare one at a time, and the
 * later ones find it done (ADR 041, ADR 048). `demoData` loads the seeder (src/seed) only when needed.
 */
export async function prepareFromSettings(payload: Payload, demoData: () => Promise<TSeeder>): Promise<void> {
  const settings = env()
  // The seeder's modules load only for an empty database: every other start skips them.
  const seed: TSeeder | null =
    settings.SEED_ON_EMPTY === '0' ? null : async (client, log) => (await demoData())(client, log)
  await withClusterLock(databaseUrl(), 'monsoon:prepare-database', () =>
    prepareDatabase(payload, {
      seed,
      adminEmail: settings.ADMIN_EMAIL,
      adminPassword: settings.ADMIN_PASSWORD,
      isDemo: isDemoMode(),
    }),
  )
}
