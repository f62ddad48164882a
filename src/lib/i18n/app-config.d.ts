import type en from '@/messages/en.json'

/**
 * next-intl's typed keys (issue 26): `useTranslations('Vault')('save')` and every translator are
 * checked against the English catalogue, so a key that is not in it fails the type check.
 */
declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof en
  }
}
