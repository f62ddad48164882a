import { LANDSCAPES, type TArt, type TNationCode } from './art'

/** Demo fam trips and country information, per nation (spec §2 Fam trips, Marketplace). */
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
