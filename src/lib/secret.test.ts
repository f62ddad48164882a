import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { derivedKey, readOrCreateSecret } from './secret'

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

describe('derivedKey', () => {
  it('is one 32-byte key per purpose, stable for a secret, and needs the secret', () => {
    const saved = process.env.PAYLOAD_SECRET
    try {
      process.env.PAYLOAD_SECRET = 'a-test-secret-of-some-length'
      const access = derivedKey('agent-access-token')
      expect(access).toHaveLength(32)
      expect(derivedKey('agent-access-token')).toEqual(access)
      expect(derivedKey('booking-request-send')).not.toEqual(access)
      delete process.env.PAYLOAD_SECRET
      expect(() => derivedKey('agent-access-token')).toThrow('PAYLOAD_SECRET is missing')
    } finally {
      if (saved === undefined) delete process.env.PAYLOAD_SECRET
      else process.env.PAYLOAD_SECRET = saved
    }
  })
})
