import type { Server } from 'node:http'
import { logger } from '@/lib/logger'
import { markStopping, requestsInFlight, runStoppers, whenDrained } from './lifecycle'

/**
 * SIGTERM, in order (ADR 041): `/readyz` answers 503, and for `delayMs` the server goes on serving
 * so the load balancer sees it and stops sending; then it stops accepting connections; requests in
 * flight finish (up to `graceMs`, then their connections are cut); then the workers stop (the
 * outbox finishes the email it is sending and releases the rest of its batch) and the connections
 * close (cache listener, database pool), each within `stopperMs`. The embedded database, when there
 * is one, is stopped by the launcher once this process has exited.
 */
export async function stopGracefully(
  server: Server,
  options: { graceMs: number; delayMs?: number; stopperMs?: number },
): Promise<{ isDrained: boolean }> {
  markStopping()
  if (options.delayMs) {
    logger.info('Stopping: /readyz answers 503; still serving while the load balancer notices', {
      delayMs: options.delayMs,
    })
    await new Promise((resolve) => setTimeout(resolve, options.delayMs))
  }
  const inFlight = requestsInFlight()
  logger.info('Stopping: no new connections, finishing requests in flight', { inFlight })
  server.close()
  // Keep-alive connections are closed as soon as their request is answered.
  server.closeIdleConnections()
  const closer = setInterval(() => server.closeIdleConnections(), 50)
  const isDrained = await whenDrained(options.graceMs)
  clearInterval(closer)
  if (!isDrained) {
    logger.warn('Requests still in flight after the grace period were cut', { inFlight: requestsInFlight() })
    server.closeAllConnections()
  }
  await runStoppers(
    (name, error) =>
      logger.error('A part of the app failed to stop cleanly', {
        part: name,
        message: error instanceof Error ? error.message : String(error),
      }),
    options.stopperMs,
  )
  logger.info('Stopped')
  return { isDrained }
}
