import 'server-only'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * How long the answers that could tell whether an account exists take, at least: forgot-password
 * and registration do more work for a known address (a token, an email) than for an unknown one,
 * and the difference would be measurable. Both answer at this floor, which covers the work here
 * with room to spare (ADR 016).
 */
export const STEADY_ANSWER_MS = 300

/** Runs `work` and answers (or fails) no sooner than `ms` after it began. */
export async function steadyAnswer<T>(work: () => Promise<T>, ms = STEADY_ANSWER_MS): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    const left = ms - (performance.now() - started)
    if (left > 0) await sleep(left)
  }
}
