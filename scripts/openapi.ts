/**
 * Writes the API's OpenAPI document (the one served at /b2badminapi/openapi.json) to a file, with
 * nothing running: for the linter (redocly.yaml) and the partner client's types (clients/typescript).
 *
 *   npx tsx --conditions react-server scripts/openapi.ts [out-file]   (default clients/typescript/openapi.json)
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createApiApp } from '../src/api/app'

const out = path.resolve(process.argv[2] ?? 'clients/typescript/openapi.json')
const response = await createApiApp().request('/b2badminapi/openapi.json')
if (!response.ok) throw new Error(`The document answered ${response.status}`)
await writeFile(out, `${JSON.stringify(await response.json(), null, 2)}\n`)
console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`)
