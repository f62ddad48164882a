import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_ACCESS_NAMESPACES, CLIENT_NAMESPACES, VAULT_NAMESPACES } from './client-intl'

/**
 * The vault's client components read their words from the namespaces the vault pages hand them
 * (PageIntl); one that reads a namespace the page does not send shows keys instead of words.
 */
const VAULT = path.join(import.meta.dirname, '../../components/vault')

describe('the vault’s namespaces (issue 26)', () => {
  it('every namespace a vault component reads is one its page sends', () => {
    const read = readdirSync(VAULT)
      .filter((file) => file.endsWith('.tsx') || file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(path.join(VAULT, file), 'utf8').matchAll(/useTranslations\('(\w+)'\)/g)].map((match) => ({
          file,
          namespace: match[1],
        })),
      )
    expect(read.length).toBeGreaterThan(10)
    for (const { file, namespace } of read) {
      const sent: readonly string[] = file.startsWith('api-access') ? API_ACCESS_NAMESPACES : VAULT_NAMESPACES
      expect({ file, namespace, sent: sent.includes(namespace) }).toEqual({ file, namespace, sent: true })
    }
  })
})

describe('the browser’s own error words (ADR 069)', () => {
  it('every client namespace list carries ClientErrors, which useErrorText reads', () => {
    for (const namespaces of [CLIENT_NAMESPACES, VAULT_NAMESPACES, API_ACCESS_NAMESPACES])
      expect(namespaces).toContain('ClientErrors')
  })
})
