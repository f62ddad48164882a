import type { TMessages } from './catalogues'

/** A namespace of the catalogues (`Chrome`, `Vault`…). */
export type TNamespace = keyof TMessages

/** The namespaces the on-demand chrome components read (IntlScope): the menu dialog, the drawer, the sign-in form. */
export const CLIENT_NAMESPACES = ['Chrome', 'Auth', 'ClientErrors'] as const satisfies readonly TNamespace[]

/** What the agent vault's pages hand their client components. */
export const VAULT_NAMESPACES = [
  'Common',
  'Vault',
  'Bookings',
  'Builder',
  'ClientOutput',
  'Document',
  'Travellers',
  'ClientErrors',
] as const satisfies readonly TNamespace[]

/** What the vault's API access page hands its client components. */
export const API_ACCESS_NAMESPACES = ['Common', 'Connect', 'ClientErrors'] as const satisfies readonly TNamespace[]

/** A page's language and the catalogue namespaces handed to IntlScope. */
export type TClientIntl = {
  locale: string
  messages: Partial<TMessages>
}

/** The client's part of a catalogue: only the namespaces its components read. */
export const clientIntlOf = (
  locale: string,
  messages: TMessages,
  namespaces: readonly TNamespace[] = CLIENT_NAMESPACES,
): TClientIntl => ({
  locale,
  messages: Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Partial<TMessages>,
})

/** The agency bar's words from the Chrome namespace, by whichever translator the caller has. */
export const agencyBarTexts = (
  locale: string,
  t: (key: 'nation' | 'agentVault' | 'logout' | 'close' | 'nationSwitchError' | 'switchNation') => string,
) => ({
  locale,
  nation: t('nation'),
  agentVault: t('agentVault'),
  logout: t('logout'),
  close: t('close'),
  nationSwitchError: t('nationSwitchError'),
  switchNation: t('switchNation'),
})
