import { art, hero, type TArt, type TNationCode } from './art'
import type { TListHeadCopy } from './pages'

/**
 * Demo videos of the video platform, Monsoon TV and the expedition cruise line (issue 17). Each
 * film is a short clip rendered at seed time from its poster's scene (a slow pan over the same
 * artwork), so the poster, the clip and its captions show the same thing.
 */

export type TVideoChannelCopy = 'library' | 'tv' | 'cruise'
export type TVideoCategoryCopy = { name: string; slug: string; description: string }
/** A caption on screen from `from` to `to` seconds; it says what the clip shows at that moment. */
export type TCaptionCopy = { from: number; to: number; text: string }
export type TVideoCopy = {
  title: string
  slug: string
  /** A category slug from VIDEO_CATEGORIES; null for a film listed under none. */
  category: string | null
  channels: readonly TVideoChannelCopy[]
  nations: readonly TNationCode[]
  /** Publication day, YYYY-MM-DD. */
  date: string
  description: string
  /** The poster, and the scene the clip is rendered from (same name, so the same artwork). */
  poster: TArt
  /** English captions, or null for a film without speech. */
  captions: readonly TCaptionCopy[] | null
}

/** Length of every demo clip in seconds: the seed renders exactly this, and the videos say so. */
export const DEMO_VIDEO_SECONDS = 4

/**
 * 16:9 posters, the shape of the player: wider than the largest the pages show at 1x (the TV channel's
 * top film, about 850 px), and than the 960 px variant, so the srcset's widths differ.
 */
const poster = art(1024, 576)

export const VIDEO_CATEGORIES: readonly TVideoCategoryCopy[] = [
  {
    name: 'Destinations',
    slug: 'destinations',
    description:
      'Short films of the places we sell, shot by our own teams, for you to show clients and use in your own presentations.',
  },
  {
    name: 'Sales training',
    slug: 'sales-training',
    description:
      'Briefings for your sales team: how a product runs on the ground, who it suits and what to tell clients before they book.',
  },
  {
    name: 'Rivers and cruises',
    slug: 'rivers-and-cruises',
    description:
      'Life on the Mekong, the Irrawaddy and Ha Long Bay, on our two expedition ships and the boats we charter.',
  },
  {
    name: 'Hotels',
    slug: 'hotels',
    description: 'The hotels our product managers go back to, and how to match them to your clients.',
  },
]

export const VIDEOS: readonly TVideoCopy[] = [
  {
    title: 'Full-moon lantern night in Hoi An: candles on the Thu Bon river',
    slug: 'full-moon-lantern-night-in-hoi-an',
    category: null,
    channels: ['tv'],
    nations: ['vn'],
    date: '2026-11-19',
    description:
      'On the fourteenth day of every lunar month Hoi An’s old town switches off its street lights and families float paper lanterns with candles on the Thu Bon river. Where to watch from, how to book a sampan for a private float, and why our central Vietnam itineraries put a night in Hoi An on the full moon when the dates allow.',
    poster: poster('video-hoi-an-lantern-night', {
      motif: 'river',
      palette: 'lavender',
      alt: 'A river at dusk between dark hills, a small boat on the water and a stupa on the ridge under a lilac sky',
    }),
    captions: null,
  },
  {
    title: 'Dawn on the Mekong at Luang Prabang: the alms round seen from the river',
    slug: 'dawn-on-the-mekong-at-luang-prabang',
    category: 'destinations',
    channels: ['library', 'tv'],
    nations: ['la'],
    date: '2026-11-12',
    description:
      'Before six every morning the monks of Luang Prabang walk the alms round along Sakkaline Road. We watched it from the river instead, from one of the private long-tail boats we book for guests who want to see the town wake up without joining the crowd on the pavement. The boat leaves the landing below Wat Xieng Thong at first light and is back in time for breakfast.',
    poster: poster('video-mekong-dawn-luang-prabang', {
      motif: 'river',
      palette: 'sunrise',
      alt: 'Sunrise over the Mekong, mist on the hills, a golden stupa on the ridge and a long-tail boat on the river',
    }),
    captions: [
      { from: 0, to: 2, text: 'First light on the Mekong below Luang Prabang, the mist still lying on the hills.' },
      { from: 2, to: 4, text: 'A long-tail boat holds against the current under the golden stupa on the ridge.' },
    ],
  },
  {
    title: 'RV Lotus Dawn on the Lower Mekong: a day between Phnom Penh and the Vietnamese border',
    slug: 'rv-lotus-dawn-on-the-lower-mekong',
    category: 'rivers-and-cruises',
    channels: ['library', 'cruise'],
    nations: ['kh', 'vn'],
    date: '2026-11-05',
    description:
      'Day five of the eight-day voyage from Siem Reap to Ho Chi Minh City: a morning with the silk weavers of Koh Dach, lunch on deck as the ship passes the Phnom Penh waterfront, and the evening sail south towards the border at Vinh Xuong. Fourteen river-view cabins, 28 guests at most, and every excursion led by our own guides.',
    poster: poster('video-lotus-dawn-lower-mekong', {
      motif: 'river',
      palette: 'dusk',
      alt: 'The Mekong at dusk between dark hills, a small boat heading downstream and a stupa catching the last light',
    }),
    captions: [
      { from: 0, to: 2, text: 'Evening on the Mekong, sailing south from Phnom Penh towards Vinh Xuong.' },
      { from: 2, to: 4, text: 'A small boat heads home as the light fades; a stupa glows on the ridge.' },
    ],
  },
  {
    title: 'Ha Long Bay and Lan Ha by junk: what two nights on board look like',
    slug: 'ha-long-bay-and-lan-ha-by-junk',
    category: 'rivers-and-cruises',
    channels: ['library', 'tv'],
    nations: ['vn'],
    date: '2026-10-28',
    description:
      'Most clients book one night in Ha Long Bay and wish they had booked two. This film follows a two-night cruise that crosses into quieter Lan Ha Bay on the second day: kayaking among the limestone islets, the floating village at Viet Hai and tai chi on the sundeck at dawn. With the cabin categories we contract and the transfer from Hanoi on the expressway, about two and a half hours.',
    poster: poster('video-ha-long-lan-ha-junk', {
      motif: 'karst',
      palette: 'jade',
      alt: 'Limestone towers rising from still green water, a junk with red sails among them',
    }),
    captions: null,
  },
  {
    title: 'Angkor beyond the sunrise crowds: timing temple visits for a calmer day',
    slug: 'angkor-beyond-the-sunrise-crowds',
    category: 'sales-training',
    channels: ['library'],
    nations: ['kh'],
    date: '2026-10-15',
    description:
      'Our Siem Reap guides explain how they build a temple day around the crowds: sunrise at Angkor Wat, then Ta Prohm and the Bayon while the coach groups are at breakfast, Angkor Wat’s galleries again at midday when they are emptiest, and Pre Rup for sunset instead of Phnom Bakheng. For any agent selling two or three days at Angkor, with the one-, three- and seven-day temple passes explained.',
    poster: poster('video-angkor-sunrise', {
      motif: 'angkor',
      palette: 'sunrise',
      alt: 'The five towers of Angkor Wat against a pink dawn sky, mirrored in the moat between sugar palms',
    }),
    captions: [
      { from: 0, to: 2, text: 'Angkor Wat’s five towers at dawn, reflected in the moat.' },
      { from: 2, to: 4, text: 'Sugar palms stand along the water as the sky turns from pink to gold.' },
    ],
  },
  {
    title: 'RV Irrawaddy Star: Mandalay to Bagan in three days on the river',
    slug: 'rv-irrawaddy-star-mandalay-to-bagan',
    category: 'rivers-and-cruises',
    channels: ['library', 'cruise'],
    nations: ['mm'],
    date: '2026-10-02',
    description:
      'The shortest voyage of the RV Irrawaddy Star sails downstream from Mandalay past the hillside pagodas of Sagaing and the pottery village of Yandabo to Bagan, where guests wake to the balloons over the temple plain. With the cabin plan, the shore excursions and the land journeys we sell before and after.',
    poster: poster('video-irrawaddy-star-bagan', {
      motif: 'bagan',
      palette: 'saffron',
      alt: 'Hot-air balloons over the stupas and trees of the Bagan plain on a golden morning',
    }),
    captions: [
      { from: 0, to: 2, text: 'Balloons rise over the temple plain of Bagan on the last morning of the voyage.' },
      { from: 2, to: 4, text: 'Stupas and trees stand across the plain as the sun climbs.' },
    ],
  },
  {
    title: 'Bagan by balloon: the October to March season explained for sales teams',
    slug: 'bagan-by-balloon-season-briefing',
    category: 'sales-training',
    channels: ['library', 'tv'],
    nations: ['mm'],
    date: '2026-09-30',
    description:
      'Balloons fly over Bagan only in the dry season, from mid-October to late March, and the pilots cancel on windy mornings. What clients should expect: pick-up before dawn, about 45 minutes in the air, a glass of sparkling wine on landing, and why we always book the flight for the first morning of a stay, so a cancelled one can move to the next day.',
    poster: poster('video-bagan-balloon-season', {
      motif: 'bagan',
      palette: 'lavender',
      alt: 'Hot-air balloons drifting over the stupas of Bagan in a lilac dawn',
    }),
    captions: null,
  },
  {
    title: 'Mu Cang Chai’s rice terraces in harvest weeks, from late September',
    slug: 'mu-cang-chai-rice-terraces-in-harvest-weeks',
    category: 'destinations',
    channels: ['library'],
    nations: ['vn'],
    date: '2026-09-18',
    description:
      'The terraces of Mu Cang Chai in Vietnam’s northern highlands turn gold for about three weeks a year, usually from the last days of September. Our Hanoi team filmed the harvest at La Pan Tan and Che Cu Nha, and explain the drive from Hanoi (about seven hours, best split with a night in Nghia Lo) and the homestays and lodges we use.',
    poster: poster('video-mu-cang-chai-harvest', {
      motif: 'terraces',
      palette: 'saffron',
      alt: 'Rice terraces stepping down a valley in golden light, hills fading into the haze',
    }),
    captions: null,
  },
  {
    title: 'Krabi and the Andaman islands: matching beach hotels to your clients',
    slug: 'krabi-and-the-andaman-islands-beach-hotels',
    category: 'hotels',
    channels: ['library'],
    nations: ['th'],
    date: '2026-08-27',
    description:
      'Railay for couples who want limestone cliffs and no cars, Ao Nang for families who want restaurants within walking distance, Koh Lanta for long stays at lower rates. Our Phuket office walks through the beaches and the hotels we contract on each, the boat times from Nopparat Thara pier, and the months when the west-facing beaches get the swell (May to October).',
    poster: poster('video-krabi-beach-hotels', {
      motif: 'coast',
      palette: 'jade',
      alt: 'Limestone islets on a calm green sea, a long-tail boat passing and coconut palms on the shore',
    }),
    captions: null,
  },
  {
    title: 'Chiang Mai’s old city temples with a monk chat: a half-day program briefing',
    slug: 'chiang-mai-temples-with-a-monk-chat',
    category: 'sales-training',
    channels: ['library'],
    nations: ['th'],
    date: '2026-08-06',
    description:
      'Wat Chedi Luang, Wat Phra Singh and a conversation with a novice monk at Wat Suan Dok: our Chiang Mai guides show how the morning runs, what clients should wear (shoulders and knees covered) and why we start at eight, before the old city gets hot. Bookable in the agent vault as a private or small-group morning.',
    poster: poster('video-chiang-mai-monk-chat', {
      motif: 'chedi',
      palette: 'saffron',
      alt: 'Three temple chedis and coconut palms silhouetted against a golden morning sky',
    }),
    captions: null,
  },
]

/** The headings of the video platform and Monsoon TV, keyed like the list-pages global's groups. */
export const VIDEO_LIST_HEADS = {
  videos: {
    title: 'Video platform',
    subtitle:
      'Films from our teams in Thailand, Vietnam, Cambodia, Laos and Myanmar: destinations, hotels, river voyages and sales briefings to share with your clients.',
    image: hero('video-list', {
      motif: 'karst',
      palette: 'dusk',
      alt: 'Limestone towers in a bay at dusk under a violet and orange sky, a junk under sail',
    }),
  },
  tv: {
    title: 'Monsoon TV',
    subtitle: 'Our channel: new films from the region every month, for your sales team and your clients.',
    image: hero('tv-list', {
      motif: 'river',
      palette: 'monsoon',
      alt: 'A river winding out of misty hills under a grey monsoon sky, a boat on the water',
    }),
  },
} as const satisfies Record<'videos' | 'tv', TListHeadCopy>
