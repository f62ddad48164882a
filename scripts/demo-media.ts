/**
 * `npm run demo-media`: rewrites demo-media/, the committed demo pictures and clips (ADR 051), from
 * a seed of a fresh database. Run it after changing the artwork, a scene, the media collection's
 * sizes or sharp: `tests/int/seed.int.test.ts` fails until then. It keeps exactly what the seed
 * asked for: what demo-media/ or the cache already held is copied, the rest is drawn now.
 * This process runs a scratch PostgreSQL; scripts/demo-media-seed.ts seeds it and writes the folder.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '../src/lib/embedded-postgres'
import { withEnvironment } from '../src/lib/env'

const root = path.resolve(import.meta.dirname, '..')
const scratch = await mkdtemp(path.join(os.tmpdir(), 'monsoon-demo-media-'))
const postgres = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'postgres') })
let code = 1
try {
  await postgres.createDatabase('monsoon')
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'demo-media-seed.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: withEnvironment({
      DATABASE_URL: postgres.url('monsoon'),
      MONSOON_DATA_DIR: scratch,
      MONSOON_DEMO: '1',
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.scripts.json'),
    }),
  })
  code = await new Promise<number>((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)))
} finally {
  await postgres.stop()
  await rm(scratch, { recursive: true, force: true })
}
process.exit(code)
