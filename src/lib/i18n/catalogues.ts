import type { TLocale } from '@/domain/locales'
import type en from '@/messages/en.json'

export type TMessages = typeof en

/**
 * Each language's interface texts, loaded on first use: a page ships only its own language's
 * catalogue (and only the namespaces its client components need, see clientMessages).
 */
const loaders: Record<TLocale, () => Promise<TMessages>> = {
  en: () => import('@/messages/en.json').then((module) => module.default),
  de: () => import('@/messages/de.json').then((module) => module.default as TMessages),
  fr: () => import('@/messages/fr.json').then((module) => module.default as TMessages),
}

export const catalogueOf = (locale: TLocale): Promise<TMessages> => loaders[locale]()
