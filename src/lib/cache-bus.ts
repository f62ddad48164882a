import pg from 'pg'

/**
 * Cache invalidation across app instances through PostgreSQL itself (ADR 041): a change staff save
 * sends `NOTIFY monsoon_cache, '<tag>'` in its own transaction (src/server/cache/broadcast.ts), so
 * PostgreSQL delivers it to every listening instance when, and only if, the change commits. Each
 * instance keeps one connection that LISTENs and drops what it cached under that tag.
 *
 * A lost connection loses notifications: the bus then calls `onResync` (drop everything) when it
 * notices, and again once it listens anew, since anything cached in between may be stale. Until
 * then the caches' time to live bounds how stale a read can be. A heartbeat query finds a
 * connection that died without a word (a NAT or a failover that never sent a reset).
 */
export const CACHE_CHANNEL = 'monsoon_cache'

export type TCacheBusOptions = {
  connectionString: string
  onTag: (tag: string) => void
  onResync: (reason: string) => void
  onStateChange?: (state: 'listening' | 'lost', detail?: string) => void
  /** A callback threw; reported, never rethrown. */
  onError?: (what: string, error: unknown) => void
  /** Between reconnection attempts: doubles from `min` up to `max`. */
  retryMs?: { min: number; max: number }
  heartbeatMs?: number
  /** A heartbeat unanswered this long means the connection is dead (a black-holed TCP connection never errors). */
  heartbeatTimeoutMs?: number
  /** Names the connection in pg_stat_activity (the tests find it there to kill it). */
  applicationName?: string
}

export type TCacheBus = {
  isListening: () => boolean
  /** Resolves once listening (again); for start-up and tests. */
  listening: () => Promise<void>
  stop: () => Promise<void>
}

export function startCacheBus(options: TCacheBusOptions): TCacheBus {
  const retry = options.retryMs ?? { min: 250, max: 5_000 }
  // A callback that throws (a Next upgrade moved its tags manifest) must not take the process down
  // from inside pg's event handlers: the tag is still dropped from the in-process store first.
  const guarded =
    <T>(callback: (value: T) => void, what: string) =>
    (value: T) => {
      try {
        callback(value)
      } catch (error) {
        options.onError?.(what, error)
      }
    }
  const onTag = guarded(options.onTag, 'tag')
  const onResync = guarded(options.onResync, 'resync')
  let client: pg.Client | null = null
  let isListening = false
  let isStopped = false
  let hasListenedBefore = false
  let delay = retry.min
  let retryTimer: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  let waiters: (() => void)[] = []

  const lost = (current: pg.Client, detail: string) => {
    if (client !== current) return
    client = null
    clearInterval(heartbeat)
    if (isListening) {
      isListening = false
      options.onStateChange?.('lost', detail)
      onResync('connection lost')
    }
    current.removeAllListeners('notification')
    current.end().catch(() => undefined)
    if (!isStopped) {
      retryTimer = setTimeout(connect, delay)
      delay = Math.min(retry.max, delay * 2)
    }
  }

  const connect = async () => {
    if (isStopped) return
    const current = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      application_name: options.applicationName ?? 'monsoon-cache-bus',
    })
    client = current
    current.on('error', (error) => lost(current, error.message))
    current.on('end', () => lost(current, 'connection ended'))
    current.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) onTag(message.payload)
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${CACHE_CHANNEL}`)
    } catch (error) {
      lost(current, error instanceof Error ? error.message : String(error))
      return
    }
    if (client !== current || isStopped) return
    isListening = true
    delay = retry.min
    // Whatever was cached while nobody listened may be stale (the first start had nothing cached).
    if (hasListenedBefore) onResync('listening again')
    hasListenedBefore = true
    options.onStateChange?.('listening')
    for (const resolve of waiters) resolve()
    waiters = []
    const timeoutMs = options.heartbeatTimeoutMs ?? 10_000
    let isBeating = false
    heartbeat = setInterval(() => {
      // One heartbeat at a time: a slow answer is the timeout's business, not a reason to queue more.
      if (isBeating) return
      isBeating = true
      let timer: NodeJS.Timeout | undefined
      const unanswered = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`heartbeat unanswered after ${timeoutMs} ms`)), timeoutMs)
      })
      Promise.race([current.query('select 1'), unanswered])
        .catch((error: Error) => lost(current, error.message))
        .finally(() => {
          clearTimeout(timer)
          isBeating = false
        })
    }, options.heartbeatMs ?? 30_000)
    heartbeat.unref()
  }

  void connect()

  return {
    isListening: () => isListening,
    listening: () => (isListening ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    stop: async () => {
      isStopped = true
      clearTimeout(retryTimer)
      clearInterval(heartbeat)
      const current = client
      client = null
      isListening = false
      await current?.end().catch(() => undefined)
    },
  }
}
