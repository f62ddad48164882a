import 'server-only'
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, localeOr, type TLocale } from '@/domain/locales'
import type { Agent, Booking } from '@/payload-types'
import { listLanguages } from '@/server/languages/languages'

/**
 * The client's language of a booking (issue 26, ADR 045): the spec's `languageId` on the booking,
 * kept as the language's code. The client's documents (the email to the client, the client's Word
 * and PDF, the client itinerary page) are written in it; the agent's own copies in the agent's.
 */

/**
 * What a booking write keeps: the language asked for (a Languages `_id` or code) when staff have it
 * switched on; otherwise what the booking had, else the agent's language, else English. A language
 * that is not one is not an error: the booking keeps a language its documents can be written in.
 */
export async function bookingLanguage(
  requested: string | undefined,
  fallbacks: readonly (string | null | undefined)[],
): Promise<TLocale> {
  if (requested) {
    const language = (await listLanguages()).find(
      (candidate) => candidate._id === requested || candidate.code === requested,
    )
    if (language && isLocale(language.code)) return language.code
  }
  return fallbacks.find((code): code is TLocale => isLocale(code)) ?? DEFAULT_LOCALE
}

/** The language of a booking's client documents: its own, else its agent's (when read with it), else English. */
export function clientLocaleOf(booking: Pick<Booking, 'languageId' | 'agent'>): TLocale {
  if (isLocale(booking.languageId)) return booking.languageId
  return localeOr(typeof booking.agent === 'object' ? booking.agent?.language : undefined)
}

/** The agent's own language: their copies of a booking's documents are written in it. */
export const agentLocaleOf = (agent: Pick<Agent, 'language'>): TLocale => localeOr(agent.language)

/** The languages a booking's client documents can be written in: those shown, English first, by their own names. */
export async function clientLanguages(): Promise<{ code: TLocale; name: string }[]> {
  return (await listLanguages()).flatMap((language) =>
    isLocale(language.code) ? [{ code: language.code, name: LOCALE_NAMES[language.code] }] : [],
  )
}
