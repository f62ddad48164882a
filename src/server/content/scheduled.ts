import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/lib/logger'

let timer: NodeJS.Timeout | undefined
let running: Promise<unknown> | null = null

/**
 * Runs the publishes and unpublishes editors scheduled in the back office (journal entries and
 * webinars, ADR 024): Payload queues each as a job with its date, and this worker runs the due
 * ones every `intervalMs`. The publish goes through the collection's hooks, so the cached reads are
 * dropped at once; statically rendered pages follow within their one-minute lifetime (ADR 014).
 * Any instance may run it: Payload marks a job as processing before running it.
 */
export function startScheduledPublishing(payload: Payload, intervalMs = 60_000) {
  if (timer) return
  const run = () => {
    if (running) return
    running = payload.jobs
      .run({ queue: 'default', limit: 20 })
      .catch((error: unknown) =>
        logger.warn('Scheduled publishing failed', { message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        running = null
      })
  }
  timer = setInterval(run, intervalMs)
  timer.unref()
  run()
}

/** Stops the worker (tests, and a process that shuts down), once the run under way has finished. */
export async function stopScheduledPublishing(): Promise<void> {
  if (timer) clearInterval(timer)
  timer = undefined
  await running
}
