/**
 * The app's HTTP server: Next.js behind Monsoon's front (src/lib/http-front.ts, ADR 016), which
 * adds the security headers, refuses unreadable addresses and works out the client's address
 * from the socket and TRUSTED_PROXY_HOPS. `npm start` runs it; run it directly only with
 * DATABASE_URL and PAYLOAD_SECRET set. `--dev` serves `next dev`.
 */
import { createServer } from 'node:http'
import path from 'node:path'
import next from 'next'
import { env } from '../src/lib/env'
import { httpFront } from '../src/lib/http-front'

const isDev = process.argv.includes('--dev')
const root = path.resolve(import.meta.dirname, '..')

async function main() {
  const settings = env()
  const port = settings.PORT
  // tsx (which runs this file) turns Node's source maps on, and then every server chunk Next.js
  // loads has its map read and parsed first: 136 MB, 2-3 s of a warm start (ADR 029). Stack
  // traces name the built chunks unless MONSOON_SOURCE_MAPS=1.
  process.setSourceMapsEnabled(settings.MONSOON_SOURCE_MAPS === '1')
  const app = next({ dev: isDev, dir: root, hostname: 'localhost', port, ...(isDev ? { turbopack: true } : {}) })
  await app.prepare()
  const server = createServer(httpFront(app.getRequestHandler(), { trustedHops: settings.TRUSTED_PROXY_HOPS, isDev }))
  if (isDev) server.on('upgrade', app.getUpgradeHandler())
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 2_000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  // A port taken since the launcher checked it: say so and stop, rather than run without a socket.
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(`[monsoon] Cannot listen on port ${port}: ${error.code ?? error.message}`)
    process.exit(1)
  })
  server.listen(port, () => console.log(`[monsoon] Serving on port ${port}`))
}

main().catch((error) => {
  console.error(`[monsoon] Server failed: ${error instanceof Error ? error.stack : String(error)}`)
  process.exit(1)
})
