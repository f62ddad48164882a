import type { TSceneRequest } from '@/seed/images'

/** Images and shared shapes of the demo editorial copy: generated scenes, heroes, landscapes. */
export type TNationCode = 'th' | 'vn' | 'kh' | 'la' | 'mm'
export const NATION_CODES: readonly TNationCode[] = ['th', 'vn', 'kh', 'la', 'mm']

/** A generated image: `name` keys the artwork and the file, so one name is one upload. */
export type TArt = Pick<TSceneRequest, 'name' | 'alt' | 'motif' | 'palette' | 'width' | 'height'>
export type TMotif = TSceneRequest['motif']
export type TPaletteName = TSceneRequest['palette']

/** Rich text as blocks: one paragraph each, or a heading when the block starts with "## ". */
export type TBlocks = readonly string[]

export const art =
  (width: number, height: number) => (name: string, motif: TMotif, palette: TPaletteName, alt: string) =>
    ({ name, motif, palette, alt, width, height }) satisfies TArt
/** Page heroes and full-screen steps. */
export const hero = art(1600, 900)
/** Cards, slides and detail pages. */
export const photo = art(1200, 800)
/** Square profile pictures. */
export const portrait = art(800, 800)

export type TFactCopy = { value: string; label: string }
export type TSectionCopy = { title: string; text: TBlocks; image?: TArt }
export type TCardCopy = { title: string; text: string; url: string; image?: TArt }
export type TPageHeadCopy = { title: string; subtitle: string; image: TArt; intro: TBlocks }
export type TSlideCopy = { title: string; image: TArt; content: TBlocks }
export type TFormCopy = { formTitle: string; formIntro: string; successMessage: string }

// ---------------------------------------------------------------------------------------------
// Shared artwork
// ---------------------------------------------------------------------------------------------

/** One landscape per nation, uncaptioned: fam trips, country information and section images. */
export const LANDSCAPES: Readonly<Record<TNationCode, TArt>> = {
  th: photo(
    'landscape-thailand',
    'chedi',
    'saffron',
    'Three temple chedis and coconut palms silhouetted against the golden evening sky of northern Thailand',
  ),
  vn: photo(
    'landscape-vietnam',
    'karst',
    'jade',
    'Limestone towers rising from the still green water of Ha Long Bay, with a red-sailed junk in the foreground',
  ),
  kh: photo(
    'landscape-cambodia',
    'angkor',
    'sunrise',
    'The five towers of Angkor Wat against a pink dawn sky, mirrored in the moat between sugar palms',
  ),
  la: photo(
    'landscape-laos',
    'river',
    'paddy',
    'The Mekong curving out of misty green hills below a golden stupa, with a long-tail boat on the water',
  ),
  mm: photo(
    'landscape-myanmar',
    'bagan',
    'lavender',
    'Hot-air balloons drifting over the stupas and trees of the Bagan plain in a lilac dawn',
  ),
}

export const HEROES = {
  whatDefinesUs: hero(
    'page-what-defines-us',
    'terraces',
    'paddy',
    'Rice terraces stepping down a green valley in the northern hills, birds crossing a pale morning sky',
  ),
  aboutUs: hero(
    'page-about-us',
    'chedi',
    'dusk',
    'Temple chedis and palm trees silhouetted against a violet and orange evening sky',
  ),
  ourValues: hero(
    'page-our-values',
    'river',
    'monsoon',
    'A river winding out of mist-covered hills under a soft grey monsoon sky, a stupa on the ridge',
  ),
  corporateProfile: hero(
    'page-corporate-profile',
    'coast',
    'jade',
    'Limestone islets on a calm green sea, a long-tail boat passing and palms on the shore',
  ),
  pointsOfDifference: hero(
    'page-points-of-difference',
    'karst',
    'sunrise',
    'A junk with red sails among limestone towers at sunrise, the water glowing orange',
  ),
  multiCountry: hero(
    'page-multi-country',
    'river',
    'saffron',
    'The Mekong in warm evening light, winding between layered hills towards the horizon',
  ),
  salesNetwork: hero(
    'page-sales-network',
    'bagan',
    'saffron',
    'Balloons over the temple plain of Bagan on a golden morning, stupas scattered among the trees',
  ),
  contact: hero('page-contact', 'coast', 'dusk', 'Islands on the horizon of a calm sea at dusk, palms in silhouette'),
  getInTouch: hero(
    'page-get-in-touch',
    'terraces',
    'sunrise',
    'Curving rice terraces in the warm pink light of sunrise, hills fading into the distance',
  ),
  ourPortfolio: hero(
    'page-our-portfolio',
    'angkor',
    'lavender',
    'The towers of Angkor Wat reflected in still water under a lilac evening sky',
  ),
  travelPortfolio: hero(
    'page-travel-portfolio',
    'river',
    'jade',
    'A long-tail boat on a green river below forested hills and a golden stupa',
  ),
  marketplace: hero(
    'page-marketplace',
    'bagan',
    'sunrise',
    'A sunrise over the stupas of Bagan, with hot-air balloons rising into a pink sky',
  ),
  pressRoom: hero(
    'page-press-room',
    'chedi',
    'monsoon',
    'Temple chedis and coconut palms under the soft grey light of a monsoon afternoon',
  ),
  expeditionCruiseLine: hero(
    'page-expedition-cruise-line',
    'river',
    'dusk',
    'A broad river at dusk between dark forested hills, a small boat heading downstream',
  ),
} as const

// ---------------------------------------------------------------------------------------------
// Overland journeys (other pages link to them, so they come first)
// ---------------------------------------------------------------------------------------------
