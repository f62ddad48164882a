import { portrait, type TArt, type TBlocks, type TMotif, type TPaletteName } from './art'

/** Demo FAQs, team members and executive profiles (spec §2 Press room). */
export type TFaqCopy = { question: string; answer: string; category: string }

export const FAQS: readonly TFaqCopy[] = [
  {
    category: 'Working with us',
    question: 'How do I register my agency with Monsoon?',
    answer:
      'Complete the agent registration form on this website with your agency details and the destinations you sell. Our sales team checks every application and replies within two working days. Once you are approved, you receive a login for the agent vault and, on request, online access to the tariff.',
  },
  {
    category: 'Working with us',
    question: 'Do you sell directly to travellers?',
    answer:
      'No. Monsoon works only with the travel trade: travel agents, tour operators, online travel companies and incentive planners. We do not accept bookings from the public, and our guides never hand our own contact details to your clients.',
  },
  {
    category: 'Booking',
    question: 'How do I make a booking?',
    answer:
      'Build the itinerary in the agent vault and send it as a booking request, or e-mail your sales manager or the reservations team of the destination. We confirm services within 24 hours on working days, and within two hours for arrivals in the next seven days.',
  },
  {
    category: 'Booking',
    question: 'How far in advance should I book?',
    answer:
      'Four to eight weeks is enough for most tailor-made journeys. For travel over Christmas, New Year, Chinese New Year and Songkran, for groups of more than 16 and for river cruises, book six to nine months ahead: hotels release very few rooms for those dates.',
  },
  {
    category: 'Payments',
    question: 'What are your payment terms?',
    answer:
      'Unless your contract says otherwise, we invoice a 30% deposit on confirmation and the balance 30 days before arrival. Bookings made within 30 days of arrival are paid in full on confirmation. Agencies with a trading history can apply to their sales manager for credit terms.',
  },
  {
    category: 'Payments',
    question: 'Which currencies can I pay in?',
    answer:
      'We invoice in US dollars, euros, pounds sterling, Australian dollars or Thai baht. Please pay by bank transfer to the account shown on the invoice, with bank charges paid by the sender. Balances below USD 5,000 can also be paid by card, with a 3% surcharge.',
  },
  {
    category: 'Rates',
    question: 'Are your rates net or commissionable?',
    answer:
      'All rates in the agent vault and the online tariff are net, in the contract currency of the destination, and you set your own markup per market. Commissionable rates for specific promotions are marked as such on the quotation.',
  },
  {
    category: 'Rates',
    question: 'How long are your rates valid?',
    answer:
      'Rates are contracted by season, with supplements for the festive season, and the agent vault and the online tariff show the validity of every rate. Quotations are held for 14 days. If taxes, fuel surcharges or entrance fees change after publication, we tell you before confirming any change in price.',
  },
  {
    category: 'Cancellations',
    question: 'What are your cancellation terms?',
    answer:
      'Up to 45 days before arrival we charge only for non-refundable services. From 44 to 21 days before arrival we charge 50% of the tour price, from 20 to 8 days 75%, and from 7 days and for no-shows 100%. Festive-season hotels, cruises and flights have their own conditions, shown on the confirmation.',
  },
  {
    category: 'Cancellations',
    question: 'Can my clients change their itinerary after confirmation?',
    answer:
      'Yes. Amendments are free of charge up to 21 days before arrival; after that we pass on any charges from hotels and suppliers. Changes during the trip go through your clients’ guide or our 24-hour line, and we send you an updated confirmation.',
  },
  {
    category: 'Travel documents',
    question: 'Do my clients need a visa?',
    answer:
      'That depends on their nationality and the countries they visit. Thailand exempts many nationalities for short stays; Vietnam, Cambodia, Laos and Myanmar issue e-visas, and Cambodia and Laos also issue visas on arrival. We check every booking against the current rules and can arrange e-visas and fast-track arrival. Passports must be valid for six months after departure.',
  },
  {
    category: 'Travel documents',
    question: 'Can you arrange overland border crossings?',
    answer:
      'Yes. Our overland journeys use land borders we cross every week, such as Aranyaprathet, Chiang Khong, Tay Trang and the Mekong crossing at Vinh Xuong. Our guides meet your clients on both sides of the border, and we advise which visas must be obtained in advance.',
  },
  {
    category: 'Insurance',
    question: 'Is travel insurance required?',
    answer:
      'Yes. Every traveller must hold insurance covering medical treatment, evacuation and repatriation for the whole trip, including any adventure activities booked. Monsoon holds public liability insurance as a tour operator, but it does not replace personal travel insurance.',
  },
  {
    category: 'Children',
    question: 'What is your child policy?',
    answer:
      'Children under 4 travel free when they share existing beds and services. Children aged 4 to 11 pay 60% of the adult price for tours and transfers; extra beds and meals in hotels are charged according to each hotel’s contract. Child seats are available in our vehicles on request, at no charge.',
  },
  {
    category: 'During the trip',
    question: 'What happens if something goes wrong during the trip?',
    answer:
      'Every client receives our 24-hour emergency number, answered by a duty manager in each country who can change hotels, rebook flights or call a doctor. We inform you by e-mail of any incident, and in serious cases your sales manager calls you directly.',
  },
  {
    category: 'During the trip',
    question: 'Can you cater for dietary requirements and reduced mobility?',
    answer:
      'Yes. Tell us about allergies, diets and mobility needs when you book, and we brief every hotel, restaurant and guide. For travellers with reduced mobility we suggest suitable hotels and sights, and provide vehicles with a ramp in Bangkok, Hanoi and Ho Chi Minh City.',
  },
  {
    category: 'Groups and incentives',
    question: 'Do you handle groups and incentives?',
    answer:
      'Yes. Our groups and incentives team in Bangkok plans incentive trips, conferences and special-interest groups from 10 to 600 guests, including venues, gala dinners and staff on site. Send us the brief through the get-in-touch form and we reply with a proposal within three working days.',
  },
  {
    category: 'Agent vault',
    question: 'Can I see prices in my own currency?',
    answer:
      'Yes. The agent vault converts our net rates into your selling currency at our published exchange rates and applies your market’s markup. The booking request shows both figures, so there is never any doubt about the amount we invoice.',
  },
]

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

export type TTeamMemberCopy = {
  name: string
  position: string
  department: string
  location: string
  languages: string
  bio: string
  photo: TArt
}

/** A profile picture's motif and palette, and the scene it shows (its alternative text names the person). */
type TProfileLook = { motif: TMotif; palette: TPaletteName; scene: string }

const profilePicture = (name: string, { motif, palette, scene }: TProfileLook) =>
  portrait(`profile-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, {
    motif,
    palette,
    alt: `${scene}: the profile picture of ${name}`,
  })

export const TEAM_MEMBERS: readonly TTeamMemberCopy[] = [
  {
    name: 'Pimchanok Srisuk',
    position: 'Director of Sales',
    department: 'Sales',
    location: 'Bangkok',
    languages: 'Thai, English, German',
    bio: 'Pimchanok joined Monsoon in 2008 as a reservations agent and now leads the sales team and our representatives abroad. She studied for three years in Heidelberg and still looks after several of our German-speaking partners herself.',
    photo: profilePicture('Pimchanok Srisuk', {
      motif: 'chedi',
      palette: 'saffron',
      scene: 'Temple chedis and palms at sunset, drawn in warm gold',
    }),
  },
  {
    name: 'Thomas Reinholt',
    position: 'Sales Manager, German-speaking markets',
    department: 'Sales',
    location: 'Bangkok',
    languages: 'German, English',
    bio: 'A former product manager at a Munich tour operator, Thomas knows how a brochure page is costed. He helps partners in Germany, Austria and Switzerland build programs that sell, and visits them twice a year.',
    photo: profilePicture('Thomas Reinholt', {
      motif: 'coast',
      palette: 'monsoon',
      scene: 'Islands and a long-tail boat on a grey-green sea',
    }),
  },
  {
    name: 'Nguyen Thi Linh',
    position: 'Senior Travel Designer, Vietnam',
    department: 'Product',
    location: 'Hanoi',
    languages: 'Vietnamese, English, French',
    bio: 'Linh designs tailor-made journeys from the northern mountains to the Mekong Delta. She inspects more than forty hotels a year and is the person to ask about a homestay in Ha Giang or a quiet corner of Lan Ha Bay.',
    photo: profilePicture('Nguyen Thi Linh', {
      motif: 'karst',
      palette: 'jade',
      scene: 'Limestone towers and a red-sailed junk on green water',
    }),
  },
  {
    name: 'Tran Minh Duc',
    position: 'Operations Manager, Southern Vietnam',
    department: 'Operations',
    location: 'Ho Chi Minh City',
    languages: 'Vietnamese, English',
    bio: 'Duc runs a team of thirty guides and drivers in Ho Chi Minh City and the delta. On most nights one of his duty managers answers our emergency line for Vietnam; the rest of the time he is checking vehicles and training new guides.',
    photo: profilePicture('Tran Minh Duc', {
      motif: 'river',
      palette: 'monsoon',
      scene: 'A river winding between misty hills',
    }),
  },
  {
    name: 'Sokha Chhun',
    position: 'Country Manager, Cambodia',
    department: 'Management',
    location: 'Siem Reap',
    languages: 'Khmer, English, French',
    bio: 'Sokha trained as an archaeological guide at Angkor before opening our Siem Reap office in 2009. He oversees our operations in Siem Reap, Phnom Penh and on the south coast, and still guides the occasional guest at sunrise.',
    photo: profilePicture('Sokha Chhun', {
      motif: 'angkor',
      palette: 'sunrise',
      scene: 'The towers of Angkor Wat at sunrise',
    }),
  },
  {
    name: 'Khamla Phommachanh',
    position: 'Product Manager, Laos',
    department: 'Product',
    location: 'Luang Prabang',
    languages: 'Lao, English, Thai',
    bio: 'Khamla looks after our product in Laos, from river lodges on the Nam Ou to the 4,000 Islands in the south. She also runs the training course that every new Monsoon guide in Laos completes.',
    photo: profilePicture('Khamla Phommachanh', {
      motif: 'river',
      palette: 'paddy',
      scene: 'A green river valley below a golden stupa',
    }),
  },
  {
    name: 'Thiri Aung',
    position: 'Reservations Manager, Myanmar',
    department: 'Reservations',
    location: 'Yangon',
    languages: 'Burmese, English',
    bio: 'Thiri and her team confirm hotels, domestic flights and guides across Myanmar, and keep agents informed about where we currently operate. She has worked in Myanmar tourism since 2012.',
    photo: profilePicture('Thiri Aung', {
      motif: 'bagan',
      palette: 'lavender',
      scene: 'Balloons over the stupas of Bagan in lilac light',
    }),
  },
  {
    name: 'Charlotte Evans',
    position: 'Groups and Incentives Manager',
    department: 'Groups and incentives',
    location: 'Bangkok',
    languages: 'English, Spanish',
    bio: 'Charlotte plans incentive trips, conferences and special-interest groups for partners around the world. Before moving to Bangkok she ran events for a London agency; since then she has organised everything from a riverside gala for 400 guests to a dinner for twelve at Angkor.',
    photo: profilePicture('Charlotte Evans', {
      motif: 'terraces',
      palette: 'sunrise',
      scene: 'Rice terraces in pink morning light',
    }),
  },
]

export type TExecutiveCopy = { name: string; position: string; quote: string; bio: TBlocks; photo: TArt }

export const EXECUTIVE_PROFILES: readonly TExecutiveCopy[] = [
  {
    name: 'Somchai Wattanakul',
    position: 'Founder and Managing Director',
    quote: 'We are only as good as the last airport transfer, so we run every transfer ourselves.',
    bio: [
      'Somchai founded Monsoon in Bangkok in 2003 with two cars, three guides and a handful of European tour operators as clients. He had spent ten years as a guide and operations manager for international companies and wanted to build a ground handler that agents could trust completely.',
      'Under his leadership Monsoon has grown to six offices in five countries, while keeping the principle he started with: we only sell to the travel trade, and we run our own operations.',
      'Somchai is a former board member of the Association of Thai Travel Agents and a frequent speaker on responsible tourism in the Mekong region.',
    ],
    photo: profilePicture('Somchai Wattanakul', {
      motif: 'chedi',
      palette: 'dusk',
      scene: 'Temple chedis silhouetted against a violet evening sky',
    }),
  },
  {
    name: 'Isabelle Moreau',
    position: 'Co-founder and Commercial Director',
    quote: 'Our partners sell the dream. Our job is to make sure the reality is even better.',
    bio: [
      'Isabelle came to Bangkok in 2001 as a product manager for a French tour operator and joined Somchai as a partner two years later. She built Monsoon’s sales network in Europe and later in North America and Australia.',
      'Today she is responsible for sales, marketing, contracting and the agent vault, and spends a third of the year visiting partners in their own markets.',
    ],
    photo: profilePicture('Isabelle Moreau', {
      motif: 'coast',
      palette: 'saffron',
      scene: 'Palms and a long-tail boat on a golden sea',
    }),
  },
  {
    name: 'Le Van Hung',
    position: 'Chief Operating Officer',
    quote: 'A guest should never notice the border. Everything on the other side should already be waiting.',
    bio: [
      'Hung opened our Hanoi office in 2006 and became Chief Operating Officer in 2016. He is responsible for the guides, drivers, vehicles and duty managers in all five countries, and for the 24-hour service that looks after guests on the ground.',
      'Before Monsoon, Hung worked for ten years in hotel management in Hanoi and Hue. He has led the introduction of our guide-training academy and of our vehicle safety standards across the region.',
    ],
    photo: profilePicture('Le Van Hung', {
      motif: 'karst',
      palette: 'monsoon',
      scene: 'Limestone towers in a soft monsoon haze',
    }),
  },
  {
    name: 'Nalinee Charoenrat',
    position: 'Director of Product and Sustainability',
    quote: 'Every journey we design should leave the places we visit a little better off.',
    bio: [
      'Nalinee leads the teams that design our journeys and contract our hotels and experiences. She joined Monsoon in 2011 after working for a conservation organisation in northern Thailand.',
      'She is responsible for our sustainability programme: the Travelife certification of our offices, the community projects we support and the criteria by which we select suppliers.',
    ],
    photo: profilePicture('Nalinee Charoenrat', {
      motif: 'terraces',
      palette: 'paddy',
      scene: 'Green rice terraces under a pale sky',
    }),
  },
]

// ---------------------------------------------------------------------------------------------
// Fam trips and country information
// ---------------------------------------------------------------------------------------------
