import type { TSceneRequest } from '@/seed/images'
import { art, hero, photo, type TArt, type TBlocks } from './art'

/**
 * Demo copy of Beyond (issue 17, ADR 026): "journeys past the guidebook", Monsoon's collection of
 * places beyond the classic circuit, written for the agents who sell it. The videos and PDFs are
 * made at seed time (media-files.ts) from the scenes and texts below.
 */

/** A short generated film: `name` is its file name and the seed of its artwork. */
export type TDemoFilmCopy = {
  name: string
  seconds: number
  scene: Pick<TSceneRequest, 'motif' | 'palette' | 'title' | 'kicker'>
}
/** A part of a generated PDF: an optional heading, then paragraphs; parts are set a blank line apart. */
export type TPdfSectionCopy = { heading?: string; paragraphs: readonly string[] }
/** A generated PDF: its file name, the title on its link (the files collection's title) and its text. */
export type TDemoPdfCopy = {
  name: string
  linkTitle: string
  documentTitle: string
  sections: readonly TPdfSectionCopy[]
}

export type TBeyondReelCopy = { title: string; thumbnail: TArt; video: TDemoFilmCopy }
export type TBeyondContentImageCopy = { image: TArt; category: string; row: number }
export type TBeyondPageCopy = {
  title: string
  shortDescription: string
  buttonText: string
  coverImage: TArt
  /** The info cover and the part of it the page shows, each side in % of the image. */
  infoCover: { image: TArt; crop: { left: number; top: number; width: number; height: number } }
  introduceImages: readonly TArt[]
  description: TBlocks
  contentImages: readonly TBeyondContentImageCopy[]
  content: TBlocks
  reels: readonly TBeyondReelCopy[]
  hardcopy: { image: TArt & Pick<TSceneRequest, 'title' | 'kicker'>; buttonText: string; pdf: TDemoPdfCopy }
}
export type TBeyondFilmCopy = {
  title: string
  slug: string
  description: string
  /** YYYY-MM-DD; stored at 07:00 UTC. */
  createAt: string
  isPublic: boolean
  image: TArt
  video: TDemoFilmCopy
  /** Notes to download with the film. */
  notes: TDemoPdfCopy | null
}

/** 16:9 posters, the player's own shape. */
const poster = art(1280, 720)
/** An A4 brochure cover. */
const a4 = art(848, 1200)

const MERGUI_ISLANDS = photo('beyond-content-mergui-islands', {
  motif: 'coast',
  palette: 'jade',
  alt: 'Forested islets scattered across a calm green sea, a wooden boat anchored in a cove',
})
const MERGUI_BOAT = art(900, 1125)('beyond-content-mergui-boat', {
  motif: 'coast',
  palette: 'sunrise',
  alt: 'A boat under sail between two islands in pink morning light',
})
const NAM_OU = photo('beyond-content-nam-ou', {
  motif: 'river',
  palette: 'jade',
  alt: 'A green river bending below forested hills, a long-tail boat heading upstream',
})
const NONG_KHIAW_CLIFFS = photo('beyond-content-nong-khiaw-cliffs', {
  motif: 'karst',
  palette: 'jade',
  alt: 'Limestone towers rising above still water under a pale sky',
})
const PREY_LANG = photo('beyond-content-prey-lang', {
  motif: 'river',
  palette: 'monsoon',
  alt: 'A forest river under a grey monsoon sky, dense hills on both banks',
})
const PU_LUONG = hero('beyond-content-pu-luong', {
  motif: 'terraces',
  palette: 'sunrise',
  alt: 'Curving rice terraces in the warm light of sunrise, hills fading into haze',
})
const NAN = photo('beyond-content-nan', {
  motif: 'chedi',
  palette: 'dusk',
  alt: 'Temple chedis silhouetted against a violet and orange evening sky',
})
const MERGUI_REEL: TBeyondReelCopy = {
  title: 'Sailing the Mergui Archipelago',
  thumbnail: poster('beyond-reel-mergui', {
    motif: 'coast',
    palette: 'dusk',
    alt: 'Islands on the horizon of a calm sea at dusk, palms in silhouette on the nearest shore',
  }),
  video: {
    name: 'beyond-reel-mergui',
    seconds: 6,
    scene: { motif: 'coast', palette: 'dusk', title: 'Mergui Archipelago', kicker: 'Beyond · Myanmar' },
  },
}
const NAM_OU_REEL: TBeyondReelCopy = {
  title: 'Morning on the Nam Ou',
  thumbnail: poster('beyond-reel-nam-ou', {
    motif: 'karst',
    palette: 'jade',
    alt: 'Limestone cliffs above a green river in the morning, a boat moored below',
  }),
  video: {
    name: 'beyond-reel-nam-ou',
    seconds: 6,
    scene: { motif: 'karst', palette: 'jade', title: 'Nong Khiaw', kicker: 'Beyond · Laos' },
  },
}
const PREY_LANG_REEL: TBeyondReelCopy = {
  title: 'A night in Prey Lang',
  thumbnail: poster('beyond-reel-prey-lang', {
    motif: 'river',
    palette: 'monsoon',
    alt: 'A forest river between dark wooded hills under a heavy grey sky',
  }),
  video: {
    name: 'beyond-reel-prey-lang',
    seconds: 6,
    scene: { motif: 'river', palette: 'monsoon', title: 'Prey Lang', kicker: 'Beyond · Cambodia' },
  },
}

export const BEYOND_PAGE: TBeyondPageCopy = {
  title: 'Beyond: journeys past the guidebook',
  shortDescription:
    'Beyond is where our own teams go once the classic circuit is done: Myanmar’s Mergui Archipelago, Nong Khiaw in Laos, the Prey Lang forest in Cambodia, Pu Luong in Vietnam and Nan in Thailand. Each is small, seasonal and hosted by people who live there, and each adds two to four nights to a circuit your clients already know.',
  buttonText: 'Read the story',
  coverImage: hero('beyond-cover', {
    motif: 'coast',
    palette: 'dusk',
    alt: 'Wooded islands on a calm sea at dusk, a lone boat heading out between them under a violet sky',
  }),
  infoCover: {
    image: hero('beyond-info-cover', {
      motif: 'river',
      palette: 'paddy',
      alt: 'A river curving between green hills in morning mist, a small stupa on the ridge above the water',
    }),
    // The river bend and the stupa: the part of the picture worth a second look.
    crop: { left: 30, top: 12, width: 45, height: 70 },
  },
  // The story's own pictures, a glimpse of each country before the story.
  introduceImages: [MERGUI_ISLANDS, NAM_OU, PU_LUONG, NAN],
  description: [
    'Most clients who come back to us for a second or third journey have seen Angkor at sunrise, cruised Ha Long Bay and bargained in the night markets of Chiang Mai. Beyond is what we suggest next: five places our own teams travel to on their days off, each a short hop from a circuit your clients already know, and each small enough that a group of eight changes its character.',
    'Nothing in Beyond is new for the sake of it. Every experience has run for at least two seasons with the same local hosts, every one is inspected by our product team before each season opens, and every one can be added to an existing itinerary in the agent vault as a module of two to four nights.',
  ],
  contentImages: [
    { image: MERGUI_ISLANDS, category: 'Islands · Myanmar', row: 1 },
    { image: MERGUI_BOAT, category: 'Sea nomads · Myanmar', row: 1 },
    { image: NAM_OU, category: 'River villages · Laos', row: 2 },
    { image: NONG_KHIAW_CLIFFS, category: 'Limestone · Laos', row: 2 },
    { image: PREY_LANG, category: 'Forest · Cambodia', row: 2 },
    { image: PU_LUONG, category: 'Terraces · Vietnam', row: 3 },
    { image: NAN, category: 'Temples · Thailand', row: 3 },
  ],
  content: [
    '## How the collection works',
    'Each Beyond experience is sold as a module: a fixed number of nights, a host we know by name, a season outside which we do not operate it, and a maximum group size. Modules are priced per person on twin share and quoted in your currency in the agent vault, like any day program, so they drop into a quote you are already building.',
    '## The five places',
    '### Mergui Archipelago, Myanmar',
    'Some 800 islands off Myanmar’s far south, reached by boat from Kawthaung across the estuary from Ranong in Thailand. We run four-night sailings on a twelve-berth schooner from late October to early May, with a guide who speaks with the Moken, the sea nomads of the archipelago. The operator holds the park permits; clients enter at the Kawthaung crossing.',
    '### Nong Khiaw and Muang Ngoi, Laos',
    'Three to four hours north of Luang Prabang by road, Nong Khiaw sits between limestone cliffs on the Nam Ou. A boat runs upstream for about an hour to Muang Ngoi Neua, a village without a road. Our three nights include the climb to the Pha Daeng viewpoint for sunrise above the mist and a day on foot to Lao and Khmu villages with a guide from Muang Ngoi.',
    '### Prey Lang, Cambodia',
    'The largest lowland evergreen forest left in mainland Southeast Asia, across four provinces north of Kampong Thom. Kuy communities have patrolled it for years; our two nights are hosted by a community tourism group, sleeping in hammocks under the canopy, with patrol members as guides. It is about three and a half hours by road from Siem Reap.',
    '### Pu Luong, Vietnam',
    'A nature reserve of rice terraces and stilt-house villages in Thanh Hoa province, four hours south-west of Hanoi and an easy pairing with Ninh Binh or Mai Chau. Clients stay in family-run lodges and walk between villages; the terraces turn gold at harvest, in late May and June and again from mid-September into early October.',
    '### Nan, Thailand',
    'Thailand’s quietest northern province, a little over an hour’s flight from Bangkok. The murals of Wat Phumin, the mountain roads of Doi Phu Kha National Park and the salt wells of Bo Kluea fill three nights without meeting a coach group.',
    '## Selling Beyond',
    'Beyond suits repeat clients, couples and small private groups who value a good host over a hotel’s star rating. Rooms are simple in three of the five places, a schooner cabin, a riverside bungalow, a hammock camp, and we say so in every quote. The Mergui sailings have fixed departures and the other modules a minimum of two guests: ask your Monsoon consultant for this season’s dates before you offer them.',
  ],
  reels: [MERGUI_REEL, NAM_OU_REEL, PREY_LANG_REEL],
  hardcopy: {
    image: {
      ...a4('beyond-hard-copy-cover', {
        motif: 'coast',
        palette: 'dusk',
        alt: 'The cover of the Beyond agent edition: islands on a calm sea at dusk under the title Beyond',
      }),
      title: 'Beyond',
      kicker: 'Monsoon · Agent edition 2026',
    },
    buttonText: 'Download the agent edition',
    pdf: {
      name: 'beyond-hard-copy',
      linkTitle: 'Beyond 2026: the agent edition',
      documentTitle: 'Beyond: journeys past the guidebook. The agent edition 2026',
      sections: [
        {
          paragraphs: [
            'Beyond is Monsoon’s collection of places past the classic circuit of Thailand, Vietnam, Cambodia, Laos and Myanmar. This edition is for travel agents: what each place is, who it suits, how clients get there, when we operate, and what to tell clients before they go. Every module can be added to an itinerary in the agent vault and is quoted in your currency at your contract rates.',
          ],
        },
        {
          heading: 'HOW TO USE THIS EDITION',
          paragraphs: [
            'Each Beyond experience is a module of two to four nights with a fixed host, a season and a maximum group size. Add a module to a booking in the agent vault as you would a day program; your Monsoon consultant confirms the dates and the host within two working days. Prices are per person on twin share. Single rooms are available in Nan and Pu Luong only.',
          ],
        },
        {
          heading: 'MYANMAR: THE MERGUI ARCHIPELAGO',
          paragraphs: [
            'What it is: four nights under sail among some 800 islands of the Andaman Sea, on a twelve-berth schooner with a Moken-speaking guide. Days are for snorkelling, kayaking into mangrove channels and visiting a Moken village when the families are ashore.',
            'Getting there: fly Bangkok to Ranong (about 1 hour 20 minutes), then a short boat crossing of the estuary to Kawthaung, where the boat leaves. Clients clear immigration at Kawthaung; we meet them at the pier.',
            'Season: late October to early May. The fixed departures run every ten days; ask for this season’s dates.',
            'Tell clients: cabins are small and share two bathrooms; luggage is one soft bag each. Check your government’s travel advice for Myanmar before you confirm, and again before departure.',
          ],
        },
        {
          heading: 'LAOS: NONG KHIAW AND MUANG NGOI',
          paragraphs: [
            'What it is: three nights on the Nam Ou, between limestone cliffs. The Pha Daeng viewpoint at sunrise, a boat upstream to Muang Ngoi Neua, and a day walking to Lao and Khmu villages with a guide who grew up there.',
            'Getting there: three to four hours by road from Luang Prabang. Since the dams on the lower Nam Ou the river route from Luang Prabang no longer runs, so we transfer by private car with a stop at a weaving village.',
            'Season: October to April. In the rains the paths to the villages close and the boat runs only when the river allows.',
            'Tell clients: rooms are riverside bungalows with fans, not air conditioning; nights in December and January are cool, so bring a fleece.',
          ],
        },
        {
          heading: 'CAMBODIA: PREY LANG',
          paragraphs: [
            'What it is: two nights in the largest lowland evergreen forest left in mainland Southeast Asia, hosted by a Kuy community tourism group. Clients walk with members of the community forest patrol, sleep in hammocks under the canopy and eat what the host families cook.',
            'Getting there: about three and a half hours by road from Siem Reap, the last hour on a dirt track, in a four-wheel-drive vehicle.',
            'Season: November to May. We do not operate in the rains.',
            'Tell clients: this is a camp with a long-drop toilet and a bucket shower. The fee per guest goes to the community fund that pays the patrols; we publish the amount in the quote.',
          ],
        },
        {
          heading: 'VIETNAM: PU LUONG',
          paragraphs: [
            'What it is: three nights in a nature reserve of rice terraces and stilt-house villages in Thanh Hoa province, staying in family-run lodges and walking between villages with a local guide.',
            'Getting there: four hours by road from Hanoi; pairs well with Ninh Binh or Mai Chau on the way.',
            'Season: all year. The terraces are gold at harvest, late May and June and again from mid-September into early October; they are green and flooded in between.',
            'Tell clients: walks are two to four hours a day on village paths, some steep and slippery after rain. Good shoes matter more than anything else in the bag.',
          ],
        },
        {
          heading: 'THAILAND: NAN',
          paragraphs: [
            'What it is: three nights in Thailand’s quietest northern province: the murals of Wat Phumin, the mountain roads of Doi Phu Kha National Park and the salt wells of Bo Kluea, with a guide from Nan town.',
            'Getting there: a little over an hour’s flight from Bangkok to Nan; or by road from Chiang Rai in about five hours.',
            'Season: all year. November to February is cool and clear; in the rains the mountain roads are slower but open.',
            'Tell clients: temples ask for covered shoulders and knees; the hotel in Nan town has a pool and air conditioning, the mountain lodge does not need it.',
          ],
        },
        {
          heading: 'BOOKING NOTES',
          paragraphs: [
            'Minimum two guests for every module except the Mergui sailings, which take single guests in shared cabins. Maximum group size is eight, twelve on the schooner. Children from 10 years in Prey Lang and on the schooner; from 6 years elsewhere.',
            'Cancellation terms are those of your contract, except the Mergui sailings: 50% of the price from 45 days before departure, 100% from 21 days.',
            'Travel insurance with medical evacuation is required for Mergui and Prey Lang, where the nearest hospital is several hours away.',
            'Your Monsoon consultant holds the host contacts, the current departure dates and the inspection notes of each module. Ask for them before you quote.',
          ],
        },
      ],
    },
  },
}

export const BEYOND_FILMS: readonly TBeyondFilmCopy[] = [
  {
    title: 'Sea nomads of the Mergui Archipelago',
    slug: 'sea-nomads-of-the-mergui-archipelago',
    description:
      'A day with a Moken family on their boat off Lampi Island, filmed on our first Beyond sailing. The film agents ask for most when clients want to know what the archipelago is like.',
    createAt: '2025-11-18',
    isPublic: true,
    // A longer cut of the reel of the same name: one file, one poster.
    image: MERGUI_REEL.thumbnail,
    video: MERGUI_REEL.video,
    notes: {
      name: 'beyond-film-sea-nomads-notes',
      linkTitle: 'Agent notes: the Mergui sailings',
      documentTitle: 'Agent notes: sailing the Mergui Archipelago',
      sections: [
        {
          paragraphs: [
            'The film shows the first Beyond sailing of the season, from Kawthaung to Lampi Island and back in four nights.',
            'What to tell clients: the schooner has six double cabins and two shared bathrooms. Days are spent snorkelling, kayaking and ashore on beaches with no one else on them. The Moken village visit depends on whether the families are ashore; it is never staged.',
            'Getting there: Bangkok to Ranong by air, the boat crossing to Kawthaung, immigration at the pier. We meet every guest in Ranong.',
            'Season and departures: late October to early May, fixed departures every ten days. Single guests share a cabin with a guest of the same sex or pay the single supplement.',
            'Before you confirm: check your government’s travel advice for Myanmar, and make sure clients hold insurance with medical evacuation.',
          ],
        },
      ],
    },
  },
  {
    title: 'Up the Nam Ou to Muang Ngoi',
    slug: 'up-the-nam-ou-to-muang-ngoi',
    description:
      'From Nong Khiaw’s pier to a village without a road: the hour upstream between the cliffs, and the walk on to the Khmu village of Ban Na.',
    createAt: '2025-09-02',
    isPublic: true,
    // A longer cut of the reel of the same name: one file, one poster.
    image: NAM_OU_REEL.thumbnail,
    video: NAM_OU_REEL.video,
    notes: null,
  },
  {
    title: 'Walking Prey Lang with the forest patrol',
    slug: 'walking-prey-lang-with-the-forest-patrol',
    description:
      'Members of a Kuy community patrol show our guests the resin trees their families have tapped for generations, and explain why they walk the forest every week.',
    createAt: '2025-06-10',
    isPublic: true,
    // A longer cut of the reel of the same name: one file, one poster.
    image: PREY_LANG_REEL.thumbnail,
    video: PREY_LANG_REEL.video,
    notes: {
      name: 'beyond-film-prey-lang-notes',
      linkTitle: 'Agent notes: the Prey Lang camp',
      documentTitle: 'Agent notes: two nights in Prey Lang',
      sections: [
        {
          paragraphs: [
            'The film was made with the community tourism group that hosts our guests in Prey Lang, north of Kampong Thom.',
            'What to tell clients: this is a forest camp. Guests sleep in hammocks with mosquito nets under a roof, wash with a bucket shower and use a long-drop toilet. Meals are cooked by host families.',
            'Getting there: about three and a half hours from Siem Reap, the last hour by four-wheel drive.',
            'Season: November to May only.',
            'Minimum age 10 years. Insurance with medical evacuation is required; the nearest hospital is in Kampong Thom.',
          ],
        },
      ],
    },
  },
  {
    title: 'Harvest time in Pu Luong',
    slug: 'harvest-time-in-pu-luong',
    description:
      'The terraces of Pu Luong in the week of the autumn harvest, and the family lodge at Ban Don where our guests stay.',
    createAt: '2024-10-08',
    isPublic: true,
    image: poster('beyond-film-pu-luong', {
      motif: 'terraces',
      palette: 'saffron',
      alt: 'Golden rice terraces curving down a valley in warm afternoon light',
    }),
    video: {
      name: 'beyond-film-pu-luong',
      seconds: 5,
      scene: { motif: 'terraces', palette: 'saffron', title: 'Pu Luong', kicker: 'Beyond films · Vietnam' },
    },
    notes: null,
  },
  {
    title: 'Nan: murals and mountains',
    slug: 'nan-murals-and-mountains',
    description:
      'The murals of Wat Phumin and the road up to Doi Phu Kha. Taken off the list while we re-cut it with the salt wells of Bo Kluea.',
    createAt: '2024-03-20',
    isPublic: false,
    image: poster('beyond-film-nan', {
      motif: 'chedi',
      palette: 'dusk',
      alt: 'Temple chedis and palms silhouetted against a violet evening sky',
    }),
    video: {
      name: 'beyond-film-nan',
      seconds: 5,
      scene: { motif: 'chedi', palette: 'dusk', title: 'Nan', kicker: 'Beyond films · Thailand' },
    },
    notes: null,
  },
]
