/**
 * The demo copy: nations, site settings, home page, footer, page metas and the registration
 * e-mail templates. Plain data only, so tests can check it without a database.
 */
import type { TSceneRequest } from './images'

export const COMPANY = {
  name: 'Monsoon Destination Management Co., Ltd.',
  phone: '+66 2 123 4567',
  email: 'sales@monsoon-dmc.com',
} as const

export type TNation = {
  code: string
  fullName: string
  scene: Pick<TSceneRequest, 'motif' | 'palette' | 'alt'>
}

/** In menu and selector order. */
export const NATIONS: readonly TNation[] = [
  {
    code: 'th',
    fullName: 'Thailand',
    scene: {
      motif: 'chedi',
      palette: 'saffron',
      alt: 'Temple chedis and coconut palms in the golden light of a Thai evening',
    },
  },
  {
    code: 'vn',
    fullName: 'Vietnam',
    scene: { motif: 'karst', palette: 'jade', alt: 'A red-sailed junk among the limestone islands of Ha Long Bay' },
  },
  {
    code: 'kh',
    fullName: 'Cambodia',
    scene: {
      motif: 'angkor',
      palette: 'sunrise',
      alt: 'Sunrise behind the five towers of Angkor Wat, reflected in the moat',
    },
  },
  {
    code: 'la',
    fullName: 'Laos',
    scene: {
      motif: 'river',
      palette: 'paddy',
      alt: 'A long-tail boat on the Mekong below a golden that in the hills of Laos',
    },
  },
  {
    code: 'mm',
    fullName: 'Myanmar',
    scene: { motif: 'bagan', palette: 'lavender', alt: 'Hot-air balloons rising over the stupas of Bagan at dawn' },
  },
]

export const SITE_SETTINGS = {
  phone: COMPANY.phone,
  email: COMPANY.email,
  textMenuModal:
    'Monsoon is a destination management company working only with the travel trade, with our own offices and ground teams in Thailand, Vietnam, Cambodia, Laos and Myanmar. We design, contract and operate every journey ourselves, so your clients travel with one partner across the whole Mekong region.',
  socialMedia: [
    { icon: 'facebook', link: 'https://www.facebook.com/monsoondmc' },
    { icon: 'instagram', link: 'https://www.instagram.com/monsoondmc' },
    { icon: 'linkedin', link: 'https://www.linkedin.com/company/monsoon-dmc' },
    { icon: 'youtube', link: 'https://www.youtube.com/@monsoondmc' },
  ],
  copyRight: `© 2026 ${COMPANY.name} All rights reserved.`,
  textFooter: 'Licensed by the Tourism Authority of Thailand, TAT licence no. 11/09999.',
  invoicing: {
    legalName: COMPANY.name,
    taxId: '0105561234567',
    address: '88 Sukhumvit Soi 31, Khlong Toei Nuea, Watthana, Bangkok 10110, Thailand',
    bankDetails:
      'Bangkok Bank Public Company Limited, Silom Branch\nAccount holder: Monsoon Destination Management Co., Ltd.\nAccount (EUR): 101-3-45678-9\nSWIFT/BIC: BKKBTHBK',
    note: 'Please quote the invoice number with your transfer. Bank charges are for the remitter.',
  },
} as const

export const HOME_PAGE = {
  heroTitle: 'Your ground partner across the Mekong region',
  heroSubtitle:
    'Tailor-made journeys through Thailand, Vietnam, Cambodia, Laos and Myanmar, designed and operated by our own teams for travel agents and tour operators.',
  introTitle: 'A destination management company built for the travel trade',
  introText: [
    'For more than twenty years Monsoon has looked after the clients of travel agents, tour operators and incentive planners across mainland Southeast Asia. We never sell to travellers directly: every itinerary we build carries your brand, your pricing and your relationship with the client.',
    'Our offices in Bangkok, Hanoi, Ho Chi Minh City, Siem Reap, Luang Prabang and Yangon employ the guides, drivers and operations staff who run your programs. That is how we can promise one contract, one set of service standards and one emergency line from the Andaman coast to the Red River Delta.',
    'Registered partners work in the agent vault: search our catalogue of day programs, hotels, transfers and visa services, build a day-by-day itinerary, price it in your own currency with your market markup and send the request to our reservations team in minutes.',
  ].join('\n\n'),
  highlights: [
    {
      title: 'Overland journeys',
      text: 'Cross borders by road and river, from Bangkok to Siem Reap or Luang Prabang to Hanoi, on multi-country routes we price and operate end to end.',
      url: '/travel-portfolio/overland-journeys',
      scene: { motif: 'terraces', palette: 'saffron', alt: 'Layered hillside terraces in warm evening light' },
    },
    {
      title: 'The agent vault',
      text: 'Build itineraries from our live catalogue of day programs, hotels and transfers, priced in your currency with your market markup.',
      url: '/marketplace/b2b-agent-vault',
      scene: { motif: 'coast', palette: 'jade', alt: 'Limestone islets and a long-tail boat on a calm green sea' },
    },
    {
      title: 'Familiarisation trips',
      text: 'Join a hosted fam trip in Thailand or Cambodia to inspect hotels, meet our guides and experience the product before you sell it.',
      url: '/dp/fam-trips',
      scene: { motif: 'chedi', palette: 'sunrise', alt: 'Temple chedis and palms silhouetted against a sunrise sky' },
    },
  ],
} as const satisfies {
  highlights: ReadonlyArray<{
    title: string
    text: string
    url: string
    scene: Pick<TSceneRequest, 'motif' | 'palette' | 'alt'>
  }>
  [key: string]: unknown
}

export type TFooterColumn = {
  title: string
  listItems: ReadonlyArray<{ url: string; fullName: string; shortName?: string }>
}

export const FOOTER_COLUMNS: readonly TFooterColumn[] = [
  {
    title: 'DESTINATIONS',
    listItems: NATIONS.map((nation) => ({
      url: `/dp/fam-trips/${nation.fullName.toLowerCase()}`,
      fullName: nation.fullName,
    })),
  },
  {
    title: 'EXPERIENCES',
    listItems: [
      {
        url: '/travel-portfolio/overland-journeys',
        fullName: 'Overland Journeys',
        shortName: 'Multi-day road trips across borders',
      },
      {
        url: '/travel-portfolio/day-programs',
        fullName: 'Day Programs',
        shortName: 'Half- and full-day tours with our own guides',
      },
      {
        url: '/travel-portfolio/concierge-collection',
        fullName: 'Concierge Collection',
        shortName: 'Private experiences, hand-picked by our teams',
      },
      {
        url: '/expedition-cruise-line',
        fullName: 'Expedition Cruises',
        shortName: 'River voyages on the Mekong and the Irrawaddy',
      },
      {
        url: '/travel-inspirations',
        fullName: 'Travel Inspirations',
        shortName: 'Sample itineraries to share with your clients',
      },
    ],
  },
  {
    title: 'COMPANY',
    listItems: [
      { url: '/press-room/about-us', fullName: 'About us' },
      { url: '/press-room/meet-the-team', fullName: 'Meet the team' },
      { url: '/press-room', fullName: 'Press room' },
      { url: '/contact', fullName: 'Contact' },
    ],
  },
  {
    title: 'PARTNERS',
    listItems: [
      { url: '/collaborate-with-us', fullName: 'Collaborate with us' },
      { url: '/marketplace/b2b-agent-vault', fullName: 'Agent vault' },
      { url: '/marketplace/webinars', fullName: 'Webinars' },
    ],
  },
]

export type TPageMeta = { path: string; title: string; description: string }

const famTrip = (nation: string): TPageMeta => ({
  path: `/dp/fam-trips/${nation.toLowerCase()}`,
  title: `Monsoon | ${nation} familiarisation trips`,
  description: `Hosted fam trips in ${nation} for travel agents: inspect hotels, meet our guides and test the programs you sell. See dates and apply with your agency.`,
})

/** Search titles and descriptions (140-160 characters) for every menu route, every fixed editorial page and the login pages. */
export const PAGE_METAS: readonly TPageMeta[] = [
  {
    path: '/',
    title: 'Monsoon | Destination management for the travel trade',
    description:
      'Monsoon designs and operates tailor-made journeys in Thailand, Vietnam, Cambodia, Laos and Myanmar for travel agents, tour operators and incentive planners.',
  },
  {
    path: '/what-defines-us',
    title: 'Monsoon | What defines us',
    description:
      'Local teams, one contract across five countries and a trade-only promise: discover what sets Monsoon apart as a destination management partner in Asia.',
  },
  {
    path: '/press-room',
    title: 'Monsoon | Press room',
    description:
      'News, company facts, executive profiles and media resources from Monsoon, the trade-only destination management company for the Mekong region.',
  },
  {
    path: '/press-room/about-us',
    title: 'Monsoon | About us',
    description:
      'Founded in Bangkok and now operating six offices across mainland Southeast Asia, Monsoon has served the travel trade for more than twenty years.',
  },
  {
    path: '/press-room/our-value',
    title: 'Monsoon | Our values',
    description:
      'Responsibility to our partners, our guests and the communities we travel through: the values that guide how Monsoon designs and runs every journey.',
  },
  {
    path: '/press-room/meet-the-team',
    title: 'Monsoon | Meet the team',
    description:
      'Meet the sales managers, travel designers and operations staff who look after your clients from Bangkok, Hanoi, Siem Reap, Luang Prabang and Yangon.',
  },
  {
    path: '/press-room/executive-profile',
    title: 'Monsoon | Executive profiles',
    description:
      'Biographies of the leadership team at Monsoon Destination Management, with their backgrounds in tour operating, hospitality and travel technology.',
  },
  {
    path: '/press-room/corporate-profile',
    title: 'Monsoon | Corporate profile',
    description:
      'Company facts for partners and press: offices, licences, memberships, sustainability commitments and the markets Monsoon serves across Asia and beyond.',
  },
  {
    path: '/press-room/points-of-difference',
    title: 'Monsoon | Points of difference',
    description:
      'Own guides and vehicles, 24-hour operations, multi-country contracts and trade-only pricing: the practical reasons agents choose Monsoon as their DMC.',
  },
  {
    path: '/press-room/sales-network',
    title: 'Monsoon | Sales network',
    description:
      'Find the Monsoon sales manager for your market, with representatives covering Europe, North America, Australia and Asia for agents and tour operators.',
  },
  {
    path: '/press-room/multi-country-travel',
    title: 'Monsoon | Multi-country travel',
    description:
      'Combine Thailand, Vietnam, Cambodia, Laos and Myanmar in one itinerary with a single contract, seamless border crossings and consistent service.',
  },
  {
    path: '/press-room/faq',
    title: 'Monsoon | Frequently asked questions',
    description:
      'Answers for travel agents on registration, contracting, payment terms, visas, insurance and how to book through the Monsoon agent vault and online tariff.',
  },
  {
    path: '/our-portfolio/our-products',
    title: 'Monsoon | Our products',
    description:
      'Tailor-made and overland journeys, day programs, hotels and incentives in Thailand, Vietnam, Cambodia, Laos and Myanmar, sold only to the travel trade.',
  },
  {
    path: '/our-portfolio/our-services',
    title: 'Monsoon | Our services',
    description:
      'Reservations, our own guides, 24-hour assistance, visas and the agent vault: the services behind every journey Monsoon operates for travel agents.',
  },
  {
    path: '/press-room/our-value-copy',
    title: 'Monsoon | What we stand for',
    description:
      'Partners first, care for every traveller, fair work and respect for the places we visit: the six commitments behind every journey Monsoon designs.',
  },
  {
    path: '/travel-portfolio',
    title: 'Monsoon | Travel portfolio',
    description:
      'Overland journeys, day programs, concierge experiences and cruises across the Mekong region, ready to sell or tailor for your clients and groups.',
  },
  {
    path: '/travel-portfolio/overland-journeys',
    title: 'Monsoon | Overland journeys',
    description:
      'Multi-day road and river journeys across Thailand, Cambodia, Laos, Vietnam and Myanmar, with private guides, border formalities and hotels arranged.',
  },
  {
    path: '/travel-portfolio/day-programs',
    title: 'Monsoon | Day programs',
    description:
      'Half-day and full-day tours led by our own guides, from Bangkok canals and Angkor temples to Hoi An lanterns, priced for the trade in every destination.',
  },
  {
    path: '/travel-portfolio/concierge-collection',
    title: 'Monsoon | Concierge collection',
    description:
      'Private, hand-picked experiences for discerning clients: chef-led market tours, after-hours temple visits, seaplane transfers and exclusive dinners.',
  },
  {
    path: '/travel-inspirations',
    title: 'Monsoon | Travel inspirations',
    description:
      'Sample itineraries and seasonal ideas for the Mekong region that agents can share with clients, adapt to their budgets and book through Monsoon.',
  },
  {
    path: '/our-portfolio',
    title: 'Monsoon | Our portfolio',
    description:
      'An overview of everything Monsoon offers the travel trade: tours, hotels, transfers, cruises, MICE services and visas across five Asian countries.',
  },
  {
    path: '/expedition-cruise-line',
    title: 'Monsoon | Expedition cruise line',
    description:
      'Small-ship expedition cruises on the Mekong and the Irrawaddy, with shore excursions led by Monsoon guides and cabins available at trade rates.',
  },
  {
    path: '/marketplace',
    title: 'Monsoon | Marketplace',
    description:
      'The Monsoon marketplace for agents: the journal, webinars, hotel picks, restaurant partners and country information, plus the agent vault for bookings.',
  },
  {
    path: '/marketplace/the-journal',
    title: 'Monsoon | The journal',
    description:
      'Product news, on-location reports and stories from our destinations, written by the Monsoon team to keep travel agents current on the Mekong region.',
  },
  {
    path: '/marketplace/the-journal/on-location',
    title: 'Monsoon | The journal: on location',
    description:
      'Places, people and experiences our product managers and guides have tried for themselves in Thailand, Vietnam, Cambodia, Laos and Myanmar this year.',
  },
  {
    path: '/marketplace/the-journal/press-room',
    title: 'Monsoon | The journal: press room',
    description:
      'Monsoon in the news: awards, trade fairs, certifications and what the travel press is writing about Thailand, Vietnam, Cambodia, Laos and Myanmar.',
  },
  {
    path: '/marketplace/the-journal/product-news',
    title: 'Monsoon | The journal: product news',
    description:
      'New hotels, day programs, overland routes and tariff changes across Thailand, Vietnam, Cambodia, Laos and Myanmar, as soon as agents can sell them.',
  },
  {
    path: '/marketplace/the-journal/lay-your-head-down',
    title: 'Monsoon | The journal: lay your head down',
    description:
      'The hotels our product managers go back to in Thailand, Vietnam, Cambodia, Laos and Myanmar, and exactly why we recommend them to your clients.',
  },
  {
    path: '/marketplace/the-journal/content-block',
    title: 'Monsoon | The journal’s building blocks: content block',
    description:
      'The text block of a Monsoon journal entry, with its headings, paragraphs and images, shown with the latest story that has a picture in its text.',
  },
  {
    path: '/marketplace/the-journal/feature-page',
    title: 'Monsoon | The journal’s building blocks: feature page',
    description:
      'How the Monsoon journal features one story across the whole width of a page, with its image, date and excerpt, shown here with the newest article.',
  },
  {
    path: '/marketplace/the-journal/latest-posts',
    title: 'Monsoon | The journal’s building blocks: latest posts',
    description:
      'The newest stories of the Monsoon journal, whatever their kind, newest first, as the latest-posts block lists them on the journal and other pages.',
  },
  {
    path: '/marketplace/webinars',
    title: 'Monsoon | Webinars',
    description:
      'Live and recorded destination and product training webinars for travel agents, grouped by theme and country, presented by Monsoon product and sales managers.',
  },
  {
    path: '/marketplace/lay-your-head-down',
    title: 'Monsoon | Lay your head down',
    description:
      'Hotels we know and trust across Thailand, Vietnam, Cambodia, Laos and Myanmar, from riverside boutique stays to beach resorts, inspected by our team.',
  },
  {
    path: '/marketplace/axs',
    title: 'Monsoon | AXS',
    description:
      'AXS, our restaurant partner: discover the concept, the menu and the venues by area, and reserve tables for your clients through the Monsoon team.',
  },
  {
    path: '/marketplace/axs-private',
    title: 'Monsoon | AXS Private',
    description:
      'AXS Private: private rooms, chef’s tables and whole-venue dinners for 6 to 60 guests in Bangkok and Hoi An, with a menu written for the group by the chef.',
  },
  {
    path: '/marketplace/wild-rice',
    title: 'Monsoon | Wild Rice',
    description:
      'Wild Rice brings regional Southeast Asian cooking to the table: browse the menu and venues in each nation and add a memorable dinner to any itinerary.',
  },
  {
    path: '/marketplace/beyond',
    title: 'Monsoon | Beyond',
    description:
      'Beyond is our collection of films, reels and printed stories about the people and places of the Mekong region, free for agents to share with clients.',
  },
  {
    path: '/marketplace/beyond/detail',
    title: 'Monsoon | Beyond: the story',
    description:
      'The story of Beyond: Mergui, Nong Khiaw, Prey Lang, Pu Luong and Nan in pictures and reels, and how each module fits a circuit your clients already know.',
  },
  {
    path: '/marketplace/beyond/detail-page',
    title: 'Monsoon | Beyond: the hard copy',
    description:
      'Download the Beyond agent edition as a PDF: each place by country, how clients get there, seasons, group sizes and what to tell clients before they go.',
  },
  {
    path: '/marketplace/beyond/index0',
    title: 'Monsoon | Beyond: films',
    description:
      'Films from earlier Beyond seasons, from the Moken sea nomads of the Mergui Archipelago to the forest patrols of Prey Lang, to watch and share with clients.',
  },
  {
    path: '/marketplace/siam-in-style',
    title: 'Monsoon | Siam in style',
    description:
      'Siam in style: luxury journeys in Thailand with private guides, boutique hotels and signature experiences, curated by Monsoon for the travel trade.',
  },
  {
    path: '/marketplace/country-information',
    title: 'Monsoon | Country information',
    description:
      'Practical facts for Thailand, Vietnam, Cambodia, Laos and Myanmar: visas, climate, currency, health and etiquette, for agents briefing their clients.',
  },
  {
    path: '/marketplace/concierge-collection',
    title: 'Monsoon | Concierge collection in the marketplace',
    description:
      'Shop the Monsoon concierge collection by country and category, and add private experiences to your itineraries with trade pricing and instant details.',
  },
  {
    path: '/video-platform',
    title: 'Monsoon | Video platform',
    description:
      'Destination films, cruise videos and product clips from Monsoon, ready for travel agents to watch, share on social media and embed in client proposals.',
  },
  {
    path: '/monsoon-tv',
    title: 'Monsoon | Monsoon TV',
    description:
      'Monsoon TV: a new film every month from Thailand, Vietnam, Cambodia, Laos and Myanmar, for travel agents’ sales teams to watch and share with clients.',
  },
  {
    path: '/dp/fam-trips',
    title: 'Monsoon | Familiarisation trips for agents',
    description:
      'Hosted familiarisation trips for travel agents in Thailand and Cambodia: see the hotels and experiences first-hand with Monsoon and sell with confidence.',
  },
  ...NATIONS.map((nation) => famTrip(nation.fullName)),
  {
    path: '/marketplace/b2b-agent-vault',
    title: 'Monsoon | Agent vault',
    description:
      'Registered agents build day-by-day itineraries from the Monsoon catalogue, price them in their own currency and send booking requests in minutes.',
  },
  {
    path: '/b2b/tariff-tour',
    title: 'Monsoon | Online tariff',
    description:
      'The Monsoon online tariff: current trade rates for tours, hotels and transfers in every destination, available to registered agents with online access.',
  },
  {
    path: '/collaborate-with-us',
    title: 'Monsoon | Collaborate with us',
    description:
      'Seven steps to partnering with Monsoon: how we contract, price, support and grow with travel agencies, tour operators and hotels in the Mekong region.',
  },
  {
    path: '/contact',
    title: 'Monsoon | Contact',
    description:
      'Contact Monsoon Destination Management: office addresses, phone numbers and e-mail for sales and reservations in each of our five destination countries.',
  },
  {
    path: '/get-in-touch',
    title: 'Monsoon | Get in touch',
    description:
      'Planning a group, an incentive or a tailor-made journey? Send the Monsoon sales team your request and a travel designer will reply within one working day.',
  },
  {
    path: '/agent-registration',
    title: 'Monsoon | Register your agency',
    description:
      'Register your travel agency with Monsoon for trade rates across Thailand, Vietnam, Cambodia, Laos and Myanmar, and build itineraries in the vault.',
  },
  {
    path: '/login-agent',
    title: 'Monsoon | Agent login',
    description:
      'Sign in to the Monsoon agent area to manage booking requests, build itineraries, keep favourites and price journeys in your own currency and markup.',
  },
  {
    path: '/login',
    title: 'Monsoon | Sign in',
    description:
      'Sign in to your Monsoon account. Travel agents who are not yet registered can apply for access to the agent vault and the online tariff from this page.',
  },
]

/** The fields of an agent registration, as placeholders the e-mail templates fill in. */
const PLACEHOLDERS = [
  '{firstName}',
  '{lastName}',
  '{email}',
  '{agencyName}',
  '{position}',
  '{affiliateAgency}',
  '{agencyType}',
  '{agencyCountry}',
  '{stateProvince}',
  '{city}',
  '{country}',
] as const

/** The registration form's labels, in the order of PLACEHOLDERS, per language. */
const REGISTRATION_LABELS = {
  en: [
    'First name',
    'Last name',
    'E-mail',
    'Agency name',
    'Position',
    'Affiliate agency',
    'Agency type',
    'Agency country',
    'State / province',
    'City',
    'Destinations of interest',
  ],
  de: [
    'Vorname',
    'Nachname',
    'E-Mail',
    'Name der Agentur',
    'Position',
    'Verbundene Agentur',
    'Art der Agentur',
    'Land der Agentur',
    'Bundesland / Provinz',
    'Stadt',
    'Gewünschte Reiseziele',
  ],
  fr: [
    'Prénom',
    'Nom',
    'E-mail',
    'Nom de l’agence',
    'Fonction',
    'Agence affiliée',
    'Type d’agence',
    'Pays de l’agence',
    'État / province',
    'Ville',
    'Destinations souhaitées',
  ],
} as const

const detailsTable = (lang: keyof typeof REGISTRATION_LABELS = 'en') =>
  `<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px">\n${PLACEHOLDERS.map(
    (value, index) => [REGISTRATION_LABELS[lang][index], value] as const,
  )
    .map(
      ([label, value]) =>
        `  <tr><td style="color:#6b6b6b;border-bottom:1px solid #eee">${label}</td><td style="border-bottom:1px solid #eee">${value}</td></tr>`,
    )
    .join('\n')}\n</table>`

const emailFrame = (body: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:600px">\n${body}\n</div>`

export const REGISTER_TEMPLATES = [
  {
    types: 'Client',
    subject: 'Thank you for registering with Monsoon, {firstName}',
    content: emailFrame(`<p>Dear {firstName} {lastName},</p>
<p>Thank you for registering {agencyName} with Monsoon Destination Management. Our sales team will review your application and reply to {email} within two working days.</p>
<p>These are the details you sent us:</p>
${detailsTable()}
<p>Once your account is approved you will receive your login for the agent vault, where you can build itineraries, price them in your own currency and send booking requests directly to our reservations team.</p>
<p>Warm regards,<br>The Monsoon sales team<br>${COMPANY.email} &middot; ${COMPANY.phone}</p>`),
  },
  {
    types: 'Staff',
    subject: 'New agent registration: {agencyName} ({agencyCountry})',
    content: emailFrame(`<p>A new travel agent has registered on the website and is waiting for approval.</p>
${detailsTable()}
<p>Please check the agency, assign a sales manager and create the agent account in the back office. The applicant has been sent an acknowledgement at {email}.</p>`),
  },
] as const satisfies ReadonlyArray<{ types: 'Client' | 'Staff'; subject: string; content: string }>

/**
 * The applicant's acknowledgement in German and French (issue 58), and the staff's notice, which
 * is sent in English but translated like every document, so the translation queue starts empty.
 */
export const CLIENT_TEMPLATE_TRANSLATIONS = {
  de: {
    subject: 'Vielen Dank für Ihre Registrierung bei Monsoon, {firstName}',
    content: emailFrame(`<p>Guten Tag {firstName} {lastName},</p>
<p>vielen Dank, dass Sie {agencyName} bei Monsoon Destination Management registriert haben. Unser Vertriebsteam prüft Ihre Anfrage und antwortet Ihnen innerhalb von zwei Werktagen an {email}.</p>
<p>Diese Angaben haben Sie uns gesendet:</p>
${detailsTable('de')}
<p>Sobald Ihr Konto freigeschaltet ist, erhalten Sie Ihre Zugangsdaten für den Agent Vault. Dort stellen Sie Reiseverläufe zusammen, kalkulieren sie in Ihrer eigenen Währung und senden Buchungsanfragen direkt an unser Reservierungsteam.</p>
<p>Herzliche Grüße<br>Ihr Monsoon-Vertriebsteam<br>${COMPANY.email} &middot; ${COMPANY.phone}</p>`),
  },
  fr: {
    subject: 'Merci de votre inscription chez Monsoon, {firstName}',
    content: emailFrame(`<p>Bonjour {firstName} {lastName},</p>
<p>Merci d’avoir inscrit {agencyName} auprès de Monsoon Destination Management. Notre équipe commerciale étudie votre demande et vous répondra à {email} sous deux jours ouvrés.</p>
<p>Voici les informations que vous nous avez transmises&nbsp;:</p>
${detailsTable('fr')}
<p>Dès que votre compte sera validé, vous recevrez vos identifiants pour l’agent vault, où vous pourrez composer vos itinéraires, les chiffrer dans votre devise et envoyer vos demandes de réservation directement à notre équipe de réservation.</p>
<p>Bien cordialement,<br>L’équipe commerciale Monsoon<br>${COMPANY.email} &middot; ${COMPANY.phone}</p>`),
  },
} as const

export const STAFF_TEMPLATE_TRANSLATIONS = {
  de: {
    subject: 'Neue Agenturregistrierung: {agencyName} ({agencyCountry})',
    content: emailFrame(`<p>Eine neue Reiseagentur hat sich auf der Website registriert und wartet auf Freigabe.</p>
${detailsTable('de')}
<p>Bitte prüfen Sie die Agentur, weisen Sie einen Sales Manager zu und legen Sie im Backoffice das Agentenkonto an. Die Bestätigung an die Antragstellerin oder den Antragsteller ging an {email}.</p>`),
  },
  fr: {
    subject: 'Nouvelle inscription d’agence\u00a0: {agencyName} ({agencyCountry})',
    content: emailFrame(`<p>Une nouvelle agence de voyages s’est inscrite sur le site et attend sa validation.</p>
${detailsTable('fr')}
<p>Merci de vérifier l’agence, de lui attribuer un responsable commercial et de créer le compte agent dans le back-office. Un accusé de réception a été envoyé au demandeur à {email}.</p>`),
  },
} as const
