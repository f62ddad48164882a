/**
 * Imported first by scripts/serve.ts, before Next.js and the packages it loads: with
 * `--code-cache=<folder>` (the launcher gives it, ADR 057), the server's CommonJS files under the
 * project are compiled through the V8 code cache in that folder (src/lib/code-cache.ts). Their
 * `import(`s may be rewritten only in the build (.next), which sits beside this file's bundle.
 */
import path from 'node:path'
import { installCodeCache, type TCodeCache } from '../src/lib/code-cache'

const OPTION = '--code-cache='

const dir = process.argv.find((argument) => argument.startsWith(OPTION))?.slice(OPTION.length)
const root = path.resolve(import.meta.dirname, '..')

/** The server's code cache, when it was asked for. */
export const codeCache: TCodeCache | null = dir
  ? installCodeCache({ dir: path.resolve(dir), scope: root, rewriteUnder: path.join(root, '.next') })
  : null
