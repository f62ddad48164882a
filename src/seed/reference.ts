/**
 * Reference lists: ISO 3166-1 countries and common ISO 639-1 languages.
 * The codes are fixed here so the set never drifts; the English names come from the runtime's
 * CLDR data (Intl.DisplayNames), which is what browsers show for the same codes.
 */

import { ISO_3166_ALPHA2 } from '@/domain/countries'

/** Languages an agency in our source markets or our destinations is likely to work in. */
const ISO_639_1 = `
en fr de es it pt nl sv da no fi pl cs sk sl hu ro bg hr sr el ru uk tr et lv lt
ar he fa hi bn ur ta th vi km lo my id ms tl zh ja ko`

export type TCodeName = { code: string; fullName: string }

const codes = (list: string) => list.trim().split(/\s+/)

function named(list: string, type: 'region' | 'language'): TCodeName[] {
  const names = new Intl.DisplayNames(['en'], { type, fallback: 'code' })
  return codes(list).map((code) => ({ code, fullName: names.of(code) ?? code }))
}

/** Countries with their alpha-2 code (upper case) and English short name. */
export function countryList(): TCodeName[] {
  return named(ISO_3166_ALPHA2, 'region')
}

/** Languages with their ISO 639-1 code (lower case) and English name. */
export function languageCodeList(): TCodeName[] {
  return named(ISO_639_1, 'language')
}
