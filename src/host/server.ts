/**
 * The app's HTTP server: Next.js behind Monsoon's front (src/host/http-front.ts, ADR 016), which
 * adds the security headers and a request id, refuses unreadable addresses, works out the client's
 * address from the socket and TRUSTED_PROXY_HOPS, answers `/healthz` and `/readyz`, and logs every
 * request. It also listens for other instances' changes (ADR 041) and stops gracefully on SIGTERM.
 * `npm start` runs it; run it directly only with DATABASE_URL and PAYLOAD_SECRET set. `--dev`
 * serves `next dev`.
 */
import { createServer } from 'node:http'
import { getCompileCacheDir } from 'node:module'
import path from 'node:path'
import next from 'next'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { stopGracefully } from './graceful-stop'
import { httpFront } from './http-front'
import { announceStartUp, appStartUp, onShutdown } from './lifecycle'

const isDev = process.argv.includes('--dev')
/** How long an idle keep-alive connection stays open (see main). */
const KEEP_ALIVE_MS = 65_000
/** How long after Next has prepared the app's start-up may take to announce itself. */
const START_UP_LIMIT_MS = 60_000
const root = path.resolve(import.meta.dirname, '../..')

async function main() {
  const settings = env()
  const port = settings.PORT
  // tsx (which runs this file) turns Node's source maps on, and then every server chunk Next.js
  // loads has its map read and parsed first: 136 MB, 2-3 s of a warm start (ADR 029). Stack
  // traces name the built chunks unless MONSOON_SOURCE_MAPS=1.
  process.setSourceMapsEnabled(settings.MONSOON_SOURCE_MAPS === '1')
  const app = next({ dev: isDev, dir: root, hostname: 'localhost', port, ...(isDev ? { turbopack: true } : {}) })
  await app.prepare()
  // Next has begun the app's start-up as it prepared (src/instrumentation.ts), and the start-up
  // announces itself (src/host/bootstrap/register.ts). API calls wait for it, then are served by
  // the API it loaded (ADR 056, docs/architecture/serving.md).
  const startUp = isDev ? undefined : appStartUp()
  // Should the start-up never begin (src/instrumentation.ts failed to load: Next logs why), API
  // calls are not held for ever: from then on they are answered 503 until an API is offered.
  setTimeout(() => {
    if (announceStartUp(Promise.resolve())) logger.error('The app did not start within a minute: API calls answer 503')
  }, START_UP_LIMIT_MS).unref()
  // Node's compile cache (NODE_COMPILE_CACHE, which `npm start` sets: ADR 059).
  const compileCache = getCompileCacheDir()
  if (compileCache) logger.info('Compile cache', { directory: compileCache })
  if (settings.DATABASE_URL) {
    // Loaded once Next has set up its runtime: the caches it drops import Next's cache module.
    const { startInstanceSync } = await import('./instance-sync')
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
  // Idle connections stay open longer than the clients and load balancers in front keep theirs
  // (60 s on the common ones): with Node's 5 s, a client reusing a connection the moment the server
  // closes it gets ECONNRESET on a request that never arrived.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
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
