/**
 * The demo catalogue (issue #4): per nation 4 cities with 3 hotels each (two rate periods and a
 * peak period, in the nation's contract currency), 20 day and overnight programs, the transfers
 * (both ways between each city and its airport, and the usual road transfers) and the
 * visa-on-arrival services. Names and prices are realistic; everything is deterministic.
 *
 * Places follow one rule (issue 18): a program's `city` is the demo city it starts from, the one it
 * takes place in or, for an excursion, the nearest of the nation's four; `province` says where it
 * really happens, as the first-level division is named in provinces.ts. catalogue.test.ts holds the
 * data to these rules.
 */
import { withinSeason } from '@/domain/itinerary/operations'
import { slugify, uniqueSlug } from '@/domain/slug'
import { slugOf } from '@/domain/text-search'
import { PALETTES, type TMotif } from './artwork'
import type { TSeedContext } from './context'
import { createDocuments } from './documents'
import { HOTEL_DESCRIPTIONS } from './hotel-descriptions'
import { sceneMedia } from './images'
import { hotelSupplier, nationSuppliers } from './suppliers'

export type TExperience = 'Culture' | 'Nature' | 'Food' | 'Adventure' | 'Wellness'

export type TProgramSeed = {
  name: string
  /** The demo city the program starts from (one of its nation's `cities`). */
  city: string
  /** Where the program takes place: a first-level division of the nation, spelt as in provinces.ts. */
  province: string
  /** A program named "… overnight" lasts 2 days / 1 night and is an OvernightProgram. */
  duration: 'Half day' | 'Full day' | '2 days / 1 night'
  experience: TExperience
  /** Two to four plain sentences: what the traveller does, where, and what to know before booking. */
  description: string
}

export type TNationCatalogue = {
  code: string
  currency: 'USD' | 'THB'
  /** Net price scale: 1 for USD, 35 for THB contracts. */
  scale: number
  /** Each city's province as named in provinces.ts; `airport` when the city has one in the demo data. */
  cities: Array<{ name: string; province: string; airport?: string; hotels: [string, number][] }>
  programs: TProgramSeed[]
  /** A city's hotels are written `${city} hotels` (see hotelsIn), so the demo bookings can find them. */
  transfers: [from: string, to: string][]
  visa: string[]
}

/** A day of the year, MM-DD. */
type TMonthDay = string

/**
 * The seasonal supplements on programs. A program's surcharge keeps no dates in the back office,
 * so its period is part of its name, which is what the agent reads beside the tick box, and the
 * demo bookings tick one only on a day inside it. The festive season is the hotels' peak period
 * (20 December to 5 January, see the contracts below).
 */
export const SUPPLEMENTS: ReadonlyArray<{
  label: string
  from: TMonthDay
  to: TMonthDay
  /** Net prices in USD, scaled like every other price. */
  adult: number
  child: { age: number; price: number }
}> = [{ label: 'Festive season supplement', from: '12-20', to: '01-05', adult: 15, child: { age: 8, price: 8 } }]

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const dayMonth = (day: TMonthDay) => `${Number(day.slice(3, 5))} ${MONTHS[Number(day.slice(0, 2)) - 1]}`

/** The surcharge name of a supplement, with its period: "Festive season supplement (20 Dec – 5 Jan)". */
export const supplementName = ({ label, from, to }: (typeof SUPPLEMENTS)[number]) =>
  `${label} (${dayMonth(from)} – ${dayMonth(to)})`

/** Whether the supplement of that surcharge name applies on an ISO date (false for a name that is not one). */
export function supplementAppliesOn(name: string, date: string): boolean {
  const supplement = SUPPLEMENTS.find((candidate) => supplementName(candidate) === name)
  return supplement !== undefined && withinSeason(date.slice(5, 10), supplement.from, supplement.to)
}

/** The transfer end point that stands for the hotels of a demo city. */
export const hotelsIn = (city: string) => `${city} hotels`

/** The airport of a demo city, when the demo data has one. */
export const airportOf = (nation: string, city: string) =>
  CATALOGUE.find((entry) => entry.code === nation)?.cities.find((candidate) => candidate.name === city)?.airport

export const CATALOGUE: TNationCatalogue[] = [
  {
    code: 'th',
    currency: 'THB',
    scale: 35,
    cities: [
      {
        name: 'Bangkok',
        province: 'Bangkok',
        airport: 'Suvarnabhumi Airport',
        hotels: [
          ['The Siam Riverside', 5],
          ['Ariyasom Villa', 4],
          ['Chakrabongse Residence', 5],
        ],
      },
      {
        name: 'Chiang Mai',
        province: 'Chiang Mai',
        airport: 'Chiang Mai Airport',
        hotels: [
          ['Rachamankha', 5],
          ['Tamarind Village', 4],
          ['Na Nirand Romantic', 4],
        ],
      },
      {
        name: 'Phuket',
        province: 'Phuket',
        airport: 'Phuket Airport',
        hotels: [
          ['Kata Rocks Bay', 5],
          ['The Slate Nai Yang', 4],
          ['Baba Beach Club', 4],
        ],
      },
      {
        name: 'Krabi',
        province: 'Krabi',
        airport: 'Krabi Airport',
        hotels: [
          ['Phulay Bay Reserve', 5],
          ['Rayavadee Cliffs', 5],
          ['Pakasai Ao Nang', 4],
        ],
      },
    ],
    programs: [
      {
        name: 'Bangkok canals by long-tail boat',
        city: 'Bangkok',
        province: 'Bangkok',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'A long-tail boat leaves the Chao Phraya for the khlongs of Thonburi, the canals on Bangkok’s west bank, where families still live in wooden houses on stilts. You pass small temples, orchid nurseries and boat vendors, and stop at the Royal Barges National Museum on Khlong Bangkok Noi. The trip ends at Wat Arun, whose steep central prang you can climb part of the way for a view across the river to the Grand Palace.',
      },
      {
        name: 'Grand Palace and Wat Pho with a historian',
        city: 'Bangkok',
        province: 'Bangkok',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'A historian takes you through the Grand Palace, begun in 1782 when Bangkok became the capital, and Wat Phra Kaew, the temple of the Emerald Buddha, explaining the Chakri kings and the Ramakien murals of its cloister. A short walk south brings you to Wat Pho, with its 46-metre Reclining Buddha and the school of traditional Thai massage that still teaches in its grounds. Shoulders and knees must be covered in both temples.',
      },
      {
        name: 'Chinatown street food by tuk-tuk',
        city: 'Bangkok',
        province: 'Bangkok',
        duration: 'Half day',
        experience: 'Food',
        description:
          'In the early evening a tuk-tuk takes you to Yaowarat Road, the heart of Bangkok’s Chinatown, as the food stalls open under the neon signs. Your guide orders at stalls and shophouses that have cooked the same dish for decades: peppery rolled-noodle soup, oyster omelette, grilled seafood and black-sesame dumplings in hot ginger syrup. Between stops you walk the narrow lanes of Talat Noi, where old Chinese trading houses face the river.',
      },
      {
        name: 'Damnoen Saduak floating market',
        city: 'Bangkok',
        province: 'Ratchaburi',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'An early start from Bangkok reaches Damnoen Saduak, in Ratchaburi province about 100 kilometres south-west of the city, before most of the day’s visitors. You are paddled along the canals between boats selling fruit, noodles and coconut sweets, and stop at a family workshop that makes coconut sugar. When the train times allow, the return includes the Maeklong railway market, where traders pull back their awnings each time the train passes.',
      },
      {
        name: 'Ayutthaya temples by bicycle',
        city: 'Bangkok',
        province: 'Phra Nakhon Si Ayutthaya',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'Ayutthaya, capital of Siam from 1351 until it fell to the Burmese army in 1767, lies about 80 kilometres north of Bangkok and is a UNESCO World Heritage Site. You cycle on flat, quiet lanes between its ruined temples: Wat Mahathat, with a Buddha head held in the roots of a fig tree, the three chedis of Wat Phra Si Sanphet, and Wat Chaiwatthanaram on the river bank. Bicycles and helmets are provided, and you return to Bangkok by road in the late afternoon.',
      },
      {
        name: 'Doi Suthep at sunrise',
        city: 'Chiang Mai',
        province: 'Chiang Mai',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'You leave Chiang Mai before dawn for the winding road up Doi Suthep and reach Wat Phra That Doi Suthep as the monks begin their morning chanting. Climb the naga staircase to the gilded chedi, built to enshrine a relic of the Buddha, and watch the city appear in the valley below as the light comes up. On the way down you stop at Wat Pha Lat, a quiet forest temple beside a waterfall, before the mountain fills with visitors.',
      },
      {
        name: 'Elephant Nature Park ethical visit',
        city: 'Chiang Mai',
        province: 'Chiang Mai',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Elephant Nature Park, in the Mae Taeng valley about 60 kilometres north of Chiang Mai, gives a home to elephants rescued from logging, street begging and riding camps. From the park’s walkways you watch the herds feed, roam and bathe in the river, help prepare their food, and hear each elephant’s story from the park’s guides. There is no riding and no performing, and lunch is the park’s vegetarian buffet.',
      },
      {
        name: 'Thai cooking class in a farm kitchen',
        city: 'Chiang Mai',
        province: 'Chiang Mai',
        duration: 'Full day',
        experience: 'Food',
        description:
          'The day starts at a market in Chiang Mai, where your teacher explains the herbs, curry pastes and rice you will cook with. At an organic farm outside the city you pick vegetables and herbs from the garden, then cook five or six dishes at your own station, including a curry paste pounded by hand in a mortar. You eat each dish as it is ready, and take the recipe book home.',
      },
      {
        name: 'Lanna crafts villages of Chiang Mai',
        city: 'Chiang Mai',
        province: 'Chiang Mai',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'A day among the craft villages around Chiang Mai, where the skills of the old Lanna kingdom are still a living trade. At Bo Sang artisans make and hand-paint umbrellas of mulberry-bark paper, in San Kamphaeng families weave cotton and silk, and at Ban Tawai, south of the city, carvers work teak and other hardwoods. You meet the makers in their workshops, and larger purchases can be shipped home.',
      },
      {
        name: 'Phang Nga Bay sea caves by kayak',
        city: 'Phuket',
        province: 'Phang Nga',
        duration: 'Full day',
        experience: 'Adventure',
        description:
          'A boat from Phuket’s east coast crosses to Phang Nga Bay, where limestone islands rise straight out of the sea. A guide paddles you in an inflatable canoe through low sea caves into the hongs, hidden lagoons enclosed by cliffs and open to the sky, at islands such as Koh Panak and Koh Hong. The caves can only be entered at certain tides, so the order of the day follows the tide table.',
      },
      {
        name: 'Phi Phi islands by private speedboat',
        city: 'Krabi',
        province: 'Krabi',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Your own speedboat from Krabi takes you to the Phi Phi islands, which belong to Krabi province and lie within a national park. You swim and snorkel in Pileh Lagoon and the bays of Phi Phi Leh, walk the boardwalk to Maya Bay, where swimming is no longer allowed, and have lunch on Phi Phi Don. With a private boat the timings are yours, so you can reach the best-known bays before or after the day-trip crowds.',
      },
      {
        name: 'Old Phuket Town heritage walk',
        city: 'Phuket',
        province: 'Phuket',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'A guide walks you through Old Phuket Town, built on the wealth of the tin mines in the late 19th and early 20th centuries. You see the Sino-Portuguese shophouses of Thalang Road and Soi Romanee, the Shrine of the Serene Light, and Chinpracha House, a tin-mining family’s mansion still furnished as it was a century ago. The walk ends with the island’s Peranakan cooking, over dim sum or Hokkien noodles in a local café.',
      },
      {
        name: 'James Bond Island early departure',
        city: 'Phuket',
        province: 'Phang Nga',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Leaving Phuket at dawn, your boat reaches Khao Phing Kan in Phang Nga Bay ahead of the day-trip crowds, for a quiet look at Ko Tapu, the needle of rock made famous by The Man with the Golden Gun in 1974. You continue among the limestone islands of the bay, with time to paddle a canoe through the sea caves. Lunch is at Koh Panyee, a Muslim fishing village built on stilts, and you are back at your hotel in the early afternoon.',
      },
      {
        name: 'Krabi four islands snorkelling',
        city: 'Krabi',
        province: 'Krabi',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'A long-tail boat from Ao Nang, on the Krabi coast, visits four islands and beaches: Koh Poda, Chicken Island, Koh Tup, joined to its neighbours by a sandbar at low tide, and Phra Nang Cave beach on the Railay peninsula. You snorkel over coral and reef fish between the stops and have a picnic lunch on the beach at Koh Poda. Masks, snorkels and life jackets are on board.',
      },
      {
        name: 'Railay rock climbing for beginners',
        city: 'Krabi',
        province: 'Krabi',
        duration: 'Half day',
        experience: 'Adventure',
        description:
          'A long-tail boat from Ao Nang takes you to Railay, a peninsula of Krabi cut off from the mainland by limestone cliffs and reached only by sea. An instructor teaches you knots, belaying and climbing technique, then takes you up easy top-rope routes on the cliffs, with all equipment supplied. No experience is needed, and the routes are chosen to suit your level.',
      },
      {
        name: 'Khao Sok lake overnight in floating rafts',
        city: 'Krabi',
        province: 'Surat Thani',
        duration: '2 days / 1 night',
        experience: 'Nature',
        description:
          'Khao Sok National Park, in Surat Thani province about three hours by road from Krabi, protects an old evergreen rainforest around the Cheow Lan lake. A long-tail boat takes you across the lake between limestone karsts to a floating raft house, where you spend the night over the water. You kayak, walk through the jungle to a cave, and go out on the lake at dawn to listen for gibbons and look for hornbills.',
      },
      {
        name: 'Chiang Rai White Temple and Golden Triangle',
        city: 'Chiang Mai',
        province: 'Chiang Rai',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'A long day north from Chiang Mai, with about three hours on the road to the first stop. At Wat Rong Khun, the White Temple, the artist Chalermchai Kositpipat has been building his white, mirror-studded vision of Buddhist teaching since 1997. After lunch in Chiang Rai you continue to the Golden Triangle at Sop Ruak, where Thailand, Laos and Myanmar meet at the confluence of the Ruak and the Mekong, and visit the Hall of Opium museum before the drive back.',
      },
      {
        name: 'Muay Thai morning training',
        city: 'Phuket',
        province: 'Phuket',
        duration: 'Half day',
        experience: 'Wellness',
        description:
          'A morning session at a Muay Thai camp in Chalong, in the south of Phuket, where fighters train alongside visitors. A trainer takes you through the warm-up, skipping, shadow boxing and pad work on the basic punches, kicks, knees and elbows, at a pace that suits your fitness. Gloves and hand wraps are provided; bring sports clothes and plenty of water.',
      },
      {
        name: 'Bangkok night markets and rooftops',
        city: 'Bangkok',
        province: 'Bangkok',
        duration: 'Half day',
        experience: 'Food',
        description:
          'An evening in Bangkok after dark. You start at Pak Khlong Talat, the flower market by the river where garlands, orchids and lotus buds are sold through the night, then cross town to one of the city’s night markets for street food and stalls of clothes and crafts. The evening ends with a drink at a rooftop bar high above the Chao Phraya; most of them ask for smart casual clothes.',
      },
      {
        name: 'Kanchanaburi River Kwai overnight',
        city: 'Bangkok',
        province: 'Kanchanaburi',
        duration: '2 days / 1 night',
        experience: 'Culture',
        description:
          'Kanchanaburi, about three hours west of Bangkok, was a base for the Death Railway that prisoners of war and Asian labourers were forced to build to Burma in 1942 and 1943. You visit the Thailand–Burma Railway Centre and the war cemetery, walk across the bridge over the River Kwai and ride the train over the wooden Wampo viaduct, then spend the night at a lodge on the river. The next morning you walk up the seven tiers of Erawan Falls before returning to Bangkok.',
      },
    ],
    transfers: [
      ['Suvarnabhumi Airport', 'Bangkok hotels'],
      ['Bangkok hotels', 'Suvarnabhumi Airport'],
      ['Chiang Mai Airport', 'Chiang Mai hotels'],
      ['Chiang Mai hotels', 'Chiang Mai Airport'],
      ['Phuket Airport', 'Phuket hotels'],
      ['Phuket hotels', 'Phuket Airport'],
      ['Krabi Airport', 'Krabi hotels'],
      ['Krabi hotels', 'Krabi Airport'],
      ['Chiang Mai hotels', 'Chiang Rai hotels'],
      ['Phuket hotels', 'Krabi hotels'],
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
        province: 'Hà Nội',
        airport: 'Noi Bai Airport',
        hotels: [
          ['Sofitel Legend Metropole', 5],
          ['Hotel de l’Opera', 5],
          ['La Siesta Classic Ma May', 4],
        ],
      },
      {
        // Part of Da Nang since the reorganisation of 1 July 2025 (provinces.ts).
        name: 'Hoi An',
        province: 'Đà Nẵng',
        airport: 'Da Nang Airport',
        hotels: [
          ['Four Seasons The Nam Hai', 5],
          ['Anantara Hoi An', 5],
          ['Little Riverside', 4],
        ],
      },
      {
        name: 'Ho Chi Minh City',
        province: 'Hồ Chí Minh City',
        airport: 'Tan Son Nhat Airport',
        hotels: [
          ['Park Hyatt Saigon', 5],
          ['Hotel des Arts', 5],
          ['The Myst Dong Khoi', 4],
        ],
      },
      {
        name: 'Ha Long',
        province: 'Quảng Ninh',
        hotels: [
          ['Paradise Elegance Cruise', 5],
          ['Indochina Junk Dragon Legend', 4],
          ['Vinpearl Resort Ha Long', 5],
        ],
      },
    ],
    programs: [
      {
        name: 'Hanoi Old Quarter street food walk',
        city: 'Hanoi',
        province: 'Hà Nội',
        duration: 'Half day',
        experience: 'Food',
        description:
          'An evening walk through the Old Quarter of Hanoi, whose streets were each once named after the trade practised there. Your guide leads you to family kitchens and street stalls for bun cha, grilled pork with rice noodles and herbs, banh cuon rice rolls and crisp spring rolls, ending with egg coffee in an upstairs café. You sit on low plastic stools among the locals, and the guide shows you how each dish is eaten.',
      },
      {
        name: 'Ha Long Bay day cruise with kayaking',
        city: 'Ha Long',
        province: 'Quảng Ninh',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'A day on Ha Long Bay, a UNESCO World Heritage Site of some 1,600 limestone islands and islets in the Gulf of Tonkin. From the pier in Ha Long your boat cruises among the karsts, stopping at Sung Sot, the Surprise Cave, and at a sheltered lagoon where you kayak beneath the cliffs. Lunch of local seafood is served on board.',
      },
      {
        name: 'Ninh Binh Tam Coc by rowing boat',
        city: 'Hanoi',
        province: 'Ninh Bình',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Ninh Binh, about two hours south of Hanoi by road, is known for its limestone peaks rising out of the rice fields. At Tam Coc a local rower, often working the oars with her feet, takes you along the Ngo Dong river through three caves and between the paddies. In the afternoon you cycle through the villages to Bich Dong pagoda, or visit the temples of Hoa Lu, capital of Vietnam in the 10th century.',
      },
      {
        name: 'Hoi An lantern-making workshop',
        city: 'Hoi An',
        province: 'Đà Nẵng',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'In a workshop in the old town of Hoi An, a lantern maker shows you how the town’s silk lanterns are made. You bend and glue a bamboo frame, stretch silk over it and finish a lantern of your own, which folds flat for the journey home. Afterwards, at dusk, you see the lanterns of the old town lit along the Thu Bon river.',
      },
      {
        name: 'My Son sanctuary at dawn',
        city: 'Hoi An',
        province: 'Đà Nẵng',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'An early start from Hoi An brings you to My Son, about an hour inland, when the gates open and the valley is still cool and quiet. Its brick tower-temples were built by the kings of Champa between the 4th and the 13th centuries, and many were damaged by bombing during the Vietnam War; the sanctuary is a UNESCO World Heritage Site. Your guide explains Cham religion and building, and you are back in Hoi An by late morning.',
      },
      {
        name: 'Hue imperial citadel by cyclo',
        city: 'Hoi An',
        province: 'Huế',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'A day trip from Hoi An to Hue, about three hours north by road, seat of the Nguyen emperors from 1802 to 1945. A cyclo takes you around the walls of the citadel and its old streets, then you enter the Imperial City by the Noon Gate and walk to the throne hall and the restored pavilions of the Forbidden Purple City. After lunch you visit the Thien Mu pagoda on the Perfume River and the tomb of Emperor Tu Duc before the drive back.',
      },
      {
        name: 'Cu Chi tunnels by speedboat',
        city: 'Ho Chi Minh City',
        province: 'Hồ Chí Minh City',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'A speedboat leaves the centre of Ho Chi Minh City and follows the Saigon river upstream for about an hour and a half to the Cu Chi tunnels. During the war Viet Cong fighters dug some 250 kilometres of tunnels here, with kitchens, meeting rooms and field hospitals underground. You see the trapdoors and air vents, and can crawl through a stretch of tunnel widened for visitors.',
      },
      {
        name: 'Mekong Delta floating markets',
        city: 'Ho Chi Minh City',
        province: 'Cần Thơ',
        duration: 'Full day',
        experience: 'Food',
        description:
          'A long day in the Mekong Delta, leaving Ho Chi Minh City before dawn for the drive of about three hours to Can Tho. A boat takes you to Cai Rang, the largest floating market in the delta, where wholesalers hang a sample of what they sell from a tall pole above each boat. You then follow narrow canals to a rice-noodle workshop and fruit orchards before lunch and the drive back.',
      },
      {
        name: 'Saigon by Vespa after dark',
        city: 'Ho Chi Minh City',
        province: 'Hồ Chí Minh City',
        duration: 'Half day',
        experience: 'Food',
        description:
          'Riding pillion on a vintage Vespa with an experienced local driver, you see Ho Chi Minh City by night, away from the tourist streets. The route takes you to the seafood stalls of the old port district for grilled shellfish and snails, then on to the Ho Thi Ky flower market and its food alley, and a café with live music. Helmets are provided, and the drivers keep a calm pace through the evening traffic.',
      },
      {
        name: 'Sapa rice terraces trek',
        city: 'Hanoi',
        province: 'Lào Cai',
        duration: 'Full day',
        experience: 'Adventure',
        description:
          'A day on foot in the Muong Hoa valley below Sapa, near the Chinese border, where Hmong, Dao and Giay families farm rice on terraces cut into the mountainsides. A local guide leads you on paths and farm tracks through the villages of Lao Chai and Ta Van, with lunch in a family home. Sapa is about five and a half hours by road from Hanoi, so the trek is booked with the Hanoi–Sapa transfer and at least one night in Sapa.',
      },
      {
        name: 'Lan Ha Bay overnight cruise',
        city: 'Ha Long',
        province: 'Hải Phòng',
        duration: '2 days / 1 night',
        experience: 'Nature',
        description:
          'Lan Ha Bay, off Cat Ba island south of Ha Long Bay, has the same limestone scenery with far fewer boats. Your cruise from Ha Long spends two days among its karsts, with kayaking in quiet lagoons, swimming from a small beach and a visit to a floating fishing village. You sleep on board in a cabin with its own bathroom, and the morning starts with tai chi on the sun deck.',
      },
      {
        name: 'Hanoi water puppets and dinner',
        city: 'Hanoi',
        province: 'Hà Nội',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Water puppetry began in the rice-growing villages of the Red River delta, where puppeteers hidden behind a bamboo screen worked their figures across the flooded fields. At the Thang Long Water Puppet Theatre by Hoan Kiem Lake in Hanoi you watch a show of village life, farming and legends, accompanied by traditional musicians and singers. Afterwards you have dinner of northern Vietnamese dishes in the Old Quarter.',
      },
      {
        name: 'Hai Van Pass by jeep',
        city: 'Hoi An',
        province: 'Đà Nẵng',
        duration: 'Full day',
        experience: 'Adventure',
        description:
          'An open-top jeep takes you from Hoi An through Da Nang and up the Hai Van Pass, the mountain road to Hue that most traffic now avoids through the tunnel below. At the summit you see the old gate and the French and American bunkers and, on a clear day, the coast in both directions. You come down to the fishing village and lagoon of Lang Co for a seafood lunch before returning to Hoi An.',
      },
      {
        name: 'Ba Na Hills and Golden Bridge',
        city: 'Hoi An',
        province: 'Đà Nẵng',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Ba Na Hills, in the mountains west of Da Nang and about an hour and a half from Hoi An, was a French hill station at almost 1,500 metres. A long cable car climbs over the forest to the Golden Bridge, a footbridge held up by two giant stone-like hands, and on to a French-style village and gardens at the summit. It is a busy resort rather than a nature trip; arriving at opening time helps, and the summit is often in cloud, so bring a jacket.',
      },
      {
        name: 'Tra Que vegetable village cycling',
        city: 'Hoi An',
        province: 'Đà Nẵng',
        duration: 'Half day',
        experience: 'Food',
        description:
          'You cycle out of Hoi An on quiet lanes through the rice fields to Tra Que, a village that has grown herbs and vegetables for the town’s kitchens for generations, fertilising the beds with algae from a nearby lake. A farmer shows you how the beds are prepared and watered by hand from two cans on a shoulder pole, and you help with the planting. Lunch is cooked from the garden, with the village’s own tam huu, shrimp and pork wrapped in herbs.',
      },
      {
        name: 'Cao Dai temple and Tay Ninh',
        city: 'Ho Chi Minh City',
        province: 'Tây Ninh',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'Tay Ninh, about 100 kilometres north-west of Ho Chi Minh City, is the seat of Cao Dai, a Vietnamese religion founded in 1926 that draws on Buddhism, Taoism, Confucianism and Christianity. You watch the midday service at the Great Temple from its gallery, as worshippers in white, yellow, blue and red robes pray to music beneath the Divine Eye. On the way back you can take the cable car up Ba Den, the Black Lady Mountain.',
      },
      {
        name: 'Hanoi coffee culture tour',
        city: 'Hanoi',
        province: 'Hà Nội',
        duration: 'Half day',
        experience: 'Food',
        description:
          'Hanoi drinks its coffee strong, slowly dripped through a small metal filter, the phin, and sweetened with condensed milk. With a local guide you visit old cafés in the Old Quarter and around Hoan Kiem Lake for egg coffee, invented in the 1940s when milk was scarce, coconut coffee and coffee with yoghurt. A roaster explains the beans of the Central Highlands and shows you how to brew with a phin at home.',
      },
      {
        name: 'Phong Nha caves expedition',
        city: 'Hoi An',
        province: 'Quảng Trị',
        duration: 'Full day',
        experience: 'Adventure',
        description:
          'Phong Nha-Ke Bang National Park, a UNESCO World Heritage Site in the limestone mountains of central Vietnam, holds some of the largest caves in the world. With a caving guide you walk through the forest to wild caves, wading through underground streams by headlamp, and visit Paradise Cave, where a boardwalk runs about a kilometre into chambers of huge stalactites. The park is five to six hours by road from Hoi An, so the day is best booked with a night or two in Phong Nha.',
      },
      {
        name: 'Mekong homestay overnight',
        city: 'Ho Chi Minh City',
        province: 'Vĩnh Long',
        duration: '2 days / 1 night',
        experience: 'Culture',
        description:
          'Two days in the Mekong Delta from Ho Chi Minh City, with a night in a family home on one of the river islands of Vinh Long. By sampan and bicycle you explore the canals, fruit orchards and brick kilns of the area, and help your hosts cook a dinner of delta dishes such as elephant-ear fish. Rooms are simple, with mosquito nets, and the second day ends with the drive back to the city.',
      },
      {
        name: 'Hoi An basket boat and cooking class',
        city: 'Hoi An',
        province: 'Đà Nẵng',
        duration: 'Half day',
        experience: 'Food',
        description:
          'The morning starts at the central market of Hoi An, where your chef buys the day’s ingredients with you. A round bamboo basket boat then takes you into the water-coconut palms of Cam Thanh, where the boatmen show you how they fish for crabs. In a riverside kitchen you cook Hoi An dishes such as fresh spring rolls, banh xeo pancakes and a green mango salad, and eat them for lunch.',
      },
    ],
    transfers: [
      ['Noi Bai Airport', 'Hanoi hotels'],
      ['Hanoi hotels', 'Noi Bai Airport'],
      ['Da Nang Airport', 'Hoi An hotels'],
      ['Hoi An hotels', 'Da Nang Airport'],
      ['Tan Son Nhat Airport', 'Ho Chi Minh City hotels'],
      ['Ho Chi Minh City hotels', 'Tan Son Nhat Airport'],
      ['Hanoi hotels', 'Ha Long pier'],
      ['Hoi An hotels', 'Hue hotels'],
      ['Ho Chi Minh City hotels', 'Can Tho'],
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
        airport: 'Siem Reap Airport',
        hotels: [
          ['Amansara', 5],
          ['Raffles Grand Hotel d’Angkor', 5],
          ['Shinta Mani Angkor', 4],
        ],
      },
      {
        name: 'Phnom Penh',
        province: 'Phnom Penh',
        airport: 'Phnom Penh Airport',
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
      {
        name: 'Angkor Wat sunrise with an archaeologist',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'You reach Angkor Wat from Siem Reap in the dark and watch the sun rise behind its five towers from beside the pools in front of the west entrance. An archaeologist then takes you through the temple, built for King Suryavarman II in the early 12th century, explaining its plan as a model of the Hindu universe and reading the bas-reliefs of the galleries, among them the Churning of the Sea of Milk. The Angkor pass is issued in each visitor’s name, with a photograph, at the ticket centre on the way.',
      },
      {
        name: 'Ta Prohm and Bayon by bicycle',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Full day',
        experience: 'Adventure',
        description:
          'A guide cycles with you from Siem Reap along the shaded roads of the Angkor park, away from the tour buses. You ride through the south gate of Angkor Thom to the Bayon, with its more than 200 carved stone faces, past the Terrace of the Elephants, then along forest tracks to Ta Prohm, where silk-cotton and strangler fig trees grow through the ruins. The roads are flat, and a support vehicle follows with water and room for anyone who wants a rest.',
      },
      {
        name: 'Tonle Sap floating villages',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'The Tonle Sap is the largest freshwater lake in Southeast Asia, and in the rainy season, when the Mekong backs up into it, it grows to several times its dry-season size. From Siem Reap you drive to the lake’s edge and take a boat to a floating village, where houses, schools and shops float on the water or stand on stilts and families live from fishing. The village visited depends on the water level, and we choose one away from the busiest landing.',
      },
      {
        name: 'Banteay Srei and Kbal Spean',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'Banteay Srei, about 35 kilometres north-east of Siem Reap, is a small temple of pink sandstone consecrated in 967, whose carvings are the finest of the Angkor period. Further north, a walk of about 45 minutes uphill through the forest leads to Kbal Spean, the River of a Thousand Lingas, where Hindu gods and lingas are carved into the riverbed. The path is easy but uneven, and the carvings show best in the dry season, when the water is low.',
      },
      {
        name: 'Phare circus evening',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Phare, the Cambodian Circus, performs most evenings in its big top in Siem Reap. Its artists trained at Phare Ponleu Selpak, a school in Battambang founded in 1994 by young men returning from the refugee camps, and the shows combine acrobatics, theatre, live music and dance to tell Cambodian stories. Seats are reserved for you, and dinner can be arranged in town before the show.',
      },
      {
        name: 'Phnom Penh royal palace and silver pagoda',
        city: 'Phnom Penh',
        province: 'Phnom Penh',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'The Royal Palace in Phnom Penh, built from 1866 when King Norodom moved the capital here, is still the residence of the King of Cambodia, and parts of its grounds, including the throne hall, are open to visitors. In the same grounds the Silver Pagoda takes its name from the more than 5,000 silver tiles of its floor and houses a crystal Emerald Buddha and a life-size gold Buddha set with diamonds. Shoulders and knees must be covered, and the visit continues to the National Museum next door.',
      },
      {
        name: 'Mekong sunset cruise',
        city: 'Phnom Penh',
        province: 'Phnom Penh',
        duration: 'Half day',
        experience: 'Nature',
        description:
          'A private wooden boat leaves the riverfront of Phnom Penh in the late afternoon and cruises the Chaktomuk, where the Tonle Sap river meets the Mekong. You pass the Royal Palace, fishing families on their boats and the villages of the opposite bank, with drinks and snacks on board as the sun goes down. You return after dark, when the riverside promenade fills with families.',
      },
      {
        name: 'Kampot pepper farm visit',
        city: 'Kampot',
        province: 'Kampot',
        duration: 'Half day',
        experience: 'Food',
        description:
          'Kampot pepper, grown on the hills between Kampot and Kep, carries a protected geographical indication and was prized in French kitchens in colonial times. On a family farm you see the vines trained up posts, learn how green, black, red and white pepper come from the same plant, and taste each of them. The visit can be combined with the salt fields on the coast outside Kampot.',
      },
      {
        name: 'Kep crab market lunch',
        city: 'Kampot',
        province: 'Kep',
        duration: 'Half day',
        experience: 'Food',
        description:
          'Kep, a small seaside town about half an hour from Kampot, was a French resort in the early 20th century and is known for its crab market. Fishermen bring the blue crabs ashore in bamboo traps, and you choose yours to be cooked at a stall, stir-fried with fresh green Kampot pepper. After lunch there is time for the beach or a walk past the modernist villas left empty after the Khmer Rouge years.',
      },
      {
        name: 'Battambang bamboo train',
        city: 'Battambang',
        province: 'Battambang',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'The bamboo train, or norry, is a bamboo platform on wheels driven by a small motor, which villagers improvised to use the railway tracks after the war. You ride it through the rice fields outside Battambang and see how two norries meeting on the single track are handled: one is lifted off so the other can pass. The morning continues to the villages along the Sangker river, where families make rice paper and dried bananas.',
      },
      {
        name: 'Koh Ker remote temples',
        city: 'Siem Reap',
        province: 'Preah Vihear',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'Koh Ker, about two and a half hours by road north-east of Siem Reap, was briefly the capital of the Khmer empire under Jayavarman IV in the 10th century. Its temples lie scattered in the forest, and the seven-tiered pyramid of Prasat Thom rises 36 metres above the trees. The site became a UNESCO World Heritage Site in 2023 and still sees few visitors, and the day combines well with Beng Mealea on the way.',
      },
      {
        name: 'Beng Mealea jungle temple',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Beng Mealea, about 70 kilometres east of Siem Reap, is a 12th-century temple on a scale close to Angkor Wat’s, left largely as it was found, collapsed and overgrown by the forest. Wooden walkways lead you over fallen blocks and through dark galleries where trees grow from the walls. You are back in Siem Reap for lunch, or can continue to Koh Ker for a full day.',
      },
      {
        name: 'Angkor by helicopter',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Half day',
        experience: 'Adventure',
        description:
          'A helicopter flight from Siem Reap shows the scale of Angkor as it cannot be seen from the ground: Angkor Wat in its moat, the walled city of Angkor Thom and the great West Baray reservoir. Longer flights continue over the Tonle Sap lake or north to Phnom Kulen and its forest. Flights depend on the weather, and passengers’ weights are needed when booking.',
      },
      {
        name: 'Khmer cooking class',
        city: 'Phnom Penh',
        province: 'Phnom Penh',
        duration: 'Half day',
        experience: 'Food',
        description:
          'Your teacher takes you through a Phnom Penh market to buy the ingredients and explains the herbs, the fermented fish paste called prahok and the kroeung spice pastes at the heart of Khmer cooking. In the kitchen you pound a kroeung in a mortar and cook three dishes, among them fish amok steamed in banana leaf. The meal you have cooked is your lunch, and the recipes go home with you.',
      },
      {
        name: 'Apsara dance dinner',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'The classical dance of the Khmer royal court, whose dancers appear as apsaras on the walls of Angkor, was nearly lost under the Khmer Rouge and was rebuilt by surviving teachers after 1979. In Siem Reap you watch a performance of court and folk dances with traditional music over a dinner of Khmer dishes. Seats are reserved close to the stage.',
      },
      {
        name: 'Phnom Kulen waterfall',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Phnom Kulen, a sandstone plateau about 50 kilometres north of Siem Reap, is where Jayavarman II proclaimed himself universal king in 802, founding the Khmer empire. You see the large reclining Buddha carved into a boulder at Preah Ang Thom, the carvings in the riverbed, and the waterfall, with a pool below where you can swim. The plateau is a national park with its own entrance fee, separate from the Angkor pass.',
      },
      {
        name: 'Silk island by bicycle',
        city: 'Phnom Penh',
        province: 'Phnom Penh',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Koh Dach, an island in the Mekong just north of Phnom Penh, is known as Silk Island for its weaving families. You cycle along the quiet island lanes between stilt houses, fruit gardens and pagodas, and stop at a home where silk is woven on wooden looms beneath the house. In the dry season the island’s sandy banks become a small riverside beach.',
      },
      {
        name: 'Bokor mountain day',
        city: 'Kampot',
        province: 'Kampot',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Bokor, in Preah Monivong National Park above Kampot, rises to about 1,000 metres and was a French hill station in the 1920s. A winding road climbs to the plateau, where you see the old Bokor Palace hotel, the Catholic church, Wat Sampov Pram and the Popokvil waterfall, often in cloud. Much of the plateau is now a resort development, so the day is about the history and the views down to the coast and Phu Quoc.',
      },
      {
        name: 'Preah Vihear overnight',
        city: 'Siem Reap',
        province: 'Preah Vihear',
        duration: '2 days / 1 night',
        experience: 'Culture',
        description:
          'Preah Vihear temple stands on a cliff of the Dangrek mountains on the Thai border, about four hours by road north of Siem Reap, and has been a UNESCO World Heritage Site since 2008. On the first day you drive north by way of Koh Ker and spend the night near the temple; early the next morning you climb through its gateways to the sanctuary on the edge of the cliff, with views far across the Cambodian plain. The visit depends on the situation at the border, which we confirm before travel.',
      },
      {
        name: 'Kampong Phluk stilt village',
        city: 'Siem Reap',
        province: 'Siem Reap',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Kampong Phluk, on the edge of the Tonle Sap south-east of Siem Reap and less than an hour away by road, is a fishing community whose houses stand on stilts up to six metres high. In the wet season a boat takes you through the village and on into the flooded forest in a small paddle canoe; in the dry season you walk beneath the stilts. Visits in the late afternoon end with sunset over the lake.',
      },
    ],
    transfers: [
      ['Siem Reap Airport', 'Siem Reap hotels'],
      ['Siem Reap hotels', 'Siem Reap Airport'],
      ['Phnom Penh Airport', 'Phnom Penh hotels'],
      ['Phnom Penh hotels', 'Phnom Penh Airport'],
      ['Siem Reap hotels', 'Phnom Penh hotels'],
      ['Phnom Penh hotels', 'Kampot hotels'],
      ['Kampot hotels', 'Kep'],
      ['Siem Reap hotels', 'Battambang hotels'],
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
        airport: 'Luang Prabang Airport',
        hotels: [
          ['Rosewood Luang Prabang', 5],
          ['Amantaka', 5],
          ['Satri House', 4],
        ],
      },
      {
        name: 'Vientiane',
        province: 'Vientiane Prefecture',
        airport: 'Wattay Airport',
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
        airport: 'Pakse Airport',
        hotels: [
          ['La Folie Lodge', 4],
          ['The River Resort', 5],
          ['Pakse Hotel', 3],
        ],
      },
    ],
    programs: [
      {
        name: 'Alms-giving and morning market',
        city: 'Luang Prabang',
        province: 'Luang Prabang',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'At first light the monks of Luang Prabang walk in silent lines through the old town to receive sticky rice from kneeling townspeople, the daily alms-giving called tak bat. Your guide explains how to watch respectfully from across the street, or how to take part properly if you wish, with rice prepared by a local family rather than bought from roadside sellers. Afterwards you walk through the morning market for a breakfast of khao piak noodle soup.',
      },
      {
        name: 'Kuang Si waterfalls',
        city: 'Luang Prabang',
        province: 'Luang Prabang',
        duration: 'Half day',
        experience: 'Nature',
        description:
          'The Kuang Si falls, about 30 kilometres south-west of Luang Prabang, cascade over limestone terraces into a chain of turquoise pools. You walk up beside the falls, swim in the pools where it is allowed, and visit the rescue centre at the entrance, which cares for Asiatic black bears saved from the wildlife trade. On the way back you can stop at a buffalo dairy for ice cream.',
      },
      {
        name: 'Pak Ou caves by slow boat',
        city: 'Luang Prabang',
        province: 'Luang Prabang',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'A slow boat takes you about two hours up the Mekong from Luang Prabang to the Pak Ou caves, two caves in the cliff facing the mouth of the Ou river. They hold thousands of Buddha images, left over the centuries by pilgrims and by the royal family. On the way you stop at Ban Xang Hai, the village known for its rice whisky, and the return downstream is quicker.',
      },
      {
        name: 'Mount Phousi at sunset',
        city: 'Luang Prabang',
        province: 'Luang Prabang',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Mount Phousi rises from the centre of the old town of Luang Prabang, and a climb of more than 300 steps brings you to the gilded stupa of That Chomsi on its summit. From the top you see the Mekong and the Nam Khan on either side of the peninsula, with the mountains beyond, as the sun sets. Coming down you pass shrines and Buddha images on the slope, and the night market on Sisavangvong Road is at the foot of the hill.',
      },
      {
        name: 'Luang Prabang cooking class',
        city: 'Luang Prabang',
        province: 'Luang Prabang',
        duration: 'Half day',
        experience: 'Food',
        description:
          'With a Lao chef you shop at a market in Luang Prabang for river fish, herbs and the sticky rice eaten with every Lao meal. In an open-air kitchen in a garden outside the town you cook dishes such as laap, a salad of minced meat or fish with toasted rice, mok pa, fish steamed in banana leaf, and jeow, the chilli dips. The class ends with a shared meal of everything you have cooked.',
      },
      {
        name: 'Vientiane temples and COPE centre',
        city: 'Vientiane',
        province: 'Vientiane Prefecture',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'A morning among the landmarks of Vientiane: Wat Sisaket, whose cloister walls hold thousands of small Buddha images, the former royal temple of Haw Phra Kaew, and the golden stupa of Pha That Luang, the national symbol of Laos. At the COPE visitor centre you learn about the unexploded bombs left from the Indochina wars, which make Laos, per person, the most heavily bombed country in history, and about the artificial limbs fitted to those they have injured. The visit ends at Patuxai, the victory monument, with a view over the city from its top.',
      },
      {
        name: 'Vang Vieng kayaking and caves',
        city: 'Vang Vieng',
        province: 'Vientiane Province',
        duration: 'Full day',
        experience: 'Adventure',
        description:
          'Vang Vieng lies on the Nam Song river among limestone peaks, about an hour and a half north of Vientiane by the expressway. You float into Tham Nam, the water cave, on an inner tube, pulling yourself along a rope by headlamp, visit Tham Xang, the elephant cave, and paddle a kayak down the Nam Song back to town. Guides and life jackets are with you on the water, and the river is calmest in the dry season.',
      },
      {
        name: 'Wat Phou Champasak',
        city: 'Pakse',
        province: 'Champasak',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Wat Phou, about 40 kilometres south of Pakse near Champasak, is a Khmer temple begun before Angkor, laid out from the plain up the slope of the Phou Kao mountain. You walk along the processional way between the reservoirs and the ruined palaces, then climb the stone stairs, shaded by frangipani trees, to the sanctuary and its view over the Mekong plain. Wat Phou and its ancient landscape became a UNESCO World Heritage Site in 2001.',
      },
      {
        name: '4000 Islands by boat',
        city: 'Pakse',
        province: 'Champasak',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Si Phan Don, the Four Thousand Islands, is the stretch of the Mekong near the Cambodian border where the river spreads up to 14 kilometres wide around countless islands and sandbanks. From Pakse it is about two and a half hours by road to Nakasang, where a boat takes you among the islands, past fishing villages, rice fields and stilt houses. You have lunch on Don Det and return by boat and road in the late afternoon.',
      },
      {
        name: 'Bolaven plateau coffee farms',
        city: 'Pakse',
        province: 'Champasak',
        duration: 'Full day',
        experience: 'Food',
        description:
          'The Bolaven plateau, east of Pakse at around 1,000 metres, has the cool air and volcanic soil where the French planted coffee in the early 20th century. On a family farm near Paksong you see the Arabica and Robusta bushes and how the beans are picked, dried and roasted, and taste the result. The day includes the waterfalls of Tad Fane and Tad Yuang, both close to the Paksong road.',
      },
      {
        name: 'Elephant conservation centre',
        city: 'Luang Prabang',
        province: 'Xayabouly',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'The Elephant Conservation Center, on the Nam Tien lake in Sayaboury province about three hours by road from Luang Prabang, cares for elephants retired from logging and breeds calves for the country’s dwindling herds. With the centre’s staff you watch the elephants bathe and forage in the forest and visit its elephant hospital. There is no riding, and it is a long day; the centre also has simple lodges for those who want to stay.',
      },
      {
        name: 'Ock Pop Tok weaving',
        city: 'Luang Prabang',
        province: 'Luang Prabang',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Ock Pop Tok, a textile studio founded in Luang Prabang in 2000, works with weavers from many of the ethnic groups of Laos. At its Living Crafts Centre on the Mekong you spend the morning with a dyer and a weaver: you make natural dyes from plants and indigo, then weave a small piece on a traditional loom. The studio’s gallery explains the motifs and what they mean to the people who weave them.',
      },
      {
        name: 'Mekong sunset cruise',
        city: 'Vientiane',
        province: 'Vientiane Prefecture',
        duration: 'Half day',
        experience: 'Nature',
        description:
          'From the riverbank in Vientiane a boat takes you along the Mekong, which here forms the border with Thailand, as the sun goes down over the water. Drinks and snacks are served on board while fishermen cast their nets from the banks. Afterwards the riverside night market and the promenade fill with families, and you can walk back into town.',
      },
      {
        name: 'Plain of Jars',
        city: 'Vientiane',
        province: 'Xiangkhouang',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'The Plain of Jars lies around Phonsavan in Xieng Khouang province, a flight of about half an hour from Vientiane. At Sites 1, 2 and 3 hundreds of stone jars, thought to be Iron Age funerary vessels made some 1,500 to 2,500 years ago, lie in the grass; the sites have been a UNESCO World Heritage Site since 2019. Marked paths keep to ground cleared of the bombs dropped on the province in the 1960s and 1970s, and when the flight times do not allow a return the same day, a night in Phonsavan is added.',
      },
      {
        name: 'Khone Phapheng falls',
        city: 'Pakse',
        province: 'Champasak',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Khone Phapheng, near the Cambodian border about two and a half hours south of Pakse, is the largest waterfall in Southeast Asia by volume, where the whole Mekong pours over a series of rapids. Viewing platforms bring you close to the roaring water, which is at its most powerful towards the end of the rainy season. The falls are the reason boats could never sail up the Mekong from the sea into Laos, and you can see the remains of the railway the French built on Don Khone to carry them around.',
      },
      {
        name: 'Baci ceremony',
        city: 'Luang Prabang',
        province: 'Luang Prabang',
        duration: 'Half day',
        experience: 'Wellness',
        description:
          'The baci, or su khwan, is the Lao ceremony that calls back the 32 spirits believed to protect a person, held for births, weddings, journeys and to welcome guests. In a family home in Luang Prabang a village elder leads the blessing around a tiered arrangement of flowers and banana leaves, and each guest has white cotton threads tied around the wrists with wishes for health and a safe journey. A shared meal with the family follows, and the threads are worn for at least three days.',
      },
      {
        name: 'Hmong villages trek',
        city: 'Luang Prabang',
        province: 'Luang Prabang',
        duration: 'Full day',
        experience: 'Adventure',
        description:
          'A guided walk in the hills outside Luang Prabang, on farm tracks and forest paths between Hmong and Khmu villages. You pass upland rice fields and kitchen gardens, and your guide explains village life, farming and customs, with lunch in a village home. The walk takes about five hours at a gentle pace, on paths that can be muddy in the rainy season.',
      },
      {
        name: 'Nong Khiaw viewpoint',
        city: 'Luang Prabang',
        province: 'Luang Prabang',
        duration: 'Full day',
        experience: 'Nature',
        description:
          'Nong Khiaw, on the Nam Ou river about three hours north of Luang Prabang, sits among steep limestone peaks. A steep climb of about an hour and a half through the forest brings you to the Pha Daeng viewpoint, high above the village, the river and its bridge. As a day trip it is long, and many travellers stay a night in Nong Khiaw to see the valley filled with mist at dawn.',
      },
      {
        name: 'Slow boat to Pakbeng overnight',
        city: 'Luang Prabang',
        province: 'Oudomxay',
        duration: '2 days / 1 night',
        experience: 'Nature',
        description:
          'Two days on the Mekong upstream of Luang Prabang aboard a long wooden river boat, stopping at the Pak Ou caves and at riverside villages. The night is spent at a lodge in Pakbeng, a small river town about halfway to the Thai border. On the second day the boat continues upstream to Huay Xai, opposite Chiang Khong in Thailand, or brings you back downstream to Luang Prabang.',
      },
      {
        name: 'Don Khone cycling',
        city: 'Pakse',
        province: 'Champasak',
        duration: 'Full day',
        experience: 'Adventure',
        description:
          'Don Khone, one of the larger of the Four Thousand Islands, is flat and quiet enough to explore by bicycle, about two and a half hours by road and boat from Pakse. You ride along the embankment of the old French railway, past its rusting locomotive, to the Li Phi falls, where the Mekong forces its way between the rocks, and on to a sandy beach at the southern tip. Lunch is at a riverside restaurant, and the boat and road take you back to Pakse in the afternoon.',
      },
    ],
    transfers: [
      ['Luang Prabang Airport', 'Luang Prabang hotels'],
      ['Luang Prabang hotels', 'Luang Prabang Airport'],
      ['Wattay Airport', 'Vientiane hotels'],
      ['Vientiane hotels', 'Wattay Airport'],
      ['Pakse Airport', 'Pakse hotels'],
      ['Pakse hotels', 'Pakse Airport'],
      ['Luang Prabang hotels', 'Vang Vieng hotels'],
      ['Vang Vieng hotels', 'Vientiane hotels'],
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
        airport: 'Yangon Airport',
        hotels: [
          ['The Strand', 5],
          ['Belmond Governor’s Residence', 5],
          ['Rose Garden', 4],
        ],
      },
      {
        name: 'Bagan',
        province: 'Mandalay',
        airport: 'Nyaung U Airport',
        hotels: [
          ['Aureum Palace', 5],
          ['Bagan Lodge', 4],
          ['Ananta Bagan', 4],
        ],
      },
      {
        name: 'Mandalay',
        province: 'Mandalay',
        airport: 'Mandalay Airport',
        hotels: [
          ['Rupar Mandalar', 5],
          ['Mandalay Hill Resort', 4],
          ['The Hotel Umbra', 4],
        ],
      },
      {
        name: 'Inle Lake',
        province: 'Shan',
        airport: 'Heho Airport',
        hotels: [
          ['Inle Princess', 5],
          ['Villa Inle', 4],
          ['Sanctum Inle', 5],
        ],
      },
    ],
    programs: [
      {
        name: 'Shwedagon pagoda at dusk',
        city: 'Yangon',
        province: 'Yangon',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'The Shwedagon, the most sacred Buddhist site in Myanmar, rises gilded above Yangon on Singuttara Hill. You arrive in the late afternoon and walk clockwise around the marble platform with your guide, past the planetary posts where people pray according to the day of the week they were born, and stay as the stupa is lit at dusk. Shoes and socks are left at the entrance, and shoulders and knees must be covered.',
      },
      {
        name: 'Yangon colonial heritage walk',
        city: 'Yangon',
        province: 'Yangon',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Downtown Yangon has one of the largest groups of colonial-era buildings in Asia, laid out by the British on a grid after 1852. A guide walks you past the Secretariat, the High Court, City Hall and the Strand Hotel, and along Pansodan Street with its banks and bookstalls, explaining the city’s Burmese, Indian, Chinese and British past. The walk ends at the Sule Pagoda, the octagonal stupa at the centre of the grid.',
      },
      {
        name: 'Circle train and markets',
        city: 'Yangon',
        province: 'Yangon',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'The Yangon Circular Railway loops for 46 kilometres around the city and its suburbs, carrying commuters, students and vendors with their baskets of vegetables. You ride part of the loop in an ordinary carriage with your guide and get off at Danyingon, where a wholesale vegetable market spills onto the platforms. You then visit Bogyoke Aung San Market, with its gems, lacquerware and longyi fabrics; it is closed on Mondays.',
      },
      {
        name: 'Bagan temples by e-bike',
        city: 'Bagan',
        province: 'Mandalay',
        duration: 'Full day',
        experience: 'Adventure',
        description:
          'The plain of Bagan holds more than 3,000 temples and stupas, built between the 11th and the 13th centuries when it was the capital of the first Burmese kingdom, and has been a UNESCO World Heritage Site since 2019. On electric bikes you follow sandy tracks with your guide between the great temples of Ananda, Shwezigon and Thatbyinnyu and small shrines with murals that few visitors see. The e-bikes are easy to ride, and the guide keeps a gentle pace.',
      },
      {
        name: 'Balloons over Bagan',
        city: 'Bagan',
        province: 'Mandalay',
        duration: 'Half day',
        experience: 'Adventure',
        description:
          'A hot-air balloon lifts off before sunrise and drifts for about 45 minutes over the temples of Bagan as the light comes up over the plain and the Irrawaddy. Flights run only in the dry season, roughly October to April, and whether they take off depends on the wind on the day. You are collected from your hotel in the dark, and the landing is celebrated with a light breakfast in the fields.',
      },
      {
        name: 'Mount Popa',
        city: 'Bagan',
        province: 'Mandalay',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Mount Popa, an extinct volcano about 50 kilometres south-east of Bagan, is the home of Myanmar’s nat spirits. On Taung Kalat, the steep volcanic plug at its foot, a monastery crowns the summit, reached by 777 steps past shrines to the 37 nats and the macaques that live on the stairs. Feet must be bare on the steps, and at the bottom the Mahagiri shrine holds the images of the nats.',
      },
      {
        name: 'Mandalay hill and U Bein bridge',
        city: 'Mandalay',
        province: 'Mandalay',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'In the afternoon you drive to the top of Mandalay Hill, with its pagodas and views over the moat of the royal palace and the city’s grid of streets. You continue south to Amarapura for sunset at U Bein Bridge, a teak footbridge of about 1.2 kilometres built across Taungthaman Lake around 1850. A small rowing boat on the lake gives the classic view of monks and villagers crossing against the evening sky.',
      },
      {
        name: 'Mingun by river',
        city: 'Mandalay',
        province: 'Sagaing',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'A boat takes about an hour up the Irrawaddy from Mandalay to Mingun, on the west bank. There you see the base of the Mingun Pahtodawgyi, begun by King Bodawpaya in 1790 to be the largest pagoda in the world but never finished and split by the earthquake of 1839, and the great Mingun bell beside it. You also see the white, wave-like terraces of the Hsinbyume pagoda before the boat returns in the afternoon.',
      },
      {
        name: 'Inle Lake by boat',
        city: 'Inle Lake',
        province: 'Shan',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'A long-tail boat takes you across Inle Lake, where Intha fishermen row standing on one leg, wrapping the other around the oar to keep their hands free for the nets. You visit floating gardens of tomatoes anchored to the lakebed with bamboo poles, stilt villages where lotus silk is woven and silver and cheroots are made by hand, and the Phaung Daw Oo pagoda. The market that moves between the lake’s villages on a five-day cycle is included when it is nearby.',
      },
      {
        name: 'Indein ruins',
        city: 'Inle Lake',
        province: 'Shan',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'From the west shore of Inle Lake a boat takes you up the narrow Indein creek, between bamboo groves and rice fields, to the village of Indein. On the hill above it hundreds of old stupas, some crumbling and overgrown, some restored, cluster around the Shwe Inn Thein pagoda. A covered stairway lined with stalls leads up to the pagoda, and the boat ride back gives views over the lake at dusk.',
      },
      {
        name: 'Kalaw to Inle trek overnight',
        city: 'Inle Lake',
        province: 'Shan',
        duration: '2 days / 1 night',
        experience: 'Adventure',
        description:
          'A two-day walk through the Shan hills from near Kalaw, the old British hill station, to the shore of Inle Lake. The path crosses fields of chilli, ginger and tea and passes through Pa-O and Danu villages, and you sleep in a monastery or a village home with simple bedding. A boat takes you across the lake at the end, while your luggage goes ahead by road.',
      },
      {
        name: 'Golden Rock pilgrimage',
        city: 'Yangon',
        province: 'Mon',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'Kyaiktiyo, the Golden Rock, is a gilded boulder balanced on the edge of a cliff in Mon State, said to be held in place by a hair of the Buddha enshrined in the small stupa on top. From the base camp at Kinpun, open trucks carry pilgrims up the mountain road, and the last stretch is on foot. The rock is about four and a half hours by road from Yangon, so the day is long; a night at the top, to see the rock at sunset and dawn, is worth considering.',
      },
      {
        name: 'Bago day trip',
        city: 'Yangon',
        province: 'Bago',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'Bago, about 80 kilometres north-east of Yangon, was the capital of the Mon kingdom of Hanthawaddy and later of the Burmese king Bayinnaung. You visit the Shwemawdaw pagoda, taller than the Shwedagon, the 55-metre reclining Buddha of Shwethalyaung, and the reconstructed Kanbawzathadi palace. On the way you stop at Taukkyan War Cemetery, where soldiers of the Allied Burma campaign are buried.',
      },
      {
        name: 'Salay monasteries',
        city: 'Bagan',
        province: 'Magway',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Salay, a river town about an hour south of Bagan, has kept its wooden monasteries and colonial-era houses away from the crowds. The Yoke Sone Kyaung, a teak monastery built in 1882, is carved with scenes from the Jataka tales and now houses a small museum. You also see the 13th-century temples of the town, one with a large lacquered Buddha image.',
      },
      {
        name: 'Amarapura and Sagaing',
        city: 'Mandalay',
        province: 'Mandalay',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'Amarapura and Sagaing, just south of Mandalay, were both royal capitals before Mandalay was founded in 1857. At Amarapura you see the Mahagandayon monastery, where more than a thousand monks study, and the workshops where silk longyis are woven on wooden looms. Across the Irrawaddy, the Sagaing hills are covered with white and gold pagodas, monasteries and nunneries, and the hilltop pagodas look out over the river.',
      },
      {
        name: 'Irrawaddy sunset boat',
        city: 'Bagan',
        province: 'Mandalay',
        duration: 'Half day',
        experience: 'Nature',
        description:
          'In the late afternoon a private wooden boat leaves the jetty at Bagan and drifts along the Irrawaddy past sandbanks, fishing boats and village life on the banks. From the water you see the temples along the river, such as the golden Bupaya stupa, in the light of the setting sun. Drinks are served on board, and you are back at the jetty by dusk.',
      },
      {
        name: 'Pindaya caves',
        city: 'Inle Lake',
        province: 'Shan',
        duration: 'Full day',
        experience: 'Culture',
        description:
          'Pindaya, about two hours by road from Inle Lake through the farmland of the Shan hills, is known for the Shwe Oo Min cave, a limestone cave holding more than 8,000 Buddha images in gold, marble and lacquer. Covered walkways climb from the lakeside town to the cave entrance. In the town you also see how the Shan paper umbrellas are made by hand from mulberry bark.',
      },
      {
        name: 'Yangon food trail',
        city: 'Yangon',
        province: 'Yangon',
        duration: 'Half day',
        experience: 'Food',
        description:
          'The food of Yangon draws on Burmese, Shan, Indian and Chinese cooking, and a guide takes you through it on foot and by taxi. Breakfast is mohinga, the fish and rice-noodle soup eaten all over Myanmar, followed by tea-leaf salad, samosa salad and Shan noodles at street stalls and tea shops downtown. You end in a traditional tea shop over sweet milky tea and snacks, at the centre of the city’s social life.',
      },
      {
        name: 'Thanakha and crafts',
        city: 'Mandalay',
        province: 'Mandalay',
        duration: 'Half day',
        experience: 'Culture',
        description:
          'Thanakha, the pale paste of ground bark that women and children wear on their faces against the sun, is ground fresh on a stone slab, and you learn to make and wear it the local way. Mandalay is the crafts capital of Myanmar, and the morning continues through its workshops: gold-leaf beaters hammering gold into sheets for offerings at the pagodas, marble carvers shaping Buddha images, and embroiderers making kalaga tapestries.',
      },
      {
        name: 'Mrauk U overnight',
        city: 'Yangon',
        province: 'Rakhine',
        duration: '2 days / 1 night',
        experience: 'Culture',
        description:
          'Mrauk U, in Rakhine State in western Myanmar, was the capital of the Arakan kingdom from 1430 until 1785, and its stone temples, built like fortresses, stand among low hills and lakes. You fly from Yangon to Sittwe and travel up the Kaladan river by boat, then spend the next day at the temples, such as Shittaung, the shrine of 80,000 images, and Koe Thaung. Travel to Rakhine State depends on the security situation, which is currently difficult, and we confirm this trip only when it is safe to go.',
      },
    ],
    transfers: [
      ['Yangon Airport', 'Yangon hotels'],
      ['Yangon hotels', 'Yangon Airport'],
      ['Nyaung U Airport', 'Bagan hotels'],
      ['Bagan hotels', 'Nyaung U Airport'],
      ['Mandalay Airport', 'Mandalay hotels'],
      ['Mandalay hotels', 'Mandalay Airport'],
      ['Heho Airport', 'Inle Lake hotels'],
      ['Inle Lake hotels', 'Heho Airport'],
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

/** What the demo picture of a city shows: the nation's motif, the sea for the beach towns. */
const CITY_MOTIFS: Record<string, { motif: TMotif; shows: string }> = {
  th: { motif: 'chedi', shows: 'temple chedis and palms at dusk' },
  vn: { motif: 'karst', shows: 'limestone peaks rising from calm water' },
  kh: { motif: 'angkor', shows: 'temple towers at sunrise' },
  la: { motif: 'river', shows: 'a long-tail boat on a wide river below the hills' },
  mm: { motif: 'bagan', shows: 'stupas on a plain at dawn' },
}
const COAST = { motif: 'coast' as const, shows: 'a beach and the sea under palms' }
const COASTAL_CITIES = new Set(['Phuket', 'Krabi', 'Kampot'])
const PALETTE_ORDER = Object.keys(PALETTES) as (keyof typeof PALETTES)[]

/** Where the demo cities are (decimal degrees), for the client itinerary's route map (issue 21). */
const CITY_COORDINATES: Record<string, { latitude: number; longitude: number }> = {
  Bangkok: { latitude: 13.7563, longitude: 100.5018 },
  'Chiang Mai': { latitude: 18.7883, longitude: 98.9853 },
  Phuket: { latitude: 7.8804, longitude: 98.3923 },
  Krabi: { latitude: 8.0863, longitude: 98.9063 },
  Hanoi: { latitude: 21.0285, longitude: 105.8542 },
  'Hoi An': { latitude: 15.8801, longitude: 108.338 },
  'Ho Chi Minh City': { latitude: 10.8231, longitude: 106.6297 },
  'Ha Long': { latitude: 20.9599, longitude: 107.0448 },
  'Siem Reap': { latitude: 13.3671, longitude: 103.8448 },
  'Phnom Penh': { latitude: 11.5564, longitude: 104.9282 },
  Kampot: { latitude: 10.6104, longitude: 104.1815 },
  Battambang: { latitude: 13.0957, longitude: 103.2022 },
  'Luang Prabang': { latitude: 19.8856, longitude: 102.1347 },
  Vientiane: { latitude: 17.9757, longitude: 102.6331 },
  'Vang Vieng': { latitude: 18.9235, longitude: 102.4478 },
  Pakse: { latitude: 15.1202, longitude: 105.799 },
  Yangon: { latitude: 16.8409, longitude: 96.1735 },
  Bagan: { latitude: 21.1717, longitude: 94.8585 },
  Mandalay: { latitude: 21.9588, longitude: 96.0891 },
  'Inle Lake': { latitude: 20.6593, longitude: 96.9326 },
}

/** A demo city: its nation's code, its name, and its place in the list (which picks the palette). */
type TCityOf = { code: string; city: string; index: number }

/** One picture per demo city, shown on its hotels' and programs' picker cards (issue 18). */
function cityImage(ctx: TSeedContext, { code, city, index }: TCityOf): Promise<string> {
  const scene = COASTAL_CITIES.has(city) ? COAST : CITY_MOTIFS[code]
  return sceneMedia(ctx, {
    name: `city-${slugOf(city)}`,
    width: 960,
    height: 600,
    motif: scene.motif,
    palette: PALETTE_ORDER[index % PALETTE_ORDER.length],
    alt: `Illustration for ${city}: ${scene.shows}`,
  })
}

/** The demo catalogue, created through the Local API and translated (documents.ts). */
export async function seedCatalogue(ctx: TSeedContext): Promise<void> {
  const { payload, write } = ctx
  const nations = await write((req) => payload.find({ collection: 'nations', depth: 0, pagination: false, req }))
  const nationId = new Map(nations.docs.map((nation) => [nation.code, nation.id]))
  const programSlugs = new Set<string>()
  for (const [nationIndex, entry] of CATALOGUE.entries()) {
    const nation = nationId.get(entry.code)
    if (!nation) continue
    const cityImages = new Map(
      await Promise.all(
        entry.cities.map(
          async (city, index) =>
            [
              city.name,
              await cityImage(ctx, { code: entry.code, city: city.name, index: nationIndex + index }),
            ] as const,
        ),
      ),
    )
    const cities = await createDocuments(
      ctx,
      'cities',
      entry.cities.map((city) => ({
        fullName: city.name,
        province: city.province,
        nation,
        ...CITY_COORDINATES[city.name],
      })),
    )
    const cityIds = new Map(entry.cities.map((city, index) => [city.name, cities[index]]))
    const stays = entry.cities.flatMap((city, cityIndex) =>
      city.hotels.map(([name, stars], hotelIndex) => ({
        name,
        stars,
        city,
        base: 70 + stars * 28 + hotelIndex * 9 + cityIndex * 6 + nationIndex * 4,
        accommodationType:
          name.includes('Cruise') || name.includes('Junk')
            ? 'Cruise'
            : stars === 5 && hotelIndex === 0
              ? 'Resort'
              : 'Hotel',
      })),
    )
    const [transferCo, guides, visaDesk, ...hotelSuppliers] = await createDocuments(ctx, 'suppliers', [
      ...nationSuppliers(entry.code, nation),
      ...stays.map(({ name }) => hotelSupplier(name, nation, entry.code)),
    ])
    const hotels = await createDocuments(
      ctx,
      'hotels',
      stays.map(({ name, stars, city, accommodationType }, index) => ({
        name,
        nation,
        supplier: hotelSuppliers[index],
        city: cityIds.get(city.name),
        stars,
        image: cityImages.get(city.name),
        accommodationType,
        description: HOTEL_DESCRIPTIONS[name],
        rooms: [
          { name: 'Deluxe', occupancy: 2 },
          { name: 'Suite', occupancy: 3 },
          { name: 'Family room', occupancy: 4 },
        ],
      })),
    )
    await createDocuments(
      ctx,
      'hotel-contracts',
      stays.map(({ name, base }, index) => contractOf({ name, base, hotel: hotels[index], entry })),
    )
    await createDocuments(
      ctx,
      'programs',
      entry.programs.map((program, index) => {
        const { name, duration, experience, description } = program
        const city = cityIds.get(program.city)
        if (!city) throw new Error(`Demo program ${name}: ${program.city} is not a demo city of ${entry.code}`)
        const overnight = /overnight/i.test(name)
        const adult = 45 + ((index * 17 + nationIndex * 11) % 90) + (overnight ? 120 : 0)
        // What the slug field would make of the name: two programs of one name get -2, -3…
        const slug = uniqueSlug(slugify(name), programSlugs)
        programSlugs.add(slug)
        return {
          name,
          slug,
          supplier: guides,
          type: overnight ? 'OvernightProgram' : 'DayProgram',
          duration,
          nation,
          city,
          experience,
          category: ['Private', 'Small group'][index % 2],
          tourStyle: ['Classic', 'Active', 'Family'][index % 3],
          description,
          image: cityImages.get(program.city),
          currency: entry.currency,
          adultPrice: price(adult, entry.scale),
          childPrices: [
            { ageFrom: 0, ageTo: 3, price: '0' },
            { ageFrom: 4, ageTo: 11, price: price(Math.round(adult * 0.6), entry.scale) },
          ],
          surcharges:
            index % 4 === 0
              ? SUPPLEMENTS.map((supplement) => ({
                  name: supplementName(supplement),
                  price: price(supplement.adult, entry.scale),
                  isActive: true,
                  // The festive season's supplement is the operator's, not a choice (issue 54).
                  compulsory: true,
                  seasonFrom: supplement.from,
                  seasonTo: supplement.to,
                  children: [{ age: supplement.child.age, childPrice: price(supplement.child.price, entry.scale) }],
                }))
              : [],
        }
      }),
    )
    await createDocuments(
      ctx,
      'transfers',
      entry.transfers.map(([from, to]) => {
        // A return transfer is the same service as the way out: same vehicle, same price.
        const leg = entry.transfers.findIndex(
          (pair) => (pair[0] === from && pair[1] === to) || (pair[0] === to && pair[1] === from),
        )
        return {
          name: `${from} → ${to}`,
          nation,
          supplier: transferCo,
          from,
          to,
          vehicle: leg % 2 ? 'Minivan (up to 7)' : 'Sedan (up to 3)',
          pricing: 'perVehicle',
          currency: entry.currency,
          price: price(leg % 2 ? 65 + leg * 8 : 38 + leg * 6, entry.scale),
        }
      }),
    )
    await createDocuments(
      ctx,
      'visa-services',
      entry.visa.map((visaType, index) => ({
        visaType,
        nation,
        supplier: visaDesk,
        currency: entry.currency,
        price: price(index ? 25 : 45, entry.scale),
      })),
    )
  }
}

/** A hotel's FIT contract for 2026–27: three rooms, five seasons, meal plans and cancellation terms. */
function contractOf({
  name,
  base,
  hotel,
  entry,
}: {
  name: string
  base: number
  hotel: string | undefined
  entry: (typeof CATALOGUE)[number]
}) {
  return {
    name: `${name} FIT 2026–27`,
    hotel,
    currency: entry.currency,
    markets: [...MARKETS],
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
    // What cancelling rooms booked on allotment costs (issue 25).
    cancellationTerms: [
      { daysBefore: 30, percent: 25 },
      { daysBefore: 14, percent: 50 },
      { daysBefore: 3, percent: 100 },
    ],
    roomRates: (
      [
        ['Deluxe', 1],
        ['Suite', 1.6],
        ['Family room', 1.9],
      ] as const
    ).map(([room, factor]) => ({
      room,
      fitPrice: price(base * factor, entry.scale),
      optionalValue: '0',
      extraBedAdult: price(35, entry.scale),
      extraBedChild: price(20, entry.scale),
      mealPlanAdult: price(28, entry.scale),
      periods: [
        { beginDate: '2026-01-01', endDate: '2026-04-30', price: price(base * factor, entry.scale) },
        { beginDate: '2026-05-01', endDate: '2026-10-31', price: price(base * factor * 0.8, entry.scale) },
        { beginDate: '2026-11-01', endDate: '2026-12-19', price: price(base * factor, entry.scale) },
        { beginDate: '2026-12-20', endDate: '2027-01-05', price: price(base * factor * 1.4, entry.scale) },
        { beginDate: '2027-01-06', endDate: '2027-12-31', price: price(base * factor * 1.05, entry.scale) },
      ],
      mealPlanChildren: [
        { from: 0, to: 3, price: '0' },
        { from: 4, to: 11, price: price(14, entry.scale) },
      ],
    })),
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
