/**
 * What an agent reads about each demo hotel. Real hotels are described only by what is well known
 * about them (setting, style, how to get there); the few names that stand for no one hotel are kept
 * general and consistent with their city and star rating. hotel-descriptions.test.ts keeps this list
 * and the hotels of catalogue.ts in step.
 */

/** Two to four plain sentences per demo hotel: where it is, what it is like, what an agent's client should know. Keyed by the hotel's name exactly as in catalogue.ts. */
export const HOTEL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  // Thailand: Bangkok
  'The Siam Riverside':
    'A riverside hotel on the Chao Phraya in Dusit, the quiet, leafy royal district north of Bangkok’s old city. Rooms and pool villas are set around gardens, with a large pool and a spa. The hotel’s own boat runs downriver to the piers for the Grand Palace and Chinatown, which is usually quicker than the road in traffic.',
  'Ariyasom Villa':
    'A small boutique hotel built around a restored 1940s family villa at the quiet end of Sukhumvit Soi 1, in central Bangkok. There is a garden pool, a spa and a vegetarian restaurant. The skytrain at Phloen Chit or Nana is a short walk away, which makes it an easy base for shopping and for reaching the river piers without long taxi rides.',
  'Chakrabongse Residence':
    'A handful of rooms and suites in the riverside gardens of a palace house built in 1908 for Prince Chakrabongse, on the Chao Phraya at Tha Tien. Wat Arun stands directly across the river, and the Grand Palace and Wat Pho are a few minutes’ walk away. There is a small pool; with so few rooms it fills early, so book well ahead for the cool season.',
  // Thailand: Chiang Mai
  Rachamankha:
    'A quiet hotel inside the walls of Chiang Mai’s old city, a short walk from Wat Phra Singh. It was designed in the manner of the old Lanna temples, with whitewashed buildings around shaded courtyards, antiques from across the region, a library and a pool. The temples, cafés and Sunday walking street of the old city are all within walking distance.',
  'Tamarind Village':
    'A Lanna-style hotel in the centre of Chiang Mai’s old city, reached along a lane through a bamboo grove and built around a large old tamarind tree. Low white buildings with tiled roofs surround courtyards and a pool. The Sunday walking street on Ratchadamnoen Road passes close by, and most of the old city’s temples can be reached on foot.',
  'Na Nirand Romantic':
    'A boutique resort on the east bank of the Ping River in Chiang Mai, set in a garden shaded by a very old rain tree. Rooms are in low buildings that mix Lanna and colonial styles, with a riverside pool and restaurant. The Night Bazaar is across the river and the old city a short drive away, so it suits clients who want quiet nights close to town.',
  // Thailand: Phuket
  'Kata Rocks Bay':
    'An all-villa resort on the rocky headland between Kata and Kata Noi beaches on Phuket’s west coast, with white modern villas that each have a sea-view plunge pool. The resort has a spa and an infinity pool above the bay, and the sand of Kata is a few minutes’ walk away. The drive from Phuket Airport takes about an hour.',
  'The Slate Nai Yang':
    'A large resort on Nai Yang beach in the north-west of Phuket, about ten minutes from the airport, which makes it useful for a first or last night. Its design recalls the island’s tin-mining past, with raw metal, stone and wood, and there are several pools and a spa. The beach lies in Sirinat National Park and stays quieter than those of the south-west coast.',
  'Baba Beach Club':
    'A beach resort on Natai Beach, just across the Sarasin Bridge from Phuket in Phang Nga province, about 25 minutes by road from Phuket Airport. Rooms and pool villas face a long, quiet beach, with a beach club, pools and restaurants on site. Phuket’s towns and nightlife are an hour or more away, so it suits clients who want to stay put by the sea.',
  // Thailand: Krabi
  'Phulay Bay Reserve':
    'A resort on a quiet stretch of the Krabi coast north-west of Ao Nang, facing the limestone islands of the Andaman Sea. Guests stay in spacious pavilions and villas, many with their own pool, with butler service and a spa. Krabi Airport is roughly 40 minutes by road, and Ao Nang, with the boats to the islands and to Railay, is about 25 minutes away.',
  'Rayavadee Cliffs':
    'A resort of two-storey round pavilions in a coconut grove on the Railay peninsula, between limestone cliffs and three beaches. Railay has no road, so guests arrive on the resort’s own boat from the Krabi mainland, and luggage is carried ashore. The climbing walls, Phra Nang Cave beach and the long-tail boats to the islands are all within walking distance.',
  'Pakasai Ao Nang':
    'A mid-sized resort on the hillside above Ao Nang, the main beach town of the Krabi coast, with rooms on terraces around pools that look towards the sea. The beach, the restaurants and the long-tail boats to Railay and the islands are a few minutes’ walk downhill. The walk back up is steep, so clients who find hills difficult may prefer a short taxi ride.',
  // Vietnam: Hanoi
  'Sofitel Legend Metropole':
    'Hanoi’s best-known hotel, opened in 1901 in the French quarter a short walk from the Opera House and Hoan Kiem Lake. Rooms are divided between the white colonial Heritage wing and the newer Opera wing around a courtyard pool. Guests can join the daily tour of the wartime bomb shelter found beneath the pool bar, and the Old Quarter is about ten minutes away on foot.',
  'Hotel de l’Opera':
    'A hotel on Trang Tien Street in Hanoi’s French quarter, beside the Opera House and a few minutes’ walk from Hoan Kiem Lake. The interiors take their theme from the theatre and from the colonial city of the 1920s, with a restaurant, a bar and a spa. The Old Quarter lies just north of the lake, within easy walking distance.',
  'La Siesta Classic Ma May':
    'A boutique hotel on Ma May Street, in the middle of Hanoi’s Old Quarter, in a narrow building typical of the district’s tube houses. Rooms are comfortable but compact, and the hotel has a restaurant and a small spa. The street food, the shops and Hoan Kiem Lake are on the doorstep; the lanes stay lively into the evening, so light sleepers should ask for a room at the back.',
  // Vietnam: Hoi An
  'Four Seasons The Nam Hai':
    'A resort of villas on Ha My beach, about 15 minutes by road from the old town of Hoi An and 40 minutes from Da Nang Airport. The villas stand in rows facing the sea, many with their own pool, around three stepped communal pools. There is a spa, a cooking school and a kids’ club, and the hotel’s shuttle runs to the old town during the day and evening.',
  'Anantara Hoi An':
    'A low-rise hotel in colonial style on the bank of the Thu Bon river, a five-minute walk from the heart of Hoi An’s old town. Rooms open onto balconies or terraces over gardens and the river, and there is a pool and a spa. Clients can walk to the lantern-lit streets in the evening and return without a car, which is the main reason to stay here rather than at the beach.',
  'Little Riverside':
    'A small hotel on the river at the edge of Hoi An’s old town, built in the town’s traditional style. Many rooms have balconies over the water, and there is a pool and a spa. The old town is a short walk or bicycle ride away, and the An Bang beach is about 15 minutes by taxi.',
  // Vietnam: Ho Chi Minh City
  'Park Hyatt Saigon':
    'A hotel on Lam Son Square in District 1, beside the Opera House, built in the style of the city’s colonial buildings. It has a pool in a garden courtyard, a spa and several well-regarded restaurants and bars. Dong Khoi Street, Nguyen Hue boulevard and the Notre-Dame Cathedral are all within walking distance, and the airport is usually 30 to 45 minutes by car.',
  'Hotel des Arts':
    'A hotel in District 3 of Ho Chi Minh City, on the edge of District 1, with interiors in an Indochinese style and a collection of old and modern art. The rooftop has a pool and a bar with views over the city. The Reunification Palace, Ben Thanh Market and Notre-Dame Cathedral are a short taxi ride or a longer walk away.',
  'The Myst Dong Khoi':
    'A hotel on a side street off Dong Khoi in District 1, a few minutes’ walk from the Saigon River and the Opera House. Its façade is hung with plants on every balcony, and the rooms are decorated in a playful retro style. There is a rooftop pool and bar, and most of the city’s colonial sights, shops and restaurants can be reached on foot.',
  // Vietnam: Ha Long
  'Paradise Elegance Cruise':
    'A large overnight cruise ship built in the style of a traditional junk, sailing Ha Long Bay from the marina at Tuan Chau. Cabins have private bathrooms and windows or balconies over the bay, and there is a restaurant, a sun deck and a spa on board. The drive from Hanoi to the marina takes about two and a half hours by expressway, and boarding is around midday.',
  'Indochina Junk Dragon Legend':
    'An overnight wooden junk of the Indochina Junk fleet, cruising among the limestone islands of the Ha Long Bay area. Cabins have private bathrooms, and days on board include kayaking, a cave visit and time on a beach, with meals of Vietnamese seafood. Clients are collected from their Hanoi hotel for the drive of two and a half to three hours to the port.',
  'Vinpearl Resort Ha Long':
    'A large resort hotel on Reu Island, just off the shore of Ha Long city, reached in a few minutes by the resort’s boat. It has a private beach, a big outdoor pool, a spa and family facilities, and rooms look over the bay. It suits clients who want a night in Ha Long without sleeping on board, and the day cruises of the bay leave from the nearby piers.',
  // Cambodia: Siem Reap
  Amansara:
    'A small, quiet hotel in Siem Reap in what was a guest villa of King Norodom Sihanouk, built in the 1960s in the modernist style of the time. Suites face enclosed courtyards, many with their own plunge pool, and there is a pool and spa. The hotel arranges visits to the Angkor temples with its own guides and open motorbike-drawn carriages, and the town centre is a few minutes away.',
  'Raffles Grand Hotel d’Angkor':
    'A colonial-era hotel opened in 1932 in large gardens in the centre of Siem Reap, opposite the Royal Residence. It keeps its original cage lift and the Elephant Bar, and has a long pool, a spa and several restaurants. Angkor Wat is about 15 minutes away by car or tuk-tuk, and the Old Market is a short tuk-tuk ride or a 20-minute walk.',
  'Shinta Mani Angkor':
    'A boutique hotel in the French quarter of Siem Reap, close to the Royal Gardens and the river, designed by Bill Bensley. Rooms are set around a pool and garden, and the hotel supports the Shinta Mani Foundation, which trains young Cambodians for work in hospitality. The Old Market and restaurants are a short walk away, and Angkor Wat about 15 minutes by road.',
  // Cambodia: Phnom Penh
  'Raffles Le Royal':
    'A colonial-era hotel opened in 1929 near Wat Phnom, in the north of Phnom Penh’s centre, set in gardens with a pool. The Elephant Bar and the restaurants keep the feel of the hotel’s early years, and rooms have high ceilings and period furniture. The Royal Palace, the National Museum and the riverfront are about ten minutes away by tuk-tuk.',
  'Rosewood Phnom Penh':
    'A hotel on the top floors of the Vattanac Capital tower in the business district of Phnom Penh, with wide views over the city and the rivers. Rooms are large and modern, and the rooftop bar at the top of the tower is a popular place to watch the sunset. The Royal Palace and the riverfront are about ten minutes away by car.',
  'The Pavilion':
    'A small boutique hotel in a restored colonial-era villa on a quiet street in central Phnom Penh, a short walk from the Royal Palace. Rooms are set around a garden with a pool, and there is a restaurant and massage rooms. The National Museum and the riverfront can be reached on foot or by a short tuk-tuk ride.',
  // Cambodia: Kampot
  'Knai Bang Chatt':
    'A small seafront hotel in Kep, about half an hour by road from Kampot, built from villas in the modernist style of 1960s Cambodia. It has an infinity pool over the sea, a spa and a sailing club with a restaurant on the water. The crab market is a short drive along the coast, and Kampot’s pepper farms and Bokor mountain are easy day trips.',
  Rikitikitavi:
    'A small hotel on the riverfront of Kampot, a few minutes’ walk from the old market and the colonial shophouses of the town centre. Rooms are simply and comfortably furnished, and the restaurant upstairs looks across the river to Bokor mountain, a good place to watch the sunset. Boat trips on the river start from the landing stages nearby.',
  'Nataya Roundhouse':
    'A resort on the coast outside Kampot, on the way to Kep, with rooms in round bungalows set in gardens that run down to the sea. There is a pool, a spa and a restaurant, and the grounds are quiet and spread out. Kampot town is a drive away, so clients will need transport for meals and visits outside the resort.',
  // Cambodia: Battambang
  'Maisons Wat Kor':
    'A small hotel of traditional wooden Khmer houses on stilts in Wat Kor village, on the west bank of the Sangker river just south of Battambang. The houses stand in gardens around a pool, in the shade of fruit trees. The town centre is about ten minutes by tuk-tuk or bicycle, and the old Khmer houses of the village can be visited on foot.',
  'Bambu Hotel':
    'A boutique hotel in Battambang, built in a mix of Khmer and colonial styles around a garden and a pool. Rooms are airy, with wooden furniture and tiled floors, and there is a restaurant serving Khmer and Western food. The colonial centre and the riverside are a short tuk-tuk ride away, and the hotel can arrange the bamboo train and village visits.',
  'Sangker Villa':
    'A small hotel near the Sangker river in Battambang, in a quiet residential street within reach of the colonial town centre. Rooms are set around a garden and pool, and breakfast is served on a terrace. The riverside promenade, the central market and the French shophouses are a few minutes away by tuk-tuk, and staff can arrange cycling trips into the countryside.',
  // Laos: Luang Prabang
  'Rosewood Luang Prabang':
    'A resort in a wooded valley about ten minutes by car from the centre of Luang Prabang, set beside a stream and small waterfall. Rooms are in villas and tented pavilions on the hillside, with a pool and a spa. The hotel’s car takes guests into town, and there are paths and steps between the buildings, so clients with limited mobility should ask for a room near the reception.',
  Amantaka:
    'A hotel in the colonial buildings of a former French hospital, at the foot of Mount Phousi in the UNESCO-listed town of Luang Prabang. Suites stand in gardens around a long central pool, and many have their own private pool. The night market, the temples and the morning alms-giving are all within walking distance.',
  'Satri House':
    'A boutique hotel in a colonial-era villa that was once a residence of the Lao prince Souphanouvong, in a quiet part of Luang Prabang. Rooms are decorated with Lao textiles and antiques and face tropical gardens with pools. The temples and the night market of the old town are about ten minutes away on foot, and bicycles are available.',
  // Laos: Vientiane
  'Settha Palace':
    'A French colonial mansion from the early 20th century, restored as a hotel in a quiet, tree-lined street in the centre of Vientiane. Rooms have high ceilings, wooden floors and period furniture, and there is a pool in the garden. The Nam Phou fountain, the riverside and most of the city’s temples are within a walk or a short tuk-tuk ride.',
  'Salana Boutique':
    'A modern boutique hotel in the old centre of Vientiane, close to Wat Mixay and a few minutes’ walk from the Mekong riverfront. Rooms are comfortable and decorated with Lao silk, and there is a restaurant on site. The evening market by the river, the cafés and the main temples of the city are within easy reach on foot.',
  'Ansara Hotel':
    'A small hotel in colonial style on a quiet lane in the centre of Vientiane, a short walk from the Mekong riverfront. Rooms are decorated in a simple colonial style, and there is a garden and a restaurant. The night market, Wat Si Saket and the Presidential Palace are all within walking distance.',
  // Laos: Vang Vieng
  'Riverside Boutique Resort':
    'A resort on the bank of the Nam Song river in Vang Vieng, facing the limestone peaks across the water. Rooms are in low buildings around a garden and a pool, and there is a restaurant with a terrace over the river. The town centre is a few minutes’ walk away, and kayaking, tubing and cave trips leave from the riverbank nearby.',
  'Silver Naga':
    'A hotel on the riverside in the centre of Vang Vieng, with views across the Nam Song to the karst mountains. Rooms are modern and simply furnished, and there is an outdoor pool facing the river. Restaurants and shops are on the doorstep, and the town is about an hour by train from Vientiane, followed by a short drive from the station.',
  'Amari Vang Vieng':
    'A modern hotel in Vang Vieng, one of the larger in town, set near the Nam Song river with views of the limestone hills. It has an outdoor pool and a restaurant, and rooms are of a standard size for an international chain. The riverside and the town’s restaurants are within walking distance, and hot-air balloon flights and cave visits can be arranged.',
  // Laos: Pakse
  'La Folie Lodge':
    'A lodge of wooden bungalows on Don Daeng, an island in the Mekong opposite Champasak, reached by a short boat crossing. There is a pool facing the river and a restaurant, and the island has no cars, only village paths for walking and cycling. Wat Phou is a short crossing and drive away, and the transfer from Pakse takes about an hour by road and boat.',
  'The River Resort':
    'A resort on the west bank of the Mekong near Champasak, about an hour’s drive south of Pakse, with villas looking over the river. It has an infinity pool, a spa and a restaurant, and the grounds run along the water among rice fields. It is the closest comfortable base for Wat Phou, and a good stop on the way to the 4000 Islands.',
  'Pakse Hotel':
    'A simple, well-run hotel in the centre of Pakse, next to the main market and close to where the Se Don meets the Mekong. Rooms are plain and clean, and the rooftop restaurant has views over the town and both rivers. It is a practical base for a night before trips to the Bolaven plateau, Wat Phou or the islands of the south.',
  // Myanmar: Yangon
  'The Strand':
    'A hotel opened in 1901 by the Sarkies brothers on Strand Road, facing the Yangon river in the colonial centre of the city. It has only suites, with high ceilings and period furniture, a well-known bar and a café that serves afternoon tea. Sule Pagoda and the colonial buildings of downtown Yangon are within walking distance.',
  'Belmond Governor’s Residence':
    'A 1920s teak mansion in the leafy embassy quarter of Yangon, restored as a hotel with gardens, a lotus pond and a pool. Rooms are furnished in colonial style with Burmese touches, and the verandas look over the grounds. The Shwedagon Pagoda is about ten minutes away by car, and the hotel suits clients who want quiet after a day in the city.',
  'Rose Garden':
    'A large hotel in central Yangon, within reach of the Shwedagon Pagoda, Kandawgyi Lake and the downtown colonial district. Rooms are spacious and modern, and there is an outdoor pool, a spa and several restaurants. It is a practical base for a first or last night, with the airport about 40 minutes away by car depending on traffic.',
  // Myanmar: Bagan
  'Aureum Palace':
    'A resort inside the Bagan archaeological zone, between Old Bagan and Nyaung U, with villas and rooms in gardens that look towards the temples. It has a large pool and a spa, and the Nan Myint viewing tower stands beside it. The main temples are a short drive or e-bike ride away, and the airport at Nyaung U about 15 minutes by car.',
  'Bagan Lodge':
    'A hotel in the south of the Bagan plain, near Myinkaba and New Bagan, with rooms in low pavilions built in a colonial safari style around a pool. There is a restaurant and a spa, and the grounds are quiet at night. The temples of Old Bagan are about ten minutes away by car or e-bike, and the Irrawaddy landing stages are close.',
  'Ananta Bagan':
    'A resort on the edge of the Bagan plain, with rooms in low buildings built in local brick and wood, set in gardens around a pool. There is a restaurant and a spa, and the temples can be seen from parts of the grounds. The main temple sites are a short drive or e-bike ride away, and staff can arrange balloon flights and river trips.',
  // Myanmar: Mandalay
  'Rupar Mandalar':
    'A boutique resort in Mandalay with rooms and suites in teak buildings set around gardens and a pool, decorated with Burmese carvings and textiles. The resort has a spa and a restaurant serving Burmese and Western food. Mandalay Hill, the palace walls and the monasteries are a short drive away, and Amarapura and the U Bein bridge about 30 minutes.',
  'Mandalay Hill Resort':
    'A large resort hotel at the foot of Mandalay Hill, just north of the moat of the royal palace, with gardens, a big pool and a spa. Rooms are in several wings, many with views of the hill or the palace walls. The hill and the Kuthodaw Pagoda are within walking distance, and the airport is about an hour away by road.',
  'The Hotel Umbra':
    'A mid-sized modern hotel in the centre of Mandalay, close to the palace moat and the main streets of the grid-planned city. Rooms are comfortable and quiet, and there is a pool and a restaurant. The Zegyo market, the jade market and the gold-leaf workshops are a short drive away, and the hotel can arrange cars for Mandalay Hill and Amarapura.',
  // Myanmar: Inle Lake
  'Inle Princess':
    'A resort on the eastern shore of Inle Lake, with wooden chalets in Shan style on stilts over the water’s edge and in gardens. There is a spa and a restaurant using vegetables from the resort’s own garden. Guests reach it by boat from Nyaung Shwe, about an hour’s drive from Heho Airport, and all visits on the lake are by boat.',
  'Villa Inle':
    'A resort on the shore of Inle Lake, with wooden bungalows in gardens looking over the water and the hills. There is a pool, a spa and a restaurant serving Shan food. Clients are met at Heho Airport and driven to the lake, about an hour, and then go on by boat or road depending on the season; the floating markets and stilt villages are visited by boat.',
  'Sanctum Inle':
    'A resort on the eastern shore of Inle Lake near Maing Thauk, built around courtyards in the style of a Buddhist monastery, with a large pool looking across the water. Rooms are spacious and the grounds quiet, with a spa and a restaurant. The hotel is reached by road or boat from Nyaung Shwe, about an hour from Heho Airport, and lake trips leave from its own jetty.',
}
