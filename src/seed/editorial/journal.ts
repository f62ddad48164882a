import { hero, photo, type TArt, type TNationCode } from './art'
import type { TListHeadCopy } from './pages'

/** Demo journal (articles, mindful travel, word on the street, posts), showcase hotels and webinars. */
export type TJournalKind = 'article' | 'mindful-travel' | 'word-on-the-street' | 'post'
export type TJournalSection = 'on-location' | 'press-room' | 'product-news'
/** A rich-text body: a string is a paragraph ("## " starts an h2, "### " an h3); an image (TArt) is an image in the text. */
export type TJournalBody = ReadonlyArray<string | TArt>

export type TJournalCategoryCopy = { name: string; slug: string; description: string; image: TArt | null }
export type TJournalEntryCopy = {
  kind: TJournalKind
  section: TJournalSection
  title: string
  slug: string
  /** Publication day, YYYY-MM-DD, between 2026-03-01 and 2026-11-20. */
  date: string
  author: string
  excerpt: string
  image: TArt
  body: TJournalBody
  categories: readonly string[] // category slugs
  nations: readonly TNationCode[]
  seoDescription: string
}
export type TShowcaseHotelCopy = {
  name: string
  slug: string
  nation: TNationCode
  location: string
  review: string
  highlights: readonly string[]
  images: readonly TArt[]
  /** The catalogue hotel of the same name, when there is one (exact name from the list below). */
  hotel?: string
  /** Slug of a catalogue day program nearby worth linking to (from the list below). */
  program?: string
}
export type TWebinarGroupCopy = {
  name: string
  slug: string
  description: string
  image: TArt
  nation: TNationCode | null
}
export type TWebinarCopy = {
  title: string
  slug: string
  group: string // group slug
  nations: readonly TNationCode[]
  /** Days from the day the demo data is loaded: negative = already held (recorded), positive = upcoming. */
  startsInDays: number
  /** Start time, HH:MM in UTC. */
  time: string
  durationMinutes: number
  speakerName: string
  speakerRole: string
  summary: string
  /** Upcoming webinars: where agents register (https URL on monsoon-dmc.example). */
  registrationUrl: string | null
  /** Held webinars: the recording (https URL on video.monsoon-dmc.example). */
  recordingUrl: string | null
}

// ---------------------------------------------------------------------------------------------
// Journal categories
// ---------------------------------------------------------------------------------------------

export const JOURNAL_CATEGORIES: readonly TJournalCategoryCopy[] = [
  {
    name: 'Culture & heritage',
    slug: 'culture-and-heritage',
    description:
      'Temples, festivals, crafts and the living traditions of the region, and how to share them with your clients.',
    image: photo('journal-category-culture-and-heritage', {
      motif: 'angkor',
      palette: 'saffron',
      alt: 'The towers of Angkor Wat glowing in golden afternoon light above a still moat lined with sugar palms',
    }),
  },
  {
    name: 'Food & drink',
    slug: 'food-and-drink',
    description: 'Markets, street kitchens, cooking classes and the tables our teams book for their own families.',
    image: photo('journal-category-food-and-drink', {
      motif: 'river',
      palette: 'sunrise',
      alt: 'A long-tail boat on a wide river at sunrise, market roofs and palms along the bank in pink morning light',
    }),
  },
  {
    name: 'Responsible travel',
    slug: 'responsible-travel',
    description:
      'How we choose suppliers, support communities and help your clients travel lightly across the Mekong region.',
    image: photo('journal-category-responsible-travel', {
      motif: 'terraces',
      palette: 'paddy',
      alt: 'Green rice terraces stepping down a quiet valley, a small stilt house among the paddies',
    }),
  },
  {
    name: 'Hotels & stays',
    slug: 'hotels-and-stays',
    description: 'Hotels, lodges and river boats our product managers have slept in, and what to tell your clients.',
    image: photo('journal-category-hotels-and-stays', {
      motif: 'coast',
      palette: 'dusk',
      alt: 'Palms leaning over a quiet bay at dusk, limestone islets dark against a violet sky',
    }),
  },
  {
    name: 'Company news',
    slug: 'company-news',
    description: 'News from Monsoon: people, offices, trade fairs, tariffs and the awards our teams bring home.',
    image: null,
  },
]

// ---------------------------------------------------------------------------------------------
// Journal entries
// ---------------------------------------------------------------------------------------------

export const JOURNAL_ENTRIES: readonly TJournalEntryCopy[] = [
  // Articles ------------------------------------------------------------------------------------
  {
    kind: 'article',
    section: 'on-location',
    title: 'Angkor beyond the sunrise crowds',
    slug: 'angkor-beyond-the-sunrise-crowds',
    date: '2026-03-12',
    author: 'Sokha Chhun',
    excerpt:
      'Sunrise at Angkor Wat is busy for a reason, but the temple park rewards clients who plan the rest of the day around it. Our Siem Reap team shares the order in which they visit.',
    image: photo('journal-angkor-beyond-the-sunrise-crowds', {
      motif: 'angkor',
      palette: 'sunrise',
      alt: 'The five towers of Angkor Wat in a pink and orange dawn, mirrored in the lotus ponds in front of the temple',
    }),
    body: [
      'Every morning between November and March, a few thousand people gather by the north pond of Angkor Wat to watch the sun rise behind the towers. It is worth doing once. What most visitors miss is how quiet the rest of the park becomes while they are there.',
      '## Turn the day around',
      'Our guides take clients to sunrise, then straight to the Bayon and Ta Prohm while the coach groups return to their hotels for breakfast. Angkor Wat itself is best in the early afternoon, when the light falls on the western facade and the galleries of bas-reliefs are almost empty.',
      photo('journal-angkor-beyond-the-sunrise-crowds-bayon', {
        motif: 'angkor',
        palette: 'jade',
        alt: 'Temple towers rising above a green forest canopy, the morning haze still lying over the trees',
      }),
      '## Further afield',
      'Clients with three days or more should see Banteay Srei and Beng Mealea, an hour from town. Beng Mealea is still half in the jungle; the wooden walkways make it manageable for most guests, and our guides know the side paths that avoid the tour groups.',
      'Book the three-day Angkor pass through us and we print the passes in advance, so your clients skip the ticket queue on the first morning.',
    ],
    categories: ['culture-and-heritage'],
    nations: ['kh'],
    seoDescription:
      'How our Siem Reap team plans a day at Angkor around the sunrise crowds: the Bayon, Ta Prohm, Banteay Srei and Beng Mealea.',
  },
  {
    kind: 'article',
    section: 'on-location',
    title: 'Hanoi’s Old Quarter, one bowl at a time',
    slug: 'hanois-old-quarter-one-bowl-at-a-time',
    date: '2026-04-08',
    author: 'Nguyen Thi Linh',
    excerpt:
      'Pho at dawn, bun cha at noon and egg coffee in a hidden upstairs café: a day of eating in Hanoi with the guides who grew up there.',
    image: photo('journal-hanois-old-quarter-one-bowl-at-a-time', {
      motif: 'river',
      palette: 'monsoon',
      alt: 'A broad river curving past low roofs and trees under a soft grey sky, a small boat moored by the bank',
    }),
    body: [
      'Hanoi eats on the pavement. Many of the best kitchens in the Old Quarter serve a single dish from a low table, and the stools are out before six in the morning. For clients it can feel like a maze; with a guide it becomes the best-value meal of the trip.',
      '## Morning: pho and sticky rice',
      'We start at a family pho stall on Bat Dan street, where the broth has simmered since the night before, then walk to the flower market by Long Bien bridge. Sweet sticky rice wrapped in lotus leaves is the snack of choice.',
      '## Noon: bun cha',
      'Grilled pork, rice noodles, fresh herbs and a bowl of tangy dipping sauce. Our guides choose stalls by how fresh the herbs look, not by the reviews.',
      'The half-day street-food walk runs every day with hotel pick-up in the Old Quarter; we adapt it for vegetarians and for clients with allergies if you tell us at booking.',
    ],
    categories: ['food-and-drink'],
    nations: ['vn'],
    seoDescription:
      'A day of eating in Hanoi’s Old Quarter with our guides: pho, sticky rice, bun cha and egg coffee, and how to book the walk.',
  },
  {
    kind: 'article',
    section: 'on-location',
    title: 'Northern Thailand in the green season',
    slug: 'northern-thailand-in-the-green-season',
    date: '2026-06-17',
    author: 'Nalinee Charoenrat',
    excerpt:
      'From June to October the hills around Chiang Mai turn green, the rice is planted and hotel rates fall. Here is why we sell the north all year.',
    image: photo('journal-northern-thailand-in-the-green-season', {
      motif: 'terraces',
      palette: 'paddy',
      alt: 'Freshly planted rice terraces climbing a green hillside under a pale sky, mist in the valley below',
    }),
    body: [
      'Agents often tell us their clients avoid Thailand in the rainy season. In the north, that is a missed opportunity. The rain usually comes as a heavy shower in the late afternoon, the mornings are clear and the landscape is at its most beautiful.',
      '## What to sell',
      'Doi Suthep at sunrise, a morning planting rice with a farming family in the Mae Rim valley and the waterfalls of Doi Inthanon, which are only really impressive between July and October.',
      photo('journal-northern-thailand-in-the-green-season-doi-suthep', {
        motif: 'chedi',
        palette: 'jade',
        alt: 'A golden temple chedi on a forested ridge, green hills fading into soft mist behind it',
      }),
      '## What to tell clients',
      'Pack a light rain jacket and plan outdoor activities before lunch. Many of the hotels we use in Chiang Mai offer a free night or a room upgrade in these months, and we pass every offer on to you.',
    ],
    categories: ['culture-and-heritage', 'hotels-and-stays'],
    nations: ['th'],
    seoDescription:
      'Why we sell northern Thailand from June to October: green rice fields, quiet temples, waterfalls and better hotel rates around Chiang Mai.',
  },
  {
    kind: 'article',
    section: 'on-location',
    title: 'Slow days on Inle Lake',
    slug: 'slow-days-on-inle-lake',
    date: '2026-09-03',
    author: 'Thiri Aung',
    excerpt:
      'Leg-rowing fishermen, floating gardens and five-day markets that move from village to village: Inle Lake deserves more than a single boat trip.',
    image: photo('journal-slow-days-on-inle-lake', {
      motif: 'river',
      palette: 'lavender',
      alt: 'A calm lake in lilac morning light, a narrow wooden boat gliding past low hills and a distant stupa',
    }),
    body: [
      'Most itineraries give Inle Lake one day: a boat trip to the stilt villages, a silversmith and a weaving workshop, and back to the hotel by four. Our team in Myanmar would rather your clients stayed three nights.',
      '## The market that moves',
      'The five-day market rotates between the lakeside towns, so there is one to visit every morning. The one at Thaung Thut, at the southern end of the lake, is the least visited and the most rewarding.',
      '## On foot and by bicycle',
      'The paths between Nyaung Shwe and the hill villages to the east make an easy half-day walk, and a lunch with a Pa-O family is one of the highlights our guests remember most.',
      'We operate at Inle Lake when conditions allow and check every route before departure. Please also check the travel advice of your own government before confirming a booking.',
    ],
    categories: ['culture-and-heritage'],
    nations: ['mm'],
    seoDescription:
      'Why Inle Lake deserves three nights: the rotating five-day market, walks to Pa-O villages and quiet corners of the lake.',
  },

  // Mindful travel ------------------------------------------------------------------------------
  {
    kind: 'mindful-travel',
    section: 'on-location',
    title: 'Giving alms in Luang Prabang with respect',
    slug: 'giving-alms-in-luang-prabang-with-respect',
    date: '2026-03-25',
    author: 'Khamla Phommachanh',
    excerpt:
      'The morning alms round is a daily religious ritual, not a show. How we prepare your clients to take part, or to watch, without getting in the way.',
    image: photo('journal-giving-alms-in-luang-prabang-with-respect', {
      motif: 'river',
      palette: 'saffron',
      alt: 'The Mekong at first light below a golden stupa on a wooded hill, the water glowing amber',
    }),
    body: [
      'Every morning at about half past five, the monks of Luang Prabang walk barefoot through the old town to receive sticky rice from the people who live there. For the families who kneel along the street, it is an act of merit. For many visitors, it is a photograph.',
      '## How our guides prepare your clients',
      'The evening before, the guide explains the ritual and the etiquette: shoulders and knees covered, no flash, no standing in the monks’ path, and a distance of several metres for anyone who only wants to watch.',
      photo('journal-giving-alms-in-luang-prabang-with-respect-morning', {
        motif: 'chedi',
        palette: 'sunrise',
        alt: 'Temple chedis and palm trees silhouetted against a pink dawn sky, a soft glow on the horizon',
      }),
      '## Where we go',
      'We take clients to a quiet street near Wat Sene rather than the main road, and buy the sticky rice from a family in the morning market instead of from the street sellers, whose rice is often not fresh.',
    ],
    categories: ['responsible-travel', 'culture-and-heritage'],
    nations: ['la'],
    seoDescription:
      'How Monsoon prepares travellers for the alms-giving ceremony in Luang Prabang: etiquette, where to stand and where to buy the rice.',
  },
  {
    kind: 'mindful-travel',
    section: 'on-location',
    title: 'How we choose the elephant sanctuaries we work with',
    slug: 'how-we-choose-the-elephant-sanctuaries-we-work-with',
    date: '2026-05-06',
    author: 'Nalinee Charoenrat',
    excerpt:
      'No riding, no shows and no bathing sessions for the camera. The criteria our product team uses before any elephant experience goes into the tariff.',
    image: photo('journal-how-we-choose-the-elephant-sanctuaries-we-work-with', {
      motif: 'terraces',
      palette: 'jade',
      alt: 'Forested hills and terraced fields under a pale green sky, a river running through the valley floor',
    }),
    body: [
      'Elephants remain one of the most requested experiences in Thailand, and one of the hardest to get right. Since 2019 we have only worked with places where the elephants are not ridden, do not perform and are not made to bathe with visitors.',
      '## Our checklist',
      'We visit every sanctuary unannounced at least once a year. We look at the size of the groups, the hours the elephants spend with visitors, the space they have at night, the veterinary care and how the mahouts are paid and housed.',
      '## What your clients will do',
      'Walk with a small herd in the forest near Chiang Mai, prepare food and watch the elephants from a distance as they feed and bathe on their own terms. It is quieter than a camp visit, and the guests who do it write to tell us it was the highlight of their journey.',
    ],
    categories: ['responsible-travel'],
    nations: ['th'],
    seoDescription:
      'The criteria Monsoon uses to select elephant sanctuaries in Thailand: no riding, no shows, small groups and yearly unannounced visits.',
  },
  {
    kind: 'mindful-travel',
    section: 'on-location',
    title: 'Homestays in the Mekong Delta that give back',
    slug: 'homestays-in-the-mekong-delta-that-give-back',
    date: '2026-07-22',
    author: 'Nguyen Thi Linh',
    excerpt:
      'A night with a family in the orchards of Ben Tre or Vinh Long is simple, warm and good for the village. How we choose our homestay hosts.',
    image: photo('journal-homestays-in-the-mekong-delta-that-give-back', {
      motif: 'river',
      palette: 'paddy',
      alt: 'A slow brown river between coconut palms and green fields, a sampan drifting past a riverside house',
    }),
    body: [
      'The delta has hundreds of homestays, and the quality varies widely. We work with eleven families, each of whom we have known for at least three years, and we pay them directly, without a middleman.',
      '## What makes a good host',
      'A clean private room with a mosquito net and a fan or air conditioning, a Western-style bathroom, a family that enjoys having guests and a kitchen where clients can help with dinner.',
      photo('journal-homestays-in-the-mekong-delta-that-give-back-orchard', {
        motif: 'river',
        palette: 'jade',
        alt: 'A narrow canal under overhanging palms, the green water reflecting a calm morning sky',
      }),
      '## Where the money goes',
      'A share of every night goes to a village fund that our hosts manage together. In Ben Tre it has paid for a footbridge and for English lessons for the children of the neighbouring families.',
    ],
    categories: ['responsible-travel', 'hotels-and-stays'],
    nations: ['vn'],
    seoDescription:
      'How Monsoon chooses homestay families in the Mekong Delta, what your clients can expect and how each night supports the village.',
  },
  {
    kind: 'mindful-travel',
    section: 'press-room',
    title: 'Travelife certification for all six Monsoon offices',
    slug: 'travelife-certification-for-all-six-monsoon-offices',
    date: '2026-09-16',
    author: 'Nalinee Charoenrat',
    excerpt:
      'With Yangon and Luang Prabang now certified, every Monsoon office meets the Travelife standard for sustainability in tourism.',
    image: photo('journal-travelife-certification-for-all-six-monsoon-offices', {
      motif: 'terraces',
      palette: 'sunrise',
      alt: 'Curving rice terraces in warm sunrise light, hills layered one behind the other towards the horizon',
    }),
    body: [
      'Our offices in Yangon and Luang Prabang completed their Travelife audits this summer. All six Monsoon offices, from Bangkok to Siem Reap, are now certified against the same standard.',
      '## What the audit covers',
      'More than two hundred criteria: how we treat our staff and guides, how we select hotels and excursions, child protection, animal welfare, waste and energy in our offices and vehicles, and what we tell travellers before they arrive.',
      '## What it means for your bookings',
      'If your company reports on the sustainability of its suppliers, your sales manager can send you our certificates and our annual sustainability report. Our supplier criteria are also available in the agent vault.',
    ],
    categories: ['responsible-travel', 'company-news'],
    nations: ['th', 'vn', 'kh', 'la', 'mm'],
    seoDescription:
      'All six Monsoon offices are now Travelife certified. What the audit covers and what it means for agents who book with us.',
  },

  // Word on the street -------------------------------------------------------------------------
  {
    kind: 'word-on-the-street',
    section: 'press-room',
    title: 'What agents asked us at ITB Berlin',
    slug: 'what-agents-asked-us-at-itb-berlin',
    date: '2026-03-09',
    author: 'Thomas Reinholt',
    excerpt:
      'Three days, more than ninety appointments and the same few questions at almost every table. Our notes from the Monsoon stand in Berlin.',
    image: photo('journal-what-agents-asked-us-at-itb-berlin', {
      motif: 'chedi',
      palette: 'dusk',
      alt: 'Temple chedis and palms silhouetted against a violet and orange evening sky',
    }),
    body: [
      'Our sales team came back from Berlin with full notebooks. Demand for the region is strong, and the partners we met are booking further ahead than at any time since 2019.',
      '## Multi-country journeys',
      'The most common request was a single itinerary across two or three countries, with one contact and one invoice. Thailand with Laos and Vietnam with Cambodia remain the favourite combinations.',
      '## Smaller, quieter places',
      'Agents are looking for alternatives to the busiest sights: Nan instead of Chiang Rai, Kampot instead of Sihanoukville, Ninh Binh as well as Ha Long. We will publish new programs for all three over the coming months.',
      'Thank you to everyone who visited us. If we did not manage to meet, your sales manager will be happy to arrange a call.',
    ],
    categories: ['company-news'],
    nations: ['th', 'vn', 'kh', 'la'],
    seoDescription:
      'Notes from the Monsoon stand at ITB Berlin: multi-country journeys, quieter destinations and agents booking further ahead.',
  },
  {
    kind: 'word-on-the-street',
    section: 'press-room',
    title: 'Our guide academy recognised at the Mekong tourism awards',
    slug: 'our-guide-academy-recognised-at-the-mekong-tourism-awards',
    date: '2026-06-04',
    author: 'Pimchanok Srisuk',
    excerpt:
      'The Monsoon guide academy, which trains every new guide in our five countries, received a commendation for training and development.',
    image: photo('journal-our-guide-academy-recognised-at-the-mekong-tourism-awards', {
      motif: 'river',
      palette: 'saffron',
      alt: 'The Mekong winding between layered hills in warm evening light, a golden stupa on the far ridge',
    }),
    body: [
      'We are proud to share that our guide academy received a commendation in the training and development category of this year’s regional tourism awards for the Mekong countries.',
      '## Six weeks before the first guest',
      'Every new Monsoon guide completes six weeks of training before guiding alone: history and culture, first aid, storytelling, child protection and how to handle the unexpected, from a cancelled flight to a flooded road.',
      photo('journal-our-guide-academy-recognised-at-the-mekong-tourism-awards-class', {
        motif: 'angkor',
        palette: 'dusk',
        alt: 'Ancient temple towers against a violet dusk sky, reflected in the still water of a moat',
      }),
      'The award belongs to the trainers and senior guides in Bangkok, Hanoi, Siem Reap and Luang Prabang who give their time to the academy every year.',
    ],
    categories: ['company-news', 'responsible-travel'],
    nations: ['th', 'vn', 'kh', 'la'],
    seoDescription:
      'The Monsoon guide academy received a commendation for training and development at the regional tourism awards for the Mekong countries.',
  },
  {
    kind: 'word-on-the-street',
    section: 'on-location',
    title: 'Word from Yangon: travelling in Myanmar this season',
    slug: 'word-from-yangon-travelling-in-myanmar-this-season',
    date: '2026-08-12',
    author: 'Thiri Aung',
    excerpt:
      'Where we currently operate in Myanmar, how we check every route before departure and what we tell the agents who ask us whether to sell it.',
    image: photo('journal-word-from-yangon-travelling-in-myanmar-this-season', {
      motif: 'bagan',
      palette: 'monsoon',
      alt: 'Stupas scattered across a green plain under a soft grey monsoon sky, a single balloon drifting above',
    }),
    body: [
      'We receive the same question from partners every week: can my clients travel to Myanmar? Our answer depends on the route, the season and the traveller, and we give it booking by booking.',
      '## Where we operate',
      'At the time of writing we run private journeys in Yangon, Bagan and around Inle Lake, with domestic flights between them. Our reservations team checks every itinerary again a week before arrival.',
      '## What we ask of agents',
      'Please check the travel advice of your own government and the conditions of your clients’ insurance before confirming. We will always tell you honestly if we would not send our own families on a route.',
    ],
    categories: ['company-news'],
    nations: ['mm'],
    seoDescription:
      'Where Monsoon currently operates in Myanmar, how we check routes before departure and what to consider before selling a journey.',
  },
  {
    kind: 'word-on-the-street',
    section: 'press-room',
    title: 'Luang Prabang in the autumn travel pages',
    slug: 'luang-prabang-in-the-autumn-travel-pages',
    date: '2026-10-14',
    author: 'Khamla Phommachanh',
    excerpt:
      'Three European travel magazines sent writers to Luang Prabang with us this year. What they wrote about, and what your clients will read.',
    image: photo('journal-luang-prabang-in-the-autumn-travel-pages', {
      motif: 'river',
      palette: 'dusk',
      alt: 'A river bend at dusk below dark forested hills, the sky fading from orange to violet',
    }),
    body: [
      'Luang Prabang has had a good year in the travel press. Our Laos team hosted writers from Germany, France and the United Kingdom between May and August, and their stories are now appearing in the autumn issues.',
      '## What caught their eye',
      'The boat festival at the end of Buddhist Lent, the weaving villages across the Nam Khan, a cooking class with a family in Ban Xieng Mouane and the slow boat from the Thai border.',
      photo('journal-luang-prabang-in-the-autumn-travel-pages-nam-khan', {
        motif: 'river',
        palette: 'paddy',
        alt: 'A green river valley with a bamboo bridge and wooded hills, a golden stupa on the ridge',
      }),
      'Expect questions from your clients after they read the articles. Every experience mentioned is bookable through Monsoon, and your sales manager can send you the programs.',
    ],
    categories: ['culture-and-heritage'],
    nations: ['la'],
    seoDescription:
      'European travel writers visited Luang Prabang with Monsoon this year. The festivals, villages and river journeys they wrote about.',
  },

  // Posts ---------------------------------------------------------------------------------------
  {
    kind: 'post',
    section: 'product-news',
    title: 'New: Bangkok’s canals before breakfast',
    slug: 'new-bangkoks-canals-before-breakfast',
    date: '2026-04-22',
    author: 'Pimchanok Srisuk',
    excerpt:
      'Our new early-morning long-tail boat program follows the canals of Thonburi as the monks collect alms and the floating vendors set up.',
    image: photo('journal-new-bangkoks-canals-before-breakfast', {
      motif: 'river',
      palette: 'sunrise',
      alt: 'A long-tail boat on a quiet canal at sunrise, temple roofs and palms along the water in pink light',
    }),
    body: [
      'The canals of Thonburi are at their best before eight in the morning, when the water is calm, the monks paddle from house to house and the day boats have not yet started.',
      '## The program',
      'Pick-up at 6 a.m. from hotels on the river, two hours by private long-tail boat with a guide, breakfast at a canal-side coffee shop and a visit to a family that still makes temple bells by hand.',
      'Bookable every day from 1 May as a private tour. It combines well with the Grand Palace and Wat Pho later the same morning.',
      '## For your quotations',
      'The program is in the agent vault under Bangkok day programs, with net rates for one to eight travellers.',
    ],
    categories: ['culture-and-heritage'],
    nations: ['th'],
    seoDescription:
      'A new early-morning long-tail boat program on the canals of Thonburi in Bangkok, bookable daily as a private tour from 1 May.',
  },
  {
    kind: 'post',
    section: 'product-news',
    title: 'Private Mekong slow boats now run all year',
    slug: 'private-mekong-slow-boats-now-run-all-year',
    date: '2026-05-20',
    author: 'Khamla Phommachanh',
    excerpt:
      'Our two-day private slow boat from the Thai border to Luang Prabang is now guaranteed in the green season too, with a new boat and a new lodge in Pakbeng.',
    image: photo('journal-private-mekong-slow-boats-now-run-all-year', {
      motif: 'river',
      palette: 'jade',
      alt: 'A long boat on the wide green Mekong between forested hills, a sandbank in the foreground',
    }),
    body: [
      'Until now we sold the private slow boat between Huay Xai and Luang Prabang only from October to April. From this season it runs every day of the year.',
      '## What is new',
      'A second boat with twelve cushioned seats, a covered deck and a proper toilet, and a new overnight stop at a riverside lodge in Pakbeng with air-conditioned rooms.',
      photo('journal-private-mekong-slow-boats-now-run-all-year-pakbeng', {
        motif: 'river',
        palette: 'dusk',
        alt: 'A riverbank lodge among trees at dusk, the river reflecting an orange and violet sky',
      }),
      '## Good to know',
      'In the green season the river is high and the boat faster, so clients arrive in Luang Prabang in time for sunset on Mount Phousi. The crossing from Chiang Khong is unchanged.',
    ],
    categories: ['hotels-and-stays'],
    nations: ['th', 'la'],
    seoDescription:
      'The private Mekong slow boat from the Thai border to Luang Prabang now runs all year, with a new boat and a new lodge in Pakbeng.',
  },
  {
    kind: 'post',
    section: 'product-news',
    title: 'Two new beach hotels in Krabi',
    slug: 'two-new-beach-hotels-in-krabi',
    date: '2026-07-08',
    author: 'Nalinee Charoenrat',
    excerpt:
      'Phulay Bay Reserve and Rayavadee Cliffs join our Krabi collection, with contracted rates for the 2026–27 season in the agent vault.',
    image: photo('journal-two-new-beach-hotels-in-krabi', {
      motif: 'coast',
      palette: 'saffron',
      alt: 'Limestone cliffs above a golden bay, a long-tail boat drawn up on the sand beside leaning palms',
    }),
    body: [
      'Krabi is our fastest-growing beach destination, and agents have asked for more choice at the top end. From this month we contract two new hotels there.',
      '## Phulay Bay Reserve',
      'Spacious pavilions on a quiet bay north of Ao Nang, each with a private pool and butler service. A good choice for honeymooners who want seclusion more than nightlife.',
      '## Rayavadee Cliffs',
      'Set among the limestone cliffs of the Railay peninsula, reachable only by boat. Families love the three beaches and the climbing school next door.',
      'Rates, room types and the festive-season conditions of both hotels are now in the agent vault.',
    ],
    categories: ['hotels-and-stays'],
    nations: ['th'],
    seoDescription:
      'Phulay Bay Reserve and Rayavadee Cliffs join the Monsoon collection in Krabi, with 2026–27 rates now in the agent vault.',
  },
  {
    kind: 'post',
    section: 'product-news',
    title: 'Mekong Delta to Phnom Penh, now with a night in Chau Doc',
    slug: 'mekong-delta-to-phnom-penh-now-with-a-night-in-chau-doc',
    date: '2026-08-26',
    author: 'Nguyen Thi Linh',
    excerpt:
      'Our overland journey from Ho Chi Minh City to Phnom Penh gains a night by the border, so clients reach Cambodia rested and in daylight.',
    image: photo('journal-mekong-delta-to-phnom-penh-now-with-a-night-in-chau-doc', {
      motif: 'river',
      palette: 'monsoon',
      alt: 'A wide brown river under a grey-green sky, a speedboat heading upstream between low hills',
    }),
    body: [
      'Partners told us the last day of our delta journey was too long. We listened: from November, the journey includes a night in Chau Doc before the speedboat to Phnom Penh.',
      '## The new day',
      'An afternoon at Sam mountain for the sunset over the flooded fields, dinner at a floating restaurant and a morning visit to a Cham weaving village before boarding the boat.',
      '## Prices and dates',
      'The journey now takes six days and runs daily all year. Updated itineraries and net prices are in the agent vault; confirmed bookings for November onwards will be moved to the new version free of charge.',
    ],
    categories: ['culture-and-heritage'],
    nations: ['vn', 'kh'],
    seoDescription:
      'Our Mekong Delta to Phnom Penh journey now includes a night in Chau Doc near the border. Six days, daily departures, all year.',
  },
  {
    kind: 'post',
    section: 'product-news',
    title: 'Yangon and Bagan extensions from Bangkok',
    slug: 'yangon-and-bagan-extensions-from-bangkok',
    date: '2026-09-30',
    author: 'Thiri Aung',
    excerpt:
      'Short, private Myanmar extensions for clients already in Thailand: three nights in Yangon and Bagan, bookable on the same confirmation.',
    image: photo('journal-yangon-and-bagan-extensions-from-bangkok', {
      motif: 'bagan',
      palette: 'sunrise',
      alt: 'Hot-air balloons rising over the stupas of Bagan in a pink sunrise, trees dotted across the plain',
    }),
    body: [
      'Many clients would like to see Myanmar but cannot spare a full week. Our new extensions add three or four nights to a Thailand itinerary, with the flights from Bangkok included.',
      '## Two versions',
      'Yangon and Bagan in three nights: the Shwedagon Pagoda at dusk, the colonial centre of Yangon and a day among the temples of Bagan by e-bike. The four-night version adds Inle Lake.',
      photo('journal-yangon-and-bagan-extensions-from-bangkok-shwedagon', {
        motif: 'chedi',
        palette: 'saffron',
        alt: 'A great golden chedi glowing in evening light above palm trees and low city roofs',
      }),
      '## Before you confirm',
      'The extensions run when conditions allow, and we review every departure a week before travel. Please check the travel advice of your own government and your clients’ insurance.',
    ],
    categories: ['culture-and-heritage'],
    nations: ['mm', 'th'],
    seoDescription:
      'Private three- and four-night Myanmar extensions from Bangkok: Yangon, Bagan and Inle Lake, bookable on one confirmation.',
  },
  {
    kind: 'post',
    section: 'product-news',
    title: 'Our 2027 tariff is live in the agent vault',
    slug: 'our-2027-tariff-is-live-in-the-agent-vault',
    date: '2026-11-04',
    author: 'Pimchanok Srisuk',
    excerpt:
      'Net rates for hotels, day programs, transfers and journeys in all five countries, valid from 1 April 2027, are now online for registered agents.',
    image: photo('journal-our-2027-tariff-is-live-in-the-agent-vault', {
      motif: 'karst',
      palette: 'jade',
      alt: 'Limestone towers rising from calm green water, a red-sailed junk gliding between them',
    }),
    body: [
      'The new tariff covers more than 600 hotels and 400 day programs, transfers and journeys in Thailand, Vietnam, Cambodia, Laos and Myanmar, with rates valid from 1 April 2027 to 31 March 2028.',
      '## What is new',
      'Forty new hotels, new day programs in Nan, Ninh Binh and Kampot, and longer validity for our overland journeys. Festive-season supplements are shown next to each rate.',
      '## Early-booking offer',
      'Bookings confirmed before 31 January 2027 for travel in the new season keep the current rates for all ground services. Your sales manager can walk you through the changes.',
    ],
    categories: ['company-news'],
    nations: ['th', 'vn', 'kh', 'la', 'mm'],
    seoDescription:
      'Monsoon’s 2027 tariff for Thailand, Vietnam, Cambodia, Laos and Myanmar is live in the agent vault, with an early-booking offer.',
  },
]

// ---------------------------------------------------------------------------------------------
// Lay your head down: showcase hotels
// ---------------------------------------------------------------------------------------------

export const SHOWCASE_HOTELS: readonly TShowcaseHotelCopy[] = [
  {
    name: 'Chakrabongse Residence',
    slug: 'chakrabongse-residence',
    nation: 'th',
    location: 'Bangkok',
    review:
      'A royal villa from 1908 on the Chao Phraya, with only a handful of rooms and Wat Arun across the water. I sat on the terrace at sunset and forgot I was in a city of ten million people. Book it for couples and culture lovers who want Bangkok’s old town on the doorstep.',
    highlights: ['Views of Wat Arun across the river', 'Private pier for boats', 'Walking distance to Wat Pho'],
    images: [
      photo('hotel-chakrabongse-residence-river', {
        motif: 'chedi',
        palette: 'dusk',
        alt: 'Temple spires on a riverbank silhouetted against a violet and orange evening sky',
      }),
      photo('hotel-chakrabongse-residence-garden', {
        motif: 'river',
        palette: 'saffron',
        alt: 'A broad river in golden light, palm trees and temple roofs lining the far bank',
      }),
    ],
    hotel: 'Chakrabongse Residence',
    program: 'grand-palace-and-wat-pho-with-a-historian',
  },
  {
    name: 'Rachamankha',
    slug: 'rachamankha',
    nation: 'th',
    location: 'Chiang Mai',
    review:
      'Quiet courtyards, old Lanna furniture and a library you will want to move into, a few steps from Wat Phra Singh. The rooms are calm rather than showy, and the staff know every temple in the old town. Ideal for clients who read about a place before they visit it.',
    highlights: ['Lanna architecture in the old city', 'Library and antiques', 'Five minutes from Wat Phra Singh'],
    images: [
      photo('hotel-rachamankha-courtyard', {
        motif: 'chedi',
        palette: 'saffron',
        alt: 'A Lanna temple chedi and palms in warm evening light, soft hills behind',
      }),
      photo('hotel-rachamankha-hills', {
        motif: 'terraces',
        palette: 'paddy',
        alt: 'Green rice fields stepping towards forested hills under a pale northern sky',
      }),
    ],
    hotel: 'Rachamankha',
    program: 'doi-suthep-at-sunrise',
  },
  {
    name: 'Sofitel Legend Metropole',
    slug: 'sofitel-legend-metropole',
    nation: 'vn',
    location: 'Hanoi',
    review:
      'More than a century of history, from Charlie Chaplin’s honeymoon to the air-raid shelter under the pool that guests can visit. Ask for the Heritage Wing: the rooms are classic and the corridors smell of frangipani. It suits first-time visitors to Hanoi who want the Old Quarter and the Opera House within walking distance.',
    highlights: ['Heritage Wing rooms', 'Path of History shelter tour', 'Steps from the Opera House'],
    images: [
      photo('hotel-sofitel-legend-metropole-river', {
        motif: 'river',
        palette: 'monsoon',
        alt: 'The Red river under a soft grey sky, low trees and rooftops along its banks',
      }),
      photo('hotel-sofitel-legend-metropole-bay', {
        motif: 'karst',
        palette: 'jade',
        alt: 'Limestone towers in calm green water, a red-sailed junk on the way to the bay',
      }),
    ],
    hotel: 'Sofitel Legend Metropole',
    program: 'hanoi-old-quarter-street-food-walk',
  },
  {
    name: 'Azerai Can Tho',
    slug: 'azerai-can-tho',
    nation: 'vn',
    location: 'Can Tho, Mekong Delta',
    review:
      'A resort on its own island in the Hau river, reached only by the hotel boat. After two busy days in Ho Chi Minh City my guests wanted nothing more than the pool, the spa and a bicycle ride through the orchards. The best base for the Cai Rang floating market.',
    highlights: ['Private island on the Hau river', 'Boat to the floating market', 'Villas with garden views'],
    images: [
      photo('hotel-azerai-can-tho-river', {
        motif: 'river',
        palette: 'jade',
        alt: 'A wide green river around a low island of palms, a wooden boat crossing towards it',
      }),
      photo('hotel-azerai-can-tho-sunrise', {
        motif: 'river',
        palette: 'sunrise',
        alt: 'The Mekong at sunrise, boats gathering on the pink water between palm-lined banks',
      }),
      photo('hotel-azerai-can-tho-orchards', {
        motif: 'terraces',
        palette: 'paddy',
        alt: 'Flat green fields and orchards stretching to a hazy horizon under a pale sky',
      }),
    ],
  },
  {
    name: 'Amansara',
    slug: 'amansara',
    nation: 'kh',
    location: 'Siem Reap',
    review:
      'King Sihanouk’s former guesthouse, now one of the most private places to stay near Angkor. Each stay includes temple visits with the resort’s own guides, and dinner by the pool is unforgettable. Sell it to seasoned travellers who value privacy over a long list of facilities.',
    highlights: ['1960s royal guesthouse', 'Temple visits by remorque', 'Courtyard suites with private pools'],
    images: [
      photo('hotel-amansara-angkor', {
        motif: 'angkor',
        palette: 'lavender',
        alt: 'The towers of Angkor Wat reflected in a moat under a lilac evening sky',
      }),
      photo('hotel-amansara-dawn', {
        motif: 'angkor',
        palette: 'sunrise',
        alt: 'Angkor temple towers against a pink dawn sky, sugar palms framing the view',
      }),
    ],
    hotel: 'Amansara',
    program: 'angkor-wat-sunrise-with-an-archaeologist',
  },
  {
    name: 'Knai Bang Chatt',
    slug: 'knai-bang-chatt',
    nation: 'kh',
    location: 'Kep',
    review:
      'Modernist villas on the Gulf of Thailand, a sailing club on the beach and the crab market ten minutes away. It is the perfect end to a Cambodia journey after the temples and Phnom Penh. Families and couples both love it; book sea-view rooms early for the Christmas season.',
    highlights: ['Seafront modernist villas', 'Sailing club on the beach', 'Close to the Kep crab market'],
    images: [
      photo('hotel-knai-bang-chatt-sea', {
        motif: 'coast',
        palette: 'dusk',
        alt: 'A calm sea at dusk with islands on the horizon and palms in silhouette on the shore',
      }),
      photo('hotel-knai-bang-chatt-bay', {
        motif: 'coast',
        palette: 'saffron',
        alt: 'A golden bay with a small boat drawn up on the sand and islands offshore',
      }),
    ],
    hotel: 'Knai Bang Chatt',
  },
  {
    name: 'Satri House',
    slug: 'satri-house',
    nation: 'la',
    location: 'Luang Prabang',
    review:
      'A former princess’s house with lush gardens, pools and rooms full of Lao textiles, a short walk from the old town. I love coming back to it after a morning at the market. It suits clients who want character and calm rather than a big resort.',
    highlights: ['Tropical gardens and pools', 'Lao silk and antiques', 'Walk to the night market'],
    images: [
      photo('hotel-satri-house-mekong', {
        motif: 'river',
        palette: 'saffron',
        alt: 'The Mekong in warm evening light below a golden stupa on a wooded hill',
      }),
      photo('hotel-satri-house-temple', {
        motif: 'chedi',
        palette: 'paddy',
        alt: 'Temple chedis among palms and green gardens under a pale morning sky',
      }),
    ],
    hotel: 'Satri House',
    program: 'alms-giving-and-morning-market',
  },
  {
    name: 'Mandala Ou Resort',
    slug: 'mandala-ou-resort',
    nation: 'la',
    location: 'Nong Khiaw',
    review:
      'Simple, spotless bungalows on the bank of the Nam Ou, with limestone cliffs rising straight out of the river. The riverside restaurant is one of the best in northern Laos. Perfect for active clients who want to hike, kayak and then sit by the pool with a book.',
    highlights: ['River-view bungalows', 'Pool facing the cliffs', 'Kayaking on the Nam Ou'],
    images: [
      photo('hotel-mandala-ou-resort-river', {
        motif: 'karst',
        palette: 'paddy',
        alt: 'Limestone cliffs rising from a green river valley, a long-tail boat on the water below',
      }),
      photo('hotel-mandala-ou-resort-valley', {
        motif: 'river',
        palette: 'monsoon',
        alt: 'A river winding between misty forested hills under a soft grey sky',
      }),
    ],
  },
  {
    name: 'The Strand',
    slug: 'the-strand',
    nation: 'mm',
    location: 'Yangon',
    review:
      'Opened in 1901 by the Sarkies brothers, the Strand is an all-suite hotel on the Yangon river, with butlers on every floor and a bar that has barely changed in a century. It is a gentle landing for first-time visitors to Myanmar. Pair it with the Shwedagon at dusk.',
    highlights: ['All-suite colonial hotel', 'Butler service on every floor', 'The historic Strand Bar'],
    images: [
      photo('hotel-the-strand-river', {
        motif: 'river',
        palette: 'lavender',
        alt: 'A broad river in lilac evening light, boats moored along a quiet waterfront',
      }),
      photo('hotel-the-strand-pagoda', {
        motif: 'chedi',
        palette: 'saffron',
        alt: 'A golden chedi glowing above palm trees in the warm light of late afternoon',
      }),
    ],
    hotel: 'The Strand',
    program: 'shwedagon-pagoda-at-dusk',
  },
  {
    name: 'Aureum Palace',
    slug: 'aureum-palace',
    nation: 'mm',
    location: 'Bagan',
    review:
      'One of the few hotels inside the archaeological zone, with villas set around gardens and a pool that looks out over the stupas. On my last stay the balloons floated over breakfast. Book it for clients who want to be among the temples at sunrise without a long drive.',
    highlights: ['In the archaeological zone', 'Pool with temple views', 'Balloons over breakfast in season'],
    images: [
      photo('hotel-aureum-palace-balloons', {
        motif: 'bagan',
        palette: 'sunrise',
        alt: 'Hot-air balloons drifting over the stupas of Bagan in a pink and orange sunrise',
      }),
      photo('hotel-aureum-palace-plain', {
        motif: 'bagan',
        palette: 'saffron',
        alt: 'Stupas scattered among trees on the Bagan plain in golden evening light',
      }),
    ],
    hotel: 'Aureum Palace',
    program: 'bagan-temples-by-e-bike',
  },
]

// ---------------------------------------------------------------------------------------------
// Webinars
// ---------------------------------------------------------------------------------------------

export const WEBINAR_GROUPS: readonly TWebinarGroupCopy[] = [
  {
    name: 'Destination training',
    slug: 'destination-training',
    description:
      'Country by country, from the classic routes to the places your clients have not heard of yet, presented by the people who design our journeys.',
    image: photo('webinar-group-destination-training', {
      motif: 'terraces',
      palette: 'sunrise',
      alt: 'Rice terraces curving around a hillside in warm sunrise light, hills fading into haze',
    }),
    nation: null,
  },
  {
    name: 'Vietnam and Cambodia specialist',
    slug: 'vietnam-and-cambodia-specialist',
    description:
      'A series for agents who sell Vietnam and Cambodia together: routes, border crossings, river journeys and the best time to travel.',
    image: photo('webinar-group-vietnam-and-cambodia-specialist', {
      motif: 'karst',
      palette: 'sunrise',
      alt: 'A junk with red sails among limestone towers at sunrise, the water glowing orange',
    }),
    nation: 'vn',
  },
  {
    name: 'Product updates',
    slug: 'product-updates',
    description:
      'New hotels, programs and journeys, changes to the tariff and what is new in the agent vault, in half an hour or less.',
    image: photo('webinar-group-product-updates', {
      motif: 'coast',
      palette: 'jade',
      alt: 'Limestone islets on a calm green sea, a long-tail boat passing close to the shore',
    }),
    nation: null,
  },
]

export const WEBINARS: readonly TWebinarCopy[] = [
  {
    title: 'Selling Thailand beyond Bangkok and the beaches',
    slug: 'selling-thailand-beyond-bangkok-and-the-beaches',
    group: 'destination-training',
    nations: ['th'],
    startsInDays: -110,
    time: '09:00',
    durationMinutes: 60,
    speakerName: 'Nalinee Charoenrat',
    speakerRole: 'Director of Product and Sustainability',
    summary:
      'Nan, Sukhothai, Khao Yai and the Andaman islands south of Krabi: where to send clients on a second or third visit to Thailand, with sample itineraries and hotels for each.',
    registrationUrl: null,
    recordingUrl: 'https://video.monsoon-dmc.example/webinars/selling-thailand-beyond-bangkok-and-the-beaches',
  },
  {
    title: 'Vietnam north to south in fourteen days',
    slug: 'vietnam-north-to-south-in-fourteen-days',
    group: 'vietnam-and-cambodia-specialist',
    nations: ['vn'],
    startsInDays: -75,
    time: '08:00',
    durationMinutes: 45,
    speakerName: 'Nguyen Thi Linh',
    speakerRole: 'Senior Travel Designer, Vietnam',
    summary:
      'How to pace a first journey through Vietnam, from Hanoi and Ha Long to Hoi An and the Mekong Delta, and where an extra night makes the biggest difference to your clients.',
    registrationUrl: null,
    recordingUrl: 'https://video.monsoon-dmc.example/webinars/vietnam-north-to-south-in-fourteen-days',
  },
  {
    title: 'Angkor and beyond: building a Cambodia itinerary',
    slug: 'angkor-and-beyond-building-a-cambodia-itinerary',
    group: 'vietnam-and-cambodia-specialist',
    nations: ['kh'],
    startsInDays: -40,
    time: '04:00',
    durationMinutes: 50,
    speakerName: 'Sokha Chhun',
    speakerRole: 'Country Manager, Cambodia',
    summary:
      'Three days at Angkor done well, then Battambang, Phnom Penh and the coast at Kep. Timed for our partners in Australia and New Zealand, with questions answered live.',
    registrationUrl: null,
    recordingUrl: 'https://video.monsoon-dmc.example/webinars/angkor-and-beyond-building-a-cambodia-itinerary',
  },
  {
    title: 'What is new for the 2026–27 season',
    slug: 'what-is-new-for-the-2026-27-season',
    group: 'product-updates',
    nations: ['th', 'vn', 'kh', 'la', 'mm'],
    startsInDays: -14,
    time: '13:00',
    durationMinutes: 30,
    speakerName: 'Pimchanok Srisuk',
    speakerRole: 'Director of Sales',
    summary:
      'Half an hour on the new hotels, programs and overland journeys across our five countries, and on the changes to booking and payment in the agent vault.',
    registrationUrl: null,
    recordingUrl: 'https://video.monsoon-dmc.example/webinars/what-is-new-for-the-2026-27-season',
  },
  {
    title: 'Laos for first-time sellers',
    slug: 'laos-for-first-time-sellers',
    group: 'destination-training',
    nations: ['la'],
    startsInDays: 12,
    time: '09:30',
    durationMinutes: 45,
    speakerName: 'Khamla Phommachanh',
    speakerRole: 'Product Manager, Laos',
    summary:
      'Luang Prabang, the slow boat, Nong Khiaw and the 4,000 Islands: a practical introduction to selling Laos, with the combinations that work best with Thailand and Vietnam.',
    registrationUrl: 'https://monsoon-dmc.example/webinars/laos-for-first-time-sellers',
    recordingUrl: null,
  },
  {
    title: 'Vietnam and Cambodia by river and road',
    slug: 'vietnam-and-cambodia-by-river-and-road',
    group: 'vietnam-and-cambodia-specialist',
    nations: ['vn', 'kh'],
    startsInDays: 26,
    time: '08:30',
    durationMinutes: 60,
    speakerName: 'Tran Minh Duc',
    speakerRole: 'Operations Manager, Southern Vietnam',
    summary:
      'The border crossings we use every week, the speedboat from Chau Doc to Phnom Penh and the river cruises on the Mekong, and how our guides hand your clients over at the border.',
    registrationUrl: 'https://monsoon-dmc.example/webinars/vietnam-and-cambodia-by-river-and-road',
    recordingUrl: null,
  },
  {
    title: 'Myanmar in 2027: where we operate and how we decide',
    slug: 'myanmar-in-2027-where-we-operate-and-how-we-decide',
    group: 'destination-training',
    nations: ['mm'],
    startsInDays: 48,
    time: '07:00',
    durationMinutes: 40,
    speakerName: 'Thiri Aung',
    speakerRole: 'Reservations Manager, Myanmar',
    summary:
      'An honest update on the routes we run in Myanmar, how we check conditions before every departure and what agents should tell clients who ask about travelling there.',
    registrationUrl: 'https://monsoon-dmc.example/webinars/myanmar-in-2027-where-we-operate-and-how-we-decide',
    recordingUrl: null,
  },
  {
    title: 'Groups and incentives across the Mekong',
    slug: 'groups-and-incentives-across-the-mekong',
    group: 'product-updates',
    nations: ['th', 'vn', 'kh', 'la'],
    startsInDays: 82,
    time: '14:00',
    durationMinutes: 75,
    speakerName: 'Charlotte Evans',
    speakerRole: 'Groups and Incentives Manager',
    summary:
      'Private dinners at Angkor, riverside gala evenings in Bangkok and team challenges in Hoi An: how we plan incentive groups from twelve to four hundred guests, with real examples and budgets.',
    registrationUrl: 'https://monsoon-dmc.example/webinars/groups-and-incentives-across-the-mekong',
    recordingUrl: null,
  },
]

// ---------------------------------------------------------------------------------------------
// List pages
// ---------------------------------------------------------------------------------------------

type TJournalListKey = 'journal' | 'onLocation' | 'journalPressRoom' | 'productNews' | 'layYourHeadDown' | 'webinars'

/** The headings of the journal, hotel and webinar list pages, keyed like LIST_PAGE_HEADS. */
export const JOURNAL_LIST_HEADS = {
  journal: {
    title: 'The journal',
    subtitle:
      'Stories, news and practical advice from our teams on the ground in Thailand, Vietnam, Cambodia, Laos and Myanmar.',
    image: hero('journal-list-home', {
      motif: 'river',
      palette: 'saffron',
      alt: 'The Mekong winding between layered hills in warm evening light, a golden stupa on the ridge',
    }),
  },
  onLocation: {
    title: 'On location',
    subtitle: 'Places, people and experiences our product managers and guides have tried for themselves.',
    image: hero('journal-list-on-location', {
      motif: 'terraces',
      palette: 'jade',
      alt: 'Rice terraces stepping down a green valley, mist drifting between the hills in the morning light',
    }),
  },
  journalPressRoom: {
    title: 'Press room',
    subtitle: 'Monsoon in the news: awards, trade fairs, certifications and what the travel press is writing about.',
    image: hero('journal-list-press-room', {
      motif: 'chedi',
      palette: 'lavender',
      alt: 'Temple chedis and palms silhouetted against a lilac evening sky, the last light on the horizon',
    }),
  },
  productNews: {
    title: 'Product news',
    subtitle: 'New hotels, day programs, routes and tariffs, ready to quote in the agent vault.',
    image: hero('journal-list-product-news', {
      motif: 'coast',
      palette: 'sunrise',
      alt: 'Limestone islets on a calm sea at sunrise, a long-tail boat heading out from the beach',
    }),
  },
  layYourHeadDown: {
    title: 'Lay your head down',
    subtitle: 'The hotels our product managers go back to, and why we recommend them to your clients.',
    image: hero('hotel-list-lay-your-head-down', {
      motif: 'coast',
      palette: 'dusk',
      alt: 'Palms leaning over a quiet beach at dusk, islands dark on the horizon under a violet sky',
    }),
  },
  webinars: {
    title: 'Webinars',
    subtitle:
      'Live training for travel agents with our destination experts, and recordings of past sessions to watch any time.',
    image: hero('webinar-list', {
      motif: 'bagan',
      palette: 'saffron',
      alt: 'Hot-air balloons rising over the stupas of Bagan on a golden morning, trees scattered across the plain',
    }),
  },
} as const satisfies Record<TJournalListKey, TListHeadCopy>
