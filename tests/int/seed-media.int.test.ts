import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSeedContext } from '@/seed/context'
import { sceneMedia } from '@/seed/images'
import { bootTestPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
}, 120_000)

/** A scene no other test draws, so its first upload cannot come from the cache. */
const scene = () => ({
  name: `cache-test-${randomUUID().slice(0, 8)}`,
  alt: 'Limestone islands at dawn',
  motif: 'karst' as const,
  palette: 'sunrise' as const,
  width: 1200,
  height: 800,
})

const fileFields = <T extends { id: unknown; createdAt: unknown; updatedAt: unknown }>(doc: T) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = doc
  return rest
}

describe('the demo media (issue 19, ADR 029)', () => {
  it('gives a second database the same document and files from the cache as Payload made for the first', async () => {
    const request = scene()
    const first = await sceneMedia(createSeedContext(payload, undefined), request)
    const made = await payload.findByID({ collection: 'media', id: first, depth: 0 })
    expect(made.sizes?.card?.filename).toMatch(/\.webp$/)

    // What a fresh database looks like to the seed: the document and its files are gone, the cache stays.
    await payload.delete({ collection: 'media', id: first })
    const staticDir = path.resolve(payload.collections.media.config.upload.staticDir ?? '')
    expect(existsSync(path.join(staticDir, made.filename ?? ''))).toBe(false)

    const second = await sceneMedia(createSeedContext(payload, undefined), request)
    expect(second).not.toBe(first)
    const copied = await payload.findByID({ collection: 'media', id: second, depth: 0 })
    expect(fileFields(copied)).toEqual(fileFields(made))
    const files = [copied.filename, ...Object.values(copied.sizes ?? {}).map((size) => size?.filename)]
    expect(files).toHaveLength(4)
    for (const file of files) expect(existsSync(path.join(staticDir, file ?? 'missing'))).toBe(true)
    // Served like an editor's upload.
    const url = copied.sizes?.thumbnail?.url ?? ''
    expect(url).toMatch(/^\/cms-api\/media\/file\/.+-\d+x\d+\.webp$/)
  })

  it('reuses what an earlier, failed attempt uploaded instead of uploading it again', async () => {
    const request = scene()
    const first = await sceneMedia(createSeedContext(payload, undefined), request)
    const again = await sceneMedia(createSeedContext(payload, undefined), request)
    expect(again).toBe(first)
    const { totalDocs } = await payload.count({ collection: 'media', where: { filename: { like: request.name } } })
    expect(totalDocs).toBe(1)
  })
})
