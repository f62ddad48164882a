/**
 * JSON-LD for search engines (issue #7): Organization on the home page, FAQPage on the FAQs,
 * TouristTrip on journeys and day programs. Pure: the pages pass their content and the site origin.
 */

type TJsonLd = Record<string, unknown>

const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`

export function organizationJsonLd(args: {
  origin: string
  name: string
  logo?: string
  email?: string
  phone?: string
  sameAs?: readonly string[]
}): TJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: args.name,
    url: absolute(args.origin, '/'),
    ...(args.logo ? { logo: absolute(args.origin, args.logo) } : {}),
    ...(args.email ? { email: args.email } : {}),
    ...(args.phone ? { telephone: args.phone } : {}),
    ...(args.sameAs?.length ? { sameAs: [...args.sameAs] } : {}),
  }
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): TJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function touristTripJsonLd(args: {
  origin: string
  path: string
  name: string
  description: string
  image?: string
  /** The stops or days, in order. */
  itinerary: readonly { name: string; description?: string }[]
  provider: string
}): TJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: args.name,
    description: args.description,
    url: absolute(args.origin, args.path),
    ...(args.image ? { image: absolute(args.origin, args.image) } : {}),
    provider: { '@type': 'Organization', name: args.provider },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: args.itinerary.length,
      itemListElement: args.itinerary.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'TouristAttraction',
          name: stop.name,
          ...(stop.description ? { description: stop.description } : {}),
        },
      })),
    },
  }
}

/** A journal entry: `BlogPosting` for posts, `Article` for the other kinds (issue 16). */
export function articleJsonLd(args: {
  origin: string
  path: string
  type: 'Article' | 'BlogPosting'
  headline: string
  description: string
  image?: string
  datePublished: string
  dateModified?: string | null
  author?: string | null
  publisher: string
  keywords?: readonly string[]
}): TJsonLd {
  const url = absolute(args.origin, args.path)
  return {
    '@context': 'https://schema.org',
    '@type': args.type,
    headline: args.headline.slice(0, 110),
    description: args.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(args.image ? { image: [absolute(args.origin, args.image)] } : {}),
    datePublished: args.datePublished,
    dateModified: args.dateModified ?? args.datePublished,
    author: args.author ? { '@type': 'Person', name: args.author } : { '@type': 'Organization', name: args.publisher },
    publisher: { '@type': 'Organization', name: args.publisher, url: absolute(args.origin, '/') },
    ...(args.keywords?.length ? { keywords: args.keywords.join(', ') } : {}),
  }
}

/** A webinar: an online event, with where to register while it is to come (issue 16). */
export function eventJsonLd(args: {
  origin: string
  path: string
  name: string
  description: string
  startDate: string
  endDate: string
  image?: string
  performer: string
  organizer: string
  /** Where attendees register (the offer's URL) or watch; the page when neither. */
  url?: string | null
  isUpcoming: boolean
}): TJsonLd {
  const page = absolute(args.origin, args.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: args.name,
    description: args.description,
    startDate: args.startDate,
    endDate: args.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: args.url ?? page },
    ...(args.image ? { image: [absolute(args.origin, args.image)] } : {}),
    performer: { '@type': 'Person', name: args.performer },
    organizer: { '@type': 'Organization', name: args.organizer, url: absolute(args.origin, '/') },
    ...(args.isUpcoming && args.url
      ? {
          offers: {
            '@type': 'Offer',
            url: args.url,
            price: 0,
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  }
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<` is escaped so no content can
 * close the script element.
 */
export function jsonLdScript(data: TJsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
