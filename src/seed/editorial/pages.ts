import { detailPath, EDITORIAL_PATHS, slidePath } from '@/domain/editorial-routes'
import { COMPANY } from '@/seed/content'
import {
  HEROES,
  hero,
  LANDSCAPES,
  photo,
  type TArt,
  type TCardCopy,
  type TFactCopy,
  type TFormCopy,
  type TPageHeadCopy,
  type TSectionCopy,
  type TSlideCopy,
} from './art'
import { BEYOND_PAGE } from './beyond'
import { CONCIERGE_CATEGORIES } from './concierge'
import { JOURNAL_LIST_HEADS } from './journal'
import { RESTAURANT_ART } from './restaurants'
import { INTRODUCINGS, journey, OVERLAND_JOURNEYS, TRAVEL_INSPIRATIONS } from './travel'
import { VIDEO_LIST_HEADS } from './videos'

/** Demo copy of the single pages (one Payload global each) and of the list pages' headings. */
export const WHAT_DEFINES_US: TPageHeadCopy & { sections: readonly TSectionCopy[] } = {
  title: 'What defines us',
  subtitle:
    'A destination management company that works only for the travel trade, with its own people in every country it sells.',
  image: HEROES.whatDefinesUs,
  intro: [
    'There are many ground handlers in Southeast Asia. Since 2003 we have tried to be the one agents do not have to worry about: the one that answers quickly, prices honestly, looks after clients as if they were our own and never competes with the partners who send them.',
  ],
  sections: [
    {
      title: 'Trade only, always',
      text: [
        'We have never sold a holiday to the public, and we never will. Your clients travel under your brand, our guides introduce themselves as your partner on the ground, and our documents carry your name and logo on request.',
      ],
      image: LANDSCAPES.th,
    },
    {
      title: 'Our own people on the ground',
      text: [
        'Our guides, drivers and duty managers are Monsoon staff, trained by us and working to one set of standards in all five countries. When something needs to change during a trip, the person who can change it is one phone call away.',
      ],
      image: LANDSCAPES.vn,
    },
    {
      title: 'One partner from the Andaman coast to the Red River',
      text: [
        'Thailand, Vietnam, Cambodia, Laos and Myanmar under one contract, one payment schedule and one emergency line. Our offices hand your clients over at every border, so multi-country journeys feel like a single trip.',
      ],
      image: LANDSCAPES.kh,
    },
    {
      title: 'Designed locally, checked in person',
      text: [
        'Every hotel we recommend has been inspected by our team within the last two years, and every day program has been run by the guide who leads it. Our travel designers live in the places they write about.',
      ],
      image: LANDSCAPES.la,
    },
    {
      title: 'Open about prices',
      text: [
        'Net rates in your currency, markups you set yourself and invoices that match the quotation. If a price changes, we tell you before we confirm, not after.',
      ],
      image: LANDSCAPES.mm,
    },
  ],
}

export const ABOUT_US: TPageHeadCopy & { facts: readonly TFactCopy[]; sections: readonly TSectionCopy[] } = {
  title: 'About us',
  subtitle:
    'Founded in Bangkok in 2003, Monsoon now runs six offices across mainland Southeast Asia for partners in more than forty countries.',
  image: HEROES.aboutUs,
  intro: [
    'Monsoon is a destination management company for Thailand, Vietnam, Cambodia, Laos and Myanmar. For more than twenty years we have designed, contracted and operated journeys for travel agents, tour operators and incentive planners, and looked after their clients from the moment they land to the moment they leave.',
  ],
  facts: [
    { value: '2003', label: 'Founded in Bangkok' },
    { value: '6', label: 'Offices in the region' },
    { value: '5', label: 'Destination countries' },
    { value: '240', label: 'Staff, including 95 guides' },
    { value: '1,100+', label: 'Partner agencies' },
    { value: '24/7', label: 'Operations support' },
  ],
  sections: [
    {
      title: 'Where we began',
      text: [
        'Monsoon started in a small office on Sukhumvit Road with two cars, three guides and a handful of European tour operators who wanted a ground partner they could rely on. Our founder, Somchai Wattanakul, had spent ten years guiding and running operations for international companies.',
        'From the first day the rule was simple: we work only for the travel trade, and we run our own operations.',
      ],
    },
    {
      title: 'How we grew',
      text: [
        'Our partners asked us to follow their clients across borders. We opened in Hanoi in 2006, in Siem Reap in 2009, in Luang Prabang in 2011, and in Yangon and Ho Chi Minh City in 2012.',
        'Each office was opened by people from the country, and each runs its own guides, vehicles and hotel contracts.',
      ],
    },
    {
      title: 'How we work today',
      text: [
        'About 240 people work for Monsoon, including 95 full-time guides. Sales managers in Bangkok and our representatives abroad look after partners in more than forty source markets; travel designers in every office build the journeys; duty managers answer the emergency line around the clock.',
        'Partners book through their sales manager or directly in the agent vault, where they build itineraries from our catalogue and price them in their own currency.',
      ],
    },
    {
      title: 'Looking ahead',
      text: [
        'We are investing in the training of the next generation of guides, in cleaner vehicles and in the communities our journeys pass through. And we are still doing what we set out to do in 2003: making our partners look good in front of their clients.',
      ],
    },
  ],
}

export const OUR_VALUES: TPageHeadCopy & { values: readonly TSectionCopy[] } = {
  title: 'Our values',
  subtitle: 'Six commitments that guide how we design journeys, treat our partners and work in the places we visit.',
  image: HEROES.ourValues,
  intro: [
    'Values are easy to write and harder to keep. These are the ones we ask every member of the Monsoon team to hold to, and the ones we are happy for our partners to hold us to.',
  ],
  values: [
    {
      title: 'Partners first',
      text: [
        'Your clients are your clients. We never contact them to sell, never undercut your prices and always present ourselves as your team on the ground.',
      ],
    },
    {
      title: 'Care for every traveller',
      text: [
        'Safety comes before schedules. We check our vehicles, train our guides in first aid and keep a duty manager on call in every country, every night of the year.',
      ],
    },
    {
      title: 'Respect for the places we travel through',
      text: [
        'We choose suppliers that treat their staff and their surroundings well, avoid experiences that exploit animals or people, and support community projects in each country we work in.',
      ],
    },
    {
      title: 'Fair work',
      text: [
        'Our guides and drivers are employees, not day labourers: they receive a fair salary, health insurance and paid training, and many have been with us for more than ten years.',
      ],
    },
    {
      title: 'Honesty in what we sell',
      text: [
        'We describe hotels and experiences as they are. If a place has changed, if a road is closed or a season is wrong, we say so, even when it costs us a booking.',
      ],
    },
    {
      title: 'Always learning',
      text: [
        'We read every piece of feedback, review every complaint with the people involved and visit our destinations again and again, so that next year’s journeys are better than this year’s.',
      ],
    },
  ],
}

export const OUR_PRODUCTS: { title: string; slides: readonly TSlideCopy[] } = {
  title: 'Our products',
  slides: [
    {
      title: 'Tailor-made journeys',
      image: photo('product-tailor-made', {
        motif: 'chedi',
        palette: 'saffron',
        alt: 'Temple chedis and palms in warm gold light at the end of the day',
      }),
      content: [
        'Private journeys built around your clients: their dates, their interests, their budget. Our travel designers answer a brief within one working day with a day-by-day itinerary, hotel options and a net price.',
        'Every journey includes private guides and vehicles, 24-hour support and documents in your agency’s name.',
      ],
    },
    {
      title: 'Overland and multi-country journeys',
      image: photo('product-overland', {
        motif: 'river',
        palette: 'saffron',
        alt: 'A river curving through golden hills towards the horizon, a boat heading downstream',
      }),
      content: [
        'Cross the region by road and river, with our guides handing over at every border. Our overland journeys link Thailand, Cambodia, Laos and Vietnam on routes we operate every week.',
      ],
    },
    {
      title: 'Day programs',
      image: photo('product-day-programs', {
        motif: 'karst',
        palette: 'sunrise',
        alt: 'Limestone towers at sunrise with a junk sailing between them',
      }),
      content: [
        'More than a hundred half-day, full-day and overnight programs across the five countries, all led by our own guides, available in the agent vault at net rates and bookable as private or small-group tours.',
      ],
    },
    {
      title: 'Hotels and resorts',
      image: photo('product-hotels', {
        motif: 'coast',
        palette: 'lavender',
        alt: 'A calm bay at dusk, palms and islands silhouetted against a lilac sky',
      }),
      content: [
        'Contracted rates at several hundred hotels, from family-run guesthouses to the region’s finest resorts, each inspected by our team. Rates are loaded in the vault by period and market, with extra beds, meal plans and festive supplements.',
      ],
    },
    {
      title: 'Groups and incentives',
      image: photo('product-groups', {
        motif: 'angkor',
        palette: 'saffron',
        alt: 'The towers of a great temple in golden evening light, reflected in water',
      }),
      content: [
        'Incentive trips, conferences, product launches and special-interest groups from 10 to 600 guests, planned by our groups team in Bangkok and run on site by our staff. Gala dinners in temples and palaces are a speciality.',
      ],
    },
  ],
}

export const OUR_SERVICES: { title: string; slides: readonly TSlideCopy[] } = {
  title: 'Our services',
  slides: [
    {
      title: 'Reservations and contracting',
      image: photo('service-reservations', {
        motif: 'bagan',
        palette: 'monsoon',
        alt: 'Stupas on the Bagan plain under a soft grey sky, balloons in the distance',
      }),
      content: [
        'One reservations team per country, answering within 24 hours on working days and within two hours for arrivals in the next week. We hold allocations at key hotels for the festive season and Chinese New Year.',
      ],
    },
    {
      title: 'Guiding and ground operations',
      image: photo('service-guiding', {
        motif: 'terraces',
        palette: 'saffron',
        alt: 'Terraced hills in warm golden light, birds flying across the valley',
      }),
      content: [
        '95 full-time guides speaking English, German, French, Spanish and Italian, trained in our own academy. Our air-conditioned vehicles are less than five years old and our drivers follow our safety code.',
      ],
    },
    {
      title: '24-hour assistance',
      image: photo('service-assistance', {
        motif: 'river',
        palette: 'dusk',
        alt: 'A river at dusk between dark hills, the sky fading from blue to orange',
      }),
      content: [
        'A duty manager in every country answers our emergency line at any hour, with the authority to change hotels, rebook flights or call a doctor. You receive an incident report by e-mail the same day.',
      ],
    },
    {
      title: 'Visas and arrival services',
      image: photo('service-visas', {
        motif: 'coast',
        palette: 'sunrise',
        alt: 'A calm sea at sunrise with islands on the horizon and palms on the shore',
      }),
      content: [
        'E-visa applications for Vietnam, Cambodia, Laos and Myanmar, fast-track arrival at the main airports and meet-and-greet in the arrivals hall, all bookable in the agent vault alongside the itinerary.',
      ],
    },
    {
      title: 'The agent vault and online tariff',
      image: photo('service-agent-vault', {
        motif: 'karst',
        palette: 'jade',
        alt: 'Green limestone towers rising from still water under a pale sky',
      }),
      content: [
        'Registered partners build day-by-day itineraries from our live catalogue, price them in their own currency with their market markup and send booking requests to our reservations team in minutes.',
      ],
    },
  ],
}

export const CORPORATE_PROFILE: TPageHeadCopy & {
  facts: readonly TFactCopy[]
  sections: readonly TSectionCopy[]
} = {
  title: 'Corporate profile',
  subtitle: 'Company facts for partners, auditors and the press.',
  image: HEROES.corporateProfile,
  intro: [
    `${COMPANY.name} is a privately owned destination management company registered in Thailand, with subsidiaries in Vietnam, Cambodia, Laos and Myanmar.`,
  ],
  facts: [
    { value: '2003', label: 'Founded' },
    { value: '11/09999', label: 'TAT licence number' },
    { value: '6', label: 'Offices' },
    { value: '40+', label: 'Source markets' },
    { value: '38,000', label: 'Guests looked after in 2025' },
    { value: 'Travelife', label: 'Sustainability certification' },
  ],
  sections: [
    {
      title: 'Company',
      text: [
        `Head office: Bangkok, Thailand. Offices in Hanoi, Ho Chi Minh City, Siem Reap, Luang Prabang and Yangon. Sales enquiries: ${COMPANY.email}, ${COMPANY.phone}.`,
        'Monsoon is owned by its two founders and a group of senior managers. It has no shareholders among tour operators or online travel companies, and works with all of them on equal terms.',
      ],
    },
    {
      title: 'Licences and memberships',
      text: [
        'Licensed by the Tourism Authority of Thailand (licence no. 11/09999) and by the national tourism authorities of Vietnam, Cambodia, Laos and Myanmar. Member of the Association of Thai Travel Agents and the Pacific Asia Travel Association.',
      ],
    },
    {
      title: 'Markets served',
      text: [
        'Our partners are tour operators, travel agencies, online travel companies and incentive houses in Europe, North America, Australia and New Zealand, and Asia. The largest markets are the United Kingdom, Germany, France, the United States and Australia.',
      ],
    },
    {
      title: 'Sustainability',
      text: [
        'All six offices hold Travelife certification for tour operators. We have removed single-use plastic bottles from our vehicles, train every guide in responsible wildlife practice and support community projects in each country, chosen and run with local partners.',
      ],
    },
    {
      title: 'Insurance and financial security',
      text: [
        'Monsoon holds public and professional liability insurance with an international insurer, with cover of USD 5 million per claim. Client payments are held in separate accounts until services are delivered. Audited accounts are available to partners on request.',
      ],
    },
  ],
}

export const POINTS_OF_DIFFERENCE: TPageHeadCopy & { points: readonly TSectionCopy[] } = {
  title: 'Points of difference',
  subtitle: 'The practical reasons agents choose Monsoon, and stay with us.',
  image: HEROES.pointsOfDifference,
  intro: [
    'Any ground handler can book a hotel. What matters is what happens when the flight is late, the road is closed or the client wants something nobody planned for. These are the things we do differently.',
  ],
  points: [
    {
      title: 'Our own guides and vehicles',
      text: [
        'We employ our guides and drivers rather than hiring them by the day. They are trained in our academy, know our standards and are accountable to us, which means accountable to you.',
      ],
    },
    {
      title: '24-hour operations in every country',
      text: [
        'A duty manager answers the emergency line in each of the five countries, day and night, with the authority to solve problems on the spot.',
      ],
    },
    {
      title: 'One contract for five countries',
      text: [
        'Multi-country journeys are quoted, confirmed, invoiced and operated by one company, with one payment schedule and one set of terms.',
      ],
    },
    {
      title: 'Replies within 24 hours',
      text: [
        'Quotations within one working day, confirmations within 24 hours and, for arrivals in the next week, within two hours.',
      ],
    },
    {
      title: 'Prices in your currency',
      text: [
        'The agent vault shows our net rates in your selling currency with your market’s markup, and the invoice matches the quotation.',
      ],
    },
    {
      title: 'Trade only',
      text: [
        'We never sell to the public and never contact your clients to sell them anything. Your business stays yours.',
      ],
    },
  ],
}

export const MULTI_COUNTRY: TPageHeadCopy & { sections: readonly TSectionCopy[]; routes: readonly TCardCopy[] } = {
  title: 'Multi-country travel',
  subtitle: 'Thailand, Vietnam, Cambodia, Laos and Myanmar in one itinerary, with one partner from start to finish.',
  image: HEROES.multiCountry,
  intro: [
    'Most of our partners’ clients visit more than one country. Because we have our own offices in all five, a journey that crosses three borders is as simple for you to book as one that stays in Bangkok.',
  ],
  sections: [
    {
      title: 'One contract, one invoice',
      text: [
        'We quote the whole journey in one currency, confirm it as one booking and invoice it once. There is no need to contract separate ground handlers or to reconcile their terms.',
      ],
    },
    {
      title: 'Seamless borders',
      text: [
        'Our guides meet your clients on both sides of every land border and stay with them through immigration. For flights between countries, our team sees them off at one airport and meets them at the next.',
      ],
    },
    {
      title: 'Consistent service',
      text: [
        'The same standards for guides, vehicles and hotels in every country, and one 24-hour line that reaches the duty manager wherever your clients are.',
      ],
    },
  ],
  routes: (
    [
      ['bangkok-to-siem-reap-by-road', 'Thailand and Cambodia'],
      ['the-slow-boat-down-the-mekong', 'Thailand and Laos'],
      ['luang-prabang-to-hanoi-through-the-northern-hills', 'Laos and Vietnam'],
      ['mekong-delta-to-phnom-penh', 'Vietnam and Cambodia'],
    ] as const
  ).map(([slug, countries]) => {
    const route = journey(slug)
    return {
      title: route.title,
      text: `${countries}, ${route.days} days from ${route.from} to ${route.to}. ${route.summary}`,
      url: detailPath('overlandJourney', route.slug),
      image: route.image,
    }
  }),
}

export type TSalesOfficeCopy = {
  name: string
  region: string
  city: string
  country: string
  address: string
  phone: string
  email: string
  contactName: string
}

export const SALES_NETWORK: TPageHeadCopy & { offices: readonly TSalesOfficeCopy[] } = {
  title: 'Sales network',
  subtitle:
    'Sales managers in Bangkok and representatives in our main markets, speaking your language and working in your time zone.',
  image: HEROES.salesNetwork,
  intro: [
    'Every partner has a named sales manager who knows their market, visits them and answers their questions. Find the person for your market below, or write to the sales team in Bangkok.',
  ],
  offices: [
    {
      name: 'Head office sales',
      region: 'Worldwide and new markets',
      city: 'Bangkok',
      country: 'Thailand',
      address: 'Monsoon House, 88 Soi Sukhumvit 31, Khlong Toei Nuea, Watthana, Bangkok 10110',
      phone: COMPANY.phone,
      email: COMPANY.email,
      contactName: 'Pimchanok Srisuk',
    },
    {
      name: 'Monsoon UK and Ireland',
      region: 'United Kingdom and Ireland',
      city: 'London',
      country: 'United Kingdom',
      address: '4th floor, 21 Bedford Row, London WC1R 4EB',
      phone: '+44 20 7946 0321',
      email: 'uk@monsoon-dmc.com',
      contactName: 'Hannah Whitfield',
    },
    {
      name: 'Monsoon DACH',
      region: 'Germany, Austria and Switzerland',
      city: 'Munich',
      country: 'Germany',
      address: 'Leopoldstraße 54, 80802 München',
      phone: '+49 89 99998 214',
      email: 'dach@monsoon-dmc.com',
      contactName: 'Thomas Reinholt',
    },
    {
      name: 'Monsoon France and Benelux',
      region: 'France, Belgium, the Netherlands and Luxembourg',
      city: 'Paris',
      country: 'France',
      address: '17 rue du Faubourg Montmartre, 75009 Paris',
      phone: '+33 1 99 00 41 27',
      email: 'france@monsoon-dmc.com',
      contactName: 'Camille Laurent',
    },
    {
      name: 'Monsoon Nordics',
      region: 'Sweden, Norway, Denmark and Finland',
      city: 'Stockholm',
      country: 'Sweden',
      address: 'Birger Jarlsgatan 18, 114 34 Stockholm',
      phone: '+46 8 465 004 27',
      email: 'nordics@monsoon-dmc.com',
      contactName: 'Ingrid Lindqvist',
    },
    {
      name: 'Monsoon North America',
      region: 'United States and Canada',
      city: 'New York',
      country: 'United States',
      address: 'Suite 1204, 350 Fifth Avenue, New York, NY 10118',
      phone: '+1 212 555 0147',
      email: 'americas@monsoon-dmc.com',
      contactName: 'Rachel Kim',
    },
    {
      name: 'Monsoon Australia and New Zealand',
      region: 'Australia and New Zealand',
      city: 'Sydney',
      country: 'Australia',
      address: 'Level 9, 60 Clarence Street, Sydney NSW 2000',
      phone: '+61 2 5550 1834',
      email: 'anz@monsoon-dmc.com',
      contactName: 'James McAllister',
    },
    {
      name: 'Monsoon Asia',
      region: 'Singapore, Malaysia, Hong Kong, Japan and India',
      city: 'Singapore',
      country: 'Singapore',
      address: '#15-02, 20 Cecil Street, Singapore 049705',
      phone: '+65 6555 0192',
      email: 'asia@monsoon-dmc.com',
      contactName: 'Wei Ling Tan',
    },
  ],
}

export type TContactOfficeCopy = { name: string; hours: string; address: string; phone: string; email: string }

const OFFICE_HOURS = 'Monday to Friday 08:30–17:30, Saturday 09:00–12:00'

export const CONTACT_PAGE: TPageHeadCopy & TFormCopy & { offices: readonly TContactOfficeCopy[] } = {
  title: 'Contact',
  subtitle: 'Six offices, one team. Write to us, call us, or send the form and the right person will reply.',
  image: HEROES.contact,
  intro: [
    'For new enquiries and quotations, write to the sales team in Bangkok or to the office of the destination. For clients already travelling, call the 24-hour number on their travel documents.',
  ],
  offices: [
    {
      name: 'Bangkok (head office)',
      hours: OFFICE_HOURS,
      address: 'Monsoon House, 88 Soi Sukhumvit 31, Khlong Toei Nuea, Watthana, Bangkok 10110, Thailand',
      phone: COMPANY.phone,
      email: COMPANY.email,
    },
    {
      name: 'Hanoi',
      hours: OFFICE_HOURS,
      address: '5th floor, 27 Ly Thuong Kiet Street, Hoan Kiem, Hanoi, Vietnam',
      phone: '+84 24 3555 0186',
      email: 'hanoi@monsoon-dmc.com',
    },
    {
      name: 'Ho Chi Minh City',
      hours: OFFICE_HOURS,
      address: '12th floor, 65 Le Loi Boulevard, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam',
      phone: '+84 28 3555 0274',
      email: 'saigon@monsoon-dmc.com',
    },
    {
      name: 'Siem Reap',
      hours: OFFICE_HOURS,
      address: 'Street 26, Wat Bo Village, Sala Kamreuk, Siem Reap, Cambodia',
      phone: '+855 63 555 018',
      email: 'siemreap@monsoon-dmc.com',
    },
    {
      name: 'Luang Prabang',
      hours: OFFICE_HOURS,
      address: 'Sakkaline Road, Ban Xieng Mouane, Luang Prabang, Lao PDR',
      phone: '+856 71 555 042',
      email: 'luangprabang@monsoon-dmc.com',
    },
    {
      name: 'Yangon',
      hours: OFFICE_HOURS,
      address: '3rd floor, 142 Bo Aung Kyaw Street, Kyauktada Township, Yangon, Myanmar',
      phone: '+95 1 555 0136',
      email: 'yangon@monsoon-dmc.com',
    },
  ],
  formTitle: 'Send us a message',
  formIntro: 'Tell us who you are and how we can help. A member of the team replies within one working day.',
  successMessage: 'Thank you. Your message has reached our team, and we will reply within one working day.',
}

export const GET_IN_TOUCH: TPageHeadCopy & TFormCopy & { reasons: readonly TCardCopy[] } = {
  title: 'Get in touch',
  subtitle: 'Planning a tailor-made journey, a group or an incentive? Tell us about it.',
  image: HEROES.getInTouch,
  intro: [
    'Send us your brief, however rough, and a travel designer who knows the destination will reply within one working day with ideas, questions and a first price.',
  ],
  reasons: [
    {
      title: 'A tailor-made journey',
      text: 'Dates, interests and budget are all we need to send a day-by-day proposal with hotel options and a net price.',
      url: EDITORIAL_PATHS.travelInspirations,
      image: OUR_PRODUCTS.slides[0].image,
    },
    {
      title: 'A group or an incentive',
      text: 'From ten guests to six hundred: venues, gala dinners, activities and staff on site, planned by our groups team in Bangkok.',
      url: slidePath('ourProducts', 4),
      image: OUR_PRODUCTS.slides[4].image,
    },
    {
      title: 'A partnership',
      text: 'New to Monsoon? Ask for our contracting terms, a meeting with the sales manager for your market or a place on a fam trip.',
      url: EDITORIAL_PATHS.collaborate,
      image: OUR_SERVICES.slides[0].image,
    },
  ],
  formTitle: 'Tell us about your project',
  formIntro: 'The more you tell us about your clients, dates and budget, the more useful our first reply will be.',
  successMessage: 'Thank you for your request. A travel designer will be in touch within one working day.',
}

export type TStepCopy = { kind: 'image'; title: string; image: TArt } | { kind: 'text'; title: string; text: string }

export const COLLABORATE: { title: string; steps: readonly TStepCopy[] } = {
  title: 'Collaborate with us',
  steps: [
    {
      kind: 'image',
      title: 'Welcome to Monsoon',
      image: hero('collaborate-welcome', {
        motif: 'karst',
        palette: 'sunrise',
        alt: 'A junk with red sails among limestone towers on a glowing sea at sunrise',
      }),
    },
    {
      kind: 'text',
      title: 'Register your agency',
      text: 'Fill in the registration form with your agency details and the destinations you sell. We reply within two working days, introduce your sales manager and open your access to the agent vault.',
    },
    {
      kind: 'image',
      title: 'Meet your sales manager',
      image: hero('collaborate-sales-manager', {
        motif: 'river',
        palette: 'paddy',
        alt: 'A green river valley with a long-tail boat and a golden stupa on the hill',
      }),
    },
    {
      kind: 'text',
      title: 'Design and price together',
      text: 'Send us a brief or build the itinerary yourself in the vault, priced in your currency with your markup. Our travel designers refine it with you until it is ready to sell.',
    },
    {
      kind: 'image',
      title: 'On the ground with our teams',
      image: hero('collaborate-on-the-ground', {
        motif: 'angkor',
        palette: 'saffron',
        alt: 'The towers of Angkor Wat in golden light, reflected in the moat',
      }),
    },
    {
      kind: 'text',
      title: 'Grow with us',
      text: 'Join a fam trip, book a webinar for your sales team and use our images and itineraries in your own brochures. Your sales manager visits you at least once a year.',
    },
    {
      kind: 'image',
      title: 'Your partner in the Mekong region',
      image: hero('collaborate-partner', {
        motif: 'bagan',
        palette: 'lavender',
        alt: 'Balloons rising over the temple plain of Bagan in a lilac dawn',
      }),
    },
  ],
}

type TLandingCopy = TPageHeadCopy & { cards: readonly TCardCopy[] }

export const OUR_PORTFOLIO: TLandingCopy = {
  title: 'Our portfolio',
  subtitle: 'Everything we offer the travel trade in Thailand, Vietnam, Cambodia, Laos and Myanmar.',
  image: HEROES.ourPortfolio,
  intro: [
    'From a single airport transfer to a three-week journey across five countries, every service we sell is one we contract and operate ourselves. Start with our products and services, or browse the journeys in our travel portfolio.',
  ],
  cards: [
    {
      title: 'Our products',
      text: 'Tailor-made and overland journeys, day programs, hotels and incentives.',
      url: EDITORIAL_PATHS.ourProducts,
      image: OUR_PRODUCTS.slides[0].image,
    },
    {
      title: 'Our services',
      text: 'Reservations, guiding, 24-hour assistance, visas and the agent vault.',
      url: EDITORIAL_PATHS.ourServices,
      image: OUR_SERVICES.slides[1].image,
    },
    {
      title: 'Travel portfolio',
      text: 'Overland journeys, day programs, concierge experiences and sample itineraries.',
      url: EDITORIAL_PATHS.travelPortfolio,
      image: HEROES.travelPortfolio,
    },
    {
      title: 'Expedition cruise line',
      text: 'Small-ship voyages on the Mekong and the Irrawaddy.',
      url: EDITORIAL_PATHS.expeditionCruiseLine,
      image: HEROES.expeditionCruiseLine,
    },
  ],
}

export const TRAVEL_PORTFOLIO: TLandingCopy = {
  title: 'Travel portfolio',
  subtitle: 'Journeys, day programs and experiences, ready to sell or to tailor for your clients.',
  image: HEROES.travelPortfolio,
  intro: [
    'Everything in our travel portfolio is designed by our own teams and operated with our own guides. Use the journeys as they are, or as a starting point: our travel designers will adapt any of them to your clients’ dates, interests and budget.',
  ],
  cards: [
    {
      title: 'Overland journeys',
      text: 'Cross borders by road and river on routes we operate every week.',
      url: EDITORIAL_PATHS.overlandJourneys,
      image: OVERLAND_JOURNEYS[1].image,
    },
    {
      title: 'Day programs',
      text: 'Half-day, full-day and overnight tours with our own guides in every destination.',
      url: EDITORIAL_PATHS.dayPrograms,
      image: OUR_PRODUCTS.slides[2].image,
    },
    {
      title: 'Concierge collection',
      text: 'Private dining, exclusive access and hand-picked experiences for discerning clients.',
      url: EDITORIAL_PATHS.conciergeList,
      image: CONCIERGE_CATEGORIES[0].image,
    },
    {
      title: 'Travel inspirations',
      text: 'Sample itineraries to share with your clients and adapt to their budgets.',
      url: EDITORIAL_PATHS.travelInspirations,
      image: TRAVEL_INSPIRATIONS[0].image,
    },
    {
      title: `Introducing: ${INTRODUCINGS[1].title}`,
      text: INTRODUCINGS[1].subtitle,
      url: detailPath('introducing', INTRODUCINGS[1].slug),
      image: INTRODUCINGS[1].image,
    },
  ],
}

/** Siam in style's hero, also its card on the marketplace. */
const SIAM_IN_STYLE_IMAGE = hero('page-siam-in-style', {
  motif: 'chedi',
  palette: 'saffron',
  alt: 'Golden temple chedis and palms against a warm evening sky over the old capital',
})

/** Every section of the marketplace (spec §2 Marketplace sub-routes), each a card of its own. */
export const MARKETPLACE: TLandingCopy = {
  title: 'Marketplace',
  subtitle: 'Tools, information and experiences for the agents who sell the Mekong region.',
  image: HEROES.marketplace,
  intro: [
    'The marketplace gathers what our partners use every day: the journal, webinars and films to keep up with the region, our restaurant brands and hotel picks to enrich an itinerary, practical information to brief clients, our fam trips and the agent vault for booking.',
  ],
  cards: [
    {
      title: 'The journal',
      text: 'Stories, news and practical advice from our teams on the ground, by category and country.',
      url: EDITORIAL_PATHS.theJournal,
      image: JOURNAL_LIST_HEADS.journal.image,
    },
    {
      title: 'Webinars',
      text: 'Live training with our destination experts, and recordings of past sessions to watch any time.',
      url: EDITORIAL_PATHS.webinars,
      image: JOURNAL_LIST_HEADS.webinars.image,
    },
    {
      title: 'Video platform',
      text: 'Films of destinations, hotels and river voyages to share with your clients.',
      url: EDITORIAL_PATHS.videoPlatform,
      image: VIDEO_LIST_HEADS.videos.image,
    },
    {
      title: 'Monsoon TV',
      text: 'Our channel: new films from the region every month, for your sales team and your clients.',
      url: EDITORIAL_PATHS.monsoonTv,
      image: VIDEO_LIST_HEADS.tv.image,
    },
    {
      title: 'AXS',
      text: 'Our chef-led dining rooms in Bangkok, Hanoi and Hoi An, with tables held for Monsoon guests.',
      url: EDITORIAL_PATHS.axs,
      image: RESTAURANT_ART.axsCover,
    },
    {
      title: 'AXS Private',
      text: 'Private rooms, chef’s tables and whole-venue evenings for 6 to 60 guests, with a menu written for the group.',
      url: EDITORIAL_PATHS.axsPrivate,
      image: RESTAURANT_ART.axsPrivateCover,
    },
    {
      title: 'Wild Rice',
      text: 'The home cooking of Cambodia and Laos in eight kitchens, by country and area, with the menu.',
      url: EDITORIAL_PATHS.wildRice,
      image: RESTAURANT_ART.wildRiceCover,
    },
    {
      title: 'Beyond',
      text: 'Journeys past the guidebook: small, seasonal places hosted by the people who live there.',
      url: EDITORIAL_PATHS.beyond,
      image: BEYOND_PAGE.coverImage,
    },
    {
      title: 'Siam in style',
      text: 'Thailand at its finest, for clients who expect every detail to be right.',
      url: EDITORIAL_PATHS.siamInStyle,
      image: SIAM_IN_STYLE_IMAGE,
    },
    {
      title: 'Lay your head down',
      text: 'The hotels our product managers go back to, and why we recommend them to your clients.',
      url: EDITORIAL_PATHS.layYourHeadDown,
      image: JOURNAL_LIST_HEADS.layYourHeadDown.image,
    },
    {
      title: 'Concierge collection',
      text: 'Add private experiences to any itinerary, by country and category.',
      url: EDITORIAL_PATHS.marketplaceConcierge,
      image: CONCIERGE_CATEGORIES[1].image,
    },
    {
      title: 'Country information',
      text: 'Visas, climate, currency and the best time to travel in each destination.',
      url: EDITORIAL_PATHS.countryInformation,
      image: LANDSCAPES.la,
    },
    {
      title: 'Fam trips',
      text: 'Hosted familiarisation trips in all five countries: dates and itineraries for 2027.',
      url: EDITORIAL_PATHS.famTrips,
      image: LANDSCAPES.kh,
    },
    {
      title: 'Agent vault',
      text: 'Build, price and send booking requests in your own currency.',
      url: '/marketplace/b2b-agent-vault',
      image: OUR_SERVICES.slides[4].image,
    },
  ],
}

export const PRESS_ROOM: TLandingCopy = {
  title: 'Press room',
  subtitle: 'Company facts, people and policies of Monsoon Destination Management.',
  image: HEROES.pressRoom,
  intro: [
    'Journalists and partners will find here who we are, how we work and the people who lead the company. For interviews and images, write to the sales team in Bangkok.',
  ],
  cards: [
    {
      title: 'About us',
      text: 'More than twenty years as a ground partner to the travel trade.',
      url: EDITORIAL_PATHS.aboutUs,
      image: HEROES.aboutUs,
    },
    {
      title: 'Our values',
      text: 'The commitments we ask every member of our team to keep.',
      url: EDITORIAL_PATHS.ourValues,
      image: HEROES.ourValues,
    },
    {
      title: 'Meet the team',
      text: 'The people who look after your clients, office by office.',
      url: EDITORIAL_PATHS.meetTheTeam,
      image: LANDSCAPES.vn,
    },
    {
      title: 'Executive profiles',
      text: 'The founders and directors of Monsoon.',
      url: EDITORIAL_PATHS.executiveProfile,
      image: HEROES.corporateProfile,
    },
    {
      title: 'Corporate profile',
      text: 'Licences, memberships, markets and sustainability.',
      url: EDITORIAL_PATHS.corporateProfile,
      image: HEROES.corporateProfile,
    },
    {
      title: 'Points of difference',
      text: 'Why agents choose Monsoon, and stay with us.',
      url: EDITORIAL_PATHS.pointsOfDifference,
      image: HEROES.pointsOfDifference,
    },
    {
      title: 'Sales network',
      text: 'The sales manager for your market.',
      url: EDITORIAL_PATHS.salesNetwork,
      image: HEROES.salesNetwork,
    },
    {
      title: 'Multi-country travel',
      text: 'Five countries, one contract.',
      url: EDITORIAL_PATHS.multiCountry,
      image: HEROES.multiCountry,
    },
    {
      title: 'FAQ',
      text: 'Answers to the questions agents ask us most.',
      url: EDITORIAL_PATHS.faq,
      image: LANDSCAPES.th,
    },
  ],
}

export const EXPEDITION_CRUISE_LINE: TPageHeadCopy & {
  facts: readonly TFactCopy[]
  sections: readonly TSectionCopy[]
  voyages: readonly TCardCopy[]
} = {
  title: 'Expedition cruise line',
  subtitle: 'Small ships on the great rivers of Southeast Asia, with shore excursions led by Monsoon guides.',
  image: HEROES.expeditionCruiseLine,
  intro: [
    'Our two river ships, the RV Lotus Dawn on the Mekong and the RV Irrawaddy Star in Myanmar, carry no more than 28 guests each. They reach villages and temples that larger ships pass by, and every excursion is led by our own guides.',
  ],
  facts: [
    { value: '2', label: 'River ships' },
    { value: '28', label: 'Guests at most per ship' },
    { value: '1:4', label: 'Crew to guests' },
    { value: '3', label: 'Itineraries' },
  ],
  sections: [
    {
      title: 'Life on board',
      text: [
        'Fourteen cabins on each ship, all with river views, private bathrooms and air conditioning. Meals are served at one sitting and feature the food of the regions the ship passes through.',
      ],
    },
    {
      title: 'Ashore with our guides',
      text: [
        'Excursions every day by small boat, bicycle or on foot, to markets, monasteries, workshops and villages, with guides from our own offices.',
      ],
    },
    {
      title: 'For agents',
      text: [
        'Cabins are sold at net trade rates through your sales manager, and voyages combine easily with our land journeys before and after. Charters of the whole ship are available for groups.',
      ],
    },
  ],
  voyages: [
    {
      title: 'Lower Mekong: Siem Reap to Ho Chi Minh City',
      text: 'Eight days from the Tonle Sap lake to the Mekong Delta, via Phnom Penh and the border at Vinh Xuong. August to April.',
      url: EDITORIAL_PATHS.contact,
      image: photo('voyage-lower-mekong', {
        motif: 'river',
        palette: 'sunrise',
        alt: 'A wide river at sunrise, a boat travelling downstream between low green banks',
      }),
    },
    {
      title: 'Upper Mekong: Luang Prabang to Vientiane',
      text: 'Six days on the quiet reaches of the Mekong in Laos, past villages and forest. October to March.',
      url: EDITORIAL_PATHS.contact,
      image: photo('voyage-upper-mekong', {
        motif: 'river',
        palette: 'jade',
        alt: 'A green river winding between steep forested hills, a stupa on one crest',
      }),
    },
    {
      title: 'Irrawaddy: Bagan to Mandalay',
      text: 'Five days from the temple plain of Bagan to the royal city of Mandalay, with a day at the pottery village of Yandabo. Subject to current conditions in Myanmar.',
      url: EDITORIAL_PATHS.contact,
      image: photo('voyage-irrawaddy', {
        motif: 'bagan',
        palette: 'saffron',
        alt: 'Stupas along a river plain in golden morning light, balloons in the sky',
      }),
    },
  ],
}

export type TListHeadCopy = { title: string; subtitle: string; image?: TArt }

/** The headings of the list pages, keyed like the fields of the list-pages global. */
export const LIST_PAGE_HEADS = {
  faq: {
    title: 'Frequently asked questions',
    subtitle:
      'Answers for travel agents on registration, booking, payments, cancellations, visas and travelling with Monsoon.',
    image: LANDSCAPES.th,
  },
  team: {
    title: 'Meet the team',
    subtitle:
      'The sales managers, travel designers and operations staff who look after your clients across the region.',
    image: HEROES.aboutUs,
  },
  executives: {
    title: 'Executive profiles',
    subtitle: 'The founders and directors who lead Monsoon.',
    image: HEROES.corporateProfile,
  },
  inspirations: {
    title: 'Travel inspirations',
    subtitle: 'Sample itineraries to share with your clients, adapt to their budgets and book through Monsoon.',
    image: TRAVEL_INSPIRATIONS[1].image,
  },
  overlandJourneys: {
    title: 'Overland journeys',
    subtitle: 'Road and river journeys across borders, with our guides meeting your clients on both sides.',
    image: OVERLAND_JOURNEYS[0].image,
  },
  dayPrograms: {
    title: 'Day programs',
    subtitle: 'Half-day, full-day and overnight tours led by our own guides in all five countries.',
    image: OUR_PRODUCTS.slides[2].image,
  },
  concierge: {
    title: 'Concierge collection',
    subtitle: 'Private experiences chosen by our teams for clients who want something out of the ordinary.',
    image: CONCIERGE_CATEGORIES[0].image,
  },
  famTrips: {
    title: 'Fam trips',
    subtitle: 'Hosted familiarisation trips for travel agents: see the hotels and experiences before you sell them.',
    image: LANDSCAPES.kh,
  },
  countryInformation: {
    title: 'Country information',
    subtitle: 'Practical facts for briefing your clients: visas, climate, currency and the best time to travel.',
    image: LANDSCAPES.la,
  },
} as const satisfies Record<string, TListHeadCopy>

/** Siam in style (spec §2 /marketplace/siam-in-style): Thailand at its finest, for the luxury trade. */
export const SIAM_IN_STYLE: TPageHeadCopy & {
  facts: readonly TFactCopy[]
  sections: readonly TSectionCopy[]
  cards: readonly TCardCopy[]
} = {
  title: 'Siam in style',
  subtitle: 'Thailand at its finest, for clients who expect every detail to be right: private, unhurried and personal.',
  image: SIAM_IN_STYLE_IMAGE,
  intro: [
    'Siam in style is our collection for the luxury trade in Thailand: the hotels our product managers return to, guides chosen for the guest rather than the season, and days that move at the client’s pace. Every element is bookable through your sales manager and can be combined with any of our journeys.',
  ],
  facts: [
    { value: '24 h', label: 'Duty manager on call' },
    { value: '1:2', label: 'Guide to guests at most' },
    { value: '12', label: 'Hotels in the collection' },
    { value: '5', label: 'Regions of Thailand' },
  ],
  sections: [
    {
      title: 'Arrivals that set the tone',
      text: [
        'A fast-track service through immigration at Suvarnabhumi, a chauffeur who knows the client’s name and a first evening on the river rather than in traffic. We plan the first day around the flight, not the other way round.',
      ],
      image: LANDSCAPES.th,
    },
    {
      title: 'Guides for the guest',
      text: [
        'Our senior guides include an art historian in Bangkok, a former monk in Chiang Mai and a marine biologist in the Andaman. We match them to the client’s interests when the booking is made and brief them on every preference.',
      ],
    },
    {
      title: 'Time to do nothing',
      text: [
        'Luxury in Thailand is also space: a morning with no programme, a private long-tail boat kept waiting, a villa with its own pool. We leave room in every itinerary and fill it only when the client asks.',
      ],
    },
  ],
  cards: [
    {
      title: 'Bangkok canals by long-tail boat',
      text: 'The Thonburi canals at first light with a private boat and guide, ending with breakfast by the river.',
      url: detailPath('dayProgram', 'bangkok-canals-by-long-tail-boat'),
    },
    {
      title: 'Doi Suthep at sunrise',
      text: 'The temple above Chiang Mai before the crowds, with the monks’ morning chanting and the city below.',
      url: detailPath('dayProgram', 'doi-suthep-at-sunrise'),
    },
    {
      title: 'Our favourite hotels',
      text: 'Riverside villas in Bangkok, a Lanna residence in Chiang Mai and cliff-top pool villas in Krabi.',
      url: EDITORIAL_PATHS.layYourHeadDown,
    },
  ],
}
