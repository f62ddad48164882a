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

/** What a picture shows: its motif, palette and alternative text. */
export type TArtLook = Pick<TArt, 'motif' | 'palette' | 'alt'>

export const art =
  (width: number, height: number) =>
  (name: string, { motif, palette, alt }: TArtLook) =>
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
  th: photo('landscape-thailand', {
    motif: 'chedi',
    palette: 'saffron',
    alt: 'Three temple chedis and coconut palms silhouetted against the golden evening sky of northern Thailand',
  }),
  vn: photo('landscape-vietnam', {
    motif: 'karst',
    palette: 'jade',
    alt: 'Limestone towers rising from the still green water of Ha Long Bay, with a red-sailed junk in the foreground',
  }),
  kh: photo('landscape-cambodia', {
    motif: 'angkor',
    palette: 'sunrise',
    alt: 'The five towers of Angkor Wat against a pink dawn sky, mirrored in the moat between sugar palms',
  }),
  la: photo('landscape-laos', {
    motif: 'river',
    palette: 'paddy',
    alt: 'The Mekong curving out of misty green hills below a golden stupa, with a long-tail boat on the water',
  }),
  mm: photo('landscape-myanmar', {
    motif: 'bagan',
    palette: 'lavender',
    alt: 'Hot-air balloons drifting over the stupas and trees of the Bagan plain in a lilac dawn',
  }),
}

export const HEROES = {
  whatDefinesUs: hero('page-what-defines-us', {
    motif: 'terraces',
    palette: 'paddy',
    alt: 'Rice terraces stepping down a green valley in the northern hills, birds crossing a pale morning sky',
  }),
  aboutUs: hero('page-about-us', {
    motif: 'chedi',
    palette: 'dusk',
    alt: 'Temple chedis and palm trees silhouetted against a violet and orange evening sky',
  }),
  ourValues: hero('page-our-values', {
    motif: 'river',
    palette: 'monsoon',
    alt: 'A river winding out of mist-covered hills under a soft grey monsoon sky, a stupa on the ridge',
  }),
  corporateProfile: hero('page-corporate-profile', {
    motif: 'coast',
    palette: 'jade',
    alt: 'Limestone islets on a calm green sea, a long-tail boat passing and palms on the shore',
  }),
  pointsOfDifference: hero('page-points-of-difference', {
    motif: 'karst',
    palette: 'sunrise',
    alt: 'A junk with red sails among limestone towers at sunrise, the water glowing orange',
  }),
  multiCountry: hero('page-multi-country', {
    motif: 'river',
    palette: 'saffron',
    alt: 'The Mekong in warm evening light, winding between layered hills towards the horizon',
  }),
  salesNetwork: hero('page-sales-network', {
    motif: 'bagan',
    palette: 'saffron',
    alt: 'Balloons over the temple plain of Bagan on a golden morning, stupas scattered among the trees',
  }),
  contact: hero('page-contact', {
    motif: 'coast',
    palette: 'dusk',
    alt: 'Islands on the horizon of a calm sea at dusk, palms in silhouette',
  }),
  getInTouch: hero('page-get-in-touch', {
    motif: 'terraces',
    palette: 'sunrise',
    alt: 'Curving rice terraces in the warm pink light of sunrise, hills fading into the distance',
  }),
  ourPortfolio: hero('page-our-portfolio', {
    motif: 'angkor',
    palette: 'lavender',
    alt: 'The towers of Angkor Wat reflected in still water under a lilac evening sky',
  }),
  travelPortfolio: hero('page-travel-portfolio', {
    motif: 'river',
    palette: 'jade',
    alt: 'A long-tail boat on a green river below forested hills and a golden stupa',
  }),
  marketplace: hero('page-marketplace', {
    motif: 'bagan',
    palette: 'sunrise',
    alt: 'A sunrise over the stupas of Bagan, with hot-air balloons rising into a pink sky',
  }),
  pressRoom: hero('page-press-room', {
    motif: 'chedi',
    palette: 'monsoon',
    alt: 'Temple chedis and coconut palms under the soft grey light of a monsoon afternoon',
  }),
  expeditionCruiseLine: hero('page-expedition-cruise-line', {
    motif: 'river',
    palette: 'dusk',
    alt: 'A broad river at dusk between dark forested hills, a small boat heading downstream',
  }),
} as const

// ---------------------------------------------------------------------------------------------
// Overland journeys (other pages link to them, so they come first)
// ---------------------------------------------------------------------------------------------
