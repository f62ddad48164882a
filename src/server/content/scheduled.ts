import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/lib/logger'

let timer: NodeJS.Timeout | undefined

/**
 * Runs the publishes and unpublishes editors scheduled in the back office (journal entries and
 * webinars, ADR 024): Payload queues each as a job with its date, and this worker runs the due
 * ones every `intervalMs`. The publish goes through the collection's hooks, so the cached reads are
 * dropped at once; statically rendered pages follow within their one-minute lifetime (ADR 014).
 * Any instance may run it: Payload marks a job as processing before running it.
 */
export function startScheduledPublishing(payload: Payload, intervalMs = 60_000) {
  if (timer) return
  const run = () =>
    payload.jobs
      .run({ queue: 'default', limit: 20 })
      .catch((error: unknown) =>
        logger.warn('Scheduled publishing failed', { message: error instanceof Error ? error.message : String(error) }),
      )
  timer = setInterval(run, intervalMs)
  timer.unref()
  void run()
}

/** Stops the worker (tests, and a process that shuts down). */
export function stopScheduledPublishing() {
  if (timer) clearInterval(timer)
  timer = undefined
}
