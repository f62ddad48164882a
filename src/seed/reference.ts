/**
 * Reference lists: ISO 3166-1 countries and common ISO 639-1 languages.
 * The codes are fixed here so the set never drifts; the English names come from the runtime's
 * CLDR data (Intl.DisplayNames), which is what browsers show for the same codes.
 */

/**
 * The 249 officially assigned ISO 3166-1 alpha-2 codes. Intl.DisplayNames alone would also name
 * withdrawn codes (BU, CS, DD, SU, TP, YU, ZR...), exceptional reservations (AC, CP, DG, EA, IC, TA),
 * groupings (EU, EZ, UN, QO) and user-assigned codes (XK, ZZ), none of which belong in an address form.
 */
const ISO_3166_ALPHA2 = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ
BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ
DE DJ DK DM DO DZ
EC EE EG EH ER ES ET
FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY
HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT
JE JM JO JP
KE KG KH KI KM KN KP KR KW KY KZ
LA LB LC LI LK LR LS LT LU LV LY
MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ
NA NC NE NF NG NI NL NO NP NR NU NZ
OM
PA PE PF PG PH PK PL PM PN PR PS PT PW PY
QA
RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ
TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ
UA UG UM US UY UZ
VA VC VE VG VI VN VU
WF WS
YE YT
ZA ZM ZW`

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
