import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

describe('derivedKey', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  /** A fresh copy of the module, reading the environment as it is now (env() parses it once). */
  const fresh = async () => {
    vi.resetModules()
    return (await import('./secret')).derivedKey
  }

  it('is one 32-byte key per purpose, stable for a secret, and needs the secret', async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-some-length')
    const derivedKey = await fresh()
    const access = derivedKey('agent-access-token')
    expect(access).toHaveLength(32)
    expect(derivedKey('agent-access-token')).toEqual(access)
    expect(derivedKey('booking-request-send')).not.toEqual(access)
    vi.stubEnv('PAYLOAD_SECRET', 'another-test-secret-of-some-length')
    expect((await fresh())('agent-access-token')).not.toEqual(access)
    vi.stubEnv('PAYLOAD_SECRET', undefined)
    const withoutSecret = await fresh()
    expect(() => withoutSecret('agent-access-token')).toThrow('PAYLOAD_SECRET is missing')
  })
})
