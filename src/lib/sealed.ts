import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { derivedKey } from './secret'

/**
 * Secrets the server must read back (a webhook endpoint's signing secret), sealed at rest with
 * AES-256-GCM under a key derived from PAYLOAD_SECRET for `purpose`: a copy of the database alone
 * signs nothing. The sealed form is `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function seal(purpose: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', derivedKey(`sealed:${purpose}`), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The plain text of `sealed`; throws when it was sealed for another purpose or altered. */
export function unseal(purpose: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed value')
  const decipher = createDecipheriv('aes-256-gcm', derivedKey(`sealed:${purpose}`), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}
