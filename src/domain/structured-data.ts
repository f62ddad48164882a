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

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<` is escaped so no content can
 * close the script element.
 */
export function jsonLdScript(data: TJsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
