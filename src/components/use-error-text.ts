import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { asApiError, errorText } from '@/lib/api-client'

/**
 * A failed call's words in the page's language (ADR 069): the server's message and its fields' (the
 * server answers in the language the call named), or the browser's own ("could not reach the
 * server") from the `ClientErrors` namespace, which every client namespace list carries.
 */
export function useErrorText(): (error: unknown) => string {
  const t = useTranslations('ClientErrors')
  return useCallback((error: unknown) => errorText(error, (words) => t(words)), [t])
}

/** A failed call's message alone (its fields are shown beside them), in the page's language like useErrorText's. */
export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations('ClientErrors')
  return useCallback(
    (error: unknown) => {
      const failure = asApiError(error)
      return failure.words ? t(failure.words) : failure.message
    },
    [t],
  )
}
