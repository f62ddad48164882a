import { relationId } from '@/lib/relation'
import { restaurantSupplier } from './suppliers'
/**
 * The demo's dining experiences (issue 55): one priced product of the catalogue for each AXS, AXS
 * Private and Wild Rice venue, a program with its restaurant as `venue`, so agents book dinner in
 * the vault with the rest of the itinerary and the venue's page links to it. Net prices to Monsoon,
 * in the nation's contract currency (THB in Thailand, USD elsewhere, as the rest of the catalogue).
 */

import { slugify } from '@/domain/slug'
import type { TSeedContext } from './context'
import { createDocuments } from './documents'

type TDiningSeed = {
  venue: string
  name: string
  /** The demo city it is sold in: a city of the venue's nation in the catalogue. */
  city: string
  duration: 'Lunch' | 'Dinner' | 'Evening' | 'Half day'
  /** Net adult price in the currency's major unit. */
  adult: number
  /** Ages 4–11 (under 4 eat free); the adult price when the menu is the same for everyone. */
  child?: number
  extra?: { name: string; price: number }
  description: string
}

const DINING: readonly TDiningSeed[] = [
  {
    venue: 'axs-thonglor-counter',
    name: 'Ten-course counter dinner at AXS Thonglor',
    city: 'Bangkok',
    duration: 'Dinner',
    adult: 3400,
    extra: { name: 'Wine pairing', price: 2200 },
    description:
      'A seat at the fourteen-seat counter for the ten-course Thai market menu, at the 18:00 or 20:30 sitting. Water and Thai tea are included; the pairing is wine or a non-alcoholic tea pairing. Children pay the full menu.',
  },
  {
    venue: 'axs-ekkamai-grill',
    name: 'Northern Thai grill dinner at AXS Ekkamai',
    city: 'Bangkok',
    duration: 'Dinner',
    adult: 1300,
    child: 650,
    description:
      'A shared set of the grill’s classics: sai oua, nam prik noom, herb-stuffed river fish and sticky rice, with soft drinks. The garden terrace takes groups of up to 20.',
  },
  {
    venue: 'axs-song-wat',
    name: 'Teochew dinner in a Song Wat shophouse',
    city: 'Bangkok',
    duration: 'Dinner',
    adult: 1500,
    child: 750,
    description:
      'Braised goose, crab fried rice and the oyster omelette of the Yaowarat carts in the upstairs room of a 1920s shophouse, with tea and soft drinks. It pairs well with the Chinatown evening walk.',
  },
  {
    venue: 'axs-plaeng-nam',
    name: 'Dim sum lunch at AXS Plaeng Nam',
    city: 'Bangkok',
    duration: 'Lunch',
    adult: 850,
    child: 420,
    description: 'A Teochew seafood and dim sum lunch of eight dishes to share, with tea. Served from 11:00 to 14:30.',
  },
  {
    venue: 'the-library-room-thonglor',
    name: 'Private dinner in The Library Room, Thonglor',
    city: 'Bangkok',
    duration: 'Dinner',
    adult: 5000,
    extra: { name: 'Wine pairing', price: 2400 },
    description:
      'The whole room for the party and a modern Thai menu planned with the chef. For at least 6 guests; the consultant confirms the menu and any dietary needs.',
  },
  {
    venue: 'song-wat-godown',
    name: 'Thai-Chinese banquet at the Song Wat Godown',
    city: 'Bangkok',
    duration: 'Evening',
    adult: 3900,
    child: 1900,
    description:
      'A riverside warehouse for the group alone and a ten-dish Thai-Chinese banquet with soft drinks and beer. For at least 20 guests: incentive groups and celebrations.',
  },
  {
    venue: 'axs-hang-bac',
    name: 'Tasting menu at AXS Hang Bac',
    city: 'Hanoi',
    duration: 'Dinner',
    adult: 52,
    extra: { name: 'Rice wine pairing', price: 24 },
    description:
      'Eight courses of modern Northern Vietnamese cooking in an Old Quarter tube house, with water and green tea. Children pay the full menu.',
  },
  {
    venue: 'axs-ma-may',
    name: 'Hanoian home-cooking dinner at AXS Ma May',
    city: 'Hanoi',
    duration: 'Dinner',
    adult: 18,
    child: 9,
    description:
      'The dishes Hanoi families cook at home, shared at the table, with soft drinks and beer. A good first dinner in the Old Quarter, five minutes’ walk from Hoan Kiem Lake.',
  },
  {
    venue: 'axs-thu-bon',
    name: 'Central Vietnamese dinner at AXS Thu Bon',
    city: 'Hoi An',
    duration: 'Dinner',
    adult: 28,
    child: 14,
    description:
      'Cao lau, white rose dumplings and the river’s fish on the terrace over the Thu Bon, with soft drinks. Book the first sitting for the lanterns at dusk.',
  },
  {
    venue: 'axs-an-hoi',
    name: 'Street-food supper at AXS An Hoi',
    city: 'Hoi An',
    duration: 'Evening',
    adult: 16,
    child: 8,
    description:
      'Hoi An’s street food at a table across the bridge on An Hoi: banh mi, com ga and banh xeo, with soft drinks. The night market is next door.',
  },
  {
    venue: 'the-lantern-courtyard-hoi-an',
    name: 'Private dinner in the Lantern Courtyard, Hoi An',
    city: 'Hoi An',
    duration: 'Dinner',
    adult: 98,
    child: 45,
    description:
      'A merchant’s courtyard for the party alone, lit with lanterns, and a central Vietnamese menu planned with the chef. For at least 8 guests.',
  },
  {
    venue: 'wild-rice-wat-bo',
    name: 'Khmer dinner at Wild Rice Wat Bo',
    city: 'Siem Reap',
    duration: 'Dinner',
    adult: 17,
    child: 8,
    description:
      'A Khmer home-cooking dinner of fish amok, lok lak and the day’s curry, with soft drinks. It is served in a wooden house by the Wat Bo pagoda, five minutes by tuk-tuk from Pub Street.',
  },
  {
    venue: 'wild-rice-garden-kitchen',
    name: 'Khmer cooking class and lunch at Wild Rice Garden Kitchen',
    city: 'Siem Reap',
    duration: 'Half day',
    adult: 35,
    child: 18,
    description:
      'A morning at the market with the cook, then a class in the garden kitchen: each guest cooks three dishes and eats them for lunch. Recipes to take home.',
  },
  {
    venue: 'wild-rice-sisowath',
    name: 'Riverside dinner at Wild Rice Sisowath',
    city: 'Phnom Penh',
    duration: 'Dinner',
    adult: 19,
    child: 9,
    description:
      'Khmer cooking from the capital’s markets on Sisowath Quay, with soft drinks. A good first evening in Phnom Penh, after the sunset walk along the river.',
  },
  {
    venue: 'wild-rice-street-240',
    name: 'Bistro lunch at Wild Rice Street 240',
    city: 'Phnom Penh',
    duration: 'Lunch',
    adult: 15,
    child: 7,
    description:
      'A Khmer bistro lunch of three courses, with soft drinks. Street 240 is a short walk from the Royal Palace and the National Museum.',
  },
  {
    venue: 'wild-rice-mekong-terrace',
    name: 'Mekong terrace dinner at Wild Rice',
    city: 'Luang Prabang',
    duration: 'Dinner',
    adult: 22,
    child: 10,
    description:
      'Luang Prabang’s cooking on a terrace above the Mekong at sunset: or lam, river weed and sticky rice. Soft drinks are included.',
  },
  {
    venue: 'wild-rice-nam-khan',
    name: 'Garden lunch at Wild Rice Nam Khan',
    city: 'Luang Prabang',
    duration: 'Lunch',
    adult: 18,
    child: 9,
    description:
      'A Lao lunch from the garden kitchen by the Nam Khan, with soft drinks. Vegetarian dishes are always on the menu.',
  },
  {
    venue: 'wild-rice-fa-ngum',
    name: 'Lao grill dinner at Wild Rice Fa Ngum',
    city: 'Vientiane',
    duration: 'Dinner',
    adult: 16,
    child: 8,
    description:
      'Grilled fish, sai oua and laap on Quai Fa Ngum as the night market sets up. Soft drinks and Beerlao are included.',
  },
  {
    venue: 'wild-rice-that-dam',
    name: 'Lao lunch and French bakery at Wild Rice That Dam',
    city: 'Vientiane',
    duration: 'Lunch',
    adult: 14,
    child: 7,
    description: 'A Lao lunch by the That Dam stupa, with coffee. Pastries from the French bakery end the meal.',
  },
]

/** Thai programs are contracted in baht; the rest of the demo catalogue in dollars. */
const currencyOf = (city: string) => (city === 'Bangkok' ? 'THB' : 'USD')

/** The dining experiences, written once the catalogue's cities and the restaurants' venues exist. */
export async function seedDining(ctx: TSeedContext): Promise<void> {
  const { payload, write } = ctx
  const [venues, cities] = await Promise.all([
    write((req) => payload.find({ collection: 'venues', pagination: false, depth: 0, draft: true, req })),
    write((req) => payload.find({ collection: 'cities', pagination: false, depth: 0, req })),
  ])
  const venueOf = new Map(venues.docs.map((venue) => [venue.slug, venue]))
  const cityOf = new Map(cities.docs.map((city) => [city.fullName, city]))
  // Each venue of a dining experience takes its own bookings (issue 56).
  const served = [...new Set(DINING.map((dining) => dining.venue))].flatMap((slug) => venueOf.get(slug) ?? [])
  const supplierIds = await createDocuments(
    ctx,
    'suppliers',
    served.map((venue) => restaurantSupplier(venue.title, relationId(venue.nation))),
  )
  const supplierOf = new Map(served.map((venue, index) => [venue.slug, supplierIds[index]]))
  await createDocuments(
    ctx,
    'programs',
    DINING.map((dining) => {
      const venue = venueOf.get(dining.venue)
      const city = cityOf.get(dining.city)
      if (!venue || !city)
        throw new Error(`Seed: dining ${dining.name} has no venue ${dining.venue} or city ${dining.city}`)
      const currency = currencyOf(dining.city)
      return {
        name: dining.name,
        slug: slugify(dining.name),
        type: 'DayProgram',
        duration: dining.duration,
        nation: venue.nation,
        city: city.id,
        venue: venue.id,
        supplier: supplierOf.get(dining.venue),
        experience: 'Food',
        description: dining.description,
        image: venue.image,
        currency,
        adultPrice: String(dining.adult),
        childPrices: [
          { ageFrom: 0, ageTo: 3, price: '0' },
          { ageFrom: 4, ageTo: 11, price: String(dining.child ?? dining.adult) },
        ],
        surcharges: dining.extra
          ? [{ name: dining.extra.name, price: String(dining.extra.price), isActive: true }]
          : [],
      }
    }),
  )
}
