import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { bootTestPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  // drizzle-kit's comparison of the schema sends hundreds of queries at once: they queue for the
  // pool's ten connections longer than a request may (ADR 071).
  process.env.DATABASE_ACQUIRE_TIMEOUT_SECONDS = '120'
  ;({ payload } = await bootTestPayload())
})

describe('start-up on an empty database', () => {
  it("logs 'Cannot connect to the server!!!' and reports the site unavailable when there is no language", async () => {
    const { loadStartupData } = await import('@/server/content/startup')
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await loadStartupData()).toBeNull()
      expect(consoleError).toHaveBeenCalledWith('Cannot connect to the server!!!')
    } finally {
      consoleError.mockRestore()
    }
  })

  it('applying the migrations again changes nothing', async () => {
    const { prepareDatabase } = await import('@/host/bootstrap')
    const { migrations } = await import('../../migrations')
    await prepareDatabase(payload, { seed: null, isDemo: false })
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false })
    expect(docs.map((doc) => doc.name).sort()).toEqual(migrations.map((migration) => migration.name).sort())
  })
})

describe('the first staff account', () => {
  it('is not created outside demo mode without ADMIN_EMAIL', async () => {
    const { ensureFirstStaff } = await import('@/host/bootstrap/staff')
    expect(await ensureFirstStaff(payload, { isDemo: false })).toEqual({ kind: 'none' })
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD, as an admin who can sign in, and only once', async () => {
    const { ensureFirstStaff } = await import('@/host/bootstrap/staff')
    const created = await ensureFirstStaff(payload, {
      adminEmail: 'ops@monsoon.test',
      adminPassword: 'a-long-password',
      isDemo: true,
    })
    expect(created).toEqual({ kind: 'from-env', email: 'ops@monsoon.test' })
    const login = await payload.login({
      collection: 'users',
      data: { email: 'ops@monsoon.test', password: 'a-long-password' },
    })
    expect(login.user?.roles).toEqual(['admin'])
    expect(await ensureFirstStaff(payload, { isDemo: true })).toEqual({ kind: 'existing' })
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })
})

describe('committed migrations', () => {
  it('build the schema the Payload config describes (nothing left to push)', async () => {
    type TAdapter = {
      schema: unknown
      drizzle: unknown
      requireDrizzleKit: () => {
        pushSchema: (schema: unknown, db: unknown) => Promise<{ statementsToExecute: string[] }>
      }
    }
    const adapter = payload.db as unknown as TAdapter
    const { statementsToExecute } = await adapter.requireDrizzleKit().pushSchema(adapter.schema, adapter.drizzle)
    // drizzle-kit compares numeric column defaults as text and always re-proposes them
    // (`SET DEFAULT 0`, `SET DEFAULT 4`); every other difference (a table, column, index, enum or
    // constraint missing) fails this test.
    // Tables the migrations make outside Payload's schema are not Payload's to push (ADR 043).
    const { OUTSIDE_PAYLOAD_SCHEMA } = await import('@/server/db')
    const outside = (statement: string) => OUTSIDE_PAYLOAD_SCHEMA.some((table) => statement.includes(`"${table}"`))
    const drift = statementsToExecute.filter(
      (statement) => !/ALTER COLUMN "\w+" SET DEFAULT -?\d+;$/.test(statement) && !outside(statement),
    )
    expect(drift).toEqual([])
    // Comparing some 420 tables (every translatable one has a `_locales` twin, ADR 045) takes a while.
  }, 120_000)
})
