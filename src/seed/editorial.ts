/**
 * The demo copy of the public editorial site (issue #7): every single page (a Payload global) and
 * every editorial list (FAQs, team, journeys, concierge, fam trips…). Plain data only, so tests
 * can check it without a database; editorial-seed.ts writes it through Payload.
 *
 * Rich text is written as a list of blocks (see rich-text.ts: "## " starts a heading). Images are
 * generated scenes (see artwork.ts); an image used in several places is one constant, rendered and
 * uploaded once.
 */
import { detailPath, EDITORIAL_PATHS, slidePath } from '@/domain/editorial-routes'
import { COMPANY } from './content'
import type { TSceneRequest } from './images'

export type TNationCode = 'th' | 'vn' | 'kh' | 'la' | 'mm'
export const NATION_CODES: readonly TNationCode[] = ['th', 'vn', 'kh', 'la', 'mm']

/** A generated image: `name` keys the artwork and the file, so one name is one upload. */
export type TArt = Pick<TSceneRequest, 'name' | 'alt' | 'motif' | 'palette' | 'width' | 'height'>
type TMotif = TSceneRequest['motif']
type TPaletteName = TSceneRequest['palette']

/** Rich text as blocks: one paragraph each, or a heading when the block starts with "## ". */
export type TBlocks = readonly string[]

const art = (width: number, height: number) => (name: string, motif: TMotif, palette: TPaletteName, alt: string) =>
  ({ name, motif, palette, alt, width, height }) satisfies TArt
/** Page heroes and full-screen steps. */
const hero = art(1600, 900)
/** Cards, slides and detail pages. */
const photo = art(1200, 800)
/** Square profile pictures. */
const portrait = art(800, 800)

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

const HEROES = {
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

export type TOverlandJourneyCopy = {
  title: string
  slug: string
  nations: readonly TNationCode[]
  from: string
  to: string
  days: number
  summary: string
  image: TArt
  body: TBlocks
  itinerary: ReadonlyArray<{ title: string; text: string }>
}

export const OVERLAND_JOURNEYS: readonly TOverlandJourneyCopy[] = [
  {
    title: 'Bangkok to Siem Reap by road',
    slug: 'bangkok-to-siem-reap-by-road',
    nations: ['th', 'kh'],
    from: 'Bangkok',
    to: 'Siem Reap',
    days: 5,
    summary:
      'From the capital to Angkor through the forests of Khao Yai and the countryside of Battambang, with our Thai and Cambodian guides meeting at the border.',
    image: photo(
      'overland-bangkok-siem-reap',
      'angkor',
      'saffron',
      'The towers of Angkor Wat in golden afternoon light, reflected in the moat',
    ),
    body: [
      'Most travellers fly the short hop from Bangkok to Siem Reap. This journey takes the road instead, and turns a transfer into five of the most rewarding days of a trip to the region: a night in the forest of Khao Yai, a quiet crossing at the Aranyaprathet border and two days in Battambang, Cambodia’s second city, before the temples of Angkor.',
      'Our Bangkok driver takes your clients as far as the border, where our Cambodian guide is waiting on the other side with a second vehicle. We complete the arrival forms in advance, so the crossing usually takes less than an hour.',
      'The journey works in both directions and combines well with a beach extension in Thailand or a stay in Phnom Penh. Private departures every day of the year.',
    ],
    itinerary: [
      {
        title: 'Bangkok – Khao Yai',
        text: 'Morning drive of about three hours to Khao Yai National Park. Afternoon walk with a park ranger looking for hornbills and gibbons; night at a lodge on the edge of the forest.',
      },
      {
        title: 'Khao Yai',
        text: 'An early start to hear the gibbons, then a trek to Haew Suwat waterfall. Late afternoon at a family vineyard in the hills, with a tasting of Thai wines.',
      },
      {
        title: 'Khao Yai – Aranyaprathet – Battambang',
        text: 'Drive east to the border at Aranyaprathet. Our Cambodian guide meets your clients after immigration and continues with them to Battambang, arriving in the late afternoon.',
      },
      {
        title: 'Battambang',
        text: 'The countryside by tuk-tuk: rice-paper makers, a fish-paste market and an eleventh-century temple. At dusk, millions of bats stream out of the caves at Phnom Sampeau.',
      },
      {
        title: 'Battambang – Siem Reap',
        text: 'Three hours by road to Siem Reap, or, from August to December, the day-long boat journey along the Sangker river and across the Tonle Sap lake.',
      },
    ],
  },
  {
    title: 'Luang Prabang to Hanoi through the northern hills',
    slug: 'luang-prabang-to-hanoi-through-the-northern-hills',
    nations: ['la', 'vn'],
    from: 'Luang Prabang',
    to: 'Hanoi',
    days: 8,
    summary:
      'Eight days through the mountains of northern Laos and north-west Vietnam, crossing at Tay Trang and ending with a walk in the valleys below Sapa.',
    image: photo(
      'overland-luang-prabang-hanoi',
      'terraces',
      'jade',
      'Green rice terraces climbing the hills of north-west Vietnam, mist lying in the valley',
    ),
    body: [
      'This is the road for clients who have already seen the highlights and want the landscape in between. Villages of Khmu, Hmong and Thai people line the route, the roads are quiet and the mountain scenery rarely lets up.',
      'Hotels are simple but clean in Muang Khua and Lai Chau, and comfortable in Nong Khiaw and Sapa. Our guides know the families along the road, which makes for unplanned stops and good conversations.',
      'The route runs from October to May; in the rainy months we suggest flying between the two countries instead.',
    ],
    itinerary: [
      {
        title: 'Luang Prabang',
        text: 'Arrival and a first walk through the old town with your guide, ending on Phousi hill for the sunset over the Mekong and the Nam Khan.',
      },
      {
        title: 'Luang Prabang – Nong Khiaw',
        text: 'Three hours by road to Nong Khiaw, a village of stilt houses below limestone cliffs on the Nam Ou. Afternoon climb to a viewpoint above the river.',
      },
      {
        title: 'Nong Khiaw – Muang Khua',
        text: 'North along the Nam Ou valley, with stops in Khmu villages and at a weaving cooperative. Overnight in Muang Khua, a small river town near the border.',
      },
      {
        title: 'Muang Khua – Tay Trang – Dien Bien Phu',
        text: 'Cross into Vietnam at the Tay Trang border, where our Vietnamese guide is waiting. Afternoon at the battlefield and museum of Dien Bien Phu.',
      },
      {
        title: 'Dien Bien Phu – Lai Chau',
        text: 'A scenic drive through the valleys of the Black river, with a stop at the Thai villages around Muong Lay.',
      },
      {
        title: 'Lai Chau – Sapa',
        text: 'Over the O Quy Ho pass, the highest road pass in Vietnam, and down into Sapa in time for a walk around the town.',
      },
      {
        title: 'Sapa',
        text: 'A day’s walk through the Muong Hoa valley, past rice terraces and Hmong and Dao villages, with lunch at a family home.',
      },
      {
        title: 'Sapa – Hanoi',
        text: 'Five and a half hours on the expressway to Hanoi, arriving in time for dinner in the Old Quarter.',
      },
    ],
  },
  {
    title: 'The slow boat down the Mekong',
    slug: 'the-slow-boat-down-the-mekong',
    nations: ['th', 'la'],
    from: 'Chiang Rai',
    to: 'Luang Prabang',
    days: 4,
    summary:
      'From the Golden Triangle to Luang Prabang on a private boat, two days on the Mekong with a night in Pakbeng and a stop at the Pak Ou caves.',
    image: photo(
      'overland-slow-boat',
      'river',
      'sunrise',
      'A long-tail boat on the Mekong at sunrise, the river opening out between wooded hills',
    ),
    body: [
      'The two days on the river between Huay Xai and Luang Prabang are among the most memorable of any journey in the region. We use private boats with cushioned seats, a toilet and a small kitchen, rather than the crowded public slow boat.',
      'Clients cross the Friendship Bridge at Chiang Khong with our Thai guide, and our Lao guide travels with them on the boat. Lunch is cooked on board; the night in Pakbeng is at a lodge overlooking the river.',
      'A good way to join a trip to northern Thailand with Laos. Departures on any day from October to April, and on request in the green season when the river is high.',
    ],
    itinerary: [
      {
        title: 'Chiang Rai – Golden Triangle – Chiang Khong',
        text: 'The White Temple, then the viewpoint over the meeting of Thailand, Laos and Myanmar. Overnight in Chiang Khong on the river bank.',
      },
      {
        title: 'Chiang Khong – Huay Xai – Pakbeng',
        text: 'Cross the Friendship Bridge into Laos and board the private boat. A day on the river past sand banks and fishing villages; night at a lodge in Pakbeng.',
      },
      {
        title: 'Pakbeng – Pak Ou – Luang Prabang',
        text: 'A second day on the river, stopping at the Pak Ou caves with their thousands of Buddha images, and arriving in Luang Prabang in the late afternoon.',
      },
      {
        title: 'Luang Prabang',
        text: 'The royal palace museum, Wat Xieng Thong and the old town’s lanes with your guide; the night market in the evening.',
      },
    ],
  },
  {
    title: 'Mekong Delta to Phnom Penh',
    slug: 'mekong-delta-to-phnom-penh',
    nations: ['vn', 'kh'],
    from: 'Ho Chi Minh City',
    to: 'Phnom Penh',
    days: 5,
    summary:
      'Orchards, floating markets and river towns of the delta, then upstream by speedboat across the border to Phnom Penh.',
    image: photo(
      'overland-mekong-delta',
      'river',
      'monsoon',
      'A wide brown river under a grey-green sky, a boat travelling upstream between low hills',
    ),
    body: [
      'The Mekong reaches the sea through a maze of channels in southern Vietnam, and the people of the delta live with and on the water. This journey follows the river from the orchards of Ben Tre to the markets of Can Tho and the Cham villages of Chau Doc.',
      'From Chau Doc a speedboat carries your clients upstream, through the border post at Vinh Xuong and Kaam Samnor, to the riverfront in Phnom Penh. Our guides hand over on the boat landing on each side.',
      'Runs all year; from August to November the river is high and the markets busiest.',
    ],
    itinerary: [
      {
        title: 'Ho Chi Minh City – Ben Tre',
        text: 'Drive to Ben Tre and explore the coconut-lined canals by sampan and bicycle. Night in a garden homestay run by a family we have worked with for years.',
      },
      {
        title: 'Ben Tre – Can Tho',
        text: 'A morning in the orchards, then on to Can Tho, the capital of the delta. Evening walk along the riverside.',
      },
      {
        title: 'Can Tho – Cai Rang – Chau Doc',
        text: 'Dawn at the Cai Rang floating market, then drive to Chau Doc near the Cambodian border. Sunset from Sam mountain over the flooded fields.',
      },
      {
        title: 'Chau Doc – Phnom Penh',
        text: 'Visit a Cham village and a fish farm, then board the speedboat for Phnom Penh, with border formalities on the river. Arrival in the afternoon.',
      },
      {
        title: 'Phnom Penh',
        text: 'The Royal Palace and Silver Pagoda, the National Museum and the Tuol Sleng genocide museum, with a guide who speaks about the country’s history with care.',
      },
    ],
  },
  {
    title: 'Southern Laos to Angkor',
    slug: 'southern-laos-to-angkor',
    nations: ['la', 'kh'],
    from: 'Pakse',
    to: 'Siem Reap',
    days: 6,
    summary:
      'Coffee and waterfalls on the Bolaven Plateau, the temple of Wat Phou and the 4,000 Islands, then south along the Mekong to Kratie and Angkor.',
    image: photo(
      'overland-southern-laos',
      'river',
      'lavender',
      'The Mekong spreading between hills under a lilac sky, a stupa catching the last light',
    ),
    body: [
      'Southern Laos is the region’s best-kept secret: a slow, friendly corner of the Mekong with a pre-Angkorian temple, a plateau of coffee farms and an archipelago of river islands where time is measured in ferry crossings.',
      'After the islands, our Lao guide takes your clients to the Nong Nok Khiene border, where our Cambodian team continues south along the river to Kratie and west to the seventh-century temples of Sambor Prei Kuk before Siem Reap.',
      'Best from November to March. Hotels range from riverside bungalows in the islands to boutique hotels in Pakse and Kratie.',
    ],
    itinerary: [
      {
        title: 'Pakse – Bolaven Plateau',
        text: 'Up to the Bolaven Plateau for a coffee farm visit and a swim below Tad Fane and Tad Yuang waterfalls.',
      },
      {
        title: 'Bolaven Plateau – Champasak',
        text: 'Down to the Mekong and across by ferry to Champasak. Afternoon at Wat Phou, the hillside temple older than Angkor Wat.',
      },
      {
        title: 'Champasak – Si Phan Don',
        text: 'South to the 4,000 Islands and by boat to Don Khone. Sunset from the island’s western shore.',
      },
      {
        title: 'Don Khone',
        text: 'Cycle the old French railway track to the Li Phi falls, then visit Khone Phapheng, the largest waterfall by volume in Southeast Asia.',
      },
      {
        title: 'Don Khone – Stung Treng – Kratie',
        text: 'Cross into Cambodia at Nong Nok Khiene and follow the river to Kratie. Late afternoon boat trip to see the rare Irrawaddy dolphins at Kampi.',
      },
      {
        title: 'Kratie – Sambor Prei Kuk – Siem Reap',
        text: 'Drive west through the Cambodian countryside to the forest temples of Sambor Prei Kuk, then on to Siem Reap for the evening.',
      },
    ],
  },
  {
    title: 'Bagan to Inle Lake over the Shan Hills',
    slug: 'bagan-to-inle-lake-over-the-shan-hills',
    nations: ['mm'],
    from: 'Bagan',
    to: 'Inle Lake',
    days: 6,
    summary:
      'The temples of Bagan, the hill station of Kalaw and a two-day walk through Pa-O villages down to the stilt villages of Inle Lake.',
    image: photo(
      'overland-bagan-inle',
      'bagan',
      'dusk',
      'Stupas of Bagan in silhouette at dusk, balloons hanging in a deep blue and orange sky',
    ),
    body: [
      'A classic of Myanmar travel, done the slow way: instead of flying from Bagan to Heho, your clients cross the plains and climb into the Shan Hills, then walk the last stretch to the lake through farmland and villages.',
      'The trek is gentle, four to five hours a day on farm tracks, and luggage travels by car. The night on the trail is spent in a simple Pa-O village house with mattresses, mosquito nets and a meal cooked by the family.',
      'We confirm this journey only when our Yangon team is satisfied that the route can be travelled safely; please check with your sales manager before offering it to clients.',
    ],
    itinerary: [
      {
        title: 'Bagan',
        text: 'The temples of the Bagan plain by e-bike and on foot: Ananda, Shwezigon and smaller shrines with murals that few visitors see.',
      },
      {
        title: 'Bagan – Mount Popa – Kalaw',
        text: 'Via the monastery on Mount Popa to the pine-covered hill station of Kalaw, arriving in time for a stroll through the market.',
      },
      {
        title: 'Kalaw',
        text: 'A morning walk to Palaung and Danu villages in the hills above town; afternoon free at the hotel.',
      },
      {
        title: 'Kalaw – Pattupauk',
        text: 'Start the trek through tea gardens and chilli fields to the Pa-O village of Pattupauk. Night in a village house with dinner cooked by the family.',
      },
      {
        title: 'Pattupauk – Inle Lake',
        text: 'Walk down to the ruined stupas of Indein, then by boat across the lake to your hotel.',
      },
      {
        title: 'Inle Lake',
        text: 'Floating gardens, a rotating market and the workshops of silversmiths and lotus weavers, then transfer to Heho airport.',
      },
    ],
  },
]

const journey = (slug: string) => {
  const found = OVERLAND_JOURNEYS.find((item) => item.slug === slug)
  if (!found) throw new Error(`No overland journey ${slug}`)
  return found
}

// ---------------------------------------------------------------------------------------------
// Travel inspirations
// ---------------------------------------------------------------------------------------------

export type TTravelInspirationCopy = {
  title: string
  slug: string
  nations: readonly TNationCode[]
  duration: string
  theme: string
  summary: string
  image: TArt
  highlights: readonly string[]
  body: TBlocks
}

export const TRAVEL_INSPIRATIONS: readonly TTravelInspirationCopy[] = [
  {
    title: 'Classic Thailand: temples, hills and the Andaman Sea',
    slug: 'classic-thailand-temples-hills-and-the-andaman-sea',
    nations: ['th'],
    duration: '14 days',
    theme: 'Culture and beach',
    summary:
      'Bangkok, the old capitals, the mountains of the north and a week by the sea: the journey most first-time visitors to Thailand hope for.',
    image: photo(
      'inspiration-classic-thailand',
      'coast',
      'saffron',
      'A long-tail boat on the Andaman Sea at sunset, limestone islets and palms on the shore',
    ),
    highlights: [
      'A private long-tail boat through the canals of Thonburi',
      'Cycling among the ruins of Sukhothai at first light',
      'A cooking class on an organic farm outside Chiang Mai',
      'A morning with the elephants of an ethical sanctuary',
      'Five nights on Koh Yao Noi in Phang Nga Bay',
    ],
    body: [
      '## Why it sells',
      'This is the itinerary we are asked for most often, and it works because it balances movement with rest. Three nights in Bangkok, a journey north through Ayutthaya and Sukhothai, four nights in Chiang Mai and five on the coast give your clients the full range of the country without a single early-morning flight.',
      'Every sightseeing day is private, with a guide chosen for the clients’ interests: a history graduate for the old capitals, a keen cook for the markets of Chiang Mai, a naturalist for the mountains.',
      '## How to adapt it',
      'For families, swap Sukhothai for a night at a river lodge in Kanchanaburi. For honeymooners, replace the city hotels with boutique riverside houses and add a seaplane transfer to the island. The journey can be shortened to ten days by flying straight from Bangkok to Chiang Mai.',
    ],
  },
  {
    title: 'Vietnam from north to south',
    slug: 'vietnam-from-north-to-south',
    nations: ['vn'],
    duration: '15 days',
    theme: 'Culture',
    summary:
      'Hanoi, a night on Ha Long Bay, the imperial city of Hue, the lanterns of Hoi An and the energy of Ho Chi Minh City, with time in the Mekong Delta.',
    image: photo(
      'inspiration-vietnam',
      'karst',
      'jade',
      'A junk with red sails gliding between limestone towers on the green water of Ha Long Bay',
    ),
    highlights: [
      'Street food in the Old Quarter of Hanoi with a local food writer',
      'A night on a small junk in Lan Ha Bay, away from the busiest routes',
      'The Hai Van pass by vintage jeep from Hue to Hoi An',
      'A lantern-making workshop in an old Hoi An merchant’s house',
      'Two days on the waterways of the Mekong Delta',
    ],
    body: [
      'Vietnam rewards travellers who take it from end to end. This journey follows the length of the country in a fortnight, linking the north, the centre and the south by short domestic flights and the spectacular coastal road over the Hai Van pass.',
      'We choose the smaller boats on Lan Ha Bay rather than the crowded routes of Ha Long, and in Hoi An we book hotels within walking distance of the old town so your clients can enjoy it in the evening, when the day visitors have gone.',
      'The best months are February to April and September to November, when the weather is good in all three regions. In summer the centre is hot and the north humid, but the beaches are at their best.',
      'The itinerary can be extended with the mountains of Sapa or Ha Giang in the north, or a few days on Phu Quoc island at the end.',
    ],
  },
  {
    title: 'Angkor and the Cambodian coast',
    slug: 'angkor-and-the-cambodian-coast',
    nations: ['kh'],
    duration: '10 days',
    theme: 'Heritage',
    summary:
      'Three unhurried days among the temples of Angkor, the capital Phnom Penh, pepper farms in Kampot and an island to finish.',
    image: photo(
      'inspiration-angkor-coast',
      'angkor',
      'sunrise',
      'Angkor Wat at sunrise, its towers and reflection framed by sugar palms',
    ),
    highlights: [
      'Sunrise at Angkor Wat, then breakfast while the crowds move on',
      'The jungle temples of Beng Mealea and Koh Ker with a specialist guide',
      'A cyclo ride through Phnom Penh at dusk',
      'A pepper farm lunch in the hills of Kampot',
      'Three nights on a quiet island off the south coast',
    ],
    body: [
      'Many clients see Angkor in a day and a half. This journey gives it three, so the temples can be visited early and late, when the light is softest and the paths are empty, with the heat of the day spent by the pool.',
      'Our Siem Reap guides are among the most experienced in the country; several trained as archaeologists. They plan each day around the clients’ pace and steer them away from the crowds without missing the great monuments.',
      'From Angkor the journey continues to Phnom Penh for the Royal Palace and the country’s recent history, then south to the colonial river town of Kampot and an island in the Gulf of Thailand.',
      'The coast is at its best from November to May. In the green season we suggest ending in Phnom Penh or adding a few days in Thailand instead.',
    ],
  },
  {
    title: 'Slow Laos: Luang Prabang and the Mekong',
    slug: 'slow-laos-luang-prabang-and-the-mekong',
    nations: ['la'],
    duration: '8 days',
    theme: 'Slow travel',
    summary:
      'Four nights in Luang Prabang, a river lodge on the Nam Ou and a boat journey on the Mekong, for clients who want to stop rather than rush.',
    image: photo(
      'inspiration-slow-laos',
      'river',
      'paddy',
      'A long-tail boat on a green river below misty hills and a golden stupa in Laos',
    ),
    highlights: [
      'The evening market and the temples of Luang Prabang’s old town',
      'A weaving workshop with natural dyes',
      'Kuang Si waterfall before the day visitors arrive',
      'Two nights at a lodge below the cliffs of Nong Khiaw',
      'A private boat to the Pak Ou caves',
    ],
    body: [
      'Luang Prabang is the kind of town that asks you to slow down: a peninsula of temples, teak houses and cafés between two rivers, where the day starts with the sound of monastery drums.',
      'This itinerary gives it time. Four nights in town with a guide for two of the days leave space for a massage, a cookery class or an afternoon with a book by the river.',
      'The second part of the journey leads north by road to Nong Khiaw, where a riverside lodge sits below limestone cliffs, and back to town on a private boat.',
      'It pairs well with northern Thailand, joined by the slow boat from Chiang Khong, or with northern Vietnam by a short flight to Hanoi.',
    ],
  },
  {
    title: 'Myanmar’s golden land',
    slug: 'myanmars-golden-land',
    nations: ['mm'],
    duration: '12 days',
    theme: 'Heritage',
    summary:
      'The great pagodas of Yangon, the temple plain of Bagan, royal Mandalay and the stilt villages of Inle Lake, with guides who know the country well.',
    image: photo(
      'inspiration-myanmar',
      'bagan',
      'saffron',
      'Hot-air balloons rising over hundreds of stupas on the Bagan plain in golden morning light',
    ),
    highlights: [
      'The Shwedagon pagoda at dusk with a historian',
      'Three days among the temples of Bagan by e-bike and horse cart',
      'Sunset on U Bein bridge in Amarapura',
      'A day on Inle Lake with a boatman from a lakeside village',
      'A balloon flight over Bagan, season permitting',
    ],
    body: [
      'Myanmar holds some of the most remarkable sights in Asia, and visitors who go are welcomed with great warmth. This itinerary links the four classic destinations, Yangon, Bagan, Mandalay and Inle Lake, with domestic flights.',
      'Our Yangon team has operated in the country since 2012. We confirm each departure only after checking current conditions, and we travel only in areas where we can look after guests properly.',
      'Please ask your sales manager about the current situation before offering Myanmar to clients, and check your government’s travel advice. We update agents whenever conditions change.',
    ],
  },
  {
    title: 'Family adventure in Thailand and Cambodia',
    slug: 'family-adventure-in-thailand-and-cambodia',
    nations: ['th', 'kh'],
    duration: '12 days',
    theme: 'Family',
    summary:
      'Canals, jungle, temples and a beach: a journey paced for children aged six and over, with short drives and plenty of time in the pool.',
    image: photo(
      'inspiration-family',
      'coast',
      'jade',
      'Green limestone islets on a calm sea, palms on the beach and a long-tail boat close to shore',
    ),
    highlights: [
      'Kayaking among the mangroves of Khao Sok',
      'A treasure hunt at the temples of Angkor Thom',
      'Cooking lunch with a Khmer family in the countryside',
      'A circus show by the young performers of Battambang',
      'Four nights on a beach with a kids’ club',
    ],
    body: [
      'Travelling with children in Southeast Asia is easier than many parents expect: the food is varied, the people love children and distances are short. This journey was designed with our own staff’s families.',
      'Transfers never last more than three hours, hotels have family rooms or connecting rooms and a pool, and the guides are chosen for their patience and sense of humour.',
      'In Bangkok the family explores by boat and tuk-tuk; in Khao Sok they sleep in a floating raft house on the lake; at Angkor the temples turn into a treasure hunt with a booklet we print for the children.',
      'The journey ends with four nights on the beach in Krabi or Khao Lak. Car seats for young children are available on request at no charge.',
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Introducings
// ---------------------------------------------------------------------------------------------

export type TIntroducingCopy = {
  title: string
  slug: string
  nation: TNationCode
  subtitle: string
  image: TArt
  body: TBlocks
}

export const INTRODUCINGS: readonly TIntroducingCopy[] = [
  {
    title: 'Sukhothai by bicycle at first light',
    slug: 'sukhothai-by-bicycle-at-first-light',
    nation: 'th',
    subtitle: 'A new half-day program in Thailand’s first capital, before the gates officially open.',
    image: photo(
      'introducing-sukhothai',
      'chedi',
      'sunrise',
      'Temple chedis in silhouette against a pink sunrise, palm trees on the right',
    ),
    body: [
      'From November our Sukhothai guides start their cycling program at six in the morning, riding from the hotel along the moat to Wat Mahathat as the sun rises behind the lotus-bud chedi.',
      'The route continues through the quieter western zone, where forest temples stand among rice fields, and ends with breakfast at a family restaurant near the old city gate. Bicycles and helmets are provided in children’s and adult sizes.',
    ],
  },
  {
    title: 'Ha Giang with a private driver',
    slug: 'ha-giang-with-a-private-driver',
    nation: 'vn',
    subtitle: 'The most dramatic mountain road in Vietnam, now in four days with a car and a local guide.',
    image: photo(
      'introducing-ha-giang',
      'terraces',
      'saffron',
      'Terraced hillsides in warm light, ridges fading into the distance of the far north',
    ),
    body: [
      'The loop through Ha Giang province, on the border with China, has become famous among backpackers on motorbikes. We now offer it in comfort: four days by car with a driver who knows the mountain roads and a guide from the region.',
      'The route climbs the Ma Pi Leng pass above the Nho Que river, visits the Sunday market in Dong Van and stays in two new family-run lodges of good standard. Available from September to May.',
    ],
  },
  {
    title: 'Kampot’s pepper farms and the Elephant Mountains',
    slug: 'kampots-pepper-farms-and-the-elephant-mountains',
    nation: 'kh',
    subtitle: 'A day in the hills behind Cambodia’s south coast, with lunch at a pepper farm.',
    image: photo(
      'introducing-kampot',
      'coast',
      'sunrise',
      'Islands off a calm coast at sunrise, a long-tail boat and palm trees in the foreground',
    ),
    body: [
      'Kampot pepper has protected geographical status and a reputation among chefs around the world. Our new full-day program visits two family farms in the foothills of the Elephant Mountains, where the vines are still trained on wooden poles and picked by hand.',
      'After lunch at one of the farms, the day continues to the salt fields near Kep and ends with crab at the seaside market. The program can be combined with a night on one of the islands off the coast.',
    ],
  },
  {
    title: 'Nong Khiaw and the Nam Ou valley',
    slug: 'nong-khiaw-and-the-nam-ou-valley',
    nation: 'la',
    subtitle: 'A riverside village below limestone cliffs, three hours from Luang Prabang.',
    image: photo(
      'introducing-nong-khiaw',
      'river',
      'jade',
      'A green river valley between forested hills, a long-tail boat on the water',
    ),
    body: [
      'Nong Khiaw has long been a favourite of our Luang Prabang guides, and a new lodge with twelve river-view bungalows now makes it an easy addition for clients who expect comfort.',
      'From the village, trails lead to caves, waterfalls and a viewpoint high above the Nam Ou. We recommend two nights, reached by road from Luang Prabang and combined with a boat trip on the river.',
    ],
  },
  {
    title: 'Hpa-An and the caves of Kayin State',
    slug: 'hpa-an-and-the-caves-of-kayin-state',
    nation: 'mm',
    subtitle: 'Limestone peaks, cave temples and rice fields, four hours from Yangon.',
    image: photo(
      'introducing-hpa-an',
      'karst',
      'lavender',
      'Limestone peaks reflected in still water under a lilac evening sky',
    ),
    body: [
      'Hpa-An is a small town on the Thanlwin river, surrounded by limestone peaks whose caves hold Buddhist shrines. Our two-night program includes a boat trip on the river, the caves of Kawgun and Saddan, and a sunset walk around Kyauk Kalap monastery.',
      'The program is offered only when our Yangon team confirms that the route is open and safe; we check before each confirmation.',
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Concierge collection
// ---------------------------------------------------------------------------------------------

export type TConciergeItemCopy = {
  name: string
  slug: string
  nation: TNationCode
  location: string
  summary: string
  image: TArt
  body: TBlocks
}

export type TConciergeCategoryCopy = {
  name: string
  slug: string
  description: string
  image: TArt
  items: readonly TConciergeItemCopy[]
}

export const CONCIERGE_CATEGORIES: readonly TConciergeCategoryCopy[] = [
  {
    name: 'Private dining',
    slug: 'private-dining',
    description: 'Meals your clients will talk about for years, in places restaurants cannot reach.',
    image: photo(
      'concierge-private-dining',
      'chedi',
      'dusk',
      'Temple chedis in silhouette against an evening sky turning from violet to orange',
    ),
    items: [
      {
        name: 'Chef’s table on the Chao Phraya',
        slug: 'chefs-table-on-the-chao-phraya',
        nation: 'th',
        location: 'Bangkok',
        summary:
          'A tasting menu cooked in front of your clients in a teak house on the river, by a chef who trained in Bangkok’s best kitchens.',
        image: photo(
          'concierge-chao-phraya',
          'river',
          'dusk',
          'A river at dusk between dark banks, the lights of the evening sky on the water',
        ),
        body: [
          'The evening begins with a private boat from the hotel pier to a restored teak house on the Thonburi bank. The chef welcomes your clients in the open kitchen and cooks seven courses of modern Thai food from the morning’s market.',
          'Up to ten guests. Wine pairing and vegetarian menus on request. Available every evening except Mondays.',
        ],
      },
      {
        name: 'Market walk and cooking with a Hoi An chef',
        slug: 'market-walk-and-cooking-with-a-hoi-an-chef',
        nation: 'vn',
        location: 'Hoi An',
        summary:
          'Shop at the central market with a local chef, then cook the dishes of central Vietnam together in her garden kitchen.',
        image: photo(
          'concierge-hoi-an-cooking',
          'terraces',
          'paddy',
          'Green vegetable terraces on a hillside in soft morning light',
        ),
        body: [
          'Chef Thuy has cooked for embassies and presidents, and now teaches small groups in her family home outside the old town. The morning starts at the market, where she explains the herbs and noodles that make Hoi An’s food unlike anywhere else in the country.',
          'Back in her garden, your clients cook four dishes, including cao lau and banh xeo, and sit down to eat them together. Private sessions for two to eight guests.',
        ],
      },
      {
        name: 'Candlelit dinner among the Angkor temples',
        slug: 'candlelit-dinner-among-the-angkor-temples',
        nation: 'kh',
        location: 'Siem Reap',
        summary:
          'A private dinner beside a temple of the Angkor complex, lit by candles and accompanied by traditional Khmer musicians.',
        image: photo(
          'concierge-angkor-dinner',
          'angkor',
          'dusk',
          'Temple towers silhouetted at dusk, reflected in dark water under a deep blue sky',
        ),
        body: [
          'With the permission of the authorities, we set a table for your clients beside one of the temples of the Angkor park after the gates close. The menu is Khmer, prepared by the chef of a Siem Reap hotel, and a small ensemble plays the pinpeat music of the royal court.',
          'For two to sixty guests; a popular close for incentive groups. Please allow at least three weeks to obtain the permits.',
        ],
      },
      {
        name: 'Baci ceremony and dinner with a Lao family',
        slug: 'baci-ceremony-and-dinner-with-a-lao-family',
        nation: 'la',
        location: 'Luang Prabang',
        summary:
          'A traditional blessing ceremony in a family home, followed by a home-cooked dinner and conversation with the hosts.',
        image: photo(
          'concierge-baci',
          'river',
          'saffron',
          'Golden evening light over a river valley, a stupa glowing on the ridge',
        ),
        body: [
          'The baci is performed in Laos to mark important moments: a wedding, a birth, a journey. An elder ties white cotton threads around the wrists of your clients to bind their good spirits and wish them a safe road.',
          'The family then serves dinner at home: sticky rice, jeow dips, river fish and local greens. Our guide translates throughout. For two to twelve guests.',
        ],
      },
    ],
  },
  {
    name: 'Exclusive access',
    slug: 'exclusive-access',
    description: 'Doors we can open thanks to long friendships: people, places and hours off the usual track.',
    image: photo(
      'concierge-exclusive-access',
      'angkor',
      'lavender',
      'The central towers of a great temple under a lilac sky, reflected in a moat',
    ),
    items: [
      {
        name: 'Ta Prohm at opening time',
        slug: 'ta-prohm-at-opening-time',
        nation: 'kh',
        location: 'Siem Reap',
        summary:
          'The temple of the strangler figs in the first hour of the day, with an archaeologist who worked on its restoration.',
        image: photo(
          'concierge-ta-prohm',
          'angkor',
          'paddy',
          'An ancient temple in soft green morning light, sugar palms beside the water',
        ),
        body: [
          'Ta Prohm is the temple that nature has half reclaimed, and at midday it is crowded. Our guide takes your clients there as the gates open, with a member of the team that has worked on the restoration of its galleries.',
          'The visit lasts two hours and ends with breakfast served in the forest nearby. Available daily from November to April.',
        ],
      },
      {
        name: 'Meditation and conversation with a senior monk',
        slug: 'meditation-and-conversation-with-a-senior-monk',
        nation: 'la',
        location: 'Luang Prabang',
        summary: 'An hour of guided meditation in a monastery, followed by an open conversation about monastic life.',
        image: photo(
          'concierge-monk',
          'chedi',
          'paddy',
          'Chedis and palms in silhouette against a pale green evening sky',
        ),
        body: [
          'The abbot of a monastery on the Luang Prabang peninsula receives a few visitors each week for meditation and conversation. The session is in Lao with our guide translating, and your clients are free to ask about anything from the daily routine to the novices’ schooling.',
          'A donation to the monastery is included. Modest dress is required: shoulders and knees covered.',
        ],
      },
      {
        name: 'Behind the scenes at the Hanoi Opera House',
        slug: 'behind-the-scenes-at-the-hanoi-opera-house',
        nation: 'vn',
        location: 'Hanoi',
        summary:
          'A private tour of the French colonial opera house, followed by a short performance of traditional music in the mirror room.',
        image: photo(
          'concierge-hanoi-opera',
          'karst',
          'dusk',
          'Limestone towers in dark silhouette against a violet and orange evening sky',
        ),
        body: [
          'Built in 1911 on the model of the Palais Garnier, the Hanoi Opera House is usually open only for performances. Our tour takes your clients through the auditorium, the backstage and the mirror room with one of the house’s staff.',
          'The visit ends with a twenty-minute recital of ca tru, the ancient sung poetry of northern Vietnam. For two to thirty guests, on days without rehearsals.',
        ],
      },
      {
        name: 'Shwedagon at dawn with a historian',
        slug: 'shwedagon-at-dawn-with-a-historian',
        nation: 'mm',
        location: 'Yangon',
        summary:
          'The great golden pagoda at sunrise, when local worshippers come to pray, explained by a Yangon historian.',
        image: photo(
          'concierge-shwedagon',
          'bagan',
          'monsoon',
          'Stupas in soft grey morning light, balloons drifting overhead',
        ),
        body: [
          'At dawn the Shwedagon belongs to the people of Yangon: families bringing flowers, monks on their morning round and volunteers sweeping the marble platform. Your clients walk the terrace with a historian who explains the planetary posts and the legends of the relics.',
          'Breakfast follows at a colonial-era tea house in the city. Shoes and socks are left at the entrance; we provide a bag to carry them.',
        ],
      },
    ],
  },
  {
    name: 'By air and water',
    slug: 'by-air-and-water',
    description: 'Seaplanes, balloons and private boats: the region seen from a different angle.',
    image: photo(
      'concierge-air-and-water',
      'coast',
      'monsoon',
      'Islands on a calm grey-green sea, a long-tail boat and palms on the shore',
    ),
    items: [
      {
        name: 'Seaplane over Ha Long Bay',
        slug: 'seaplane-over-ha-long-bay',
        nation: 'vn',
        location: 'Ha Long',
        summary:
          'A twenty-five-minute scenic flight over the limestone islands of Ha Long Bay, from the water and back.',
        image: photo(
          'concierge-seaplane',
          'karst',
          'monsoon',
          'Limestone towers fading into haze over grey-green water, a junk in the foreground',
        ),
        body: [
          'The seaplane takes off from the marina at Tuan Chau and flies low over the bay, its caves and its floating villages. Your clients see in twenty-five minutes what a cruise shows in two days.',
          'Up to twelve passengers per flight. Weather permitting; if the flight cannot take place, it is refunded in full.',
        ],
      },
      {
        name: 'Private long-tail boat in Phang Nga Bay',
        slug: 'private-long-tail-boat-in-phang-nga-bay',
        nation: 'th',
        location: 'Phuket',
        summary:
          'A full day on a private boat among the islands of Phang Nga Bay, with a captain who knows the quiet beaches.',
        image: photo(
          'concierge-phang-nga',
          'coast',
          'sunrise',
          'A long-tail boat on a calm sea at sunrise, small islands on the horizon',
        ),
        body: [
          'Rather than join the speedboats to the famous islands, your clients set out with a captain from Koh Yao Noi. He chooses the day’s route by the tide: a lagoon reached by canoe, a beach with nobody on it, lunch at a fishing village.',
          'Snorkelling gear, towels and drinks included. For two to six guests.',
        ],
      },
      {
        name: 'Balloon flight over Bagan',
        slug: 'balloon-flight-over-bagan',
        nation: 'mm',
        location: 'Bagan',
        summary: 'A sunrise balloon flight over the temple plain, with a glass of sparkling wine on landing.',
        image: photo(
          'concierge-balloon',
          'bagan',
          'sunrise',
          'Hot-air balloons rising over the stupas of Bagan into a pink sunrise',
        ),
        body: [
          'The balloons lift off as the sun rises and drift for about forty-five minutes over the two thousand temples of the Bagan plain. Pilots are licensed in Europe and the operator holds full insurance.',
          'Flights run from October to March only. Seats sell out months ahead, so we recommend booking at the time of the tour.',
        ],
      },
      {
        name: 'Private boat to the Pak Ou caves',
        slug: 'private-boat-to-the-pak-ou-caves',
        nation: 'la',
        location: 'Luang Prabang',
        summary: 'Up the Mekong from Luang Prabang to the caves of a thousand Buddhas, with lunch on board.',
        image: photo(
          'concierge-pak-ou',
          'river',
          'monsoon',
          'A long-tail boat on the Mekong below misty hills and a stupa on the crest',
        ),
        body: [
          'A wooden river boat with comfortable seats takes your clients upstream to the Pak Ou caves, where thousands of Buddha images have been left by pilgrims over the centuries.',
          'On the way back the boat stops at a village known for its rice whisky and weaving. Lunch is served on board. Half a day, for two to twenty guests.',
        ],
      },
    ],
  },
  {
    name: 'Wellness and retreats',
    slug: 'wellness-and-retreats',
    description: 'Traditional healing, yoga and quiet places to rest between the sights.',
    image: photo(
      'concierge-wellness',
      'terraces',
      'monsoon',
      'Terraced hills under a soft grey sky, mist filling the valleys',
    ),
    items: [
      {
        name: 'Thai massage course at a temple school',
        slug: 'thai-massage-course-at-a-temple-school',
        nation: 'th',
        location: 'Bangkok',
        summary:
          'A private introduction to traditional Thai massage at the school where it has been taught for generations.',
        image: photo(
          'concierge-thai-massage',
          'chedi',
          'jade',
          'Temple chedis against a pale green sky, palms in silhouette',
        ),
        body: [
          'The temple school in the old town is the home of traditional Thai massage. In a private three-hour class, one of its teachers shows your clients the basic sequences and the ideas of energy lines behind them.',
          'A certificate is given at the end. Loose clothing is recommended; classes run every day except during temple festivals.',
        ],
      },
      {
        name: 'Khmer herbal spa day',
        slug: 'khmer-herbal-spa-day',
        nation: 'kh',
        location: 'Siem Reap',
        summary: 'A day of Khmer treatments using herbs from the spa’s own garden, with a light lunch.',
        image: photo(
          'concierge-khmer-spa',
          'angkor',
          'jade',
          'Temple towers in pale green light, reflected in calm water',
        ),
        body: [
          'After the temples, a day of rest: a herbal steam, a massage with warm compresses of lemongrass, turmeric and kaffir lime, and a body scrub made with Kampot salt.',
          'The spa trains young people from the villages around Siem Reap as therapists. Lunch is served in the garden.',
        ],
      },
      {
        name: 'Yoga above the rice fields of Mai Chau',
        slug: 'yoga-above-the-rice-fields-of-mai-chau',
        nation: 'vn',
        location: 'Mai Chau',
        summary:
          'Private morning yoga on a wooden platform above the valley, followed by breakfast with a White Thai family.',
        image: photo(
          'concierge-mai-chau',
          'terraces',
          'jade',
          'Rice fields and terraces in a green valley, mist rising in the morning',
        ),
        body: [
          'Mai Chau lies three hours from Hanoi in a valley of rice fields and stilt houses. Our teacher leads a private session at sunrise on a platform overlooking the paddies, suitable for beginners and experienced students.',
          'Mats are provided. Best combined with a night at one of the valley’s eco-lodges.',
        ],
      },
      {
        name: 'Herbal sauna and forest walk in Luang Prabang',
        slug: 'herbal-sauna-and-forest-walk-in-luang-prabang',
        nation: 'la',
        location: 'Luang Prabang',
        summary: 'A gentle walk with a herbalist to gather plants, then a traditional Lao herbal sauna and massage.',
        image: photo(
          'concierge-lao-sauna',
          'river',
          'paddy',
          'Green hills above a river in soft light, a golden stupa on the ridge',
        ),
        body: [
          'A herbalist from a village outside town walks with your clients through the forest, pointing out the plants used in Lao medicine. Back in the village, the herbs go into a wood-fired sauna.',
          'The afternoon ends with a Lao massage and herbal tea. Half a day, for two to eight guests.',
        ],
      },
    ],
  },
  {
    name: 'Craft and culture',
    slug: 'craft-and-culture',
    description: 'Time with the artisans who keep the region’s crafts alive, hands on.',
    image: photo(
      'concierge-craft',
      'bagan',
      'dusk',
      'Stupas on a plain in dusk light, balloons against a deep blue sky',
    ),
    items: [
      {
        name: 'Lacquerware with a Bagan master',
        slug: 'lacquerware-with-a-bagan-master',
        nation: 'mm',
        location: 'Bagan',
        summary: 'A morning in a family lacquerware workshop, from the bamboo frame to the engraved final layer.',
        image: photo(
          'concierge-lacquer',
          'bagan',
          'lavender',
          'Stupas on the Bagan plain under a lilac sky, balloons in the distance',
        ),
        body: [
          'Lacquerware has been made in Bagan for eight hundred years. In the workshop of a family of craftsmen, your clients follow the process that takes months: the woven bamboo frame, layer upon layer of lacquer, polishing and engraving.',
          'Your clients then try the engraving themselves and take home a small piece they have decorated.',
        ],
      },
      {
        name: 'Natural-dye silk weaving',
        slug: 'natural-dye-silk-weaving',
        nation: 'la',
        location: 'Luang Prabang',
        summary: 'Dye silk with indigo, lac and jackfruit wood, then weave a scarf on a traditional loom.',
        image: photo(
          'concierge-silk',
          'terraces',
          'lavender',
          'Terraced hills in lilac and rose tones under a soft evening sky',
        ),
        body: [
          'A weaving centre on the banks of the Mekong teaches the techniques of the Lao ethnic groups. Your clients dye silk with plants from the garden and then weave on a traditional loom with one of the weavers.',
          'A full day, including lunch by the river. The finished scarf is posted to the hotel the next day.',
        ],
      },
      {
        name: 'Ceramics in Bat Trang village',
        slug: 'ceramics-in-bat-trang-village',
        nation: 'vn',
        location: 'Hanoi',
        summary: 'A potter’s village on the Red River, with a private throwing lesson in a family workshop.',
        image: photo(
          'concierge-bat-trang',
          'river',
          'sunrise',
          'A broad river under a pink sunrise, hills and a stupa on the far bank',
        ),
        body: [
          'Bat Trang has made ceramics for the court and the markets of Hanoi for five hundred years. Your clients visit the kilns with a potter’s family and then try the wheel themselves.',
          'Pieces are fired and delivered to the hotel within two days. Half a day, by car or by boat on the Red River.',
        ],
      },
      {
        name: 'Khon mask painting in Bangkok',
        slug: 'khon-mask-painting-in-bangkok',
        nation: 'th',
        location: 'Bangkok',
        summary: 'Paint a mask of the classical Thai masked dance with a craftsman, then see the dancers rehearse.',
        image: photo(
          'concierge-khon',
          'chedi',
          'sunrise',
          'Three chedis in silhouette against an orange sunrise, palms to one side',
        ),
        body: [
          'Khon, the masked dance drama of the Thai court, is listed by UNESCO as intangible heritage. In a workshop in the old town a mask maker shows your clients how the masks are built and painted, and they decorate one of their own.',
          'On weekdays the visit ends at a rehearsal of a khon troupe. For two to ten guests.',
        ],
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// FAQs
// ---------------------------------------------------------------------------------------------

export type TFaqCopy = { question: string; answer: string; category: string }

export const FAQS: readonly TFaqCopy[] = [
  {
    category: 'Working with us',
    question: 'How do I register my agency with Monsoon?',
    answer:
      'Complete the agent registration form on this website with your agency details and the destinations you sell. Our sales team checks every application and replies within two working days. Once you are approved, you receive a login for the agent vault and, on request, online access to the tariff.',
  },
  {
    category: 'Working with us',
    question: 'Do you sell directly to travellers?',
    answer:
      'No. Monsoon works only with the travel trade: travel agents, tour operators, online travel companies and incentive planners. We do not accept bookings from the public, and our guides never hand our own contact details to your clients.',
  },
  {
    category: 'Booking',
    question: 'How do I make a booking?',
    answer:
      'Build the itinerary in the agent vault and send it as a booking request, or e-mail your sales manager or the reservations team of the destination. We confirm services within 24 hours on working days, and within two hours for arrivals in the next seven days.',
  },
  {
    category: 'Booking',
    question: 'How far in advance should I book?',
    answer:
      'Four to eight weeks is enough for most tailor-made journeys. For travel over Christmas, New Year, Chinese New Year and Songkran, for groups of more than 16 and for river cruises, book six to nine months ahead: hotels release very few rooms for those dates.',
  },
  {
    category: 'Payments',
    question: 'What are your payment terms?',
    answer:
      'Unless your contract says otherwise, we invoice a 30% deposit on confirmation and the balance 30 days before arrival. Bookings made within 30 days of arrival are paid in full on confirmation. Agencies with a trading history can apply to their sales manager for credit terms.',
  },
  {
    category: 'Payments',
    question: 'Which currencies can I pay in?',
    answer:
      'We invoice in US dollars, euros, pounds sterling, Australian dollars or Thai baht. Please pay by bank transfer to the account shown on the invoice, with bank charges paid by the sender. Balances below USD 5,000 can also be paid by card, with a 3% surcharge.',
  },
  {
    category: 'Rates',
    question: 'Are your rates net or commissionable?',
    answer:
      'All rates in the agent vault and the online tariff are net, in the contract currency of the destination, and you set your own markup per market. Commissionable rates for specific promotions are marked as such on the quotation.',
  },
  {
    category: 'Rates',
    question: 'How long are your rates valid?',
    answer:
      'Rates are contracted by season, with supplements for the festive season, and the agent vault and the online tariff show the validity of every rate. Quotations are held for 14 days. If taxes, fuel surcharges or entrance fees change after publication, we tell you before confirming any change in price.',
  },
  {
    category: 'Cancellations',
    question: 'What are your cancellation terms?',
    answer:
      'Up to 45 days before arrival we charge only for non-refundable services. From 44 to 21 days before arrival we charge 50% of the tour price, from 20 to 8 days 75%, and from 7 days and for no-shows 100%. Festive-season hotels, cruises and flights have their own conditions, shown on the confirmation.',
  },
  {
    category: 'Cancellations',
    question: 'Can my clients change their itinerary after confirmation?',
    answer:
      'Yes. Amendments are free of charge up to 21 days before arrival; after that we pass on any charges from hotels and suppliers. Changes during the trip go through your clients’ guide or our 24-hour line, and we send you an updated confirmation.',
  },
  {
    category: 'Travel documents',
    question: 'Do my clients need a visa?',
    answer:
      'That depends on their nationality and the countries they visit. Thailand exempts many nationalities for short stays; Vietnam, Cambodia, Laos and Myanmar issue e-visas, and Cambodia and Laos also issue visas on arrival. We check every booking against the current rules and can arrange e-visas and fast-track arrival. Passports must be valid for six months after departure.',
  },
  {
    category: 'Travel documents',
    question: 'Can you arrange overland border crossings?',
    answer:
      'Yes. Our overland journeys use land borders we cross every week, such as Aranyaprathet, Chiang Khong, Tay Trang and the Mekong crossing at Vinh Xuong. Our guides meet your clients on both sides of the border, and we advise which visas must be obtained in advance.',
  },
  {
    category: 'Insurance',
    question: 'Is travel insurance required?',
    answer:
      'Yes. Every traveller must hold insurance covering medical treatment, evacuation and repatriation for the whole trip, including any adventure activities booked. Monsoon holds public liability insurance as a tour operator, but it does not replace personal travel insurance.',
  },
  {
    category: 'Children',
    question: 'What is your child policy?',
    answer:
      'Children under 4 travel free when they share existing beds and services. Children aged 4 to 11 pay 60% of the adult price for tours and transfers; extra beds and meals in hotels are charged according to each hotel’s contract. Child seats are available in our vehicles on request, at no charge.',
  },
  {
    category: 'During the trip',
    question: 'What happens if something goes wrong during the trip?',
    answer:
      'Every client receives our 24-hour emergency number, answered by a duty manager in each country who can change hotels, rebook flights or call a doctor. We inform you by e-mail of any incident, and in serious cases your sales manager calls you directly.',
  },
  {
    category: 'During the trip',
    question: 'Can you cater for dietary requirements and reduced mobility?',
    answer:
      'Yes. Tell us about allergies, diets and mobility needs when you book, and we brief every hotel, restaurant and guide. For travellers with reduced mobility we suggest suitable hotels and sights, and provide vehicles with a ramp in Bangkok, Hanoi and Ho Chi Minh City.',
  },
  {
    category: 'Groups and incentives',
    question: 'Do you handle groups and incentives?',
    answer:
      'Yes. Our groups and incentives team in Bangkok plans incentive trips, conferences and special-interest groups from 10 to 600 guests, including venues, gala dinners and staff on site. Send us the brief through the get-in-touch form and we reply with a proposal within three working days.',
  },
  {
    category: 'Agent vault',
    question: 'Can I see prices in my own currency?',
    answer:
      'Yes. The agent vault converts our net rates into your selling currency at our published exchange rates and applies your market’s markup. The booking request shows both figures, so there is never any doubt about the amount we invoice.',
  },
]

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

export type TTeamMemberCopy = {
  name: string
  position: string
  department: string
  location: string
  languages: string
  bio: string
  photo: TArt
}

const profilePicture = (name: string, motif: TMotif, palette: TPaletteName, scene: string) =>
  portrait(
    `profile-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    motif,
    palette,
    `${scene}: the profile picture of ${name}`,
  )

export const TEAM_MEMBERS: readonly TTeamMemberCopy[] = [
  {
    name: 'Pimchanok Srisuk',
    position: 'Director of Sales',
    department: 'Sales',
    location: 'Bangkok',
    languages: 'Thai, English, German',
    bio: 'Pimchanok joined Monsoon in 2008 as a reservations agent and now leads the sales team and our representatives abroad. She studied for three years in Heidelberg and still looks after several of our German-speaking partners herself.',
    photo: profilePicture(
      'Pimchanok Srisuk',
      'chedi',
      'saffron',
      'Temple chedis and palms at sunset, drawn in warm gold',
    ),
  },
  {
    name: 'Thomas Reinholt',
    position: 'Sales Manager, German-speaking markets',
    department: 'Sales',
    location: 'Bangkok',
    languages: 'German, English',
    bio: 'A former product manager at a Munich tour operator, Thomas knows how a brochure page is costed. He helps partners in Germany, Austria and Switzerland build programs that sell, and visits them twice a year.',
    photo: profilePicture('Thomas Reinholt', 'coast', 'monsoon', 'Islands and a long-tail boat on a grey-green sea'),
  },
  {
    name: 'Nguyen Thi Linh',
    position: 'Senior Travel Designer, Vietnam',
    department: 'Product',
    location: 'Hanoi',
    languages: 'Vietnamese, English, French',
    bio: 'Linh designs tailor-made journeys from the northern mountains to the Mekong Delta. She inspects more than forty hotels a year and is the person to ask about a homestay in Ha Giang or a quiet corner of Lan Ha Bay.',
    photo: profilePicture('Nguyen Thi Linh', 'karst', 'jade', 'Limestone towers and a red-sailed junk on green water'),
  },
  {
    name: 'Tran Minh Duc',
    position: 'Operations Manager, Southern Vietnam',
    department: 'Operations',
    location: 'Ho Chi Minh City',
    languages: 'Vietnamese, English',
    bio: 'Duc runs a team of thirty guides and drivers in Ho Chi Minh City and the delta. On most nights one of his duty managers answers our emergency line for Vietnam; the rest of the time he is checking vehicles and training new guides.',
    photo: profilePicture('Tran Minh Duc', 'river', 'monsoon', 'A river winding between misty hills'),
  },
  {
    name: 'Sokha Chhun',
    position: 'Country Manager, Cambodia',
    department: 'Management',
    location: 'Siem Reap',
    languages: 'Khmer, English, French',
    bio: 'Sokha trained as an archaeological guide at Angkor before opening our Siem Reap office in 2009. He oversees our operations in Siem Reap, Phnom Penh and on the south coast, and still guides the occasional guest at sunrise.',
    photo: profilePicture('Sokha Chhun', 'angkor', 'sunrise', 'The towers of Angkor Wat at sunrise'),
  },
  {
    name: 'Khamla Phommachanh',
    position: 'Product Manager, Laos',
    department: 'Product',
    location: 'Luang Prabang',
    languages: 'Lao, English, Thai',
    bio: 'Khamla looks after our product in Laos, from river lodges on the Nam Ou to the 4,000 Islands in the south. She also runs the training course that every new Monsoon guide in Laos completes.',
    photo: profilePicture('Khamla Phommachanh', 'river', 'paddy', 'A green river valley below a golden stupa'),
  },
  {
    name: 'Thiri Aung',
    position: 'Reservations Manager, Myanmar',
    department: 'Reservations',
    location: 'Yangon',
    languages: 'Burmese, English',
    bio: 'Thiri and her team confirm hotels, domestic flights and guides across Myanmar, and keep agents informed about where we currently operate. She has worked in Myanmar tourism since 2012.',
    photo: profilePicture('Thiri Aung', 'bagan', 'lavender', 'Balloons over the stupas of Bagan in lilac light'),
  },
  {
    name: 'Charlotte Evans',
    position: 'Groups and Incentives Manager',
    department: 'Groups and incentives',
    location: 'Bangkok',
    languages: 'English, Spanish',
    bio: 'Charlotte plans incentive trips, conferences and special-interest groups for partners around the world. Before moving to Bangkok she ran events for a London agency; since then she has organised everything from a riverside gala for 400 guests to a dinner for twelve at Angkor.',
    photo: profilePicture('Charlotte Evans', 'terraces', 'sunrise', 'Rice terraces in pink morning light'),
  },
]

export type TExecutiveCopy = { name: string; position: string; quote: string; bio: TBlocks; photo: TArt }

export const EXECUTIVE_PROFILES: readonly TExecutiveCopy[] = [
  {
    name: 'Somchai Wattanakul',
    position: 'Founder and Managing Director',
    quote: 'We are only as good as the last airport transfer, so we run every transfer ourselves.',
    bio: [
      'Somchai founded Monsoon in Bangkok in 2003 with two cars, three guides and a handful of European tour operators as clients. He had spent ten years as a guide and operations manager for international companies and wanted to build a ground handler that agents could trust completely.',
      'Under his leadership Monsoon has grown to six offices in five countries, while keeping the principle he started with: we only sell to the travel trade, and we run our own operations.',
      'Somchai is a former board member of the Association of Thai Travel Agents and a frequent speaker on responsible tourism in the Mekong region.',
    ],
    photo: profilePicture(
      'Somchai Wattanakul',
      'chedi',
      'dusk',
      'Temple chedis silhouetted against a violet evening sky',
    ),
  },
  {
    name: 'Isabelle Moreau',
    position: 'Co-founder and Commercial Director',
    quote: 'Our partners sell the dream. Our job is to make sure the reality is even better.',
    bio: [
      'Isabelle came to Bangkok in 2001 as a product manager for a French tour operator and joined Somchai as a partner two years later. She built Monsoon’s sales network in Europe and later in North America and Australia.',
      'Today she is responsible for sales, marketing, contracting and the agent vault, and spends a third of the year visiting partners in their own markets.',
    ],
    photo: profilePicture('Isabelle Moreau', 'coast', 'saffron', 'Palms and a long-tail boat on a golden sea'),
  },
  {
    name: 'Le Van Hung',
    position: 'Chief Operating Officer',
    quote: 'A guest should never notice the border. Everything on the other side should already be waiting.',
    bio: [
      'Hung opened our Hanoi office in 2006 and became Chief Operating Officer in 2016. He is responsible for the guides, drivers, vehicles and duty managers in all five countries, and for the 24-hour service that looks after guests on the ground.',
      'Before Monsoon, Hung worked for ten years in hotel management in Hanoi and Hue. He has led the introduction of our guide-training academy and of our vehicle safety standards across the region.',
    ],
    photo: profilePicture('Le Van Hung', 'karst', 'monsoon', 'Limestone towers in a soft monsoon haze'),
  },
  {
    name: 'Nalinee Charoenrat',
    position: 'Director of Product and Sustainability',
    quote: 'Every journey we design should leave the places we visit a little better off.',
    bio: [
      'Nalinee leads the teams that design our journeys and contract our hotels and experiences. She joined Monsoon in 2011 after working for a conservation organisation in northern Thailand.',
      'She is responsible for our sustainability programme: the Travelife certification of our offices, the community projects we support and the criteria by which we select suppliers.',
    ],
    photo: profilePicture('Nalinee Charoenrat', 'terraces', 'paddy', 'Green rice terraces under a pale sky'),
  },
]

// ---------------------------------------------------------------------------------------------
// Fam trips and country information
// ---------------------------------------------------------------------------------------------

export type TFamTripCopy = {
  title: string
  nation: TNationCode
  /** ISO dates (YYYY-MM-DD); stored at 07:00 UTC like every date of the demo data. */
  startDate: string
  endDate: string
  seats: number
  summary: string
  image: TArt
  itinerary: ReadonlyArray<{ title: string; text: string }>
}

export const FAM_TRIPS: readonly TFamTripCopy[] = [
  {
    title: 'Bangkok and Chiang Mai',
    nation: 'th',
    startDate: '2027-02-15',
    endDate: '2027-02-19',
    seats: 12,
    summary:
      'Five days in the capital and the north: hotel inspections, our most popular day programs and an evening with the Bangkok team.',
    image: LANDSCAPES.th,
    itinerary: [
      {
        title: 'Arrival in Bangkok',
        text: 'Welcome lunch at a riverside restaurant, then inspections of three hotels on the Chao Phraya. Dinner with our sales and operations teams.',
      },
      {
        title: 'Bangkok',
        text: 'The canals of Thonburi by long-tail boat, the Grand Palace with one of our senior guides and an evening food walk in Chinatown.',
      },
      {
        title: 'Bangkok – Chiang Mai',
        text: 'Morning flight to Chiang Mai. Inspections of two hotels in the old city and a boutique resort in the Mae Rim valley.',
      },
      {
        title: 'Chiang Mai',
        text: 'A morning at an ethical elephant sanctuary, a cooking class on an organic farm and sunset at Wat Phra That Doi Suthep.',
      },
      {
        title: 'Departure',
        text: 'Breakfast meeting on product and contracting, then transfer to Chiang Mai airport.',
      },
    ],
  },
  {
    title: 'The Andaman coast',
    nation: 'th',
    startDate: '2027-10-20',
    endDate: '2027-10-23',
    seats: 10,
    summary:
      'Four days between Phuket, Phang Nga Bay and Krabi at the start of the dry season, with beach resorts from boutique to family.',
    image: LANDSCAPES.th,
    itinerary: [
      {
        title: 'Arrival in Phuket',
        text: 'Inspections of two resorts on the quieter west coast, then dinner in Phuket Old Town.',
      },
      {
        title: 'Phang Nga Bay',
        text: 'A day on a private long-tail boat among the islands, with lunch and a site visit on Koh Yao Noi.',
      },
      {
        title: 'Krabi',
        text: 'By boat to Krabi and inspections at Railay and Ao Nang, then a sunset drink on the beach.',
      },
      {
        title: 'Departure',
        text: 'A final inspection at Klong Muang, then transfer to Krabi airport.',
      },
    ],
  },
  {
    title: 'Central Vietnam: Hue, Hoi An and Da Nang',
    nation: 'vn',
    startDate: '2027-04-12',
    endDate: '2027-04-16',
    seats: 12,
    summary:
      'The imperial city, the old merchant town and the beaches in between: five days with our Hoi An team in the best weather of the year.',
    image: LANDSCAPES.vn,
    itinerary: [
      {
        title: 'Arrival in Hue',
        text: 'The citadel and the Forbidden Purple City with a historian, and a dinner of royal Hue cuisine.',
      },
      {
        title: 'Hue – Hai Van pass – Hoi An',
        text: 'The tomb of Tu Duc, then over the Hai Van pass by vintage jeep to Hoi An. Evening walk through the lantern-lit old town.',
      },
      {
        title: 'Hoi An',
        text: 'A cycling tour of the vegetable villages and a cooking class, with inspections of three hotels in and around the old town.',
      },
      {
        title: 'Da Nang',
        text: 'Inspections of beach resorts in Da Nang and a visit to the Marble Mountains, with a farewell dinner by the sea.',
      },
      {
        title: 'Departure',
        text: 'Breakfast workshop with our product team, then transfer to Da Nang airport.',
      },
    ],
  },
  {
    title: 'Angkor and Phnom Penh',
    nation: 'kh',
    startDate: '2027-03-08',
    endDate: '2027-03-11',
    seats: 14,
    summary:
      'The temples of Angkor at their quietest hours, hotel inspections in Siem Reap and Phnom Penh, and an evening at the circus.',
    image: LANDSCAPES.kh,
    itinerary: [
      {
        title: 'Arrival in Siem Reap',
        text: 'Welcome lunch, inspections of three hotels and an evening at the Phare circus.',
      },
      {
        title: 'Angkor',
        text: 'Sunrise at Angkor Wat, Angkor Thom and Ta Prohm with Sokha Chhun, our country manager, and a candlelit dinner among the temples.',
      },
      {
        title: 'Siem Reap – Phnom Penh',
        text: 'Short flight to Phnom Penh, the Royal Palace and the National Museum, and inspections of two riverside hotels.',
      },
      {
        title: 'Departure',
        text: 'A morning at the Tuol Sleng museum with a guide trained in its history, then transfer to the airport.',
      },
    ],
  },
  {
    title: 'Cambodia’s south coast and Kampot',
    nation: 'kh',
    startDate: '2027-11-15',
    endDate: '2027-11-19',
    seats: 10,
    summary:
      'Pepper farms, a colonial river town and an island in the Gulf of Thailand: five days on a coast many agents have not yet seen.',
    image: LANDSCAPES.kh,
    itinerary: [
      {
        title: 'Phnom Penh – Kampot',
        text: 'By road to Kampot, with lunch on the way. Sunset cruise on the Kampot river.',
      },
      {
        title: 'Kampot and Kep',
        text: 'A pepper farm in the Elephant Mountains, the salt fields and a crab lunch at the Kep market. Inspections of two boutique hotels.',
      },
      {
        title: 'Kep – Koh Rong Samloem',
        text: 'Transfer to Sihanoukville and by boat to Koh Rong Samloem. Afternoon inspections of two island resorts.',
      },
      {
        title: 'Koh Rong Samloem',
        text: 'A free morning on the beach, then a snorkelling trip with a marine conservation team.',
      },
      {
        title: 'Departure',
        text: 'Boat back to the mainland and transfer to Sihanoukville airport.',
      },
    ],
  },
  {
    title: 'Luang Prabang and the Nam Ou',
    nation: 'la',
    startDate: '2027-10-04',
    endDate: '2027-10-07',
    seats: 10,
    summary:
      'Four days in the old royal capital and the river valley to the north, as the rains end and the landscape is at its greenest.',
    image: LANDSCAPES.la,
    itinerary: [
      {
        title: 'Arrival in Luang Prabang',
        text: 'Inspections of three hotels in the old town, then sunset from Phousi hill and dinner with our Luang Prabang team.',
      },
      {
        title: 'Luang Prabang',
        text: 'A baci ceremony with a Lao family, Kuang Si waterfall and a weaving workshop.',
      },
      {
        title: 'Luang Prabang – Nong Khiaw',
        text: 'By road to Nong Khiaw, an inspection of the new river lodge and a walk to the viewpoint above the village.',
      },
      {
        title: 'Nong Khiaw – Luang Prabang – departure',
        text: 'Back to Luang Prabang by boat and road, then transfer to the airport.',
      },
    ],
  },
  {
    title: 'Yangon, Bagan and Inle Lake',
    nation: 'mm',
    startDate: '2027-01-18',
    endDate: '2027-01-23',
    seats: 8,
    summary:
      'Six days on Myanmar’s classic route with our Yangon team, to see the hotels and the current conditions for yourself.',
    image: LANDSCAPES.mm,
    itinerary: [
      {
        title: 'Arrival in Yangon',
        text: 'A colonial heritage walk and the Shwedagon pagoda at dusk, with dinner hosted by our Yangon team.',
      },
      {
        title: 'Yangon – Bagan',
        text: 'Morning flight to Bagan. Temples by e-bike and inspections of two hotels by the river.',
      },
      {
        title: 'Bagan',
        text: 'Balloon flight at sunrise, weather permitting, a lacquerware workshop and a sunset boat on the Irrawaddy.',
      },
      {
        title: 'Bagan – Heho – Inle Lake',
        text: 'Flight to Heho and by boat across the lake to your hotel, with a stop at a floating garden.',
      },
      {
        title: 'Inle Lake',
        text: 'The ruins of Indein, a rotating market and inspections of three lakeside hotels.',
      },
      {
        title: 'Departure',
        text: 'Transfer to Heho airport for the flight to Yangon and your onward connection.',
      },
    ],
  },
]

export type TCountryInformationCopy = {
  title: string
  nation: TNationCode
  capital: string
  currency: string
  timeZone: string
  languages: string
  bestTime: string
  visa: string
  climate: string
  overview: string
  image: TArt
}

export const COUNTRY_INFORMATION: readonly TCountryInformationCopy[] = [
  {
    title: 'Thailand',
    nation: 'th',
    capital: 'Bangkok',
    currency: 'Thai baht (THB)',
    timeZone: 'UTC+7 (Indochina Time)',
    languages: 'Thai; English is widely spoken in hotels and tourist areas',
    bestTime: 'November to April; the Gulf islands from January to August',
    visa: 'Citizens of many countries, including the UK, most of the EU, the USA and Australia, can enter without a visa for a short tourist stay. The permitted length has changed several times, so we confirm the current rule for each nationality at booking. Passports must be valid for six months, and arrivals complete the Thailand Digital Arrival Card online before travel.',
    climate:
      'Tropical, with three seasons: cool and dry from November to February, hot from March to May, and the south-west monsoon from June to October, when showers are heavy but usually short. The Gulf coast has its wettest months from October to December.',
    overview:
      'Thailand is the region’s gateway and our home: Bangkok’s temples, markets and river, the old capitals of Ayutthaya and Sukhothai, the mountains and hill towns of the north and hundreds of islands on two coasts. Infrastructure is excellent, hotels range from simple guesthouses to some of the world’s best resorts, and the country combines easily with all its neighbours.',
    image: LANDSCAPES.th,
  },
  {
    title: 'Vietnam',
    nation: 'vn',
    capital: 'Hanoi',
    currency: 'Vietnamese dong (VND)',
    timeZone: 'UTC+7 (Indochina Time)',
    languages: 'Vietnamese; English in hotels and cities, some French among older people',
    bestTime: 'February to April and September to November for the whole country',
    visa: 'Vietnam issues e-visas of up to 90 days to all nationalities, and several European and Asian countries enjoy visa-free stays of up to 45 days. E-visas take about three working days; we can apply on your clients’ behalf and add fast-track service at the airport.',
    climate:
      'Three climates in one country: the north has a cool, misty winter from December to February and a hot summer; the centre has its rainy and typhoon season from September to December; the south is warm all year, with rain from May to October.',
    overview:
      'Vietnam stretches more than 1,600 kilometres from the mountains of the north to the Mekong Delta. Visitors come for Hanoi’s Old Quarter, the limestone seascapes of Ha Long Bay, the imperial city of Hue, the old town of Hoi An and the energy of Ho Chi Minh City, and return for the food and the warmth of the people.',
    image: LANDSCAPES.vn,
  },
  {
    title: 'Cambodia',
    nation: 'kh',
    capital: 'Phnom Penh',
    currency: 'Cambodian riel (KHR); US dollars are accepted everywhere',
    timeZone: 'UTC+7 (Indochina Time)',
    languages: 'Khmer; English is widely spoken in tourism',
    bestTime: 'November to March; the green season from June to October brings quieter temples',
    visa: 'Most nationalities need a visa, available online as an e-visa or on arrival at the international airports and main land borders. Bring one passport photograph and US dollars in cash for a visa on arrival. Passports must be valid for six months and have a blank page.',
    climate:
      'Hot all year. Dry from November to April, with the hottest weather in April; the rainy season runs from May to October, with afternoon downpours, and the Tonle Sap lake is at its fullest in September and October.',
    overview:
      'Cambodia is home to Angkor, the largest religious monument in the world, and to hundreds of other temples in the forests of the north. Phnom Penh is a lively capital on the Mekong, and the south coast offers pepper farms, colonial towns and quiet islands. Cambodians are proud and welcoming hosts.',
    image: LANDSCAPES.kh,
  },
  {
    title: 'Laos',
    nation: 'la',
    capital: 'Vientiane',
    currency: 'Lao kip (LAK); US dollars and Thai baht are accepted in some places',
    timeZone: 'UTC+7 (Indochina Time)',
    languages: 'Lao; some English and French',
    bestTime: 'October to March; river journeys are at their best from November to February',
    visa: 'Visas are issued on arrival at the airports of Vientiane, Luang Prabang and Pakse and at the main land borders, or in advance as an e-visa; some ASEAN nationals need none. Fees depend on nationality and are paid in US dollars cash.',
    climate:
      'Dry and warm from November to February, with cool mornings in the north; hot in March and April, when farmers burn their fields and haze can hide the views; rainy from May to October.',
    overview:
      'Laos is the quiet heart of the Mekong region: a landlocked country of mountains, rivers and villages, where life moves at a gentle pace. Luang Prabang, a UNESCO World Heritage town, is the highlight for most visitors, with the caves and cliffs of the north and the river islands of the south for those with more time.',
    image: LANDSCAPES.la,
  },
  {
    title: 'Myanmar',
    nation: 'mm',
    capital: 'Naypyidaw',
    currency: 'Myanmar kyat (MMK)',
    timeZone: 'UTC+6:30 (Myanmar Time)',
    languages: 'Burmese; English is spoken in hotels and by guides',
    bestTime: 'November to February',
    visa: 'Tourist e-visas are issued online to most nationalities and are valid for a stay of 28 days, entering through Yangon or Mandalay airport. Please check your government’s travel advice before confirming; our Yangon team advises which regions we currently operate in.',
    climate:
      'Cool and dry from November to February, hot from March to May, especially around Bagan and Mandalay, and rainy from June to October, when Yangon and the coast receive heavy rain but the central plains stay drier.',
    overview:
      'Myanmar holds some of the great sights of Asia: the golden Shwedagon in Yangon, the temple plain of Bagan, the royal city of Mandalay and the stilt villages of Inle Lake. We confirm journeys only in areas where we can look after guests properly, and we keep agents informed as conditions change.',
    image: LANDSCAPES.mm,
  },
]

// ---------------------------------------------------------------------------------------------
// Single pages (globals)
// ---------------------------------------------------------------------------------------------

export const WHAT_DEFINES_US: TPageHeadCopy & { sections: readonly TSectionCopy[] } = {
  title: 'What defines us',
  subtitle:
    'A destination management company that works only for the travel trade, with its own people in every country it sells.',
  image: HEROES.whatDefinesUs,
  intro: [
    'There are many ground handlers in Southeast Asia. Since 2003 we have tried to be the one agents do not have to worry about: the one that answers quickly, prices honestly, looks after clients as if they were our own and never competes with the partners who send them.',
  ],
  sections: [
    {
      title: 'Trade only, always',
      text: [
        'We have never sold a holiday to the public, and we never will. Your clients travel under your brand, our guides introduce themselves as your partner on the ground, and our documents carry your name and logo on request.',
      ],
      image: LANDSCAPES.th,
    },
    {
      title: 'Our own people on the ground',
      text: [
        'Our guides, drivers and duty managers are Monsoon staff, trained by us and working to one set of standards in all five countries. When something needs to change during a trip, the person who can change it is one phone call away.',
      ],
      image: LANDSCAPES.vn,
    },
    {
      title: 'One partner from the Andaman coast to the Red River',
      text: [
        'Thailand, Vietnam, Cambodia, Laos and Myanmar under one contract, one payment schedule and one emergency line. Our offices hand your clients over at every border, so multi-country journeys feel like a single trip.',
      ],
      image: LANDSCAPES.kh,
    },
    {
      title: 'Designed locally, checked in person',
      text: [
        'Every hotel we recommend has been inspected by our team within the last two years, and every day program has been run by the guide who leads it. Our travel designers live in the places they write about.',
      ],
      image: LANDSCAPES.la,
    },
    {
      title: 'Open about prices',
      text: [
        'Net rates in your currency, markups you set yourself and invoices that match the quotation. If a price changes, we tell you before we confirm, not after.',
      ],
      image: LANDSCAPES.mm,
    },
  ],
}

export const ABOUT_US: TPageHeadCopy & { facts: readonly TFactCopy[]; sections: readonly TSectionCopy[] } = {
  title: 'About us',
  subtitle:
    'Founded in Bangkok in 2003, Monsoon now runs six offices across mainland Southeast Asia for partners in more than forty countries.',
  image: HEROES.aboutUs,
  intro: [
    'Monsoon is a destination management company for Thailand, Vietnam, Cambodia, Laos and Myanmar. For more than twenty years we have designed, contracted and operated journeys for travel agents, tour operators and incentive planners, and looked after their clients from the moment they land to the moment they leave.',
  ],
  facts: [
    { value: '2003', label: 'Founded in Bangkok' },
    { value: '6', label: 'Offices in the region' },
    { value: '5', label: 'Destination countries' },
    { value: '240', label: 'Staff, including 95 guides' },
    { value: '1,100+', label: 'Partner agencies' },
    { value: '24/7', label: 'Operations support' },
  ],
  sections: [
    {
      title: 'Where we began',
      text: [
        'Monsoon started in a small office on Sukhumvit Road with two cars, three guides and a handful of European tour operators who wanted a ground partner they could rely on. Our founder, Somchai Wattanakul, had spent ten years guiding and running operations for international companies.',
        'From the first day the rule was simple: we work only for the travel trade, and we run our own operations.',
      ],
    },
    {
      title: 'How we grew',
      text: [
        'Our partners asked us to follow their clients across borders. We opened in Hanoi in 2006, in Siem Reap in 2009, in Luang Prabang in 2011, and in Yangon and Ho Chi Minh City in 2012.',
        'Each office was opened by people from the country, and each runs its own guides, vehicles and hotel contracts.',
      ],
    },
    {
      title: 'How we work today',
      text: [
        'About 240 people work for Monsoon, including 95 full-time guides. Sales managers in Bangkok and our representatives abroad look after partners in more than forty source markets; travel designers in every office build the journeys; duty managers answer the emergency line around the clock.',
        'Partners book through their sales manager or directly in the agent vault, where they build itineraries from our catalogue and price them in their own currency.',
      ],
    },
    {
      title: 'Looking ahead',
      text: [
        'We are investing in the training of the next generation of guides, in cleaner vehicles and in the communities our journeys pass through. And we are still doing what we set out to do in 2003: making our partners look good in front of their clients.',
      ],
    },
  ],
}

export const OUR_VALUES: TPageHeadCopy & { values: readonly TSectionCopy[] } = {
  title: 'Our values',
  subtitle: 'Six commitments that guide how we design journeys, treat our partners and work in the places we visit.',
  image: HEROES.ourValues,
  intro: [
    'Values are easy to write and harder to keep. These are the ones we ask every member of the Monsoon team to hold to, and the ones we are happy for our partners to hold us to.',
  ],
  values: [
    {
      title: 'Partners first',
      text: [
        'Your clients are your clients. We never contact them to sell, never undercut your prices and always present ourselves as your team on the ground.',
      ],
    },
    {
      title: 'Care for every traveller',
      text: [
        'Safety comes before schedules. We check our vehicles, train our guides in first aid and keep a duty manager on call in every country, every night of the year.',
      ],
    },
    {
      title: 'Respect for the places we travel through',
      text: [
        'We choose suppliers that treat their staff and their surroundings well, avoid experiences that exploit animals or people, and support community projects in each country we work in.',
      ],
    },
    {
      title: 'Fair work',
      text: [
        'Our guides and drivers are employees, not day labourers: they receive a fair salary, health insurance and paid training, and many have been with us for more than ten years.',
      ],
    },
    {
      title: 'Honesty in what we sell',
      text: [
        'We describe hotels and experiences as they are. If a place has changed, if a road is closed or a season is wrong, we say so, even when it costs us a booking.',
      ],
    },
    {
      title: 'Always learning',
      text: [
        'We read every piece of feedback, review every complaint with the people involved and visit our destinations again and again, so that next year’s journeys are better than this year’s.',
      ],
    },
  ],
}

export const OUR_PRODUCTS: { title: string; slides: readonly TSlideCopy[] } = {
  title: 'Our products',
  slides: [
    {
      title: 'Tailor-made journeys',
      image: photo(
        'product-tailor-made',
        'chedi',
        'saffron',
        'Temple chedis and palms in warm gold light at the end of the day',
      ),
      content: [
        'Private journeys built around your clients: their dates, their interests, their budget. Our travel designers answer a brief within one working day with a day-by-day itinerary, hotel options and a net price.',
        'Every journey includes private guides and vehicles, 24-hour support and documents in your agency’s name.',
      ],
    },
    {
      title: 'Overland and multi-country journeys',
      image: photo(
        'product-overland',
        'river',
        'saffron',
        'A river curving through golden hills towards the horizon, a boat heading downstream',
      ),
      content: [
        'Cross the region by road and river, with our guides handing over at every border. Our overland journeys link Thailand, Cambodia, Laos and Vietnam on routes we operate every week.',
      ],
    },
    {
      title: 'Day programs',
      image: photo(
        'product-day-programs',
        'karst',
        'sunrise',
        'Limestone towers at sunrise with a junk sailing between them',
      ),
      content: [
        'More than a hundred half-day, full-day and overnight programs across the five countries, all led by our own guides, available in the agent vault at net rates and bookable as private or small-group tours.',
      ],
    },
    {
      title: 'Hotels and resorts',
      image: photo(
        'product-hotels',
        'coast',
        'lavender',
        'A calm bay at dusk, palms and islands silhouetted against a lilac sky',
      ),
      content: [
        'Contracted rates at several hundred hotels, from family-run guesthouses to the region’s finest resorts, each inspected by our team. Rates are loaded in the vault by period and market, with extra beds, meal plans and festive supplements.',
      ],
    },
    {
      title: 'Groups and incentives',
      image: photo(
        'product-groups',
        'angkor',
        'saffron',
        'The towers of a great temple in golden evening light, reflected in water',
      ),
      content: [
        'Incentive trips, conferences, product launches and special-interest groups from 10 to 600 guests, planned by our groups team in Bangkok and run on site by our staff. Gala dinners in temples and palaces are a speciality.',
      ],
    },
  ],
}

export const OUR_SERVICES: { title: string; slides: readonly TSlideCopy[] } = {
  title: 'Our services',
  slides: [
    {
      title: 'Reservations and contracting',
      image: photo(
        'service-reservations',
        'bagan',
        'monsoon',
        'Stupas on the Bagan plain under a soft grey sky, balloons in the distance',
      ),
      content: [
        'One reservations team per country, answering within 24 hours on working days and within two hours for arrivals in the next week. We hold allocations at key hotels for the festive season and Chinese New Year.',
      ],
    },
    {
      title: 'Guiding and ground operations',
      image: photo(
        'service-guiding',
        'terraces',
        'saffron',
        'Terraced hills in warm golden light, birds flying across the valley',
      ),
      content: [
        '95 full-time guides speaking English, German, French, Spanish and Italian, trained in our own academy. Our air-conditioned vehicles are less than five years old and our drivers follow our safety code.',
      ],
    },
    {
      title: '24-hour assistance',
      image: photo(
        'service-assistance',
        'river',
        'dusk',
        'A river at dusk between dark hills, the sky fading from blue to orange',
      ),
      content: [
        'A duty manager in every country answers our emergency line at any hour, with the authority to change hotels, rebook flights or call a doctor. You receive an incident report by e-mail the same day.',
      ],
    },
    {
      title: 'Visas and arrival services',
      image: photo(
        'service-visas',
        'coast',
        'sunrise',
        'A calm sea at sunrise with islands on the horizon and palms on the shore',
      ),
      content: [
        'E-visa applications for Vietnam, Cambodia, Laos and Myanmar, fast-track arrival at the main airports and meet-and-greet in the arrivals hall, all bookable in the agent vault alongside the itinerary.',
      ],
    },
    {
      title: 'The agent vault and online tariff',
      image: photo(
        'service-agent-vault',
        'karst',
        'jade',
        'Green limestone towers rising from still water under a pale sky',
      ),
      content: [
        'Registered partners build day-by-day itineraries from our live catalogue, price them in their own currency with their market markup and send booking requests to our reservations team in minutes.',
      ],
    },
  ],
}

export const CORPORATE_PROFILE: TPageHeadCopy & {
  facts: readonly TFactCopy[]
  sections: readonly TSectionCopy[]
} = {
  title: 'Corporate profile',
  subtitle: 'Company facts for partners, auditors and the press.',
  image: HEROES.corporateProfile,
  intro: [
    `${COMPANY.name} is a privately owned destination management company registered in Thailand, with subsidiaries in Vietnam, Cambodia, Laos and Myanmar.`,
  ],
  facts: [
    { value: '2003', label: 'Founded' },
    { value: '11/09999', label: 'TAT licence number' },
    { value: '6', label: 'Offices' },
    { value: '40+', label: 'Source markets' },
    { value: '38,000', label: 'Guests looked after in 2025' },
    { value: 'Travelife', label: 'Sustainability certification' },
  ],
  sections: [
    {
      title: 'Company',
      text: [
        `Head office: Bangkok, Thailand. Offices in Hanoi, Ho Chi Minh City, Siem Reap, Luang Prabang and Yangon. Sales enquiries: ${COMPANY.email}, ${COMPANY.phone}.`,
        'Monsoon is owned by its two founders and a group of senior managers. It has no shareholders among tour operators or online travel companies, and works with all of them on equal terms.',
      ],
    },
    {
      title: 'Licences and memberships',
      text: [
        'Licensed by the Tourism Authority of Thailand (licence no. 11/09999) and by the national tourism authorities of Vietnam, Cambodia, Laos and Myanmar. Member of the Association of Thai Travel Agents and the Pacific Asia Travel Association.',
      ],
    },
    {
      title: 'Markets served',
      text: [
        'Our partners are tour operators, travel agencies, online travel companies and incentive houses in Europe, North America, Australia and New Zealand, and Asia. The largest markets are the United Kingdom, Germany, France, the United States and Australia.',
      ],
    },
    {
      title: 'Sustainability',
      text: [
        'All six offices hold Travelife certification for tour operators. We have removed single-use plastic bottles from our vehicles, train every guide in responsible wildlife practice and support community projects in each country, chosen and run with local partners.',
      ],
    },
    {
      title: 'Insurance and financial security',
      text: [
        'Monsoon holds public and professional liability insurance with an international insurer, with cover of USD 5 million per claim. Client payments are held in separate accounts until services are delivered. Audited accounts are available to partners on request.',
      ],
    },
  ],
}

export const POINTS_OF_DIFFERENCE: TPageHeadCopy & { points: readonly TSectionCopy[] } = {
  title: 'Points of difference',
  subtitle: 'The practical reasons agents choose Monsoon, and stay with us.',
  image: HEROES.pointsOfDifference,
  intro: [
    'Any ground handler can book a hotel. What matters is what happens when the flight is late, the road is closed or the client wants something nobody planned for. These are the things we do differently.',
  ],
  points: [
    {
      title: 'Our own guides and vehicles',
      text: [
        'We employ our guides and drivers rather than hiring them by the day. They are trained in our academy, know our standards and are accountable to us, which means accountable to you.',
      ],
    },
    {
      title: '24-hour operations in every country',
      text: [
        'A duty manager answers the emergency line in each of the five countries, day and night, with the authority to solve problems on the spot.',
      ],
    },
    {
      title: 'One contract for five countries',
      text: [
        'Multi-country journeys are quoted, confirmed, invoiced and operated by one company, with one payment schedule and one set of terms.',
      ],
    },
    {
      title: 'Replies within 24 hours',
      text: [
        'Quotations within one working day, confirmations within 24 hours and, for arrivals in the next week, within two hours.',
      ],
    },
    {
      title: 'Prices in your currency',
      text: [
        'The agent vault shows our net rates in your selling currency with your market’s markup, and the invoice matches the quotation.',
      ],
    },
    {
      title: 'Trade only',
      text: [
        'We never sell to the public and never contact your clients to sell them anything. Your business stays yours.',
      ],
    },
  ],
}

export const MULTI_COUNTRY: TPageHeadCopy & { sections: readonly TSectionCopy[]; routes: readonly TCardCopy[] } = {
  title: 'Multi-country travel',
  subtitle: 'Thailand, Vietnam, Cambodia, Laos and Myanmar in one itinerary, with one partner from start to finish.',
  image: HEROES.multiCountry,
  intro: [
    'Most of our partners’ clients visit more than one country. Because we have our own offices in all five, a journey that crosses three borders is as simple for you to book as one that stays in Bangkok.',
  ],
  sections: [
    {
      title: 'One contract, one invoice',
      text: [
        'We quote the whole journey in one currency, confirm it as one booking and invoice it once. There is no need to contract separate ground handlers or to reconcile their terms.',
      ],
    },
    {
      title: 'Seamless borders',
      text: [
        'Our guides meet your clients on both sides of every land border and stay with them through immigration. For flights between countries, our team sees them off at one airport and meets them at the next.',
      ],
    },
    {
      title: 'Consistent service',
      text: [
        'The same standards for guides, vehicles and hotels in every country, and one 24-hour line that reaches the duty manager wherever your clients are.',
      ],
    },
  ],
  routes: (
    [
      ['bangkok-to-siem-reap-by-road', 'Thailand and Cambodia'],
      ['the-slow-boat-down-the-mekong', 'Thailand and Laos'],
      ['luang-prabang-to-hanoi-through-the-northern-hills', 'Laos and Vietnam'],
      ['mekong-delta-to-phnom-penh', 'Vietnam and Cambodia'],
    ] as const
  ).map(([slug, countries]) => {
    const route = journey(slug)
    return {
      title: route.title,
      text: `${countries}, ${route.days} days from ${route.from} to ${route.to}. ${route.summary}`,
      url: detailPath('overlandJourney', route.slug),
      image: route.image,
    }
  }),
}

export type TSalesOfficeCopy = {
  name: string
  region: string
  city: string
  country: string
  address: string
  phone: string
  email: string
  contactName: string
}

export const SALES_NETWORK: TPageHeadCopy & { offices: readonly TSalesOfficeCopy[] } = {
  title: 'Sales network',
  subtitle:
    'Sales managers in Bangkok and representatives in our main markets, speaking your language and working in your time zone.',
  image: HEROES.salesNetwork,
  intro: [
    'Every partner has a named sales manager who knows their market, visits them and answers their questions. Find the person for your market below, or write to the sales team in Bangkok.',
  ],
  offices: [
    {
      name: 'Head office sales',
      region: 'Worldwide and new markets',
      city: 'Bangkok',
      country: 'Thailand',
      address: 'Monsoon House, 88 Soi Sukhumvit 31, Khlong Toei Nuea, Watthana, Bangkok 10110',
      phone: COMPANY.phone,
      email: COMPANY.email,
      contactName: 'Pimchanok Srisuk',
    },
    {
      name: 'Monsoon UK and Ireland',
      region: 'United Kingdom and Ireland',
      city: 'London',
      country: 'United Kingdom',
      address: '4th floor, 21 Bedford Row, London WC1R 4EB',
      phone: '+44 20 7946 0321',
      email: 'uk@monsoon-dmc.com',
      contactName: 'Hannah Whitfield',
    },
    {
      name: 'Monsoon DACH',
      region: 'Germany, Austria and Switzerland',
      city: 'Munich',
      country: 'Germany',
      address: 'Leopoldstraße 54, 80802 München',
      phone: '+49 89 99998 214',
      email: 'dach@monsoon-dmc.com',
      contactName: 'Thomas Reinholt',
    },
    {
      name: 'Monsoon France and Benelux',
      region: 'France, Belgium, the Netherlands and Luxembourg',
      city: 'Paris',
      country: 'France',
      address: '17 rue du Faubourg Montmartre, 75009 Paris',
      phone: '+33 1 99 00 41 27',
      email: 'france@monsoon-dmc.com',
      contactName: 'Camille Laurent',
    },
    {
      name: 'Monsoon Nordics',
      region: 'Sweden, Norway, Denmark and Finland',
      city: 'Stockholm',
      country: 'Sweden',
      address: 'Birger Jarlsgatan 18, 114 34 Stockholm',
      phone: '+46 8 465 004 27',
      email: 'nordics@monsoon-dmc.com',
      contactName: 'Ingrid Lindqvist',
    },
    {
      name: 'Monsoon North America',
      region: 'United States and Canada',
      city: 'New York',
      country: 'United States',
      address: 'Suite 1204, 350 Fifth Avenue, New York, NY 10118',
      phone: '+1 212 555 0147',
      email: 'americas@monsoon-dmc.com',
      contactName: 'Rachel Kim',
    },
    {
      name: 'Monsoon Australia and New Zealand',
      region: 'Australia and New Zealand',
      city: 'Sydney',
      country: 'Australia',
      address: 'Level 9, 60 Clarence Street, Sydney NSW 2000',
      phone: '+61 2 5550 1834',
      email: 'anz@monsoon-dmc.com',
      contactName: 'James McAllister',
    },
    {
      name: 'Monsoon Asia',
      region: 'Singapore, Malaysia, Hong Kong, Japan and India',
      city: 'Singapore',
      country: 'Singapore',
      address: '#15-02, 20 Cecil Street, Singapore 049705',
      phone: '+65 6555 0192',
      email: 'asia@monsoon-dmc.com',
      contactName: 'Wei Ling Tan',
    },
  ],
}

export type TContactOfficeCopy = { name: string; hours: string; address: string; phone: string; email: string }

const OFFICE_HOURS = 'Monday to Friday 08:30–17:30, Saturday 09:00–12:00'

export const CONTACT_PAGE: TPageHeadCopy & TFormCopy & { offices: readonly TContactOfficeCopy[] } = {
  title: 'Contact',
  subtitle: 'Six offices, one team. Write to us, call us, or send the form and the right person will reply.',
  image: HEROES.contact,
  intro: [
    'For new enquiries and quotations, write to the sales team in Bangkok or to the office of the destination. For clients already travelling, call the 24-hour number on their travel documents.',
  ],
  offices: [
    {
      name: 'Bangkok (head office)',
      hours: OFFICE_HOURS,
      address: 'Monsoon House, 88 Soi Sukhumvit 31, Khlong Toei Nuea, Watthana, Bangkok 10110, Thailand',
      phone: COMPANY.phone,
      email: COMPANY.email,
    },
    {
      name: 'Hanoi',
      hours: OFFICE_HOURS,
      address: '5th floor, 27 Ly Thuong Kiet Street, Hoan Kiem, Hanoi, Vietnam',
      phone: '+84 24 3555 0186',
      email: 'hanoi@monsoon-dmc.com',
    },
    {
      name: 'Ho Chi Minh City',
      hours: OFFICE_HOURS,
      address: '12th floor, 65 Le Loi Boulevard, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam',
      phone: '+84 28 3555 0274',
      email: 'saigon@monsoon-dmc.com',
    },
    {
      name: 'Siem Reap',
      hours: OFFICE_HOURS,
      address: 'Street 26, Wat Bo Village, Sala Kamreuk, Siem Reap, Cambodia',
      phone: '+855 63 555 018',
      email: 'siemreap@monsoon-dmc.com',
    },
    {
      name: 'Luang Prabang',
      hours: OFFICE_HOURS,
      address: 'Sakkaline Road, Ban Xieng Mouane, Luang Prabang, Lao PDR',
      phone: '+856 71 555 042',
      email: 'luangprabang@monsoon-dmc.com',
    },
    {
      name: 'Yangon',
      hours: OFFICE_HOURS,
      address: '3rd floor, 142 Bo Aung Kyaw Street, Kyauktada Township, Yangon, Myanmar',
      phone: '+95 1 555 0136',
      email: 'yangon@monsoon-dmc.com',
    },
  ],
  formTitle: 'Send us a message',
  formIntro: 'Tell us who you are and how we can help. A member of the team replies within one working day.',
  successMessage: 'Thank you. Your message has reached our team, and we will reply within one working day.',
}

export const GET_IN_TOUCH: TPageHeadCopy & TFormCopy & { reasons: readonly TCardCopy[] } = {
  title: 'Get in touch',
  subtitle: 'Planning a tailor-made journey, a group or an incentive? Tell us about it.',
  image: HEROES.getInTouch,
  intro: [
    'Send us your brief, however rough, and a travel designer who knows the destination will reply within one working day with ideas, questions and a first price.',
  ],
  reasons: [
    {
      title: 'A tailor-made journey',
      text: 'Dates, interests and budget are all we need to send a day-by-day proposal with hotel options and a net price.',
      url: EDITORIAL_PATHS.travelInspirations,
      image: OUR_PRODUCTS.slides[0].image,
    },
    {
      title: 'A group or an incentive',
      text: 'From ten guests to six hundred: venues, gala dinners, activities and staff on site, planned by our groups team in Bangkok.',
      url: slidePath('ourProducts', 4),
      image: OUR_PRODUCTS.slides[4].image,
    },
    {
      title: 'A partnership',
      text: 'New to Monsoon? Ask for our contracting terms, a meeting with the sales manager for your market or a place on a fam trip.',
      url: EDITORIAL_PATHS.collaborate,
      image: OUR_SERVICES.slides[0].image,
    },
  ],
  formTitle: 'Tell us about your project',
  formIntro: 'The more you tell us about your clients, dates and budget, the more useful our first reply will be.',
  successMessage: 'Thank you for your request. A travel designer will be in touch within one working day.',
}

export type TStepCopy = { kind: 'image'; title: string; image: TArt } | { kind: 'text'; title: string; text: string }

export const COLLABORATE: { title: string; steps: readonly TStepCopy[] } = {
  title: 'Collaborate with us',
  steps: [
    {
      kind: 'image',
      title: 'Welcome to Monsoon',
      image: hero(
        'collaborate-welcome',
        'karst',
        'sunrise',
        'A junk with red sails among limestone towers on a glowing sea at sunrise',
      ),
    },
    {
      kind: 'text',
      title: 'Register your agency',
      text: 'Fill in the registration form with your agency details and the destinations you sell. We reply within two working days, introduce your sales manager and open your access to the agent vault.',
    },
    {
      kind: 'image',
      title: 'Meet your sales manager',
      image: hero(
        'collaborate-sales-manager',
        'river',
        'paddy',
        'A green river valley with a long-tail boat and a golden stupa on the hill',
      ),
    },
    {
      kind: 'text',
      title: 'Design and price together',
      text: 'Send us a brief or build the itinerary yourself in the vault, priced in your currency with your markup. Our travel designers refine it with you until it is ready to sell.',
    },
    {
      kind: 'image',
      title: 'On the ground with our teams',
      image: hero(
        'collaborate-on-the-ground',
        'angkor',
        'saffron',
        'The towers of Angkor Wat in golden light, reflected in the moat',
      ),
    },
    {
      kind: 'text',
      title: 'Grow with us',
      text: 'Join a fam trip, book a webinar for your sales team and use our images and itineraries in your own brochures. Your sales manager visits you at least once a year.',
    },
    {
      kind: 'image',
      title: 'Your partner in the Mekong region',
      image: hero(
        'collaborate-partner',
        'bagan',
        'lavender',
        'Balloons rising over the temple plain of Bagan in a lilac dawn',
      ),
    },
  ],
}

type TLandingCopy = TPageHeadCopy & { cards: readonly TCardCopy[] }

export const OUR_PORTFOLIO: TLandingCopy = {
  title: 'Our portfolio',
  subtitle: 'Everything we offer the travel trade in Thailand, Vietnam, Cambodia, Laos and Myanmar.',
  image: HEROES.ourPortfolio,
  intro: [
    'From a single airport transfer to a three-week journey across five countries, every service we sell is one we contract and operate ourselves. Start with our products and services, or browse the journeys in our travel portfolio.',
  ],
  cards: [
    {
      title: 'Our products',
      text: 'Tailor-made and overland journeys, day programs, hotels and incentives.',
      url: EDITORIAL_PATHS.ourProducts,
      image: OUR_PRODUCTS.slides[0].image,
    },
    {
      title: 'Our services',
      text: 'Reservations, guiding, 24-hour assistance, visas and the agent vault.',
      url: EDITORIAL_PATHS.ourServices,
      image: OUR_SERVICES.slides[1].image,
    },
    {
      title: 'Travel portfolio',
      text: 'Overland journeys, day programs, concierge experiences and sample itineraries.',
      url: EDITORIAL_PATHS.travelPortfolio,
      image: HEROES.travelPortfolio,
    },
    {
      title: 'Expedition cruise line',
      text: 'Small-ship voyages on the Mekong and the Irrawaddy.',
      url: EDITORIAL_PATHS.expeditionCruiseLine,
      image: HEROES.expeditionCruiseLine,
    },
  ],
}

export const TRAVEL_PORTFOLIO: TLandingCopy = {
  title: 'Travel portfolio',
  subtitle: 'Journeys, day programs and experiences, ready to sell or to tailor for your clients.',
  image: HEROES.travelPortfolio,
  intro: [
    'Everything in our travel portfolio is designed by our own teams and operated with our own guides. Use the journeys as they are, or as a starting point: our travel designers will adapt any of them to your clients’ dates, interests and budget.',
  ],
  cards: [
    {
      title: 'Overland journeys',
      text: 'Cross borders by road and river on routes we operate every week.',
      url: EDITORIAL_PATHS.overlandJourneys,
      image: OVERLAND_JOURNEYS[1].image,
    },
    {
      title: 'Day programs',
      text: 'Half-day, full-day and overnight tours with our own guides in every destination.',
      url: EDITORIAL_PATHS.dayPrograms,
      image: OUR_PRODUCTS.slides[2].image,
    },
    {
      title: 'Concierge collection',
      text: 'Private dining, exclusive access and hand-picked experiences for discerning clients.',
      url: EDITORIAL_PATHS.conciergeList,
      image: CONCIERGE_CATEGORIES[0].image,
    },
    {
      title: 'Travel inspirations',
      text: 'Sample itineraries to share with your clients and adapt to their budgets.',
      url: EDITORIAL_PATHS.travelInspirations,
      image: TRAVEL_INSPIRATIONS[0].image,
    },
    {
      title: `Introducing: ${INTRODUCINGS[1].title}`,
      text: INTRODUCINGS[1].subtitle,
      url: detailPath('introducing', INTRODUCINGS[1].slug),
      image: INTRODUCINGS[1].image,
    },
  ],
}

export const MARKETPLACE: TLandingCopy = {
  title: 'Marketplace',
  subtitle: 'Tools, information and experiences for the agents who sell the Mekong region.',
  image: HEROES.marketplace,
  intro: [
    'The marketplace gathers what our partners use every day: the concierge collection to enrich an itinerary, practical information to brief clients, our fam trips and the agent vault for booking.',
  ],
  cards: [
    {
      title: 'Concierge collection',
      text: 'Add private experiences to any itinerary, by country and category.',
      url: EDITORIAL_PATHS.marketplaceConcierge,
      image: CONCIERGE_CATEGORIES[1].image,
    },
    {
      title: 'Country information',
      text: 'Visas, climate, currency and the best time to travel in each destination.',
      url: EDITORIAL_PATHS.countryInformation,
      image: LANDSCAPES.la,
    },
    {
      title: 'Fam trips',
      text: 'Hosted familiarisation trips in all five countries: dates and itineraries for 2027.',
      url: EDITORIAL_PATHS.famTrips,
      image: LANDSCAPES.kh,
    },
    {
      title: 'Agent vault',
      text: 'Build, price and send booking requests in your own currency.',
      url: '/marketplace/b2b-agent-vault',
      image: OUR_SERVICES.slides[4].image,
    },
  ],
}

export const PRESS_ROOM: TLandingCopy = {
  title: 'Press room',
  subtitle: 'Company facts, people and policies of Monsoon Destination Management.',
  image: HEROES.pressRoom,
  intro: [
    'Journalists and partners will find here who we are, how we work and the people who lead the company. For interviews and images, write to the sales team in Bangkok.',
  ],
  cards: [
    {
      title: 'About us',
      text: 'More than twenty years as a ground partner to the travel trade.',
      url: EDITORIAL_PATHS.aboutUs,
      image: HEROES.aboutUs,
    },
    {
      title: 'Our values',
      text: 'The commitments we ask every member of our team to keep.',
      url: EDITORIAL_PATHS.ourValues,
      image: HEROES.ourValues,
    },
    {
      title: 'Meet the team',
      text: 'The people who look after your clients, office by office.',
      url: EDITORIAL_PATHS.meetTheTeam,
      image: LANDSCAPES.vn,
    },
    {
      title: 'Executive profiles',
      text: 'The founders and directors of Monsoon.',
      url: EDITORIAL_PATHS.executiveProfile,
      image: HEROES.corporateProfile,
    },
    {
      title: 'Corporate profile',
      text: 'Licences, memberships, markets and sustainability.',
      url: EDITORIAL_PATHS.corporateProfile,
      image: HEROES.corporateProfile,
    },
    {
      title: 'Points of difference',
      text: 'Why agents choose Monsoon, and stay with us.',
      url: EDITORIAL_PATHS.pointsOfDifference,
      image: HEROES.pointsOfDifference,
    },
    {
      title: 'Sales network',
      text: 'The sales manager for your market.',
      url: EDITORIAL_PATHS.salesNetwork,
      image: HEROES.salesNetwork,
    },
    {
      title: 'Multi-country travel',
      text: 'Five countries, one contract.',
      url: EDITORIAL_PATHS.multiCountry,
      image: HEROES.multiCountry,
    },
    {
      title: 'FAQ',
      text: 'Answers to the questions agents ask us most.',
      url: EDITORIAL_PATHS.faq,
      image: LANDSCAPES.th,
    },
  ],
}

export const EXPEDITION_CRUISE_LINE: TPageHeadCopy & {
  facts: readonly TFactCopy[]
  sections: readonly TSectionCopy[]
  voyages: readonly TCardCopy[]
} = {
  title: 'Expedition cruise line',
  subtitle: 'Small ships on the great rivers of Southeast Asia, with shore excursions led by Monsoon guides.',
  image: HEROES.expeditionCruiseLine,
  intro: [
    'Our two river ships, the RV Lotus Dawn on the Mekong and the RV Irrawaddy Star in Myanmar, carry no more than 28 guests each. They reach villages and temples that larger ships pass by, and every excursion is led by our own guides.',
  ],
  facts: [
    { value: '2', label: 'River ships' },
    { value: '28', label: 'Guests at most per ship' },
    { value: '1:4', label: 'Crew to guests' },
    { value: '3', label: 'Itineraries' },
  ],
  sections: [
    {
      title: 'Life on board',
      text: [
        'Fourteen cabins on each ship, all with river views, private bathrooms and air conditioning. Meals are served at one sitting and feature the food of the regions the ship passes through.',
      ],
    },
    {
      title: 'Ashore with our guides',
      text: [
        'Excursions every day by small boat, bicycle or on foot, to markets, monasteries, workshops and villages, with guides from our own offices.',
      ],
    },
    {
      title: 'For agents',
      text: [
        'Cabins are sold at net trade rates through your sales manager, and voyages combine easily with our land journeys before and after. Charters of the whole ship are available for groups.',
      ],
    },
  ],
  voyages: [
    {
      title: 'Lower Mekong: Siem Reap to Ho Chi Minh City',
      text: 'Eight days from the Tonle Sap lake to the Mekong Delta, via Phnom Penh and the border at Vinh Xuong. August to April.',
      url: EDITORIAL_PATHS.contact,
      image: photo(
        'voyage-lower-mekong',
        'river',
        'sunrise',
        'A wide river at sunrise, a boat travelling downstream between low green banks',
      ),
    },
    {
      title: 'Upper Mekong: Luang Prabang to Vientiane',
      text: 'Six days on the quiet reaches of the Mekong in Laos, past villages and forest. October to March.',
      url: EDITORIAL_PATHS.contact,
      image: photo(
        'voyage-upper-mekong',
        'river',
        'jade',
        'A green river winding between steep forested hills, a stupa on one crest',
      ),
    },
    {
      title: 'Irrawaddy: Bagan to Mandalay',
      text: 'Five days from the temple plain of Bagan to the royal city of Mandalay, with a day at the pottery village of Yandabo. Subject to current conditions in Myanmar.',
      url: EDITORIAL_PATHS.contact,
      image: photo(
        'voyage-irrawaddy',
        'bagan',
        'saffron',
        'Stupas along a river plain in golden morning light, balloons in the sky',
      ),
    },
  ],
}

export type TListHeadCopy = { title: string; subtitle: string; image?: TArt }

/** The headings of the list pages, keyed like the fields of the list-pages global. */
export const LIST_PAGE_HEADS = {
  faq: {
    title: 'Frequently asked questions',
    subtitle:
      'Answers for travel agents on registration, booking, payments, cancellations, visas and travelling with Monsoon.',
    image: LANDSCAPES.th,
  },
  team: {
    title: 'Meet the team',
    subtitle:
      'The sales managers, travel designers and operations staff who look after your clients across the region.',
    image: HEROES.aboutUs,
  },
  executives: {
    title: 'Executive profiles',
    subtitle: 'The founders and directors who lead Monsoon.',
    image: HEROES.corporateProfile,
  },
  inspirations: {
    title: 'Travel inspirations',
    subtitle: 'Sample itineraries to share with your clients, adapt to their budgets and book through Monsoon.',
    image: TRAVEL_INSPIRATIONS[1].image,
  },
  overlandJourneys: {
    title: 'Overland journeys',
    subtitle: 'Road and river journeys across borders, with our guides meeting your clients on both sides.',
    image: OVERLAND_JOURNEYS[0].image,
  },
  dayPrograms: {
    title: 'Day programs',
    subtitle: 'Half-day, full-day and overnight tours led by our own guides in all five countries.',
    image: OUR_PRODUCTS.slides[2].image,
  },
  concierge: {
    title: 'Concierge collection',
    subtitle: 'Private experiences chosen by our teams for clients who want something out of the ordinary.',
    image: CONCIERGE_CATEGORIES[0].image,
  },
  famTrips: {
    title: 'Fam trips',
    subtitle: 'Hosted familiarisation trips for travel agents: see the hotels and experiences before you sell them.',
    image: LANDSCAPES.kh,
  },
  countryInformation: {
    title: 'Country information',
    subtitle: 'Practical facts for briefing your clients: visas, climate, currency and the best time to travel.',
    image: LANDSCAPES.la,
  },
} as const satisfies Record<string, TListHeadCopy>
