import type { Migration, Payload } from 'payload'
import { logger } from '@/lib/logger'
import { migrations } from '../../../migrations'
import { ensureFirstStaff } from './staff'

/** Loads a data set into an empty database; start-up passes the demo seed (src/seed), tests pass none. */
export type TSeeder = (payload: Payload, log: (message: string) => void) => Promise<void>

export type TPrepareOptions = {
  seed: TSeeder | null
  adminEmail?: string
  adminPassword?: string
  isDemo: boolean
}

/** Applies the committed migrations, loads the demo data into an empty database, and makes sure staff can sign in. */
export async function prepareDatabase(payload: Payload, options: TPrepareOptions): Promise<void> {
  const started = Date.now()
  // The generated migration functions take Payload's argument types; the adapter calls them with exactly those.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const migrated = Date.now()
  if (options.seed) {
    const { totalDocs } = await payload.count({ collection: 'languages' })
    if (totalDocs === 0) {
      await options.seed(payload, (message) => logger.info(message))
      // The schema is PostgreSQL's own work (DDL); the data is ours: both, as the budget counts them apart.
      const done = Date.now()
      logger.info(
        `Demo data loaded in ${done - started} ms (schema ${migrated - started} ms, data ${done - migrated} ms)`,
      )
    }
  }
  const staff = await ensureFirstStaff(payload, options)
  if (staff.kind === 'demo') {
    // Printed once, when the account is created; the README lists the same demo login.
    console.log(
      `\n  Demo back-office login (created now): ${staff.email} / ${staff.password}\n  Open /admin and change it before sharing this instance.\n`,
    )
  } else if (staff.kind === 'from-env') {
    logger.info(`Created the first staff account ${staff.email} from ADMIN_EMAIL`)
  } else if (staff.kind === 'none') {
    logger.warn('No staff account yet: open /admin to create the first one, or set ADMIN_EMAIL and ADMIN_PASSWORD')
  }
}
