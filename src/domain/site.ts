/** Shapes of the site's shared reference data (spec §3), as the API and the chrome use them. */

export type TLanguage = { _id: string; fullName: string; code: string }

export type TSocialLink = { _id: string; icon: string; link: string }

export type TSiteConfig = {
  logo: string | null
  /** The logo's size in pixels: pages reserve its place before the file arrives (no shift). */
  logoSize: { width: number; height: number } | null
  imageMenuModal: string | null
  loginBackground: string | null
  phone: string | null
  email: string | null
  textMenuModal: string | null
  /** Spelled as the spec's contract spells it (§3 Config). */
  sociaMedia: TSocialLink[]
  copyRight: string
  textFooter: string | null
}

export type TFooterLink = { _id: string; url: string; fullName: string; shortName: string | null }
export type TFooterColumn = { _id: string; title: string; listItems: TFooterLink[] }

export type TPageMeta = { _id: string; path: string; title: string; description: string; hideAuth: boolean }

export type TNation = { _id: string; code: string; fullName: string; slug: string; image: string | null }

export type TCodeName = { _id: string; code: string; fullName: string }
/** A first-level division of a country (ISO 3166-2 code, e.g. TH-50). */
export type TProvince = TCodeName & { countryCode: string }

/**
 * Spec §7 GetNation: "its image becomes the default image", shown where an editorial or catalogue
 * image is missing or fails to load: the image of the nation the agent works in, else of the first
 * nation (in the site's order) that has one; null when no nation has an image.
 */
export function defaultImageOf(nations: readonly TNation[], nation?: string | null): string | null {
  const own = nation ? nations.find((candidate) => candidate.code === nation)?.image : null
  return own || (nations.find((candidate) => candidate.image)?.image ?? null)
}

/** A nation's label is its fullName capitalised (§3 Nation). */
export function nationLabel(fullName: string): string {
  return fullName.toLocaleUpperCase('en')
}

/** The column whose links carry a shortName tooltip (§2 Footer). */
export const EXPERIENCES_COLUMN = 'EXPERIENCES'

export function isExperiencesColumn(title: string): boolean {
  return title.trim().toUpperCase() === EXPERIENCES_COLUMN
}

/** A `tel:` link for a phone number as people write it ("+66 2 123 4567"): digits and the leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

/**
 * An email address cut where it may wrap (issue 20): before the `@` and before each dot of the
 * domain, as style guides break addresses, never inside a word ("luangprabang@monsoon-dmc.com"
 * becomes "luangprabang", "@monsoon-dmc", ".com").
 */
export function emailWrapParts(address: string): string[] {
  const at = address.lastIndexOf('@')
  if (at <= 0) return [address]
  const [first, ...rest] = address.slice(at).split('.')
  return [address.slice(0, at), first, ...rest.map((part) => `.${part}`)]
}
