/**
 * What the process (src/host/server.ts and its HTTP front) and the app inside Next's bundles tell
 * each other (docs/architecture/serving.md): the app's start-up and the API handler it loaded,
 * whether the app is ready (for `/readyz`), how many requests are in flight, and what to stop, in
 * order, on SIGTERM. On globalThis, since the front and the bundles each load their own copy of
 * this module.
 */
export type TCheckResult = { ok: boolean; detail: string }
export type TCheck = () => Promise<TCheckResult>
/** `workers` stop first (they may still write), then `connections` (the pool, the listener). */
export type TShutdownPhase = 'workers' | 'connections'

/** The JSON API as a fetch handler (src/api/app.ts, as the start-up wraps it). */
export type TApiHandler = (request: Request) => Promise<Response>

type TState = {
  /** Whether the app has announced its start-up; `startUp` follows the announced promise from then on. */
  isAnnounced: boolean
  startUp: PromiseWithResolvers<unknown>
  api?: TApiHandler
  checks: Map<string, TCheck>
  stoppers: { phase: TShutdownPhase; name: string; stop: () => Promise<void> }[]
  inFlight: number
  isStopping: boolean
  lastReadiness?: { at: number; answer: Promise<TReadiness> }
  drained: Set<() => void>
}

const KEY = Symbol.for('monsoon.lifecycle')
function state(): TState {
  const holder = globalThis as typeof globalThis & { [KEY]?: TState }
  holder[KEY] ??= {
    isAnnounced: false,
    startUp: Promise.withResolvers<unknown>(),
    checks: new Map(),
    stoppers: [],
    inFlight: 0,
    isStopping: false,
    drained: new Set(),
  }
  return holder[KEY]
}

/**
 * Called by the app as Next runs its start-up (src/host/bootstrap/register.ts): the promise of its
 * first attempt, settled when the database is migrated and seeded and the workers run, or when
 * that failed (later attempts then go on in the background). Only the first announcement counts:
 * false for any later one.
 */
export function announceStartUp(startUp: Promise<unknown>): boolean {
  const current = state()
  if (current.isAnnounced) return false
  current.isAnnounced = true
  current.startUp.resolve(startUp)
  return true
}

/** Settles once the app has announced its start-up and that first attempt is over (never rejects). */
export async function appStartUp(): Promise<void> {
  await state().startUp.promise.catch(() => undefined)
}

/** Called by the start-up once it has loaded the API: the front serves API calls with it (ADR 036). */
export function offerApi(handler: TApiHandler | undefined): void {
  state().api = handler
}

/** The API the start-up offered, if any. */
export function offeredApi(): TApiHandler | undefined {
  return state().api
}

/** A readiness check (database, migrations, outbox worker); registering a name again replaces it. */
export function registerReadinessCheck(name: string, check: TCheck): void {
  state().checks.set(name, check)
  state().lastReadiness = undefined
}

export type TReadiness = { isReady: boolean; checks: Record<string, string> }

/**
 * Runs every check, each bounded in time. Not ready while the app is still starting (no check
 * registered yet) or stopping. The details are short fixed phrases, never an error's text: the
 * answer is public and an error can carry a host name or a query. The answer is reused for
 * `reuseMs` and callers meanwhile share one run: however often `/readyz` is asked (it is public),
 * it costs the database at most one round of checks a second.
 */
export async function readiness(timeoutMs = 2_000, reuseMs = 1_000): Promise<TReadiness> {
  const current = state()
  if (current.isStopping) return { isReady: false, checks: { process: 'stopping' } }
  if (current.checks.size === 0) return { isReady: false, checks: { process: 'starting' } }
  if (!current.lastReadiness || Date.now() - current.lastReadiness.at > reuseMs) {
    current.lastReadiness = { at: Date.now(), answer: runChecks(current.checks, timeoutMs) }
  }
  return current.lastReadiness.answer
}

async function runChecks(checks: Map<string, TCheck>, timeoutMs: number): Promise<TReadiness> {
  const results = await Promise.all(
    [...checks].map(async ([name, check]): Promise<[string, TCheckResult]> => {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<TCheckResult>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, detail: 'no answer in time' }), timeoutMs)
      })
      const result = await Promise.race([check().catch(() => ({ ok: false, detail: 'failed' })), timeout])
      clearTimeout(timer)
      return [name, result]
    }),
  )
  return {
    isReady: results.every(([, result]) => result.ok),
    checks: Object.fromEntries(results.map(([name, result]) => [name, result.detail])),
  }
}

export function onShutdown(phase: TShutdownPhase, name: string, stop: () => Promise<void>): void {
  state().stoppers.push({ phase, name, stop })
}

export function requestStarted(): void {
  state().inFlight++
}

export function requestEnded(): void {
  const current = state()
  current.inFlight = Math.max(0, current.inFlight - 1)
  if (current.inFlight === 0) for (const resolve of current.drained) resolve()
}

export function requestsInFlight(): number {
  return state().inFlight
}

export function isStopping(): boolean {
  return state().isStopping
}

export function markStopping(): void {
  state().isStopping = true
}

/** Resolves when no request is in flight, or after `timeoutMs` (then false). */
export function whenDrained(timeoutMs: number): Promise<boolean> {
  const current = state()
  if (current.inFlight === 0) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (drained: boolean) => {
      clearTimeout(timer)
      current.drained.delete(onDrained)
      resolve(drained)
    }
    const onDrained = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    current.drained.add(onDrained)
  })
}

/**
 * Runs the registered stoppers, workers first, then connections, each phase in the reverse order
 * of registration (what started last stops first). Each gets `timeoutMs`: a stopper that fails or
 * hangs (an SMTP send that never answers, a pool client never given back) is reported, and the
 * rest run, so the process exits within a known time.
 */
export async function runStoppers(report: (name: string, error: unknown) => void, timeoutMs = 5_000): Promise<void> {
  for (const phase of ['workers', 'connections'] as const) {
    const stoppers = state()
      .stoppers.filter((stopper) => stopper.phase === phase)
      .reverse()
    for (const stopper of stoppers) {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`did not stop within ${timeoutMs} ms`)), timeoutMs)
      })
      try {
        await Promise.race([stopper.stop(), timeout])
      } catch (error) {
        report(stopper.name, error)
      } finally {
        clearTimeout(timer)
      }
    }
  }
}
