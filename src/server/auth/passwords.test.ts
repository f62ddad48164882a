import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords'

describe('password hashing', () => {
  it('is argon2id with the documented parameters, salted, and verifies only the right password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('correct horse battery'),
      hashPassword('correct horse battery'),
    ])
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(first).not.toBe(second)
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false)
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false)
    expect(await verifyPassword(null, 'x')).toBe(false)
  })
})
