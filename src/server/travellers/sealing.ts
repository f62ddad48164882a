import 'server-only'
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { PASSPORT_CLEAR_CHARACTERS, type TSealedPassport } from '@/domain/travellers'
import { env, payloadSecret } from '@/lib/env'

/**
 * Passport numbers at rest (issue 56, ADR 066): AES-256-GCM under TRAVELLER_DATA_KEY (or a key
 * derived from PAYLOAD_SECRET when it is unset), bound to the booking they belong to, so a sealed
 * number copied to another booking does not open. `v1.` names the scheme for a later rotation.
 */

const SCHEME = 'v1'
let cached: { source: string; key: Buffer } | null = null

function key(): Buffer {
  const configured = env().TRAVELLER_DATA_KEY
  const source = configured ?? `derived:${payloadSecret()}`
  if (cached?.source === source) return cached.key
  const derived = configured
    ? Buffer.from(configured, 'base64')
    : Buffer.from(hkdfSync('sha256', payloadSecret(), 'monsoon', 'traveller-data v1', 32))
  cached = { source, key: derived }
  return derived
}

export function sealPassport(number: string, bookingId: string): TSealedPassport {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  cipher.setAAD(Buffer.from(bookingId))
  const body = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()])
  const sealed = `${SCHEME}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
  return { sealed, last: number.slice(-PASSPORT_CLEAR_CHARACTERS) }
}

/** The number, or null when it cannot be opened (another key, another booking, damaged). */
export function openPassport(passport: TSealedPassport, bookingId: string): string | null {
  const [scheme, data] = passport.sealed.split('.')
  if (scheme !== SCHEME || !data) return null
  const bytes = Buffer.from(data, 'base64url')
  if (bytes.length < 29) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(bookingId))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
