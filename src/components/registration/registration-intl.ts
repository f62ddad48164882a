import type { TMessages } from '@/lib/i18n/catalogues'
import type { TClientIntl } from '@/lib/i18n/client-intl'

/**
 * What the registration dialog reads once opened (IntlScope, ADR 045): the page's language and the
 * Registration namespace's dialog and form texts, not the tariff page's. Computed on the server by
 * whatever opens the dialog (the footer's sign-up box, ONLINE TARIFF, the tariff page).
 */
export function registrationIntl(locale: string, messages: TMessages): TClientIntl {
  const { dialog, form } = messages.Registration
  // The dialog's close button reads Common.close (ModalDialog); a failed call, ClientErrors (useErrorMessage).
  return {
    locale,
    messages: {
      Registration: { dialog, form },
      Common: { close: messages.Common.close },
      ClientErrors: messages.ClientErrors,
    } as TClientIntl['messages'],
  }
}
