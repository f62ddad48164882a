import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, readFile, writeFile } from 'node:fs/promises'
import { payloadSecret } from './env'

/**
 * The Payload secret kept in `file`: read when it exists, otherwise generated once (32 random
 * bytes, hex) and written readable by the owner only. `created` tells the caller to say so.
 */
export async function readOrCreateSecret(file: string): Promise<{ secret: string; created: boolean }> {
  if (existsSync(file)) {
    const secret = (await readFile(file, 'utf8')).trim()
    if (secret.length >= 32) return { secret, created: false }
  }
  const secret = randomBytes(32).toString('hex')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  await chmod(file, 0o600)
  return { secret, created: true }
}

/**
 * A signing key for one purpose, derived from PAYLOAD_SECRET, so tokens made for one purpose never
 * verify for another (nor as Payload's own).
 */
export function derivedKey(purpose: string): Uint8Array {
  return createHash('sha256').update(`${purpose}:${payloadSecret()}`).digest()
}
