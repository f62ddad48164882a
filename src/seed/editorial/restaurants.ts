import { hero, photo, type TArt, type TNationCode } from './art'

/**
 * Demo copy of the restaurant brands (issue 17, ADR 026): AXS (chef-led dining rooms in Bangkok,
 * Hanoi and Hoi An), AXS Private (private rooms and buyouts) and Wild Rice (the home cooking of
 * Cambodia and Laos). The venues are Monsoon's fictional partners; the streets, dishes and
 * customs are real. Everything is volume 1, the volume the pages show (spec §9).
 */

export type TRestaurantBrandCode = 'axs' | 'axs-private' | 'wild-rice'
export type TDishTagCode = 'vegetarian' | 'vegan' | 'spicy' | 'nuts' | 'gluten-free' | 'signature'

export type TRestaurantPageCopy = {
  title?: string
  /** Blank lines separate paragraphs. */
  text?: string
  images?: readonly { art: TArt; isBackground?: boolean }[]
}
export type TRestaurantAreaCopy = {
  name: string
  slug: string
  nation: TNationCode
  description: string
  image: TArt
}
export type TRestaurantCoverCopy = {
  type: TRestaurantBrandCode
  title: string
  subtitle: string
  /** Wild Rice: the nation (and, with `area`, the area) the cover introduces. */
  nation?: TNationCode
  area?: string
  introducePages: readonly TRestaurantPageCopy[]
  outroducePages: readonly TRestaurantPageCopy[]
}
export type TVenueCopy = {
  type: TRestaurantBrandCode
  title: string
  slug: string
  /** The area's slug; the venue's nation is its area's. */
  area: string
  cuisine: string
  subtitle: string
  location: string
  /** A map link chosen by the editor; without one the site searches the map for the name and location. */
  locationUrl?: string
  priceString: string
  image: TArt
  pages: readonly TRestaurantPageCopy[]
}
export type TDishCopy = { name: string; price?: string; description: string; tags?: readonly TDishTagCode[] }
export type TRestaurantMenuCopy = {
  type: TRestaurantBrandCode
  title: string
  nation?: TNationCode
  intro: string
  courses: readonly { name: string; dishes: readonly TDishCopy[] }[]
}

/** A map link to a point, as an editor copies it from OpenStreetMap. */
const osm = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat.toFixed(4)}&mlon=${lon.toFixed(4)}#map=18/${lat.toFixed(4)}/${lon.toFixed(4)}`

// ---------------------------------------------------------------------------------------------
// Artwork: 26 scenes, shared between covers, areas, cards and venue pages
// ---------------------------------------------------------------------------------------------

export const RESTAURANT_ART = {
  axsCover: hero('restaurant-axs-cover', {
    motif: 'river',
    palette: 'dusk',
    alt: 'A broad river at dusk between dark forested hills, a long-tail boat heading downstream under a violet sky',
  }),
  axsPrivateCover: hero('restaurant-axs-private-cover', {
    motif: 'coast',
    palette: 'lavender',
    alt: 'A calm bay in lilac evening light, limestone islets offshore and palms silhouetted along the beach',
  }),
  wildRiceCover: hero('restaurant-wild-rice-cover', {
    motif: 'terraces',
    palette: 'paddy',
    alt: 'Green rice terraces stepping down a valley in soft morning light, hills fading into the distance',
  }),
  wildRiceCambodia: hero('restaurant-wild-rice-cambodia', {
    motif: 'angkor',
    palette: 'sunrise',
    alt: 'The towers of an Angkor temple against a pink dawn, sugar palms mirrored in the still moat',
  }),
  wildRiceLaos: hero('restaurant-wild-rice-laos', {
    motif: 'river',
    palette: 'paddy',
    alt: 'The Mekong curving out of misty green hills below a golden stupa, a long-tail boat on the water',
  }),
  eveningTerrace: hero('restaurant-evening-terrace', {
    motif: 'coast',
    palette: 'dusk',
    alt: 'Islands on the horizon of a calm sea at dusk, palms in silhouette against an orange sky',
  }),
  cityNight: hero('restaurant-city-night', {
    motif: 'river',
    palette: 'monsoon',
    alt: 'A river winding out of mist-covered hills under a soft grey evening sky, a stupa on the ridge',
  }),
  marketMorning: hero('restaurant-market-morning', {
    motif: 'terraces',
    palette: 'sunrise',
    alt: 'Curving rice terraces in the warm pink light of sunrise, a village hidden in the trees below',
  }),
  sukhumvit: photo('restaurant-area-sukhumvit', {
    motif: 'chedi',
    palette: 'dusk',
    alt: 'Temple chedis and palm trees silhouetted against a violet and orange Bangkok evening sky',
  }),
  chinatown: photo('restaurant-area-chinatown', {
    motif: 'chedi',
    palette: 'saffron',
    alt: 'Three temple chedis and coconut palms against a golden evening sky, the light of Bangkok at sunset',
  }),
  oldQuarter: photo('restaurant-area-hanoi-old-quarter', {
    motif: 'karst',
    palette: 'monsoon',
    alt: 'Limestone towers rising from still water under a soft grey sky, the landscape north of Hanoi',
  }),
  hoiAn: photo('restaurant-area-hoi-an', {
    motif: 'river',
    palette: 'saffron',
    alt: 'The Thu Bon river in warm evening light, a wooden boat drifting between low green hills',
  }),
  watBo: photo('restaurant-area-wat-bo', {
    motif: 'angkor',
    palette: 'saffron',
    alt: 'The towers of Angkor glowing in golden afternoon light above a moat lined with sugar palms',
  }),
  phnomPenh: photo('restaurant-area-phnom-penh-riverside', {
    motif: 'river',
    palette: 'sunrise',
    alt: 'A wide river at sunrise, the water glowing orange and a small boat crossing towards the far bank',
  }),
  luangPrabang: photo('restaurant-area-luang-prabang', {
    motif: 'chedi',
    palette: 'jade',
    alt: 'Temple spires and palms under a pale green-blue sky, the quiet morning light of Luang Prabang',
  }),
  vientiane: photo('restaurant-area-vientiane', {
    motif: 'river',
    palette: 'lavender',
    alt: 'The Mekong at dusk in lilac light, a golden stupa on the hill and the far bank fading into haze',
  }),
  tableRiver: photo('restaurant-table-river', {
    motif: 'river',
    palette: 'dusk',
    alt: 'A river winding out of dark hills at dusk, lights of a boat on the water and a stupa on the ridge',
  }),
  tableTemple: photo('restaurant-table-temple', {
    motif: 'chedi',
    palette: 'monsoon',
    alt: 'Temple chedis and coconut palms under the soft grey light of a monsoon afternoon',
  }),
  tableBay: photo('restaurant-table-bay', {
    motif: 'karst',
    palette: 'sunrise',
    alt: 'A junk with red sails among limestone towers at sunrise, the water glowing orange',
  }),
  tableCoast: photo('restaurant-table-coast', {
    motif: 'coast',
    palette: 'jade',
    alt: 'Limestone islets on a calm green sea, a long-tail boat passing and palms on the shore',
  }),
  tablePaddy: photo('restaurant-table-paddy', {
    motif: 'terraces',
    palette: 'paddy',
    alt: 'Rice terraces stepping down a green valley, birds crossing a pale morning sky',
  }),
  tableAngkor: photo('restaurant-table-angkor', {
    motif: 'angkor',
    palette: 'lavender',
    alt: 'The towers of Angkor Wat reflected in still water under a lilac evening sky',
  }),
  tableBagan: photo('restaurant-table-plain', {
    motif: 'bagan',
    palette: 'saffron',
    alt: 'Stupas scattered among trees on a golden plain, hot-air balloons drifting in the morning sky',
  }),
  tableMekong: photo('restaurant-table-mekong', {
    motif: 'river',
    palette: 'jade',
    alt: 'A long-tail boat on a green river below forested hills and a golden stupa',
  }),
  tableDusk: photo('restaurant-table-dusk', {
    motif: 'karst',
    palette: 'dusk',
    alt: 'Limestone peaks in silhouette against a violet and amber sky, the water dark and still',
  }),
  tableSaffron: photo('restaurant-table-saffron', {
    motif: 'terraces',
    palette: 'saffron',
    alt: 'Terraced fields glowing amber in the last light, a line of palms along the ridge',
  }),
} as const satisfies Record<string, TArt>

const ART = RESTAURANT_ART

// ---------------------------------------------------------------------------------------------
// Areas (shared by the brands: AXS and AXS Private in Thailand and Vietnam, Wild Rice in Cambodia and Laos)
// ---------------------------------------------------------------------------------------------

export const RESTAURANT_AREAS: readonly TRestaurantAreaCopy[] = [
  {
    name: 'Sukhumvit',
    slug: 'sukhumvit',
    nation: 'th',
    description:
      'Bangkok’s long eastern spine, from Asok to Ekkamai: the lanes of Thonglor and Phrom Phong hold the city’s most talked-about dining rooms, ten minutes by BTS Skytrain from most Sukhumvit hotels.',
    image: ART.sukhumvit,
  },
  {
    name: 'Chinatown (Yaowarat)',
    slug: 'chinatown-yaowarat',
    nation: 'th',
    description:
      'Gold shops, Teochew kitchens and shophouses from the 1920s between Yaowarat Road and the Chao Phraya; busiest after dark, and an easy hop from the riverside hotels by boat or MRT to Wat Mangkon.',
    image: ART.chinatown,
  },
  {
    name: 'Hanoi Old Quarter',
    slug: 'hanoi-old-quarter',
    nation: 'vn',
    description:
      'The guild streets north of Hoan Kiem Lake, each once named for its trade: tube houses, pavement kitchens and the city’s best bun cha within a ten-minute walk of most boutique hotels.',
    image: ART.oldQuarter,
  },
  {
    name: 'Hoi An Ancient Town',
    slug: 'hoi-an-ancient-town',
    nation: 'vn',
    description:
      'The lantern-lit merchant town on the Thu Bon river, a UNESCO World Heritage Site: car-free in the evenings, with dinner best taken along Bach Dang Street or across the bridge on An Hoi.',
    image: ART.hoiAn,
  },
  {
    name: 'Wat Bo, Siem Reap',
    slug: 'wat-bo-siem-reap',
    nation: 'kh',
    description:
      'The quiet east bank of the Siem Reap river around the 18th-century Wat Bo pagoda: wooden houses, garden restaurants and tuk-tuk rides of five minutes to Pub Street and twenty to Angkor Wat.',
    image: ART.watBo,
  },
  {
    name: 'Phnom Penh Riverside',
    slug: 'phnom-penh-riverside',
    nation: 'kh',
    description:
      'Sisowath Quay and the lanes behind it in Daun Penh, where the Tonle Sap meets the Mekong: the Royal Palace, the National Museum and the best sunset walk in the capital.',
    image: ART.phnomPenh,
  },
  {
    name: 'Luang Prabang peninsula',
    slug: 'luang-prabang-peninsula',
    nation: 'la',
    description:
      'The tongue of land between the Mekong and the Nam Khan, all temples, teak houses and frangipani: the whole World Heritage town centre lies within a twenty-minute walk.',
    image: ART.luangPrabang,
  },
  {
    name: 'Vientiane riverside',
    slug: 'vientiane-riverside',
    nation: 'la',
    description:
      'Chanthabouly’s grid of French-era streets between That Dam and the Mekong promenade on Quai Fa Ngum, where the night market sets up and the capital comes out to eat at sunset.',
    image: ART.vientiane,
  },
]

// ---------------------------------------------------------------------------------------------
// Covers
// ---------------------------------------------------------------------------------------------

export const RESTAURANT_COVERS: readonly TRestaurantCoverCopy[] = [
  {
    type: 'axs',
    title: 'AXS',
    subtitle:
      'Chef-led dining rooms in Bangkok, Hanoi and Hoi An, with tables held for Monsoon guests on the nights that are hardest to book.',
    introducePages: [
      {
        title: 'Dinner belongs in the itinerary',
        text: 'AXS is Monsoon’s collection of eight city dining rooms where the cooking is as good a reason to travel as the temples. Each is run by a chef we have worked with for years, cooks from the markets of its own city and keeps a small allocation of tables for our guests every night.\n\nFor your clients that means a Friday table at a counter with a six-week waiting list, confirmed before they fly, and a kitchen that already knows about the shellfish allergy.',
        images: [{ art: ART.axsCover, isBackground: true }],
      },
      {
        title: 'How AXS works for agents',
        text: 'Book AXS with the rest of the itinerary: your consultant confirms the table within one working day and prints it on the day-by-day programme, with the address in the local script for the driver.\n\nDietary needs go to the kitchen with the booking. Every AXS menu has a full vegetarian version, and gluten-free and nut-free menus need 48 hours’ notice.',
        images: [{ art: ART.tableTemple }, { art: ART.tableBay }],
      },
    ],
    outroducePages: [
      {
        title: 'Booking AXS through Monsoon',
        text: 'Tables for up to eight guests are confirmed on request; larger parties go to AXS Private. We hold a table until 48 hours before the evening, after which the venue charges its tasting-menu price for no-shows.\n\nAsk your consultant for a return car with the booking: the Sukhumvit and Chinatown rooms are a 20- to 40-minute drive from the riverside hotels in the evening traffic.',
        images: [{ art: ART.eveningTerrace, isBackground: true }],
      },
    ],
  },
  {
    type: 'axs-private',
    title: 'AXS Private',
    subtitle:
      'Private rooms, chef’s tables and whole-venue evenings for 6 to 60 guests in Bangkok and Hoi An, with a menu written for the group.',
    introducePages: [
      {
        title: 'A room of their own',
        text: 'AXS Private is the AXS kitchens cooking for one party only: a library room above Thonglor for a family celebration, a riverside godown in Chinatown for an incentive group, a lantern-lit courtyard in Hoi An for a wedding dinner.\n\nEvery evening has a host from our team, a menu agreed with the chef and no other diners to share the room with.',
        images: [{ art: ART.axsPrivateCover, isBackground: true }],
      },
      {
        title: 'Planned with the chef',
        text: 'Three weeks before the date, the chef sends a proposed menu for the group; we adjust it with you for dietary needs, spice levels and the client’s budget. Wine pairings, a Thai classical trio or a lantern-making table can be added at cost.',
        images: [{ art: ART.tableCoast }],
      },
    ],
    outroducePages: [
      {
        title: 'Good to know',
        text: 'Venues are held with a 30% deposit on confirmation; the balance is invoiced with the land arrangements. Final numbers are due seven days before the evening, and we charge for the confirmed number from then on.',
      },
    ],
  },
  {
    type: 'wild-rice',
    title: 'Wild Rice',
    subtitle:
      'The home cooking of Cambodia and Laos in eight kitchens, from the lanes around Wat Bo in Siem Reap to the Luang Prabang peninsula.',
    introducePages: [
      {
        title: 'Rice first',
        text: 'In Khmer and Lao the word for a meal is the word for rice, and every Wild Rice table starts there: jasmine rice from Battambang, sticky rice steamed in bamboo baskets in Luang Prabang, and the dishes that go with them in the homes of the two countries.\n\nWild Rice kitchens cook the food their cooks grew up with, not a tourist version of it, at prices that let your clients come back twice.',
        images: [{ art: ART.wildRiceCover, isBackground: true }],
      },
      {
        title: 'Where the cooking comes from',
        text: 'Produce comes from the morning markets of Psar Leu in Siem Reap, Psar Kandal in Phnom Penh, Phousi in Luang Prabang and Khua Din in Vientiane, and from farms within a day of each kitchen. The Garden Kitchen in Siem Reap runs morning cooking classes that start with the market walk.',
        images: [{ art: ART.tablePaddy }, { art: ART.tableSaffron }],
      },
    ],
    outroducePages: [
      {
        title: 'Adding Wild Rice to an itinerary',
        text: 'Lunch or dinner at Wild Rice fits any day in Siem Reap, Phnom Penh, Luang Prabang or Vientiane; book it with the day programmes and we add the transfer. Groups of up to 24 eat at shared tables; larger groups take a whole kitchen on request.',
        images: [{ art: ART.marketMorning, isBackground: true }],
      },
    ],
  },
  {
    type: 'wild-rice',
    nation: 'kh',
    title: 'Wild Rice in Cambodia',
    subtitle:
      'Khmer cooking in four kitchens in Siem Reap and Phnom Penh: fish amok steamed to order, Kampot pepper crab and the noodle breakfasts of the markets.',
    introducePages: [
      {
        title: 'The Khmer table',
        text: 'Cambodian cooking balances sour, salty and fragrant rather than hot: prahok and kroeung pastes, green mango and tamarind, fish from the Tonle Sap. Our Cambodian kitchens serve it family-style, with rice, a soup and three or four dishes to share.',
        images: [{ art: ART.wildRiceCambodia, isBackground: true }],
      },
    ],
    outroducePages: [
      {
        title: 'Good to know in Cambodia',
        text: 'Menus are priced in US dollars, as across Cambodia; riel is given as change. A 10% service charge is included, and tips for the kitchen team are welcome but never expected.',
      },
    ],
  },
  {
    type: 'wild-rice',
    nation: 'la',
    title: 'Wild Rice in Laos',
    subtitle:
      'Lao cooking in Luang Prabang and Vientiane: sticky rice by the basket, larb and or lam, jeow dips and Mekong river weed.',
    introducePages: [
      {
        title: 'Sticky rice and the river',
        text: 'Lao food is eaten with the hands: a ball of sticky rice pressed between the fingers and dipped into jeow bong, larb or the herb-heavy stews of the north. Our two Luang Prabang kitchens look over the Mekong and the Nam Khan; the Vientiane pair sit by the promenade and That Dam.',
        images: [{ art: ART.wildRiceLaos, isBackground: true }],
      },
    ],
    outroducePages: [
      {
        title: 'Good to know in Laos',
        text: 'Laos prints its own menu, priced in kip. Luang Prabang observes a town curfew at 23:30, so dinner bookings end at 21:30; for clients joining the morning alms giving, we suggest an early dinner at the Nam Khan kitchen.',
      },
    ],
  },
  {
    type: 'wild-rice',
    nation: 'kh',
    area: 'wat-bo-siem-reap',
    title: 'Wild Rice around Wat Bo',
    subtitle: 'Two kitchens in the garden lanes of Siem Reap’s east bank, five minutes from the river.',
    introducePages: [
      {
        title: 'The other side of the river',
        text: 'Wat Bo keeps the village feel the west bank lost to Pub Street: monks walking to the pagoda at dawn, wooden stilt houses and garden kitchens. It is the natural place for dinner after a day at the temples, and twenty minutes from the Angkor ticket office.',
        images: [{ art: ART.watBo, isBackground: true }],
      },
    ],
    outroducePages: [],
  },
  {
    type: 'wild-rice',
    nation: 'kh',
    area: 'phnom-penh-riverside',
    title: 'Wild Rice on the Phnom Penh riverside',
    subtitle: 'Two kitchens between the Royal Palace and Sisowath Quay, made for the evening after a city day.',
    introducePages: [
      {
        title: 'Sunset on Sisowath Quay',
        text: 'The riverside is where Phnom Penh comes out at dusk: kite flyers at the Chaktomuk confluence, aerobics on the promenade, monks at Wat Ounalom. Both kitchens are a short walk from the Royal Palace and the National Museum.',
        images: [{ art: ART.phnomPenh, isBackground: true }],
      },
    ],
    outroducePages: [],
  },
  {
    type: 'wild-rice',
    nation: 'la',
    area: 'luang-prabang-peninsula',
    title: 'Wild Rice on the Luang Prabang peninsula',
    subtitle: 'A terrace above the Mekong and a garden on the Nam Khan, both inside the World Heritage town.',
    introducePages: [
      {
        title: 'Between two rivers',
        text: 'Every house on the peninsula is within five minutes of a river. Our Mekong kitchen catches the sunset over the far bank; the Nam Khan garden sits under tamarind trees by the bamboo bridge, which the town rebuilds every dry season.',
        images: [{ art: ART.luangPrabang, isBackground: true }],
      },
    ],
    outroducePages: [],
  },
  {
    type: 'wild-rice',
    nation: 'la',
    area: 'vientiane-riverside',
    title: 'Wild Rice on the Vientiane riverside',
    subtitle: 'Two kitchens in Chanthabouly, between the night market on Quai Fa Ngum and the old That Dam stupa.',
    introducePages: [
      {
        title: 'The capital at walking pace',
        text: 'Vientiane is the quietest capital in the region and its best evening is a walk: along the Mekong promenade at sunset, through the night market, and back past That Dam to dinner. Both kitchens are within ten minutes of the riverside hotels.',
        images: [{ art: ART.vientiane, isBackground: true }],
      },
    ],
    outroducePages: [],
  },
]

// ---------------------------------------------------------------------------------------------
// Venues
// ---------------------------------------------------------------------------------------------

/** A venue's own pages: what to order, then how it suits your clients (over a picture, when given). */
const venuePages = (order: string, forClients: string, background?: TArt): readonly TRestaurantPageCopy[] => [
  { title: 'What to order', text: order },
  {
    title: 'For your clients',
    text: forClients,
    ...(background ? { images: [{ art: background, isBackground: true }] } : {}),
  },
]

export const RESTAURANT_VENUES: readonly TVenueCopy[] = [
  // AXS, Bangkok
  {
    type: 'axs',
    title: 'AXS Thonglor Counter',
    slug: 'axs-thonglor-counter',
    area: 'sukhumvit',
    cuisine: 'Modern Thai tasting menu',
    subtitle: 'Fourteen seats around an open charcoal kitchen and a ten-course menu built on Thai market produce.',
    location: 'Thonglor Soi 13, Sukhumvit 55, Bangkok',
    locationUrl: osm(13.7301, 100.5832),
    priceString: 'THB 3,800 tasting menu; THB 2,400 wine pairing',
    image: ART.tableRiver,
    pages: venuePages(
      'The menu changes with the markets, but the grilled river prawn with burnt chilli relish and the southern curry of soft-shell crab have stayed for three seasons. Ask for the Thai tea pairing if your clients do not drink.',
      'Two sittings, at 18:00 and 20:30; the counter suits couples and groups of up to six. Smart casual, and the kitchen can see every seat, so it is a show as much as a dinner.',
      ART.cityNight,
    ),
  },
  {
    type: 'axs',
    title: 'AXS Ekkamai Grill',
    slug: 'axs-ekkamai-grill',
    area: 'sukhumvit',
    cuisine: 'Northern Thai grill',
    subtitle: 'Chiang Mai sausage, herb-stuffed river fish and sticky rice from the grill, with natural wines.',
    location: 'Ekkamai Soi 10, Sukhumvit 63, Bangkok',
    priceString: 'THB 1,400–2,200 a head',
    image: ART.tableSaffron,
    pages: venuePages(
      'Start with sai oua and nam prik noom with pork crackling, then the whole grilled pla pao stuffed with lemongrass. The khao soi is served at lunch only.',
      'Relaxed and loud in the best way, with a garden terrace for groups of up to 20. A good first-night dinner for clients who want Thai food without a tasting menu.',
    ),
  },
  // AXS, Chinatown
  {
    type: 'axs',
    title: 'AXS Song Wat',
    slug: 'axs-song-wat',
    area: 'chinatown-yaowarat',
    cuisine: 'Thai-Chinese',
    subtitle: 'A restored 1920s shophouse on Song Wat Road serving the Teochew dishes Bangkok grew up on.',
    location: 'Song Wat Road, Samphanthawong, Bangkok',
    locationUrl: osm(13.7393, 100.5071),
    priceString: 'THB 1,600–2,400 a head',
    image: ART.tableTemple,
    pages: venuePages(
      'The braised goose with five-spice, the crab fried rice and the oyster omelette in the style of the Yaowarat carts. The pandan custard bun arrives warm at the end.',
      'The upstairs room seats 16 by the original teak shutters. Pair dinner with our Chinatown evening walk, which ends at the door.',
    ),
  },
  {
    type: 'axs',
    title: 'AXS Plaeng Nam',
    slug: 'axs-plaeng-nam',
    area: 'chinatown-yaowarat',
    cuisine: 'Teochew seafood and dim sum',
    subtitle: 'Morning dim sum and evening seafood in a lane off Yaowarat Road, cooked over the original coal stoves.',
    location: 'Soi Plaeng Nam, Yaowarat Road, Bangkok',
    priceString: 'THB 900–1,500 a head',
    image: ART.tableBay,
    pages: venuePages(
      'Dim sum until 11:00: har gow, pork siu mai and the black sesame buns. In the evening the steamed pomfret with salted plum and the chilli-salt mantis shrimp.',
      'Casual, air-conditioned and quick; the breakfast sitting suits a Chinatown morning before the Grand Palace. Tables for up to ten.',
    ),
  },
  // AXS, Hanoi
  {
    type: 'axs',
    title: 'AXS Hang Bac',
    slug: 'axs-hang-bac',
    area: 'hanoi-old-quarter',
    cuisine: 'Modern Northern Vietnamese',
    subtitle: 'A tube house on the old silversmiths’ street, cooking the food of the north in seven courses.',
    location: 'Hang Bac Street, Hoan Kiem, Hanoi',
    locationUrl: osm(21.0339, 105.8528),
    priceString: 'VND 1,350,000 tasting menu',
    image: ART.tableDusk,
    pages: venuePages(
      'The cha ca of turbot with dill and turmeric, the bun thang broth and the young green rice dessert that Hanoi eats only in autumn.',
      'Three narrow floors with a balcony table over the street for two. Stairs only; tell us if a client cannot climb.',
    ),
  },
  {
    type: 'axs',
    title: 'AXS Ma May',
    slug: 'axs-ma-may',
    area: 'hanoi-old-quarter',
    cuisine: 'Hanoian home cooking',
    subtitle: 'Bun cha, nem and the family dishes of the Old Quarter in a courtyard house on Ma May Street.',
    location: 'Ma May Street, Hoan Kiem, Hanoi',
    priceString: 'VND 450,000–700,000 a head',
    image: ART.tableMekong,
    pages: venuePages(
      'Bun cha grilled over charcoal at the door, crab spring rolls and the caramelised fish in a clay pot. Egg coffee to finish, made the Hanoi way.',
      'A good lunch between the Temple of Literature and the water puppets. The courtyard seats up to 24 at shared tables.',
    ),
  },
  // AXS, Hoi An
  {
    type: 'axs',
    title: 'AXS Thu Bon',
    slug: 'axs-thu-bon',
    area: 'hoi-an-ancient-town',
    cuisine: 'Central Vietnamese',
    subtitle:
      'A merchant’s house on the river with the cooking of Quang Nam: cao lau, white rose dumplings and river fish.',
    location: 'Bach Dang Street, Minh An, Hoi An',
    locationUrl: osm(15.8768, 108.3274),
    priceString: 'VND 700,000–1,100,000 a head',
    image: ART.tableCoast,
    pages: venuePages(
      'Cao lau noodles with pork and crisp croutons, white rose dumplings, and the grilled mackerel in banana leaf with the local chilli jam.',
      'The balcony overlooks the lantern boats; book the 18:30 table for the light. The Ancient Town is car-free in the evening: we walk clients from the drop-off on Tran Hung Dao.',
      ART.marketMorning,
    ),
  },
  {
    type: 'axs',
    title: 'AXS An Hoi',
    slug: 'axs-an-hoi',
    area: 'hoi-an-ancient-town',
    cuisine: 'Vietnamese street food, seated',
    subtitle: 'Across the bridge on An Hoi islet: the stalls of the night market, cooked to order at tables.',
    location: 'Nguyen Phuc Chu Street, An Hoi, Hoi An',
    priceString: 'VND 400,000–650,000 a head',
    image: ART.tablePaddy,
    pages: venuePages(
      'Banh xeo folded at the table, grilled pork skewers with peanut sauce, and mi Quang. Children love the make-your-own rice paper rolls.',
      'Open-sided and breezy; the best choice for families. Walk across the An Hoi bridge after dinner for the lantern release on the river.',
    ),
  },
  // AXS Private
  {
    type: 'axs-private',
    title: 'The Library Room, Thonglor',
    slug: 'the-library-room-thonglor',
    area: 'sukhumvit',
    cuisine: 'Modern Thai, private dining',
    subtitle: 'A book-lined room above AXS Thonglor Counter for 6 to 14 guests, with the chef cooking at the table.',
    location: 'Thonglor Soi 13, Sukhumvit 55, Bangkok',
    priceString: 'THB 5,500 a head; minimum 6 guests',
    image: ART.tableAngkor,
    pages: venuePages(
      'The chef builds the menu around the group, usually eight courses from the Counter’s seasonal menu with one or two dishes of the client’s choosing.',
      'For anniversaries, family celebrations and small board dinners. A private lift from the lane; the room can be dressed with flowers and place cards on request.',
      ART.cityNight,
    ),
  },
  {
    type: 'axs-private',
    title: 'Song Wat Godown',
    slug: 'song-wat-godown',
    area: 'chinatown-yaowarat',
    cuisine: 'Thai-Chinese banquet',
    subtitle: 'A restored riverside warehouse for 20 to 60 guests, with its own pier on the Chao Phraya.',
    location: 'Song Wat Road, Samphanthawong, Bangkok',
    priceString: 'THB 4,200 a head; minimum 20 guests',
    image: ART.tableBagan,
    pages: venuePages(
      'A ten-dish Teochew banquet served at round tables: roast duck, steamed grouper, crab curry and longevity noodles, with a live wok station.',
      'Arrive by private boat from the riverside hotels at sunset. The warehouse suits incentive dinners and product launches, with a stage and sound for speeches.',
      ART.eveningTerrace,
    ),
  },
  {
    type: 'axs-private',
    title: 'The Lantern Courtyard, Hoi An',
    slug: 'the-lantern-courtyard-hoi-an',
    area: 'hoi-an-ancient-town',
    cuisine: 'Central Vietnamese, private dining',
    subtitle: 'The courtyard of a 19th-century merchant house for 8 to 30 guests, lit by hand-made silk lanterns.',
    location: 'Tran Phu Street, Minh An, Hoi An',
    priceString: 'VND 2,600,000 a head; minimum 8 guests',
    image: ART.tableDusk,
    pages: venuePages(
      'Six courses of Quang Nam cooking, from the banana flower salad to river prawns in tamarind, served family-style down one long table.',
      'Wedding dinners and milestone birthdays; a lantern maker can set up in the courtyard before dinner so guests make their own to take home.',
      ART.axsCover,
    ),
  },
  // Wild Rice, Siem Reap
  {
    type: 'wild-rice',
    title: 'Wild Rice Wat Bo',
    slug: 'wild-rice-wat-bo',
    area: 'wat-bo-siem-reap',
    cuisine: 'Khmer home cooking',
    subtitle: 'A wooden stilt house with a garden, serving the dishes of a Siem Reap family table.',
    location: 'Wat Bo Road, Sala Kamraeuk, Siem Reap',
    locationUrl: osm(13.3559, 103.8612),
    priceString: 'USD 18–28 a head',
    image: ART.tableAngkor,
    pages: venuePages(
      'Fish amok steamed in banana leaf, samlor korko with green papaya and the beef lok lak with Kampot pepper and lime dip.',
      'Ten minutes from most Siem Reap hotels by tuk-tuk. Dinner upstairs under the fans, or at garden tables for groups of up to 24.',
      ART.wildRiceCambodia,
    ),
  },
  {
    type: 'wild-rice',
    title: 'Wild Rice Garden Kitchen',
    slug: 'wild-rice-garden-kitchen',
    area: 'wat-bo-siem-reap',
    cuisine: 'Khmer garden dining and cooking classes',
    subtitle: 'An open kitchen in a herb garden, with morning classes that start at Psar Leu market.',
    location: 'Street 26, Wat Bo Village, Siem Reap',
    priceString: 'USD 22–35 a head; classes USD 38',
    image: ART.tablePaddy,
    pages: venuePages(
      'Lunch of the day’s class dishes: green mango salad with smoked fish, chicken with lemongrass and a banana blossom salad. In the evening, the grilled river fish.',
      'The morning class runs 08:00–12:30 with a tuk-tuk to the market; vegetarian classes on request. Ideal for families on the day off from the temples.',
      ART.wildRiceCover,
    ),
  },
  // Wild Rice, Phnom Penh
  {
    type: 'wild-rice',
    title: 'Wild Rice Sisowath',
    slug: 'wild-rice-sisowath',
    area: 'phnom-penh-riverside',
    cuisine: 'Khmer, from the capital’s markets',
    subtitle: 'A colonial townhouse on the quay with a first-floor balcony over the river.',
    location: 'Sisowath Quay, Daun Penh, Phnom Penh',
    locationUrl: osm(11.5712, 104.9309),
    priceString: 'USD 20–32 a head',
    image: ART.tableMekong,
    pages: venuePages(
      'Kdam chaa: crab fried with green Kampot peppercorns, the prahok ktiss dip with crisp vegetables, and num banh chok for a late breakfast.',
      'Book the balcony for sunset over the confluence. A five-minute walk from the Royal Palace, so it follows a palace afternoon well.',
      ART.wildRiceCambodia,
    ),
  },
  {
    type: 'wild-rice',
    title: 'Wild Rice Street 240',
    slug: 'wild-rice-street-240',
    area: 'phnom-penh-riverside',
    cuisine: 'Khmer bistro',
    subtitle: 'A small dining room on leafy Street 240 behind the Royal Palace, with Khmer dishes in small plates.',
    location: 'Street 240, Chey Chumneas, Phnom Penh',
    priceString: 'USD 16–26 a head',
    image: ART.tableTemple,
    pages: venuePages(
      'Six small plates to share: beef skewers with prahok, pomelo salad, fried morning glory, lemongrass chicken, pork belly with palm sugar, and sticky rice with mango.',
      'Small and calm, with 30 seats; right for couples and groups of up to eight. The boutiques of Street 240 are open until 21:00.',
      ART.marketMorning,
    ),
  },
  // Wild Rice, Luang Prabang
  {
    type: 'wild-rice',
    title: 'Wild Rice Mekong Terrace',
    slug: 'wild-rice-mekong-terrace',
    area: 'luang-prabang-peninsula',
    cuisine: 'Lao, Luang Prabang style',
    subtitle: 'A teak house on Khem Khong Road with its terrace hanging over the Mekong.',
    location: 'Khem Khong Road, Ban Xieng Mouane, Luang Prabang',
    locationUrl: osm(19.8925, 102.1372),
    priceString: 'LAK 280,000–450,000 a head',
    image: ART.tableCoast,
    pages: venuePages(
      'Or lam stew with dill and eggplant, Mekong river weed crisps with sesame, jeow bong and sticky rice in bamboo baskets.',
      'Take the terrace at 17:30 for the sunset over the far bank. Steps down from the road; the ground floor has two tables for guests who cannot manage them.',
      ART.wildRiceLaos,
    ),
  },
  {
    type: 'wild-rice',
    title: 'Wild Rice Nam Khan',
    slug: 'wild-rice-nam-khan',
    area: 'luang-prabang-peninsula',
    cuisine: 'Lao garden kitchen',
    subtitle: 'Tables under tamarind trees on the Nam Khan, by the seasonal bamboo bridge.',
    location: 'Kingkitsarath Road, Ban Wat Sene, Luang Prabang',
    priceString: 'LAK 250,000–380,000 a head',
    image: ART.tableSaffron,
    pages: venuePages(
      'Larb of river fish, mok pa steamed in banana leaf, and the buffalo jerky with chilli that Luang Prabang eats with beer.',
      'Early dinners from 17:00 suit clients joining the dawn alms giving. Mosquito coils and shawls are on every table in the cool season.',
      ART.wildRiceCover,
    ),
  },
  // Wild Rice, Vientiane
  {
    type: 'wild-rice',
    title: 'Wild Rice Fa Ngum',
    slug: 'wild-rice-fa-ngum',
    area: 'vientiane-riverside',
    cuisine: 'Lao grill',
    subtitle: 'A riverside grill on the promenade, where Vientiane eats at sunset.',
    location: 'Quai Fa Ngum, Chanthabouly, Vientiane',
    locationUrl: osm(17.9627, 102.6074),
    priceString: 'LAK 220,000–360,000 a head',
    image: ART.tableRiver,
    pages: venuePages(
      'Ping kai grilled chicken, sai oua sausage, tam mak hoong papaya salad as spicy as the client likes, and Beerlao on draught.',
      'Open-air and lively; come before 18:00 for a river table, then walk the night market next door.',
      ART.wildRiceLaos,
    ),
  },
  {
    type: 'wild-rice',
    title: 'Wild Rice That Dam',
    slug: 'wild-rice-that-dam',
    area: 'vientiane-riverside',
    cuisine: 'Lao with a French bakery',
    subtitle: 'A 1930s villa beside the That Dam stupa: Lao lunches, baguettes and coffee from the Bolaven Plateau.',
    location: 'Chanthakoummane Road, Chanthabouly, Vientiane',
    priceString: 'LAK 200,000–320,000 a head',
    image: ART.tableBagan,
    pages: venuePages(
      'Khao piak sen noodle soup, the Lao baguette with pâté and herbs, and a slow-drip Bolaven coffee with condensed milk.',
      'A calm lunch between the Patuxai and the Buddha Park excursion; the garden seats 20 and welcomes children.',
      ART.marketMorning,
    ),
  },
]

// ---------------------------------------------------------------------------------------------
// Menus
// ---------------------------------------------------------------------------------------------

export const RESTAURANT_MENUS: readonly TRestaurantMenuCopy[] = [
  {
    type: 'axs',
    title: 'The AXS menu',
    intro:
      'Dishes served across the AXS dining rooms this season, priced as in Bangkok; our Hanoi and Hoi An rooms print theirs in dong. Vegetarian versions of most dishes are made to order.',
    courses: [
      {
        name: 'To start',
        dishes: [
          {
            name: 'Miang kham',
            price: 'THB 320',
            description: 'Wild betel leaves to wrap toasted coconut, lime, ginger, shallot and palm-sugar caramel.',
            tags: ['nuts', 'signature'],
          },
          {
            name: 'Grilled river prawn',
            price: 'THB 690',
            description: 'Ayutthaya prawn over charcoal with burnt chilli relish and green mango.',
            tags: ['spicy', 'gluten-free'],
          },
          {
            name: 'Banana blossom salad',
            price: 'THB 280',
            description: 'With roasted chilli paste, coconut cream and crisp shallots.',
            tags: ['vegan', 'spicy'],
          },
        ],
      },
      {
        name: 'Curries and soups',
        dishes: [
          {
            name: 'Southern crab curry',
            price: 'THB 890',
            description: 'Soft-shell crab in a turmeric curry from Nakhon Si Thammarat, with betel leaves.',
            tags: ['spicy', 'signature'],
          },
          {
            name: 'Tom kha of oyster mushrooms',
            price: 'THB 360',
            description: 'Coconut, galangal and lemongrass broth with Chanthaburi mushrooms.',
            tags: ['vegetarian', 'gluten-free'],
          },
          {
            name: 'Massaman of beef cheek',
            price: 'THB 720',
            description: 'Slow-cooked for eight hours with potatoes, peanuts and pickled shallots.',
            tags: ['nuts'],
          },
        ],
      },
      {
        name: 'From the wok and the grill',
        dishes: [
          {
            name: 'Crab fried rice',
            price: 'THB 540',
            description: 'Jasmine rice fried with blue swimmer crab, spring onion and a fried egg.',
          },
          {
            name: 'Northern pork sausage',
            price: 'THB 380',
            description: 'Sai oua with lemongrass and kaffir lime, grilled and served with nam prik noom.',
            tags: ['spicy'],
          },
          {
            name: 'Stir-fried morning glory',
            price: 'THB 220',
            description: 'With garlic, chilli and yellow bean sauce; ask for it without fish sauce.',
            tags: ['vegetarian'],
          },
        ],
      },
      {
        name: 'Sweet',
        dishes: [
          {
            name: 'Mango sticky rice',
            price: 'THB 260',
            description: 'Nam dok mai mango with coconut sticky rice and toasted mung beans.',
            tags: ['vegan', 'gluten-free'],
          },
          {
            name: 'Pandan custard bun',
            price: 'THB 180',
            description: 'Steamed to order and served warm, the way Song Wat makes it.',
            tags: ['vegetarian'],
          },
          {
            name: 'Thai tea ice cream',
            price: 'THB 190',
            description: 'With a tuile of roasted rice.',
            tags: ['vegetarian'],
          },
        ],
      },
    ],
  },
  {
    type: 'axs-private',
    title: 'The AXS Private dinner',
    intro:
      'A sample of the set dinner the chef proposes for a private evening in Bangkok, THB 5,500 a head; dishes marked with a price are supplements. Every course has a vegetarian alternative.',
    courses: [
      {
        name: 'Canapés',
        dishes: [
          {
            name: 'Khao tang with pork and prawn relish',
            description: 'Crisp rice crackers with na tang, the royal coconut dip.',
          },
          {
            name: 'Betel leaf of smoked trout',
            description: 'With toasted coconut and lime.',
            tags: ['gluten-free'],
          },
          {
            name: 'Golden cups of sweetcorn',
            description: 'Kratong thong pastry cups with corn, coriander and chilli.',
            tags: ['vegetarian'],
          },
        ],
      },
      {
        name: 'First course',
        dishes: [
          {
            name: 'Yam of pomelo and river prawn',
            description: 'With roasted chilli jam, mint and crisp garlic.',
            tags: ['spicy', 'nuts'],
          },
          {
            name: 'Hand-dived scallop',
            price: 'THB 950 supplement',
            description: 'Grilled in its shell with green curry butter.',
            tags: ['signature'],
          },
          {
            name: 'Clear soup of young coconut',
            description: 'With black chicken and ginger, served in the shell.',
            tags: ['gluten-free'],
          },
        ],
      },
      {
        name: 'For the centre of the table',
        dishes: [
          {
            name: 'Whole roasted duck',
            description: 'Teochew style with five-spice gravy and pickled mustard greens.',
            tags: ['signature'],
          },
          {
            name: 'Red curry of Wagyu beef',
            price: 'THB 1,400 supplement',
            description: 'Thai Wagyu from Chiang Mai with pea eggplant and holy basil.',
            tags: ['spicy'],
          },
          {
            name: 'Steamed sea bass with lime and chilli',
            description: 'Pla kapong neung manao, served whole.',
            tags: ['spicy', 'gluten-free'],
          },
          {
            name: 'Jungle curry of vegetables',
            description: 'Hot and herbal, with wild ginger and green peppercorns.',
            tags: ['vegan', 'spicy'],
          },
        ],
      },
      {
        name: 'To finish',
        dishes: [
          {
            name: 'Coconut ice cream with jackfruit',
            description: 'With sweet sticky rice and roasted peanuts.',
            tags: ['vegan', 'nuts'],
          },
          {
            name: 'Thai petits fours',
            description: 'Look choop, khanom chan and candied pumelo peel with jasmine tea.',
            tags: ['vegetarian'],
          },
          {
            name: 'A cheese course',
            price: 'THB 650 supplement',
            description: 'Three cheeses from the Khao Yai dairies with tamarind chutney.',
            tags: ['vegetarian'],
          },
        ],
      },
    ],
  },
  {
    type: 'wild-rice',
    title: 'The Wild Rice menu',
    intro:
      'Served in our Cambodian kitchens and priced in US dollars, as menus are across Cambodia. Our Lao kitchens print their own menu in kip. Everything comes with jasmine rice.',
    courses: [
      {
        name: 'To share first',
        dishes: [
          {
            name: 'Green mango salad',
            price: 'USD 5',
            description: 'With smoked river fish, Thai basil and roasted peanuts.',
            tags: ['nuts', 'spicy'],
          },
          {
            name: 'Prahok ktiss',
            price: 'USD 6',
            description: 'Minced pork simmered with fermented fish and coconut, with crisp vegetables to dip.',
            tags: ['signature'],
          },
          {
            name: 'Fresh spring rolls',
            price: 'USD 4',
            description: 'Rice paper rolls of tofu, herbs and rice noodles with tamarind dip.',
            tags: ['vegan'],
          },
          {
            name: 'Nom banh chok',
            price: 'USD 4',
            description: 'Khmer rice noodles with a green fish gravy of lemongrass and turmeric.',
            tags: ['gluten-free'],
          },
        ],
      },
      {
        name: 'Mains',
        dishes: [
          {
            name: 'Fish amok',
            price: 'USD 9',
            description: 'Tonle Sap fish steamed in banana leaf with kroeung paste, coconut and noni leaves.',
            tags: ['signature', 'gluten-free'],
          },
          {
            name: 'Kampot pepper crab',
            price: 'USD 14',
            description: 'Blue crab fried with fresh green peppercorns from Kampot.',
            tags: ['spicy'],
          },
          {
            name: 'Beef lok lak',
            price: 'USD 9',
            description: 'Wok-seared beef on watercress and tomato, with a lime and black pepper dip.',
          },
          {
            name: 'Samlor korko',
            price: 'USD 7',
            description: 'The stirred soup of green papaya, pumpkin, long beans and toasted rice.',
            tags: ['vegetarian'],
          },
        ],
      },
      {
        name: 'Sweet',
        dishes: [
          {
            name: 'Pumpkin custard',
            price: 'USD 4',
            description: 'Sankhya lapov: palm-sugar custard baked inside a small pumpkin.',
            tags: ['vegetarian', 'gluten-free'],
          },
          {
            name: 'Num ansom chek',
            price: 'USD 4',
            description: 'Sticky rice and banana wrapped in banana leaf and grilled, with coconut cream.',
            tags: ['vegan'],
          },
          {
            name: 'Palm sugar ice cream',
            price: 'USD 3',
            description: 'Made with sugar from the palms of Kampong Speu.',
            tags: ['vegetarian'],
          },
        ],
      },
    ],
  },
  {
    type: 'wild-rice',
    nation: 'la',
    title: 'The Wild Rice menu in Laos',
    intro:
      'Our Luang Prabang and Vientiane kitchens’ menu, priced in kip. Sticky rice comes in a basket for the table; eat it with your fingers, as the Lao do.',
    courses: [
      {
        name: 'Jeow and small dishes',
        dishes: [
          {
            name: 'Jeow bong with river weed',
            price: 'LAK 60,000',
            description: 'Luang Prabang’s sweet and smoky chilli paste with crisp Mekong kaipen.',
            tags: ['spicy', 'signature'],
          },
          {
            name: 'Sai oua',
            price: 'LAK 75,000',
            description: 'Lemongrass pork sausage from the grill, with ginger and peanuts.',
            tags: ['nuts'],
          },
          {
            name: 'Tam mak hoong',
            price: 'LAK 55,000',
            description: 'Pounded green papaya salad with tomato and padaek, as hot as you ask.',
            tags: ['spicy', 'gluten-free'],
          },
        ],
      },
      {
        name: 'Mains',
        dishes: [
          {
            name: 'Or lam',
            price: 'LAK 95,000',
            description: 'Luang Prabang stew of buffalo, eggplant, dill and sakhan pepper wood.',
            tags: ['signature'],
          },
          {
            name: 'Larb pa',
            price: 'LAK 90,000',
            description: 'Minced river fish with toasted rice, mint and shallots.',
            tags: ['spicy', 'gluten-free'],
          },
          {
            name: 'Mok pa',
            price: 'LAK 85,000',
            description: 'Fish steamed in banana leaf with lemongrass and dill.',
            tags: ['gluten-free'],
          },
          {
            name: 'Mushroom larb',
            price: 'LAK 70,000',
            description: 'Oyster and straw mushrooms with lime, toasted rice and herbs.',
            tags: ['vegan'],
          },
        ],
      },
      {
        name: 'Sweet',
        dishes: [
          {
            name: 'Khao niao mak muang',
            price: 'LAK 50,000',
            description: 'Sticky rice with ripe mango and coconut cream.',
            tags: ['vegan', 'gluten-free'],
          },
          {
            name: 'Purple sticky rice pudding',
            price: 'LAK 45,000',
            description: 'With coconut milk and taro.',
            tags: ['vegan'],
          },
          {
            name: 'Bolaven coffee affogato',
            price: 'LAK 55,000',
            description: 'Vanilla ice cream under a shot of Pakse robusta.',
            tags: ['vegetarian'],
          },
        ],
      },
    ],
  },
]
