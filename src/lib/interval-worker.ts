import { logger } from './logger'

/**
 * A job that runs every `intervalMs` in this process, one run at a time (a slow run is not
 * overlapped), that stops cleanly: `stop()` lets the run under way finish. Its work comes from the
 * database (a queue of due rows claimed with SKIP LOCKED), so any instance may run it and a restart
 * loses nothing.
 */
export function intervalWorker(name: string, intervalMs: number, work: () => Promise<unknown>) {
  type TRun = { timer: NodeJS.Timeout; tick: Promise<void> | null; isStopping: boolean }
  let current: TRun | undefined
  return {
    start() {
      if (current) return
      const run: TRun = { timer: setInterval(() => tick(), intervalMs), tick: null, isStopping: false }
      const tick = () => {
        if (run.tick || run.isStopping) return
        run.tick = work()
          .then(() => undefined)
          .catch((error: unknown) =>
            logger.error(`${name} tick failed`, { message: error instanceof Error ? error.message : String(error) }),
          )
          .finally(() => {
            run.tick = null
          })
      }
      run.timer.unref()
      current = run
    },
    async stop() {
      const run = current
      if (!run) return
      run.isStopping = true
      clearInterval(run.timer)
      await run.tick
      if (current === run) current = undefined
    },
  }
}
