/**
 * The seeding half of `npm run demo-media` (scripts/demo-media.ts starts the database and this
 * process with its settings): prepares the database as a first start does, then replaces
 * demo-media/ with what the seed asked for, copied from demo-media/ or the seed's cache.
 */
import { cp, rename, rm } from 'node:fs/promises'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const { payloadClient } = await import('../src/server/payload')
const { prepareFromSettings } = await import('../src/host/bootstrap/prepare')
const { closePool } = await import('../src/server/db')
const { DEMO_MEDIA_DIR, demoMediaUsage } = await import('../src/seed/images')
const payload = await payloadClient()
await prepareFromSettings(payload, async () => (await import('../src/seed')).seedDemoData)
await closePool(payload)
const { used, missing } = demoMediaUsage()
const cacheDir = path.join(root, 'node_modules', '.cache', 'monsoon-seed')
const next = `${DEMO_MEDIA_DIR}.next`
await rm(next, { recursive: true, force: true })
for (const name of used) {
  const from = path.join(missing.includes(name) ? cacheDir : DEMO_MEDIA_DIR, name)
  await cp(from, path.join(next, name), { recursive: true })
}
await rm(DEMO_MEDIA_DIR, { recursive: true, force: true })
await rename(next, DEMO_MEDIA_DIR)
console.log(`demo-media/: ${used.length} entries, ${missing.length} of them new since the last run`)
process.exit(0)
