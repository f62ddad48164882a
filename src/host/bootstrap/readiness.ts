import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { registerReadinessCheck, type TCheckResult } from '@/host/lifecycle'
import { execute } from '@/server/db'
import { outboxWorkerState } from '@/server/outbox/outbox'
import { migrations } from '../../../migrations'

const OK: TCheckResult = { ok: true, detail: 'ok' }
const PREPARING: TCheckResult = { ok: false, detail: 'preparing' }

/** The start-up is done: the database is prepared and the workers run. */
export function markPrepared(): void {
  registerReadinessCheck('start-up', async () => OK)
}

/**
 * What `/readyz` checks: the start-up has prepared the database (migrations, the demo data, the
 * first staff account) and started the workers, the database answers, every committed migration is
 * applied, the outbox worker runs (with SMTP). The start-up check says `preparing` until
 * `markPrepared` is called: an instance loading the demo data is not ready for visitors yet.
 */
export function registerReadinessChecks(payload: Payload, options: { hasSmtp: boolean }): void {
  registerReadinessCheck('start-up', async () => PREPARING)
  registerReadinessCheck('database', async () => {
    await execute(payload, sql`select 1`)
    return OK
  })
  registerReadinessCheck('migrations', async () => {
    const rows = await execute(payload, sql`select name from payload_migrations`)
    const applied = new Set(rows.map((row) => String(row.name)))
    const pending = migrations.filter((migration) => !applied.has(migration.name)).length
    return pending === 0 ? OK : { ok: false, detail: `${pending} pending` }
  })
  registerReadinessCheck('outbox', async () => {
    if (!options.hasSmtp) return { ok: true, detail: 'off' }
    const state = outboxWorkerState()
    if (!state.isConfigured) return { ok: false, detail: 'not running' }
    return state.isAlive ? OK : { ok: false, detail: 'stalled' }
  })
}
