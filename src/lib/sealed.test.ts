import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seal, unseal } from './sealed'

describe('sealed secrets', () => {
  beforeAll(() => {
    vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-enough-length')
  })
  afterAll(() => {
    vi.unstubAllEnvs()
  })

  it('reads back what it sealed, and seals the same text differently each time', () => {
    const a = seal('webhook', 'whsec_abc')
    const b = seal('webhook', 'whsec_abc')
    expect(a).not.toBe(b)
    expect(a).not.toContain('whsec_abc')
    expect(unseal('webhook', a)).toBe('whsec_abc')
    expect(unseal('webhook', b)).toBe('whsec_abc')
  })

  it('refuses a value sealed for another purpose or altered', () => {
    const sealed = seal('webhook', 'whsec_abc')
    expect(() => unseal('other', sealed)).toThrow()
    const parts = sealed.split('.')
    const body = Buffer.from(parts[3], 'base64url')
    body[0] ^= 1
    expect(() => unseal('webhook', [parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow()
    expect(() => unseal('webhook', 'nonsense')).toThrow()
  })
})
