/**
 * Child process of the integration run's global set-up (tests/support/postgres-global-setup.ts):
 * migrates DATABASE_URL's empty database and, with `--demo`, loads the demo data set into it and
 * its uploads into MONSOON_DATA_DIR, exactly as `npm start` prepares a first database. Each test
 * file then gets a copy (tests/support/payload.ts), so the layer migrates and seeds once.
 * Run with `tsx --tsconfig tsconfig.scripts.json`, in its own process: Payload is one per process.
 */
import { prepareDatabase } from '../../src/server/bootstrap'
import { payloadClient } from '../../src/server/payload'

const isDemo = process.argv.includes('--demo')
const payload = await payloadClient()
const seed = isDemo ? (await import('../../src/seed')).seedDemoData : null
await prepareDatabase(payload, { seed, isDemo: false })
await payload.destroy()
// Explicitly: open handles (the pool's timers, sharp's threads) would keep the process alive.
process.exit(0)
