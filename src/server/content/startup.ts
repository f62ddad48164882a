import 'server-only'
import { connection } from 'next/server'
import { cache } from 'react'
import type { THomeContent } from '@/domain/editorial'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import type { TMenuEntry } from '@/domain/menu'
import type { TFooterColumn, TLanguage, TNation, TPageMeta, TSiteConfig } from '@/domain/site'
import { logger } from '@/lib/logger'
import { listLanguages } from '@/server/languages/languages'
import { getAllMeta, getFooter, getMenus, getNations, getSiteConfig } from './config'
import { getHomeContent } from './editorial'
import { getClientRegisterTemplate, type TRegisterTemplate } from './register-template'

export type TStartup = {
  language: TLanguage
  languages: TLanguage[]
  nations: TNation[]
  footer: TFooterColumn[]
  config: TSiteConfig
  metas: TPageMeta[]
  menus: TMenuEntry[]
  /** null when it could not be loaded: the home page then shows the error page. */
  home: THomeContent | null
  registerTemplate: TRegisterTemplate | null
}

const EMPTY_CONFIG: TSiteConfig = {
  logo: null,
  logoSize: null,
  imageMenuModal: null,
  loginBackground: null,
  phone: null,
  email: null,
  textMenuModal: null,
  sociaMedia: [],
  copyRight: '',
  textFooter: null,
}

/** Spec §4/§8: a failed content fetch is only logged and leaves the data as it was (here: empty). */
async function settle<T>(name: string, load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load
  } catch (error) {
    logger.error(`Could not load ${name}`, { message: error instanceof Error ? error.message : String(error) })
    return fallback
  }
}

/** The spec's console line when no language can be loaded (§4 Start-up, §8). */
export const NO_LANGUAGE_MESSAGE = 'Cannot connect to the server!!!'

/**
 * Spec §4 Start-up, on the server: languages first; none (or no database) means the site is
 * unavailable; otherwise everything else in parallel, each failure on its own.
 */
export async function loadStartupData(locale: TLocale = DEFAULT_LOCALE): Promise<TStartup | null> {
  let languages: TLanguage[] = []
  try {
    languages = await listLanguages()
  } catch (error) {
    logger.error('Languages could not be loaded', { message: error instanceof Error ? error.message : String(error) })
  }
  const language = languages[0]
  if (!language) {
    console.error(NO_LANGUAGE_MESSAGE)
    return null
  }
  const [nations, footer, config, metas, menus, home, registerTemplate] = await Promise.all([
    settle('nations', getNations(locale), []),
    settle('footer', getFooter(locale), []),
    settle('config', getSiteConfig(locale), EMPTY_CONFIG),
    settle('meta', getAllMeta(locale), []),
    settle('menu', getMenus(locale), []),
    settle('home content', getHomeContent({ locale }), null),
    settle('agency-registration template', getClientRegisterTemplate(locale), null),
  ])
  return { language, languages, nations, footer, config, metas, menus, home, registerTemplate }
}

/**
 * What layouts and pages call: once per request (React cache), and never at build time — the
 * build has no database, and the header will depend on the agent's session (ADR 001). Shared data
 * is cached by tag instead (ADR 006).
 */
export const loadStartup = cache(async (locale: TLocale = DEFAULT_LOCALE): Promise<TStartup | null> => {
  await connection()
  return loadStartupData(locale)
})

/**
 * The same data for pages rendered statically (ADR 014): no `connection()`, so the render can be
 * cached; those pages are never rendered at build time (their routes have no static params).
 */
export const loadSiteData = cache(loadStartupData)

/**
 * The nations an agent may use, with their names, in the site's order. Nations read the same in
 * every language: their list alone, not a second start-up load in English beside the page's.
 */
export async function agentNations(listNation: readonly string[]): Promise<{ code: string; fullName: string }[]> {
  const nations = await settle('nations', getNations(), [])
  return nations
    .filter((nation) => listNation.includes(nation.code))
    .map((nation) => ({ code: nation.code, fullName: nation.fullName }))
}
