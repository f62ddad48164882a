import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readOrCreateSecret } from './secret'

describe('readOrCreateSecret', () => {
  it('generates a secret once, owner-only, and returns the same one afterwards', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'secret-')), 'payload-secret')
    const first = await readOrCreateSecret(file)
    expect(first.created).toBe(true)
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readOrCreateSecret(file)).toEqual({ secret: first.secret, created: false })
    expect((await readFile(file, 'utf8')).trim()).toBe(first.secret)
  })

  it('replaces an empty or truncated secret file', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'secret-')), 'payload-secret')
    await writeFile(file, 'short\n')
    const result = await readOrCreateSecret(file)
    expect(result.created).toBe(true)
    expect(result.secret).toHaveLength(64)
  })
})
