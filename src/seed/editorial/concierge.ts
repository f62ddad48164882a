import { photo, type TArt, type TBlocks, type TNationCode } from './art'

/** Demo concierge collection: categories and their items (spec §2 Concierge collection). */
export type TConciergeItemCopy = {
  name: string
  slug: string
  nation: TNationCode
  location: string
  summary: string
  image: TArt
  body: TBlocks
}

export type TConciergeCategoryCopy = {
  name: string
  slug: string
  description: string
  image: TArt
  items: readonly TConciergeItemCopy[]
}

export const CONCIERGE_CATEGORIES: readonly TConciergeCategoryCopy[] = [
  {
    name: 'Private dining',
    slug: 'private-dining',
    description: 'Meals your clients will talk about for years, in places restaurants cannot reach.',
    image: photo('concierge-private-dining', {
      motif: 'chedi',
      palette: 'dusk',
      alt: 'Temple chedis in silhouette against an evening sky turning from violet to orange',
    }),
    items: [
      {
        name: 'Chef’s table on the Chao Phraya',
        slug: 'chefs-table-on-the-chao-phraya',
        nation: 'th',
        location: 'Bangkok',
        summary:
          'A tasting menu cooked in front of your clients in a teak house on the river, by a chef who trained in Bangkok’s best kitchens.',
        image: photo('concierge-chao-phraya', {
          motif: 'river',
          palette: 'dusk',
          alt: 'A river at dusk between dark banks, the lights of the evening sky on the water',
        }),
        body: [
          'The evening begins with a private boat from the hotel pier to a restored teak house on the Thonburi bank. The chef welcomes your clients in the open kitchen and cooks seven courses of modern Thai food from the morning’s market.',
          'Up to ten guests. Wine pairing and vegetarian menus on request. Available every evening except Mondays.',
        ],
      },
      {
        name: 'Market walk and cooking with a Hoi An chef',
        slug: 'market-walk-and-cooking-with-a-hoi-an-chef',
        nation: 'vn',
        location: 'Hoi An',
        summary:
          'Shop at the central market with a local chef, then cook the dishes of central Vietnam together in her garden kitchen.',
        image: photo('concierge-hoi-an-cooking', {
          motif: 'terraces',
          palette: 'paddy',
          alt: 'Green vegetable terraces on a hillside in soft morning light',
        }),
        body: [
          'Chef Thuy has cooked for embassies and presidents, and now teaches small groups in her family home outside the old town. The morning starts at the market, where she explains the herbs and noodles that make Hoi An’s food unlike anywhere else in the country.',
          'Back in her garden, your clients cook four dishes, including cao lau and banh xeo, and sit down to eat them together. Private sessions for two to eight guests.',
        ],
      },
      {
        name: 'Candlelit dinner among the Angkor temples',
        slug: 'candlelit-dinner-among-the-angkor-temples',
        nation: 'kh',
        location: 'Siem Reap',
        summary:
          'A private dinner beside a temple of the Angkor complex, lit by candles and accompanied by traditional Khmer musicians.',
        image: photo('concierge-angkor-dinner', {
          motif: 'angkor',
          palette: 'dusk',
          alt: 'Temple towers silhouetted at dusk, reflected in dark water under a deep blue sky',
        }),
        body: [
          'With the permission of the authorities, we set a table for your clients beside one of the temples of the Angkor park after the gates close. The menu is Khmer, prepared by the chef of a Siem Reap hotel, and a small ensemble plays the pinpeat music of the royal court.',
          'For two to sixty guests; a popular close for incentive groups. Please allow at least three weeks to obtain the permits.',
        ],
      },
      {
        name: 'Baci ceremony and dinner with a Lao family',
        slug: 'baci-ceremony-and-dinner-with-a-lao-family',
        nation: 'la',
        location: 'Luang Prabang',
        summary:
          'A traditional blessing ceremony in a family home, followed by a home-cooked dinner and conversation with the hosts.',
        image: photo('concierge-baci', {
          motif: 'river',
          palette: 'saffron',
          alt: 'Golden evening light over a river valley, a stupa glowing on the ridge',
        }),
        body: [
          'The baci is performed in Laos to mark important moments: a wedding, a birth, a journey. An elder ties white cotton threads around the wrists of your clients to bind their good spirits and wish them a safe road.',
          'The family then serves dinner at home: sticky rice, jeow dips, river fish and local greens. Our guide translates throughout. For two to twelve guests.',
        ],
      },
    ],
  },
  {
    name: 'Exclusive access',
    slug: 'exclusive-access',
    description: 'Doors we can open thanks to long friendships: people, places and hours off the usual track.',
    image: photo('concierge-exclusive-access', {
      motif: 'angkor',
      palette: 'lavender',
      alt: 'The central towers of a great temple under a lilac sky, reflected in a moat',
    }),
    items: [
      {
        name: 'Ta Prohm at opening time',
        slug: 'ta-prohm-at-opening-time',
        nation: 'kh',
        location: 'Siem Reap',
        summary:
          'The temple of the strangler figs in the first hour of the day, with an archaeologist who worked on its restoration.',
        image: photo('concierge-ta-prohm', {
          motif: 'angkor',
          palette: 'paddy',
          alt: 'An ancient temple in soft green morning light, sugar palms beside the water',
        }),
        body: [
          'Ta Prohm is the temple that nature has half reclaimed, and at midday it is crowded. Our guide takes your clients there as the gates open, with a member of the team that has worked on the restoration of its galleries.',
          'The visit lasts two hours and ends with breakfast served in the forest nearby. Available daily from November to April.',
        ],
      },
      {
        name: 'Meditation and conversation with a senior monk',
        slug: 'meditation-and-conversation-with-a-senior-monk',
        nation: 'la',
        location: 'Luang Prabang',
        summary: 'An hour of guided meditation in a monastery, followed by an open conversation about monastic life.',
        image: photo('concierge-monk', {
          motif: 'chedi',
          palette: 'paddy',
          alt: 'Chedis and palms in silhouette against a pale green evening sky',
        }),
        body: [
          'The abbot of a monastery on the Luang Prabang peninsula receives a few visitors each week for meditation and conversation. The session is in Lao with our guide translating, and your clients are free to ask about anything from the daily routine to the novices’ schooling.',
          'A donation to the monastery is included. Modest dress is required: shoulders and knees covered.',
        ],
      },
      {
        name: 'Behind the scenes at the Hanoi Opera House',
        slug: 'behind-the-scenes-at-the-hanoi-opera-house',
        nation: 'vn',
        location: 'Hanoi',
        summary:
          'A private tour of the French colonial opera house, followed by a short performance of traditional music in the mirror room.',
        image: photo('concierge-hanoi-opera', {
          motif: 'karst',
          palette: 'dusk',
          alt: 'Limestone towers in dark silhouette against a violet and orange evening sky',
        }),
        body: [
          'Built in 1911 on the model of the Palais Garnier, the Hanoi Opera House is usually open only for performances. Our tour takes your clients through the auditorium, the backstage and the mirror room with one of the house’s staff.',
          'The visit ends with a twenty-minute recital of ca tru, the ancient sung poetry of northern Vietnam. For two to thirty guests, on days without rehearsals.',
        ],
      },
      {
        name: 'Shwedagon at dawn with a historian',
        slug: 'shwedagon-at-dawn-with-a-historian',
        nation: 'mm',
        location: 'Yangon',
        summary:
          'The great golden pagoda at sunrise, when local worshippers come to pray, explained by a Yangon historian.',
        image: photo('concierge-shwedagon', {
          motif: 'bagan',
          palette: 'monsoon',
          alt: 'Stupas in soft grey morning light, balloons drifting overhead',
        }),
        body: [
          'At dawn the Shwedagon belongs to the people of Yangon: families bringing flowers, monks on their morning round and volunteers sweeping the marble platform. Your clients walk the terrace with a historian who explains the planetary posts and the legends of the relics.',
          'Breakfast follows at a colonial-era tea house in the city. Shoes and socks are left at the entrance; we provide a bag to carry them.',
        ],
      },
    ],
  },
  {
    name: 'By air and water',
    slug: 'by-air-and-water',
    description: 'Seaplanes, balloons and private boats: the region seen from a different angle.',
    image: photo('concierge-air-and-water', {
      motif: 'coast',
      palette: 'monsoon',
      alt: 'Islands on a calm grey-green sea, a long-tail boat and palms on the shore',
    }),
    items: [
      {
        name: 'Seaplane over Ha Long Bay',
        slug: 'seaplane-over-ha-long-bay',
        nation: 'vn',
        location: 'Ha Long',
        summary:
          'A twenty-five-minute scenic flight over the limestone islands of Ha Long Bay, from the water and back.',
        image: photo('concierge-seaplane', {
          motif: 'karst',
          palette: 'monsoon',
          alt: 'Limestone towers fading into haze over grey-green water, a junk in the foreground',
        }),
        body: [
          'The seaplane takes off from the marina at Tuan Chau and flies low over the bay, its caves and its floating villages. Your clients see in twenty-five minutes what a cruise shows in two days.',
          'Up to twelve passengers per flight. Weather permitting; if the flight cannot take place, it is refunded in full.',
        ],
      },
      {
        name: 'Private long-tail boat in Phang Nga Bay',
        slug: 'private-long-tail-boat-in-phang-nga-bay',
        nation: 'th',
        location: 'Phuket',
        summary:
          'A full day on a private boat among the islands of Phang Nga Bay, with a captain who knows the quiet beaches.',
        image: photo('concierge-phang-nga', {
          motif: 'coast',
          palette: 'sunrise',
          alt: 'A long-tail boat on a calm sea at sunrise, small islands on the horizon',
        }),
        body: [
          'Rather than join the speedboats to the famous islands, your clients set out with a captain from Koh Yao Noi. He chooses the day’s route by the tide: a lagoon reached by canoe, a beach with nobody on it, lunch at a fishing village.',
          'Snorkelling gear, towels and drinks included. For two to six guests.',
        ],
      },
      {
        name: 'Balloon flight over Bagan',
        slug: 'balloon-flight-over-bagan',
        nation: 'mm',
        location: 'Bagan',
        summary: 'A sunrise balloon flight over the temple plain, with a glass of sparkling wine on landing.',
        image: photo('concierge-balloon', {
          motif: 'bagan',
          palette: 'sunrise',
          alt: 'Hot-air balloons rising over the stupas of Bagan into a pink sunrise',
        }),
        body: [
          'The balloons lift off as the sun rises and drift for about forty-five minutes over the two thousand temples of the Bagan plain. Pilots are licensed in Europe and the operator holds full insurance.',
          'Flights run from October to March only. Seats sell out months ahead, so we recommend booking at the time of the tour.',
        ],
      },
      {
        name: 'Private boat to the Pak Ou caves',
        slug: 'private-boat-to-the-pak-ou-caves',
        nation: 'la',
        location: 'Luang Prabang',
        summary: 'Up the Mekong from Luang Prabang to the caves of a thousand Buddhas, with lunch on board.',
        image: photo('concierge-pak-ou', {
          motif: 'river',
          palette: 'monsoon',
          alt: 'A long-tail boat on the Mekong below misty hills and a stupa on the crest',
        }),
        body: [
          'A wooden river boat with comfortable seats takes your clients upstream to the Pak Ou caves, where thousands of Buddha images have been left by pilgrims over the centuries.',
          'On the way back the boat stops at a village known for its rice whisky and weaving. Lunch is served on board. Half a day, for two to twenty guests.',
        ],
      },
    ],
  },
  {
    name: 'Wellness and retreats',
    slug: 'wellness-and-retreats',
    description: 'Traditional healing, yoga and quiet places to rest between the sights.',
    image: photo('concierge-wellness', {
      motif: 'terraces',
      palette: 'monsoon',
      alt: 'Terraced hills under a soft grey sky, mist filling the valleys',
    }),
    items: [
      {
        name: 'Thai massage course at a temple school',
        slug: 'thai-massage-course-at-a-temple-school',
        nation: 'th',
        location: 'Bangkok',
        summary:
          'A private introduction to traditional Thai massage at the school where it has been taught for generations.',
        image: photo('concierge-thai-massage', {
          motif: 'chedi',
          palette: 'jade',
          alt: 'Temple chedis against a pale green sky, palms in silhouette',
        }),
        body: [
          'The temple school in the old town is the home of traditional Thai massage. In a private three-hour class, one of its teachers shows your clients the basic sequences and the ideas of energy lines behind them.',
          'A certificate is given at the end. Loose clothing is recommended; classes run every day except during temple festivals.',
        ],
      },
      {
        name: 'Khmer herbal spa day',
        slug: 'khmer-herbal-spa-day',
        nation: 'kh',
        location: 'Siem Reap',
        summary: 'A day of Khmer treatments using herbs from the spa’s own garden, with a light lunch.',
        image: photo('concierge-khmer-spa', {
          motif: 'angkor',
          palette: 'jade',
          alt: 'Temple towers in pale green light, reflected in calm water',
        }),
        body: [
          'After the temples, a day of rest: a herbal steam, a massage with warm compresses of lemongrass, turmeric and kaffir lime, and a body scrub made with Kampot salt.',
          'The spa trains young people from the villages around Siem Reap as therapists. Lunch is served in the garden.',
        ],
      },
      {
        name: 'Yoga above the rice fields of Mai Chau',
        slug: 'yoga-above-the-rice-fields-of-mai-chau',
        nation: 'vn',
        location: 'Mai Chau',
        summary:
          'Private morning yoga on a wooden platform above the valley, followed by breakfast with a White Thai family.',
        image: photo('concierge-mai-chau', {
          motif: 'terraces',
          palette: 'jade',
          alt: 'Rice fields and terraces in a green valley, mist rising in the morning',
        }),
        body: [
          'Mai Chau lies three hours from Hanoi in a valley of rice fields and stilt houses. Our teacher leads a private session at sunrise on a platform overlooking the paddies, suitable for beginners and experienced students.',
          'Mats are provided. Best combined with a night at one of the valley’s eco-lodges.',
        ],
      },
      {
        name: 'Herbal sauna and forest walk in Luang Prabang',
        slug: 'herbal-sauna-and-forest-walk-in-luang-prabang',
        nation: 'la',
        location: 'Luang Prabang',
        summary: 'A gentle walk with a herbalist to gather plants, then a traditional Lao herbal sauna and massage.',
        image: photo('concierge-lao-sauna', {
          motif: 'river',
          palette: 'paddy',
          alt: 'Green hills above a river in soft light, a golden stupa on the ridge',
        }),
        body: [
          'A herbalist from a village outside town walks with your clients through the forest, pointing out the plants used in Lao medicine. Back in the village, the herbs go into a wood-fired sauna.',
          'The afternoon ends with a Lao massage and herbal tea. Half a day, for two to eight guests.',
        ],
      },
    ],
  },
  {
    name: 'Craft and culture',
    slug: 'craft-and-culture',
    description: 'Time with the artisans who keep the region’s crafts alive, hands on.',
    image: photo('concierge-craft', {
      motif: 'bagan',
      palette: 'dusk',
      alt: 'Stupas on a plain in dusk light, balloons against a deep blue sky',
    }),
    items: [
      {
        name: 'Lacquerware with a Bagan master',
        slug: 'lacquerware-with-a-bagan-master',
        nation: 'mm',
        location: 'Bagan',
        summary: 'A morning in a family lacquerware workshop, from the bamboo frame to the engraved final layer.',
        image: photo('concierge-lacquer', {
          motif: 'bagan',
          palette: 'lavender',
          alt: 'Stupas on the Bagan plain under a lilac sky, balloons in the distance',
        }),
        body: [
          'Lacquerware has been made in Bagan for eight hundred years. In the workshop of a family of craftsmen, your clients follow the process that takes months: the woven bamboo frame, layer upon layer of lacquer, polishing and engraving.',
          'Your clients then try the engraving themselves and take home a small piece they have decorated.',
        ],
      },
      {
        name: 'Natural-dye silk weaving',
        slug: 'natural-dye-silk-weaving',
        nation: 'la',
        location: 'Luang Prabang',
        summary: 'Dye silk with indigo, lac and jackfruit wood, then weave a scarf on a traditional loom.',
        image: photo('concierge-silk', {
          motif: 'terraces',
          palette: 'lavender',
          alt: 'Terraced hills in lilac and rose tones under a soft evening sky',
        }),
        body: [
          'A weaving centre on the banks of the Mekong teaches the techniques of the Lao ethnic groups. Your clients dye silk with plants from the garden and then weave on a traditional loom with one of the weavers.',
          'A full day, including lunch by the river. The finished scarf is posted to the hotel the next day.',
        ],
      },
      {
        name: 'Ceramics in Bat Trang village',
        slug: 'ceramics-in-bat-trang-village',
        nation: 'vn',
        location: 'Hanoi',
        summary: 'A potter’s village on the Red River, with a private throwing lesson in a family workshop.',
        image: photo('concierge-bat-trang', {
          motif: 'river',
          palette: 'sunrise',
          alt: 'A broad river under a pink sunrise, hills and a stupa on the far bank',
        }),
        body: [
          'Bat Trang has made ceramics for the court and the markets of Hanoi for five hundred years. Your clients visit the kilns with a potter’s family and then try the wheel themselves.',
          'Pieces are fired and delivered to the hotel within two days. Half a day, by car or by boat on the Red River.',
        ],
      },
      {
        name: 'Khon mask painting in Bangkok',
        slug: 'khon-mask-painting-in-bangkok',
        nation: 'th',
        location: 'Bangkok',
        summary: 'Paint a mask of the classical Thai masked dance with a craftsman, then see the dancers rehearse.',
        image: photo('concierge-khon', {
          motif: 'chedi',
          palette: 'sunrise',
          alt: 'Three chedis in silhouette against an orange sunrise, palms to one side',
        }),
        body: [
          'Khon, the masked dance drama of the Thai court, is listed by UNESCO as intangible heritage. In a workshop in the old town a mask maker shows your clients how the masks are built and painted, and they decorate one of their own.',
          'On weekdays the visit ends at a rehearsal of a khon troupe. For two to ten guests.',
        ],
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// FAQs
// ---------------------------------------------------------------------------------------------
