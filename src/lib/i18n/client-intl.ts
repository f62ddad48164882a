import type { TMessages } from './catalogues'

/** The namespaces the on-demand client components read (IntlScope). */
export const CLIENT_NAMESPACES = ['Chrome', 'Auth'] as const

/** A page's language and the catalogue namespaces handed to IntlScope. */
export type TClientIntl = {
  locale: string
  messages: Pick<TMessages, (typeof CLIENT_NAMESPACES)[number]>
}

/** The client's part of a catalogue. */
export const clientIntlOf = (locale: string, messages: TMessages): TClientIntl => ({
  locale,
  messages: { Chrome: messages.Chrome, Auth: messages.Auth },
})

/** The agency bar's words from the Chrome namespace, by whichever translator the caller has. */
export const agencyBarTexts = (
  locale: string,
  t: (key: 'nation' | 'agentVault' | 'logout' | 'close' | 'nationSwitchError') => string,
) => ({
  locale,
  nation: t('nation'),
  agentVault: t('agentVault'),
  logout: t('logout'),
  close: t('close'),
  nationSwitchError: t('nationSwitchError'),
})
