/**
 * The API contract's check (issue 24), part of `npm test`:
 *   1. the OpenAPI document the app serves equals the committed clients/typescript/openapi.json;
 *   2. Redocly CLI lints it with the recommended rules (redocly.yaml): 0 errors, 0 warnings;
 *   3. the partner client's types (clients/typescript/src/schema.d.ts) are what openapi-typescript makes of it.
 * `npm run contract:write` rewrites both files after a change to the API.
 *
 *   npx tsx --conditions react-server scripts/contract.ts [--write]
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createApiApp } from '../src/api/app'

const root = path.resolve(import.meta.dirname, '..')
const client = path.join(root, 'clients', 'typescript')
const committed = path.join(client, 'openapi.json')
const types = path.join(client, 'src', 'schema.d.ts')
const write = process.argv.includes('--write')

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  })
  return result.status === 0
}

const response = await createApiApp().request('/b2badminapi/openapi.json')
const document = `${JSON.stringify(await response.json(), null, 2)}\n`
const fresh = path.join(await mkdtemp(path.join(os.tmpdir(), 'monsoon-contract-')), 'openapi.json')
await writeFile(fresh, document)

const typegen = path.join(client, 'node_modules', '.bin', 'openapi-typescript')
const typegenArgs = (input: string) => [input, '-o', types, '--default-non-nullable', 'false']
let failed = false

if (write) {
  await writeFile(committed, document)
  failed = !run(typegen, typegenArgs(committed))
  console.log('Wrote clients/typescript/openapi.json and src/schema.d.ts')
} else if ((await readFile(committed, 'utf8').catch(() => '')) !== document) {
  console.error('clients/typescript/openapi.json is not the document the app serves: run `npm run contract:write`.')
  failed = true
}

// Redocly prints "0 errors" style results itself; any warning fails too (--max-problems 0 is not a thing).
const lint = spawnSync(path.join(root, 'node_modules', '.bin', 'redocly'), ['lint', fresh, '--format', 'summary'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
})
const lintOutput = `${lint.stdout}${lint.stderr}`
const problems = /(error|warning)/i.test(lintOutput.replace(/Deprecation warning[^\n]*/g, ''))
console.log(
  lintOutput
    .split('\n')
    .filter((line) => line.trim() && !/[║╔╚]/.test(line))
    .join('\n'),
)
if (lint.status !== 0 || problems) {
  console.error('Redocly lint found problems in the OpenAPI document (see above).')
  failed = true
}

if (!write && !run(typegen, [...typegenArgs(committed), '--check'])) {
  console.error('clients/typescript/src/schema.d.ts is stale: run `npm run contract:write`.')
  failed = true
}
process.exit(failed ? 1 : 0)
