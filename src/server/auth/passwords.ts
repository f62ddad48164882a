import 'server-only'
import argon2 from 'argon2'

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane), about 25 ms here:
 * slow for a guesser, quick enough that sign-in feels instant (ADR 009).
 */
export const ARGON2_PARAMS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_PARAMS)
}

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) return false
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

/** A hash to verify against when the account does not exist, so both cases take the same time. */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-used')
  return decoy
}
