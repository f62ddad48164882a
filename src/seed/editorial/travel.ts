import { photo, type TArt, type TBlocks, type TNationCode } from './art'

/** Demo overland journeys, travel inspirations and "Introducing" entries (spec §2 Travel portfolio). */
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
    image: photo('overland-bangkok-siem-reap', {
      motif: 'angkor',
      palette: 'saffron',
      alt: 'The towers of Angkor Wat in golden afternoon light, reflected in the moat',
    }),
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
    image: photo('overland-luang-prabang-hanoi', {
      motif: 'terraces',
      palette: 'jade',
      alt: 'Green rice terraces climbing the hills of north-west Vietnam, mist lying in the valley',
    }),
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
    image: photo('overland-slow-boat', {
      motif: 'river',
      palette: 'sunrise',
      alt: 'A long-tail boat on the Mekong at sunrise, the river opening out between wooded hills',
    }),
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
    image: photo('overland-mekong-delta', {
      motif: 'river',
      palette: 'monsoon',
      alt: 'A wide brown river under a grey-green sky, a boat travelling upstream between low hills',
    }),
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
    image: photo('overland-southern-laos', {
      motif: 'river',
      palette: 'lavender',
      alt: 'The Mekong spreading between hills under a lilac sky, a stupa catching the last light',
    }),
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
    image: photo('overland-bagan-inle', {
      motif: 'bagan',
      palette: 'dusk',
      alt: 'Stupas of Bagan in silhouette at dusk, balloons hanging in a deep blue and orange sky',
    }),
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

export const journey = (slug: string) => {
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
    image: photo('inspiration-classic-thailand', {
      motif: 'coast',
      palette: 'saffron',
      alt: 'A long-tail boat on the Andaman Sea at sunset, limestone islets and palms on the shore',
    }),
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
    image: photo('inspiration-vietnam', {
      motif: 'karst',
      palette: 'jade',
      alt: 'A junk with red sails gliding between limestone towers on the green water of Ha Long Bay',
    }),
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
    image: photo('inspiration-angkor-coast', {
      motif: 'angkor',
      palette: 'sunrise',
      alt: 'Angkor Wat at sunrise, its towers and reflection framed by sugar palms',
    }),
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
    image: photo('inspiration-slow-laos', {
      motif: 'river',
      palette: 'paddy',
      alt: 'A long-tail boat on a green river below misty hills and a golden stupa in Laos',
    }),
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
    image: photo('inspiration-myanmar', {
      motif: 'bagan',
      palette: 'saffron',
      alt: 'Hot-air balloons rising over hundreds of stupas on the Bagan plain in golden morning light',
    }),
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
    image: photo('inspiration-family', {
      motif: 'coast',
      palette: 'jade',
      alt: 'Green limestone islets on a calm sea, palms on the beach and a long-tail boat close to shore',
    }),
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
    image: photo('introducing-sukhothai', {
      motif: 'chedi',
      palette: 'sunrise',
      alt: 'Temple chedis in silhouette against a pink sunrise, palm trees on the right',
    }),
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
    image: photo('introducing-ha-giang', {
      motif: 'terraces',
      palette: 'saffron',
      alt: 'Terraced hillsides in warm light, ridges fading into the distance of the far north',
    }),
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
    image: photo('introducing-kampot', {
      motif: 'coast',
      palette: 'sunrise',
      alt: 'Islands off a calm coast at sunrise, a long-tail boat and palm trees in the foreground',
    }),
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
    image: photo('introducing-nong-khiaw', {
      motif: 'river',
      palette: 'jade',
      alt: 'A green river valley between forested hills, a long-tail boat on the water',
    }),
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
    image: photo('introducing-hpa-an', {
      motif: 'karst',
      palette: 'lavender',
      alt: 'Limestone peaks reflected in still water under a lilac evening sky',
    }),
    body: [
      'Hpa-An is a small town on the Thanlwin river, surrounded by limestone peaks whose caves hold Buddhist shrines. Our two-night program includes a boat trip on the river, the caves of Kawgun and Saddan, and a sunset walk around Kyauk Kalap monastery.',
      'The program is offered only when our Yangon team confirms that the route is open and safe; we check before each confirmation.',
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Concierge collection
// ---------------------------------------------------------------------------------------------
