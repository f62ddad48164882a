import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ANNA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { stallingProxy } from '../support/stalling-proxy'
import { bookingHeader } from '../support/vault'

/**
 * Issue 59, ADR 071: when PostgreSQL stalls, a request waits at most the configured time, then gets
 * a 503 with Retry-After; what was abandoned is not applied when the database returns; /readyz
 * says not ready meanwhile and ready again after. The database is stalled by a proxy in front of
 * it (tests/support/stalling-proxy.ts), with one-second timeouts.
 */
const STATEMENT_S = 1
const ACQUIRE_S = 1
/** The longest a request may wait: a connection, then one statement and the read grace after it. */
const LONGEST_MS = (ACQUIRE_S + STATEMENT_S + 2) * 1000

let vault: TVault
let proxy: Awaited<ReturnType<typeof stallingProxy>>

beforeAll(async () => {
  const admin = new URL(inject('postgresAdminUrl'))
  proxy = await stallingProxy({ host: admin.hostname, port: Number(admin.port) })
  Object.assign(process.env, {
    DATABASE_STATEMENT_TIMEOUT_SECONDS: String(STATEMENT_S),
    DATABASE_ACQUIRE_TIMEOUT_SECONDS: String(ACQUIRE_S),
  })
  vault = await bootDemoVault({ agents: [ANNA], port: proxy.port })
}, 120_000)

afterAll(() => {
  proxy?.resume()
  proxy?.close()
})

/** An agent's call over the API, timed, with its Retry-After. */
async function timedCall(name: string, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now()
  const response = await vault.api.request(`/b2badminapi/api/RequestBooking/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${vault.tokens[ANNA]}`,
      ...headers,
    },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as { data?: { _id: string }; error?: { code: string; message: string } }
  return {
    ...json,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  }
}

const bookingsNamed = async (name: string) =>
  (await vault.payload.count({ collection: 'bookings', where: { nameTour: { equals: name } } })).totalDocs

describe('a stalled database', () => {
  it('answers a call with a 503 and Retry-After within the configured wait, in the caller’s language', async () => {
    proxy.stall()
    try {
      const answer = await timedCall('listData', { _pageSize: 10, _pageNumber: 1 }, { 'accept-language': 'de' })
      expect(answer.status).toBe(503)
      expect(answer.retryAfter).toBe('5')
      expect(answer.error).toEqual({
        code: 'UNAVAILABLE',
        message: 'Unsere Datenbank antwortet gerade nicht. Bitte versuchen Sie es in einigen Sekunden erneut.',
      })
      expect(answer.ms).toBeLessThan(LONGEST_MS)
    } finally {
      proxy.resume()
    }
  })

  it('answers the back office’s REST calls with a 503 and Retry-After too', async () => {
    const { handleEndpoints } = await import('payload')
    proxy.stall()
    try {
      const started = performance.now()
      // The FAQs are public: no session to read first, the list itself waits on the database.
      const response = await handleEndpoints({
        config: vault.payload.config,
        path: '/cms-api/faqs',
        request: new Request('http://localhost/cms-api/faqs?limit=1&depth=0'),
      })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.json()).toEqual({
        errors: [{ message: 'The database is not answering right now. Please try again in a few seconds.' }],
      })
      expect(performance.now() - started).toBeLessThan(LONGEST_MS)
    } finally {
      proxy.resume()
    }
  })

  it('applies nothing of a write it refused once the database returns, and serves the same write after', async () => {
    const name = `Written during the stall ${Date.now()}`
    proxy.stall()
    let refused: Awaited<ReturnType<typeof timedCall>>
    try {
      refused = await timedCall('AddBooing', bookingHeader({ nameTour: name }))
    } finally {
      // The statements held meanwhile reach PostgreSQL now, followed by the ended connection's goodbye.
      proxy.resume()
    }
    expect(refused.status).toBe(503)
    expect(refused.ms).toBeLessThan(LONGEST_MS)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await bookingsNamed(name)).toBe(0)

    const again = await timedCall('AddBooing', bookingHeader({ nameTour: name }))
    expect(again.status).toBe(200)
    expect(await bookingsNamed(name)).toBe(1)
  })

  it('gets every connection back after transactions that could not begin, more than the pool holds', async () => {
    const pool = (vault.payload.db as unknown as PostgresAdapter).pool
    // Payload keeps one connection checked out for good (to notice a lost server): the baseline.
    const checkedOut = () => pool.totalCount - pool.idleCount
    const before = checkedOut()
    const question = `Asked during the stall ${Date.now()}`
    proxy.stall()
    let outcomes: PromiseSettledResult<unknown>[]
    try {
      // Each one a transaction whose BEGIN gets no answer (Drizzle's leak, ADR 071), or no connection at all.
      outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) =>
          vault.payload.create({
            collection: 'faqs',
            data: { question: `${question} ${index}`, answer: 'No.', category: 'Stall' },
          }),
        ),
      )
    } finally {
      proxy.resume()
    }
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true)
    // Released a second after their connection ended: none is left checked out.
    await expect.poll(checkedOut, { timeout: 5_000 }).toBe(before)
    const found = await vault.payload.find({ collection: 'faqs', where: { question: { like: question } } })
    expect(found.totalDocs).toBe(0)
    const asked = await vault.payload.create({
      collection: 'faqs',
      data: { question: `${question} again`, answer: 'Yes.', category: 'Stall' },
    })
    expect(asked.id).toBeTruthy()
  })

  it('makes /readyz say not ready while it stalls, and ready once it answers again', async () => {
    const { registerReadinessChecks, markPrepared } = await import('@/host/bootstrap/readiness')
    const { readiness } = await import('@/host/lifecycle')
    registerReadinessChecks(vault.payload, { hasSmtp: false })
    markPrepared()
    expect((await readiness(2_000, 0)).isReady).toBe(true)
    proxy.stall()
    try {
      const stalled = await readiness(1_500, 0)
      expect(stalled.isReady).toBe(false)
      expect(stalled.checks.database).toBe('no answer in time')
    } finally {
      proxy.resume()
    }
    await expect.poll(async () => (await readiness(2_000, 0)).isReady, { timeout: 10_000 }).toBe(true)
  })
})
