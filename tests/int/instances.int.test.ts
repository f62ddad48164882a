import { createRequire } from 'node:module'
import net from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withClusterLock } from '@/host/bootstrap/cluster-lock'
import { startInstanceSync } from '@/host/instance-sync'
import { startCacheBus, type TCacheBus } from '@/lib/cache-bus'
import { MANIFEST_MODULE } from '@/lib/next-page-cache'
import { staffIdFromCookie } from '@/lib/staff-session'
import { localCached } from '@/lib/tag-cache'
import { inTransaction } from '@/server/db'
import { enqueueEmail, startOutboxWorker, stopOutboxWorker } from '@/server/outbox/outbox'
import { bootTestPayload } from '../support/payload'
import { startSmtpPeer } from '../support/smtp-peer'
import { statementsOf } from '../support/statements'
import { sqlAt, until } from '../support/wait'

/**
 * What several app instances on one PostgreSQL rely on (ADR 041), with real connections: cache
 * invalidation by LISTEN/NOTIFY, the start-up lock, the outbox's release of its batch on shutdown,
 * and the staff member named in the request log. tests/e2e/two-instances.e2e.ts runs two real
 * app processes.
 */
let payload: Payload
let url = ''
const buses: TCacheBus[] = []

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  url = process.env.DATABASE_URL ?? ''
})
afterAll(async () => {
  for (const bus of buses) await bus.stop()
})

const sql = (text: string, values: unknown[] = []) => sqlAt(url, text, values)

function recordingBus(name: string) {
  const tags: string[] = []
  const resyncs: string[] = []
  const bus = startCacheBus({
    connectionString: url,
    applicationName: name,
    onTag: (tag) => tags.push(tag),
    onResync: (reason) => resyncs.push(reason),
    retryMs: { min: 50, max: 200 },
  })
  buses.push(bus)
  return { bus, tags, resyncs }
}

describe('cache invalidation across instances (LISTEN/NOTIFY)', () => {
  it('tells every listener about a change when it commits, never before, never for a rollback', async () => {
    const other = recordingBus('monsoon-test-other')
    await other.bus.listening()
    const changed = inTransaction(payload, async (req) => {
      await payload.create({ collection: 'menu-entries', data: { fullName: 'Journal', url: '/journal' }, req })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(other.tags).toEqual([])
    })
    await changed
    expect(await until(() => other.tags.includes('menus'), 1_000)).toBe(true)

    other.tags.length = 0
    await expect(
      inTransaction(payload, async (req) => {
        await payload.create({ collection: 'menu-entries', data: { fullName: 'Gone', url: '/gone' }, req })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(other.tags).toEqual([])
  })

  it('announces a tag once per transaction however many of its documents change, and again in the next one', async () => {
    const other = recordingBus('monsoon-test-once')
    await other.bus.listening()
    const createEntries = (names: string[]) =>
      inTransaction(payload, async (req) => {
        for (const name of names)
          await payload.create({ collection: 'menu-entries', data: { fullName: name, url: `/${name}` }, req })
      })
    expect(await statementsOf(payload, () => createEntries(['one', 'two', 'three']), /pg_notify/)).toBe(1)
    expect(await until(() => other.tags.includes('menus'), 1_000)).toBe(true)
    other.tags.length = 0
    expect(await statementsOf(payload, () => createEntries(['four']), /pg_notify/)).toBe(1)
    expect(await until(() => other.tags.includes('menus'), 1_000)).toBe(true)
  })

  it('drops the cached reads and expires the pages of a tag another instance changed', async () => {
    const sync = startInstanceSync(url, 'monsoon-test-sync')
    buses.push(sync)
    await sync.listening()
    let loads = 0
    const read = () => localCached({ key: 'instances-test:menus', tags: ['menus'] }, async () => ++loads)
    expect(await read()).toBe(1)
    expect(await read()).toBe(1)
    const before = Date.now()
    // Another instance's change: a notification from a connection that is not this process's.
    await sql(`select pg_notify('monsoon_cache', 'menus')`)
    await until(() => false, 300)
    expect(await read()).toBe(2)
    const manifest = createRequire(import.meta.url)(MANIFEST_MODULE).tagsManifest as Map<string, { expired?: number }>
    expect(manifest.get('menus')?.expired).toBeGreaterThanOrEqual(before)
  })

  it('reconnects and listens again after its connection is killed, dropping what it may have missed', async () => {
    const other = recordingBus('monsoon-test-killed')
    await other.bus.listening()
    const killed = await sql(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = 'monsoon-test-killed'`,
    )
    expect(killed).toEqual([{ killed: true }])
    expect(await until(() => other.resyncs.length === 2)).toBe(true)
    expect(other.resyncs).toEqual(['connection lost', 'listening again'])
    expect(other.bus.isListening()).toBe(true)
    await sql(`select pg_notify('monsoon_cache', 'settings')`)
    expect(await until(() => other.tags.includes('settings'), 1_000)).toBe(true)
  })
})

describe('a listener whose connection goes silent', () => {
  it('finds it by its heartbeat (no reset, no answer), drops its caches and listens again', async () => {
    // A TCP relay to PostgreSQL that can swallow everything on the connections open so far, as a
    // dead NAT entry or a failed-over address does: no error ever reaches the client.
    const target = new URL(url)
    const silenced = new Set<net.Socket>()
    const open = new Set<net.Socket>()
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname)
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        open.add(from)
        from.on('data', (data) => {
          if (!silenced.has(client)) to.write(data)
        })
        from.on('error', () => undefined)
        from.on('close', () => to.destroy())
      }
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    const relayed = new URL(url)
    relayed.hostname = '127.0.0.1'
    relayed.port = String((relay.address() as net.AddressInfo).port)
    const tags: string[] = []
    const resyncs: string[] = []
    const bus = startCacheBus({
      connectionString: relayed.toString(),
      onTag: (tag) => tags.push(tag),
      onResync: (reason) => resyncs.push(reason),
      heartbeatMs: 100,
      heartbeatTimeoutMs: 300,
      retryMs: { min: 50, max: 100 },
    })
    buses.push(bus)
    try {
      await bus.listening()
      for (const socket of open) silenced.add(socket)
      expect(await until(() => resyncs.length === 2, 5_000)).toBe(true)
      expect(resyncs).toEqual(['connection lost', 'listening again'])
      await sql(`select pg_notify('monsoon_cache', 'markets')`)
      expect(await until(() => tags.includes('markets'), 1_000)).toBe(true)
    } finally {
      await bus.stop()
      for (const socket of open) socket.destroy()
      relay.close()
    }
  })
})

describe('start-up on several instances at once', () => {
  it('lets one instance prepare the database at a time', async () => {
    const events: string[] = []
    const work = (name: string) => async () => {
      events.push(`${name} starts`)
      await new Promise((resolve) => setTimeout(resolve, 200))
      events.push(`${name} ends`)
    }
    await Promise.all([withClusterLock(url, 'test-lock', work('a')), withClusterLock(url, 'test-lock', work('b'))])
    expect([
      ['a starts', 'a ends', 'b starts', 'b ends'],
      ['b starts', 'b ends', 'a starts', 'a ends'],
    ]).toContainEqual(events)
  })
})

describe('the outbox worker on shutdown', () => {
  it('finishes the email it is sending and releases the rest of its batch, each sent exactly once in the end', async () => {
    const peer = await startSmtpPeer()
    peer.slowDown(250)
    try {
      for (let n = 0; n < 6; n++) {
        await enqueueEmail(payload, {
          to: `stop${n}@agency.test`,
          subject: `Stop ${n}`,
          html: '<p>x</p>',
          text: 'x',
          kind: 'stop-test',
        })
      }
      startOutboxWorker(payload, { smtpUrl: peer.url, from: 'noreply@monsoon.test', intervalMs: 60_000 })
      await until(() => peer.received.length >= 1)
      await stopOutboxWorker()
      const sentBeforeStop = peer.received.length
      expect(sentBeforeStop).toBeGreaterThanOrEqual(1)
      expect(sentBeforeStop).toBeLessThan(6)
      const rows = await sql(
        `select status, attempts::int as attempts, next_attempt_at from emails where kind = 'stop-test'`,
      )
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(sentBeforeStop)
      // Released, not leased: due at once for another instance, the attempt not counted.
      expect(rows.filter((row) => row.status !== 'sent')).toEqual(
        Array.from({ length: 6 - sentBeforeStop }, () => ({ status: 'pending', attempts: 0, next_attempt_at: null })),
      )
      peer.slowDown(0)
      startOutboxWorker(payload, { smtpUrl: peer.url, from: 'noreply@monsoon.test', intervalMs: 60_000 })
      await until(() => peer.received.length === 6)
      await stopOutboxWorker()
      expect(new Set(peer.received.map((mail) => mail.to)).size).toBe(6)
      expect(peer.received).toHaveLength(6)
    } finally {
      await stopOutboxWorker()
      await peer.close()
    }
  })
})

describe('the staff member in a back-office request’s log line', () => {
  it('is read from the session cookie exactly as Payload signs it', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'log@staff.test', password: 'password-123', roles: ['editor'] },
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'log@staff.test', password: 'password-123' },
    })
    const secret = process.env.PAYLOAD_SECRET ?? ''
    expect(await staffIdFromCookie(`x=1; payload-token=${token}`, secret)).toBe(String(user.id))
    expect(await staffIdFromCookie(`payload-token=${token}`, 'another-secret-0123456789')).toBeNull()
  })
})
