import 'server-only'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import { buildMenuTree } from '@/domain/menu'
import type { TCodeName, TFooterColumn, TNation, TPageMeta, TProvince, TSiteConfig } from '@/domain/site'
import { cachedInLanguage } from '@/lib/locale-tags'
import { cached } from '@/lib/tag-cache'
import { payloadClient } from '@/server/payload'
import { imageOf, mediaUrl } from './media'

/** Reads behind the start-up calls (spec §4 Start-up, §7 Config and common); the languages are in @/server/languages. */

const localized = (locale: TLocale) => ({ locale, fallbackLocale: DEFAULT_LOCALE }) as const

export async function getSiteConfig(locale: TLocale = DEFAULT_LOCALE): Promise<TSiteConfig> {
  return cachedInLanguage({ key: 'settings', tag: 'settings', locale }, async () => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, ...localized(locale) })
    const logo = imageOf(settings.logo)
    return {
      logo: mediaUrl(settings.logo),
      logoSize: logo?.width && logo.height ? { width: logo.width, height: logo.height } : null,
      imageMenuModal: mediaUrl(settings.imageMenuModal, 'card'),
      loginBackground: mediaUrl(settings.loginBackground),
      phone: settings.phone ?? null,
      email: settings.email ?? null,
      textMenuModal: settings.textMenuModal ?? null,
      sociaMedia: (settings.socialMedia ?? []).map((item, index) => ({
        _id: item.id ?? String(index),
        icon: item.icon,
        link: item.link,
      })),
      copyRight: settings.copyRight ?? '',
      textFooter: settings.textFooter ?? null,
    }
  })
}

export async function getFooter(locale: TLocale = DEFAULT_LOCALE): Promise<TFooterColumn[]> {
  return cachedInLanguage({ key: 'footer', tag: 'footer', locale }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'footer-columns',
      sort: 'sort',
      depth: 0,
      pagination: false,
      ...localized(locale),
    })
    return docs.map((column) => ({
      _id: column.id,
      title: column.title ?? '',
      listItems: (column.listItems ?? []).map((link, index) => ({
        _id: link.id ?? `${column.id}-${index}`,
        url: link.url,
        fullName: link.fullName ?? '',
        shortName: link.shortName ?? null,
      })),
    }))
  })
}

export async function getMenus(locale: TLocale = DEFAULT_LOCALE) {
  return cachedInLanguage({ key: 'menus', tag: 'menus', locale }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'menu-entries',
      depth: 1,
      pagination: false,
      sort: 'sort',
      ...localized(locale),
    })
    return buildMenuTree(
      docs.map((doc) => ({
        _id: doc.id,
        fullName: doc.fullName ?? '',
        url: doc.url || null,
        target: doc.target === '_blank' ? '_blank' : '_self',
        image: mediaUrl(doc.image, 'card'),
        sort: doc.sort ?? 0,
        showOnMenu: doc.showOnMenu !== false,
        parentId: typeof doc.parent === 'string' ? doc.parent : (doc.parent?.id ?? null),
      })),
    )
  })
}

export async function getAllMeta(locale: TLocale = DEFAULT_LOCALE): Promise<TPageMeta[]> {
  return cachedInLanguage({ key: 'metas', tag: 'metas', locale }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'page-metas',
      sort: 'path',
      depth: 0,
      pagination: false,
      ...localized(locale),
    })
    return docs.map((doc) => ({
      _id: doc.id,
      path: doc.path,
      title: doc.title ?? '',
      description: doc.description ?? '',
      hideAuth: Boolean(doc.hideAuth),
    }))
  })
}

/** The nations in the site's order, each named in `locale` (issue 58); `slug` is their address in every language. */
export async function getNations(locale: TLocale = DEFAULT_LOCALE): Promise<TNation[]> {
  return cachedInLanguage({ key: 'nations', tag: 'nations', locale }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'nations',
      sort: 'sort',
      depth: 1,
      pagination: false,
      ...localized(locale),
    })
    return docs.map((doc) => ({
      _id: doc.id,
      code: doc.code,
      fullName: doc.fullName ?? doc.code,
      slug: doc.slug ?? doc.code,
      image: mediaUrl(doc.image, 'card'),
    }))
  })
}

async function codeNameList(collection: 'countries' | 'language-codes'): Promise<TCodeName[]> {
  return cached({ key: collection, tags: [collection] }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection, sort: 'fullName', depth: 0, pagination: false })
    return docs.map((doc) => ({ _id: doc.id, code: doc.code, fullName: doc.fullName }))
  })
}

export const getCountries = () => codeNameList('countries')
export const getLanguageCodes = () => codeNameList('language-codes')

/** The provinces (first-level divisions) of a country, by its ISO 3166-1 alpha-2 code, by name. */
export async function getProvinces(countryCode: string): Promise<TProvince[]> {
  const code = countryCode.toUpperCase()
  return cached({ key: `provinces:${code}`, tags: ['provinces'] }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'provinces',
      where: { countryCode: { equals: code } },
      sort: 'fullName',
      depth: 0,
      pagination: false,
      select: { code: true, fullName: true, countryCode: true },
    })
    return docs.map((doc) => ({ _id: doc.id, code: doc.code, fullName: doc.fullName, countryCode: doc.countryCode }))
  })
}
