import 'server-only'
import { randomBytes } from 'node:crypto'
import { argon2id, argon2Verify } from 'hash-wasm'

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): slow for a guesser,
 * quick enough that sign-in feels instant (ADR 009). WebAssembly (hash-wasm), not a native addon:
 * the prebuilt native argon2 binaries crash on these machines, and WASM runs the same everywhere.
 */
export const ARGON2_PARAMS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2_PARAMS, password, salt: randomBytes(16), outputType: 'encoded' })
}

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) return false
  try {
    return await argon2Verify({ password, hash })
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
