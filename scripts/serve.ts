/**
 * The app's HTTP server: Next.js behind Monsoon's front (src/lib/http-front.ts, ADR 016), which
 * adds the security headers and a request id, refuses unreadable addresses, works out the client's
 * address from the socket and TRUSTED_PROXY_HOPS, answers `/healthz` and `/readyz`, and logs every
 * request. It also listens for other instances' changes (ADR 041) and stops gracefully on SIGTERM.
 * `npm start` runs it; run it directly only with DATABASE_URL and PAYLOAD_SECRET set. `--dev`
 * serves `next dev`.
 */
import { createServer } from 'node:http'
import { createRequire, getCompileCacheDir } from 'node:module'
import path from 'node:path'
import next from 'next'
import { env } from '../src/lib/env'
import { stopGracefully } from '../src/lib/graceful-stop'
import { httpFront } from '../src/lib/http-front'
import { onShutdown } from '../src/lib/lifecycle'
import { logger } from '../src/lib/logger'

const isDev = process.argv.includes('--dev')
const root = path.resolve(import.meta.dirname, '..')

/**
 * Next's start-up promise (see main). Required, not imported: `import()` of this extensionless path
 * fails, and Node must hand back the very instance Next's server loaded, from its require cache.
 */
function nextStartUp(): Promise<void> {
  const { ensureInstrumentationRegistered } = createRequire(import.meta.url)(
    'next/dist/server/lib/router-utils/instrumentation-globals.external',
  ) as typeof import('next/dist/server/lib/router-utils/instrumentation-globals.external')
  return ensureInstrumentationRegistered(root, '.next')
}

async function main() {
  const settings = env()
  const port = settings.PORT
  // tsx (which runs this file) turns Node's source maps on, and then every server chunk Next.js
  // loads has its map read and parsed first: 136 MB, 2-3 s of a warm start (ADR 029). Stack
  // traces name the built chunks unless MONSOON_SOURCE_MAPS=1.
  process.setSourceMapsEnabled(settings.MONSOON_SOURCE_MAPS === '1')
  const app = next({ dev: isDev, dir: root, hostname: 'localhost', port, ...(isDev ? { turbopack: true } : {}) })
  await app.prepare()
  // Next has begun its start-up (src/instrumentation.ts) as it prepared; this is the promise its own
  // requests wait for, memoised in a module Next shares between its server and its bundles (loaded
  // only now: it needs the runtime Next has just set up). API calls wait for it too, then are served
  // by the API it loaded (ADR 056).
  const startUp = isDev ? undefined : nextStartUp()
  startUp?.catch(() => undefined) // Next reports a failed start-up itself
  // Node's compile cache (NODE_COMPILE_CACHE, which `npm start` sets: ADR 059).
  const compileCache = getCompileCacheDir()
  if (compileCache) logger.info('Compile cache', { directory: compileCache })
  if (settings.DATABASE_URL) {
    // Loaded once Next has set up its runtime: the caches it drops import Next's cache module.
    const { startInstanceSync } = await import('../src/lib/instance-sync')
    const sync = startInstanceSync(settings.DATABASE_URL)
    onShutdown('connections', 'cache listener', sync.stop)
  }
  const server = createServer(
    httpFront(app.getRequestHandler(), {
      trustedHops: settings.TRUSTED_PROXY_HOPS,
      isDev,
      staffSecret: settings.PAYLOAD_SECRET,
      startUp,
    }),
  )
  if (isDev) server.on('upgrade', app.getUpgradeHandler())
  let stoppingSince = 0
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince) {
      // Ctrl-C reaches this process twice at once (from the terminal and from the launcher); a
      // signal seconds later is the operator who does not want to wait.
      if (Date.now() - stoppingSince < 2_000) return
      logger.warn('Second signal: exiting now', { signal })
      process.exit(1)
    }
    stoppingSince = Date.now()
    logger.info('Signal received', { signal })
    void stopGracefully(server, {
      graceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000,
      delayMs: settings.SHUTDOWN_DELAY_SECONDS * 1000,
    }).finally(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  // A port taken since the launcher checked it: say so and stop, rather than run without a socket.
  server.once('error', (error: NodeJS.ErrnoException) => {
    logger.error(`Cannot listen on port ${port}`, { code: error.code ?? error.message })
    process.exit(1)
  })
  server.listen(port, () => logger.info(`Serving on port ${port}`))
}

main().catch((error) => {
  logger.error('Server failed', { message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  process.exit(1)
})
