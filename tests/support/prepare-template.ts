/**
 * Child process of the integration run's global set-up (tests/support/postgres-global-setup.ts):
 * migrates DATABASE_URL's empty database and, with `--demo`, loads the demo data set into it and
 * its uploads into MONSOON_DATA_DIR, exactly as `npm start` prepares a first database. Each test
 * file then gets a copy (tests/support/payload.ts), so the layer migrates and seeds once.
 * Run with `tsx --tsconfig tsconfig.scripts.json`, in its own process: Payload is one per process.
 */
import { prepareDatabase } from '../../src/host/bootstrap'
import { payloadClient } from '../../src/server/payload'

const isDemo = process.argv.includes('--demo')
let stage = 'starting Payload'
// Node ends with 13 when a top-level await never settles: say where it stopped.
process.on('exit', (code) => {
  if (code !== 0) console.error(`prepare-template${isDemo ? ' --demo' : ''}: exit ${code} while ${stage}`)
})
const payload = await payloadClient()
stage = isDemo ? 'migrating and seeding' : 'migrating'
const seed = isDemo ? (await import('../../src/seed')).seedDemoData : null
await prepareDatabase(payload, { seed, isDemo: false })
// Done: the process ends here, and its connections with it (CREATE DATABASE … TEMPLATE waits a few
// seconds for their backends to go). Payload's destroy() is not awaited: it once never settled here.
process.exit(0)
