/**
 * The demo catalogue (issue #4): per nation 4 cities with 3 hotels each (two rate periods and a
 * peak period, in the nation's contract currency), 20 day and overnight programs, 8 transfers and
 * the visa-on-arrival services. Names and prices are realistic; everything is deterministic.
 */
import type { TSeedContext } from './context'

type TNationCatalogue = {
  code: string
  currency: 'USD' | 'THB'
  /** Net price scale: 1 for USD, 35 for THB contracts. */
  scale: number
  cities: Array<{ name: string; province: string; hotels: [string, number][] }>
  programs: string[]
  transfers: [from: string, to: string][]
  visa: string[]
}

const CATALOGUE: TNationCatalogue[] = [
  {
    code: 'th',
    currency: 'THB',
    scale: 35,
    cities: [
      {
        name: 'Bangkok',
        province: 'Bangkok',
        hotels: [
          ['The Siam Riverside', 5],
          ['Ariyasom Villa', 4],
          ['Chakrabongse Residence', 5],
        ],
      },
      {
        name: 'Chiang Mai',
        province: 'Chiang Mai',
        hotels: [
          ['Rachamankha', 5],
          ['Tamarind Village', 4],
          ['Na Nirand Romantic', 4],
        ],
      },
      {
        name: 'Phuket',
        province: 'Phuket',
        hotels: [
          ['Kata Rocks Bay', 5],
          ['The Slate Nai Yang', 4],
          ['Baba Beach Club', 4],
        ],
      },
      {
        name: 'Krabi',
        province: 'Krabi',
        hotels: [
          ['Phulay Bay Reserve', 5],
          ['Rayavadee Cliffs', 5],
          ['Pakasai Ao Nang', 4],
        ],
      },
    ],
    programs: [
      'Bangkok canals by long-tail boat',
      'Grand Palace and Wat Pho with a historian',
      'Chinatown street food by tuk-tuk',
      'Damnoen Saduak floating market',
      'Ayutthaya temples by bicycle',
      'Doi Suthep at sunrise',
      'Elephant Nature Park ethical visit',
      'Thai cooking class in a farm kitchen',
      'Lanna crafts villages of Chiang Mai',
      'Phang Nga Bay sea caves by kayak',
      'Phi Phi islands by private speedboat',
      'Old Phuket Town heritage walk',
      'James Bond Island early departure',
      'Krabi four islands snorkelling',
      'Railay rock climbing for beginners',
      'Khao Sok lake overnight in floating rafts',
      'Chiang Rai White Temple and Golden Triangle',
      'Muay Thai morning training',
      'Bangkok night markets and rooftops',
      'Kanchanaburi River Kwai overnight',
    ],
    transfers: [
      ['Suvarnabhumi Airport', 'Bangkok hotels'],
      ['Bangkok hotels', 'Suvarnabhumi Airport'],
      ['Chiang Mai Airport', 'Chiang Mai hotels'],
      ['Chiang Mai hotels', 'Chiang Rai hotels'],
      ['Phuket Airport', 'Phuket hotels'],
      ['Phuket hotels', 'Krabi hotels'],
      ['Krabi Airport', 'Ao Nang hotels'],
      ['Bangkok hotels', 'Hua Hin hotels'],
    ],
    visa: ['Visa on arrival, 15 days', 'Fast-track immigration at Suvarnabhumi'],
  },
  {
    code: 'vn',
    currency: 'USD',
    scale: 1,
    cities: [
      {
        name: 'Hanoi',
        province: 'Hanoi',
        hotels: [
          ['Sofitel Legend Metropole', 5],
          ['Hotel de l’Opera', 5],
          ['La Siesta Classic Ma May', 4],
        ],
      },
      {
        name: 'Hoi An',
        province: 'Quang Nam',
        hotels: [
          ['Four Seasons The Nam Hai', 5],
          ['Anantara Hoi An', 5],
          ['Little Riverside', 4],
        ],
      },
      {
        name: 'Ho Chi Minh City',
        province: 'Ho Chi Minh City',
        hotels: [
          ['Park Hyatt Saigon', 5],
          ['Hotel des Arts', 5],
          ['The Myst Dong Khoi', 4],
        ],
      },
      {
        name: 'Ha Long',
        province: 'Quang Ninh',
        hotels: [
          ['Paradise Elegance Cruise', 5],
          ['Indochina Junk Dragon Legend', 4],
          ['Vinpearl Resort Ha Long', 5],
        ],
      },
    ],
    programs: [
      'Hanoi Old Quarter street food walk',
      'Ha Long Bay day cruise with kayaking',
      'Ninh Binh Tam Coc by rowing boat',
      'Hoi An lantern-making workshop',
      'My Son sanctuary at dawn',
      'Hue imperial citadel by cyclo',
      'Cu Chi tunnels by speedboat',
      'Mekong Delta floating markets',
      'Saigon by Vespa after dark',
      'Sapa rice terraces trek',
      'Lan Ha Bay overnight cruise',
      'Hanoi water puppets and dinner',
      'Hai Van Pass by jeep',
      'Ba Na Hills and Golden Bridge',
      'Tra Que vegetable village cycling',
      'Cao Dai temple and Tay Ninh',
      'Hanoi coffee culture tour',
      'Phong Nha caves expedition',
      'Mekong homestay overnight',
      'Hoi An basket boat and cooking class',
    ],
    transfers: [
      ['Noi Bai Airport', 'Hanoi hotels'],
      ['Hanoi hotels', 'Ha Long pier'],
      ['Da Nang Airport', 'Hoi An hotels'],
      ['Hoi An hotels', 'Hue hotels'],
      ['Tan Son Nhat Airport', 'Saigon hotels'],
      ['Saigon hotels', 'Can Tho'],
      ['Hanoi hotels', 'Ninh Binh'],
      ['Hanoi hotels', 'Sapa'],
    ],
    visa: ['E-visa pre-approval letter, single entry', 'Visa on arrival stamping fee'],
  },
  {
    code: 'kh',
    currency: 'USD',
    scale: 1,
    cities: [
      {
        name: 'Siem Reap',
        province: 'Siem Reap',
        hotels: [
          ['Amansara', 5],
          ['Raffles Grand Hotel d’Angkor', 5],
          ['Shinta Mani Angkor', 4],
        ],
      },
      {
        name: 'Phnom Penh',
        province: 'Phnom Penh',
        hotels: [
          ['Raffles Le Royal', 5],
          ['Rosewood Phnom Penh', 5],
          ['The Pavilion', 4],
        ],
      },
      {
        name: 'Kampot',
        province: 'Kampot',
        hotels: [
          ['Knai Bang Chatt', 5],
          ['Rikitikitavi', 4],
          ['Nataya Roundhouse', 4],
        ],
      },
      {
        name: 'Battambang',
        province: 'Battambang',
        hotels: [
          ['Maisons Wat Kor', 4],
          ['Bambu Hotel', 4],
          ['Sangker Villa', 4],
        ],
      },
    ],
    programs: [
      'Angkor Wat sunrise with an archaeologist',
      'Ta Prohm and Bayon by bicycle',
      'Tonle Sap floating villages',
      'Banteay Srei and Kbal Spean',
      'Phare circus evening',
      'Phnom Penh royal palace and silver pagoda',
      'Mekong sunset cruise',
      'Kampot pepper farm visit',
      'Kep crab market lunch',
      'Battambang bamboo train',
      'Koh Ker remote temples',
      'Beng Mealea jungle temple',
      'Angkor by helicopter',
      'Khmer cooking class',
      'Apsara dance dinner',
      'Phnom Kulen waterfall',
      'Silk island by bicycle',
      'Bokor mountain day',
      'Preah Vihear overnight',
      'Kampong Phluk stilt village',
    ],
    transfers: [
      ['Siem Reap Airport', 'Siem Reap hotels'],
      ['Siem Reap hotels', 'Phnom Penh hotels'],
      ['Phnom Penh Airport', 'Phnom Penh hotels'],
      ['Phnom Penh hotels', 'Kampot'],
      ['Kampot', 'Kep'],
      ['Siem Reap hotels', 'Battambang'],
      ['Phnom Penh hotels', 'Sihanoukville'],
      ['Siem Reap hotels', 'Beng Mealea'],
    ],
    visa: ['Tourist visa on arrival (T)', 'Fast-track arrival at Siem Reap'],
  },
  {
    code: 'la',
    currency: 'USD',
    scale: 1,
    cities: [
      {
        name: 'Luang Prabang',
        province: 'Luang Prabang',
        hotels: [
          ['Rosewood Luang Prabang', 5],
          ['Amantaka', 5],
          ['Satri House', 4],
        ],
      },
      {
        name: 'Vientiane',
        province: 'Vientiane',
        hotels: [
          ['Settha Palace', 5],
          ['Salana Boutique', 4],
          ['Ansara Hotel', 4],
        ],
      },
      {
        name: 'Vang Vieng',
        province: 'Vientiane Province',
        hotels: [
          ['Riverside Boutique Resort', 4],
          ['Silver Naga', 4],
          ['Amari Vang Vieng', 4],
        ],
      },
      {
        name: 'Pakse',
        province: 'Champasak',
        hotels: [
          ['La Folie Lodge', 4],
          ['The River Resort', 5],
          ['Pakse Hotel', 3],
        ],
      },
    ],
    programs: [
      'Alms-giving and morning market',
      'Kuang Si waterfalls',
      'Pak Ou caves by slow boat',
      'Mount Phousi at sunset',
      'Luang Prabang cooking class',
      'Vientiane temples and COPE centre',
      'Vang Vieng kayaking and caves',
      'Wat Phou Champasak',
      '4000 Islands by boat',
      'Bolaven plateau coffee farms',
      'Elephant conservation centre',
      'Ock Pop Tok weaving',
      'Mekong sunset cruise',
      'Plain of Jars',
      'Khone Phapheng falls',
      'Baci ceremony',
      'Hmong villages trek',
      'Nong Khiaw viewpoint',
      'Slow boat to Pakbeng overnight',
      'Don Khone cycling',
    ],
    transfers: [
      ['Luang Prabang Airport', 'Luang Prabang hotels'],
      ['Luang Prabang hotels', 'Vang Vieng'],
      ['Vang Vieng', 'Vientiane hotels'],
      ['Wattay Airport', 'Vientiane hotels'],
      ['Pakse Airport', 'Pakse hotels'],
      ['Pakse hotels', '4000 Islands'],
      ['Luang Prabang hotels', 'Nong Khiaw'],
      ['Vientiane hotels', 'Friendship Bridge'],
    ],
    visa: ['Visa on arrival, 30 days', 'Border visa assistance at Friendship Bridge'],
  },
  {
    code: 'mm',
    currency: 'USD',
    scale: 1,
    cities: [
      {
        name: 'Yangon',
        province: 'Yangon',
        hotels: [
          ['The Strand', 5],
          ['Belmond Governor’s Residence', 5],
          ['Rose Garden', 4],
        ],
      },
      {
        name: 'Bagan',
        province: 'Mandalay',
        hotels: [
          ['Aureum Palace', 5],
          ['Bagan Lodge', 4],
          ['Ananta Bagan', 4],
        ],
      },
      {
        name: 'Mandalay',
        province: 'Mandalay',
        hotels: [
          ['Rupar Mandalar', 5],
          ['Mandalay Hill Resort', 4],
          ['The Hotel Umbra', 4],
        ],
      },
      {
        name: 'Inle Lake',
        province: 'Shan',
        hotels: [
          ['Inle Princess', 5],
          ['Villa Inle', 4],
          ['Sanctum Inle', 5],
        ],
      },
    ],
    programs: [
      'Shwedagon pagoda at dusk',
      'Yangon colonial heritage walk',
      'Circle train and markets',
      'Bagan temples by e-bike',
      'Balloons over Bagan',
      'Mount Popa',
      'Mandalay hill and U Bein bridge',
      'Mingun by river',
      'Inle Lake by boat',
      'Indein ruins',
      'Kalaw to Inle trek overnight',
      'Golden Rock pilgrimage',
      'Bago day trip',
      'Salay monasteries',
      'Amarapura and Sagaing',
      'Irrawaddy sunset boat',
      'Pindaya caves',
      'Yangon food trail',
      'Thanakha and crafts',
      'Mrauk U overnight',
    ],
    transfers: [
      ['Yangon Airport', 'Yangon hotels'],
      ['Nyaung U Airport', 'Bagan hotels'],
      ['Mandalay Airport', 'Mandalay hotels'],
      ['Heho Airport', 'Inle Lake hotels'],
      ['Mandalay hotels', 'Bagan hotels'],
      ['Yangon hotels', 'Golden Rock'],
      ['Kalaw', 'Inle Lake hotels'],
      ['Yangon hotels', 'Bago'],
    ],
    visa: ['Tourist e-visa processing', 'Fast-track arrival at Yangon'],
  },
]

const MARKETS = ['standard', 'europe', 'asia-pacific', 'americas'] as const

const price = (usd: number, scale: number) => String(Math.round(usd * scale))

export async function seedCatalogue({ payload, write }: TSeedContext): Promise<void> {
  const nations = await write((req) => payload.find({ collection: 'nations', depth: 0, pagination: false, req }))
  const nationId = new Map(nations.docs.map((nation) => [nation.code, nation.id]))
  for (const [nationIndex, entry] of CATALOGUE.entries()) {
    const nation = nationId.get(entry.code)
    if (!nation) continue
    const cityIds: string[] = []
    for (const [cityIndex, city] of entry.cities.entries()) {
      const created = await write((req) =>
        payload.create({
          collection: 'cities',
          data: { fullName: city.name, province: city.province, nation },
          depth: 0,
          req,
        }),
      )
      cityIds.push(created.id)
      for (const [hotelIndex, [name, stars]] of city.hotels.entries()) {
        const base = 70 + stars * 28 + hotelIndex * 9 + cityIndex * 6 + nationIndex * 4
        const hotel = await write((req) =>
          payload.create({
            collection: 'hotels',
            data: {
              name,
              nation,
              city: created.id,
              stars,
              accommodationType:
                name.includes('Cruise') || name.includes('Junk')
                  ? 'Cruise'
                  : stars === 5 && hotelIndex === 0
                    ? 'Resort'
                    : 'Hotel',
              description: `${name} in ${city.name}: ${stars}-star, well placed for the sights, chosen and inspected by our ${city.name} team.`,
              rooms: [
                { name: 'Deluxe', occupancy: 2 },
                { name: 'Suite', occupancy: 3 },
                { name: 'Family room', occupancy: 4 },
              ],
            },
            depth: 0,
            req,
          }),
        )
        await write((req) =>
          payload.create({
            collection: 'hotel-contracts',
            data: {
              name: `${name} FIT 2026–27`,
              hotel: hotel.id,
              currency: entry.currency,
              markets: [...MARKETS],
              validFrom: '2026-01-01',
              validTo: '2027-12-31',
              roomRates: [
                ['Deluxe', 1],
                ['Suite', 1.6],
                ['Family room', 1.9],
              ].map(([room, factor]) => ({
                room: room as string,
                fitPrice: price(base * (factor as number), entry.scale),
                optionalValue: '0',
                extraBedAdult: price(35, entry.scale),
                extraBedChild: price(20, entry.scale),
                mealPlanAdult: price(28, entry.scale),
                periods: [
                  {
                    beginDate: '2026-01-01',
                    endDate: '2026-04-30',
                    price: price(base * (factor as number), entry.scale),
                  },
                  {
                    beginDate: '2026-05-01',
                    endDate: '2026-10-31',
                    price: price(base * (factor as number) * 0.8, entry.scale),
                  },
                  {
                    beginDate: '2026-11-01',
                    endDate: '2026-12-19',
                    price: price(base * (factor as number), entry.scale),
                  },
                  {
                    beginDate: '2026-12-20',
                    endDate: '2027-01-05',
                    price: price(base * (factor as number) * 1.4, entry.scale),
                  },
                  {
                    beginDate: '2027-01-06',
                    endDate: '2027-12-31',
                    price: price(base * (factor as number) * 1.05, entry.scale),
                  },
                ],
                mealPlanChildren: [
                  { from: 0, to: 3, price: '0' },
                  { from: 4, to: 11, price: price(14, entry.scale) },
                ],
              })),
            },
            depth: 0,
            req,
          }),
        )
      }
    }
    for (const [index, name] of entry.programs.entries()) {
      const overnight = /overnight/i.test(name)
      const adult = 45 + ((index * 17 + nationIndex * 11) % 90) + (overnight ? 120 : 0)
      await write((req) =>
        payload.create({
          collection: 'programs',
          data: {
            name,
            type: overnight ? 'OvernightProgram' : 'DayProgram',
            duration: overnight ? '2 days / 1 night' : index % 3 === 0 ? 'Half day' : 'Full day',
            nation,
            city: cityIds[index % cityIds.length],
            experience: ['Culture', 'Nature', 'Food', 'Adventure', 'Wellness'][index % 5],
            category: ['Private', 'Small group'][index % 2],
            tourStyle: ['Classic', 'Active', 'Family'][index % 3],
            description: `${name}: private guide, entrance fees and water included; hotel pick-up in the city centre.`,
            currency: entry.currency,
            adultPrice: price(adult, entry.scale),
            childPrices: [
              { ageFrom: 0, ageTo: 3, price: '0' },
              { ageFrom: 4, ageTo: 11, price: price(Math.round(adult * 0.6), entry.scale) },
            ],
            surcharges:
              index % 4 === 0
                ? [
                    {
                      name: 'Festive season supplement',
                      price: price(15, entry.scale),
                      isActive: true,
                      children: [{ age: 8, childPrice: price(8, entry.scale) }],
                    },
                  ]
                : [],
          },
          depth: 0,
          req,
        }),
      )
    }
    for (const [index, [from, to]] of entry.transfers.entries()) {
      await write((req) =>
        payload.create({
          collection: 'transfers',
          data: {
            name: `${from} → ${to}`,
            nation,
            from,
            to,
            vehicle: index % 2 ? 'Minivan (up to 7)' : 'Sedan (up to 3)',
            pricing: 'perVehicle',
            currency: entry.currency,
            price: price(index % 2 ? 65 + index * 8 : 38 + index * 6, entry.scale),
          },
          depth: 0,
          req,
        }),
      )
    }
    for (const [index, visaType] of entry.visa.entries()) {
      await write((req) =>
        payload.create({
          collection: 'visa-services',
          data: { visaType, nation, currency: entry.currency, price: price(index ? 25 : 45, entry.scale) },
          depth: 0,
          req,
        }),
      )
    }
  }
}

const AIRLINES: Array<[name: string, code: string, nations: string[]]> = [
  ['Thai Airways', 'TG', ['th', 'vn', 'kh', 'la', 'mm']],
  ['Bangkok Airways', 'PG', ['th', 'kh', 'la', 'mm']],
  ['Vietnam Airlines', 'VN', ['vn', 'th', 'kh', 'la', 'mm']],
  ['Vietjet Air', 'VJ', ['vn', 'th']],
  ['Cambodia Angkor Air', 'K6', ['kh', 'vn']],
  ['Lao Airlines', 'QV', ['la', 'th', 'vn', 'kh']],
  ['Myanmar National Airlines', 'UB', ['mm', 'th']],
  ['Singapore Airlines', 'SQ', ['th', 'vn', 'kh', 'mm']],
  ['Qatar Airways', 'QR', ['th', 'vn', 'kh', 'mm']],
  ['Emirates', 'EK', ['th', 'vn']],
  ['Lufthansa', 'LH', ['th', 'vn']],
  ['Qantas', 'QF', ['th', 'vn']],
]

export async function seedAirlines({ payload, write }: TSeedContext): Promise<void> {
  const nations = await write((req) => payload.find({ collection: 'nations', depth: 0, pagination: false, req }))
  const idOf = new Map(nations.docs.map((nation) => [nation.code, nation.id]))
  for (const [fullName, code, codes] of AIRLINES) {
    const served = codes.map((nation) => idOf.get(nation)).filter((id): id is string => Boolean(id))
    await write((req) =>
      payload.create({ collection: 'airlines', data: { fullName, code, nations: served }, depth: 0, req }),
    )
  }
}
