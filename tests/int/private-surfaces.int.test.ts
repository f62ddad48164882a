import { createRequire } from 'node:module'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { expirePageTag, MANIFEST_MODULE } from '@/lib/next-page-cache'
import { execute, insertRows, inTransaction } from '@/server/db'
import { bootTestPayload } from '../support/payload'

/**
 * The contract tests of the private surfaces the project still uses (docs/architecture/serving.md,
 * "Private surfaces"): one describe a surface, each failing when an upgrade of Next.js or Payload
 * changes what the code relies on. A new private surface gets its entry in that list and its
 * contract here (DESIGN.md).
 */

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
})

const countryNamed = (name: string) => sql`select count(*)::int as n from countries where full_name = ${name}`

/**
 * Surface 1: Payload's Postgres adapter keeps an open transaction's Drizzle session in
 * `payload.db.sessions[transactionID].db` (not exported; `payload.db.drizzle` is documented). The
 * raw-SQL seam (src/server/db.ts) runs there: if an upgrade changes it, the SQL would run on another
 * connection than Payload's transaction, and a row lock there would protect nothing.
 */
describe('raw SQL runs in the transaction Payload writes in', () => {
  it('sees what Payload wrote in the same transaction before it commits; other connections do not', async () => {
    const seen = await inTransaction(payload, async (req) => {
      await payload.create({ collection: 'countries', data: { fullName: 'Atlantis', code: 'AT' }, req, depth: 0 })
      const inside = await execute(payload, countryNamed('Atlantis'), req)
      const outside = await execute(payload, countryNamed('Atlantis'))
      return { inside: inside[0].n, outside: outside[0].n }
    })
    expect(seen).toEqual({ inside: 1, outside: 0 })
    expect((await execute(payload, countryNamed('Atlantis')))[0].n).toBe(1)
  })

  it('rolls back what both wrote when the work throws', async () => {
    await expect(
      inTransaction(payload, async (req) => {
        await payload.create({ collection: 'countries', data: { fullName: 'Lemuria', code: 'LM' }, req, depth: 0 })
        await execute(
          payload,
          sql`insert into countries (id, full_name, code) values (gen_random_uuid(), 'Mu', 'MU')`,
          req,
        )
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    const rows = await execute(
      payload,
      sql`select count(*)::int as n from countries where full_name in ('Lemuria', 'Mu')`,
    )
    expect(rows[0].n).toBe(0)
  })

  it('a row lock taken through execute holds Payload’s own writes of that row until commit', async () => {
    const created = await payload.create({
      collection: 'countries',
      data: { fullName: 'Hy Brasil', code: 'HB' },
      depth: 0,
    })
    const order: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const locker = inTransaction(payload, async (req) => {
      await execute(payload, sql`select id from countries where id = ${created.id} for update`, req)
      order.push('locked')
      await held
      order.push('committing')
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const writer = payload
      .update({ collection: 'countries', id: created.id, data: { fullName: 'Hy Brasil II' }, depth: 0 })
      .then(() => order.push('written'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(order).toEqual(['locked'])
    release()
    await Promise.all([locker, writer])
    expect(order).toEqual(['locked', 'committing', 'written'])
  })

  it('refuses a transaction id the adapter does not know instead of using another connection', async () => {
    await expect(execute(payload, sql`select 1`, { transactionID: 'no-such-transaction' })).rejects.toThrow(
      /No open transaction/,
    )
  })
})

/** `payload.db.tables` is documented ("Access to Drizzle"); insertRows rests on it and on surface 1. */
describe('insertRows: many rows of a flat collection in one statement', () => {
  it('writes documents Payload reads back as its own, inside the transaction, rolled back with it', async () => {
    const rows = Array.from({ length: 620 }, (_, index) => ({
      code: `Z${index}`,
      fullName: `Zone ${index}`,
      countryCode: 'ZZ',
    }))
    await expect(
      inTransaction(payload, async (req) => {
        await insertRows(payload, req, { collection: 'provinces', rows })
        expect(
          (await execute(payload, sql`select count(*)::int as n from provinces where country_code = 'ZZ'`, req))[0].n,
        ).toBe(620)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect((await payload.count({ collection: 'provinces', where: { countryCode: { equals: 'ZZ' } } })).totalDocs).toBe(
      0,
    )

    await inTransaction(payload, (req) => insertRows(payload, req, { collection: 'provinces', rows }))
    const { docs, totalDocs } = await payload.find({
      collection: 'provinces',
      where: { code: { equals: 'Z7' } },
      depth: 0,
    })
    expect(totalDocs).toBe(1)
    expect(docs[0]).toMatchObject({ code: 'Z7', fullName: 'Zone 7', countryCode: 'ZZ' })
    expect(docs[0].id).toEqual(expect.any(String))
    expect(Date.parse(docs[0].createdAt)).not.toBeNaN()
  })

  it('refuses a collection with translations, arrays, relations or versions, writing nothing', async () => {
    for (const collection of ['programs', 'page-metas', 'faqs'] as const)
      await expect(insertRows(payload, undefined, { collection, rows: [{ slug: 'x' }] })).rejects.toThrow(
        /not a flat collection/,
      )
  })
})

/**
 * Surface 2: Next's tags manifest (`next/dist/server/lib/incremental-cache/tags-manifest.external.js`),
 * the module Next's incremental cache asks whether a page's tags were expired. Another instance's
 * change reaches this one's pages through it (src/lib/next-page-cache.ts, ADR 041): the entry it
 * writes must be one Next's own checks read as expired and stale. That Next consults the module
 * before serving a page is the two-instance test's part (tests/e2e/two-instances.e2e.ts).
 */
describe("Next's tags manifest, as src/lib/next-page-cache.ts writes to it", () => {
  const manifest = createRequire(import.meta.url)(MANIFEST_MODULE) as {
    tagsManifest: unknown
    areTagsExpired: (tags: string[], at: number) => boolean
    areTagsStale: (tags: string[], at: number) => boolean
  }

  it('is a module of Next that exports the manifest and the checks its cache makes', () => {
    expect(manifest.tagsManifest).toBeInstanceOf(Map)
    expect(typeof manifest.areTagsExpired).toBe('function')
    expect(typeof manifest.areTagsStale).toBe('function')
  })

  it('reads a tag expired by expirePageTag as expired and stale for a page made before, not after', async () => {
    const { areTagsExpired, areTagsStale } = manifest
    const renderedBefore = Date.now() - 1_000
    expect(areTagsExpired(['contract-tag'], renderedBefore)).toBe(false)
    expirePageTag('contract-tag')
    expect(areTagsExpired(['contract-tag', 'other-tag'], renderedBefore)).toBe(true)
    expect(areTagsStale(['contract-tag'], renderedBefore)).toBe(true)
    expect(areTagsExpired(['other-tag'], renderedBefore)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(areTagsExpired(['contract-tag'], Date.now())).toBe(false)
  })
})
