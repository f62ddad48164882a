/**
 * Runs once per server process before it takes requests (see src/host/bootstrap/register.ts).
 *
 * The one read of process.env outside src/lib/env.ts: Next replaces this literal at build time, so
 * the Edge bundle drops the import of the Node-only start-up code. Reading it through env() would
 * keep Payload in the Edge bundle and fail the build (ADR 018).
 */
export async function register() {
  // biome-ignore lint/style/noProcessEnv: must stay a literal for Next's build-time replacement
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./host/bootstrap/register')).registerOnNode()
}
