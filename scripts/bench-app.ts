/**
 * The app a measurement runs against (npm run bench:http, bench:ui, lighthouse): the one at `url`
 * when given, else the production build started as the e2e run starts it (a fresh database with the
 * demo data, `npm start`'s build) on `port`.
 */
export async function benchApp(options: {
  url?: string
  port: string
}): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (options.url) return { origin: options.url.replace(/\/+$/, ''), stop: async () => {} }
  process.env.E2E_PORT = options.port
  const { default: globalSetup } = await import('../tests/support/e2e-global-setup')
  const stop = await globalSetup()
  return { origin: `http://127.0.0.1:${options.port}`, stop }
}
