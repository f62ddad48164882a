import { describe, expect, it } from 'vitest'
import { faqPageJsonLd, jsonLdScript, organizationJsonLd, touristTripJsonLd } from './structured-data'

describe('JSON-LD', () => {
  it('describes the organisation with absolute URLs', () => {
    expect(
      organizationJsonLd({
        origin: 'https://monsoon.example/',
        name: 'Monsoon',
        logo: '/media/logo.png',
        phone: '+66 2 123 4567',
        sameAs: ['https://www.facebook.com/monsoondmc'],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Monsoon',
      url: 'https://monsoon.example/',
      logo: 'https://monsoon.example/media/logo.png',
      telephone: '+66 2 123 4567',
      sameAs: ['https://www.facebook.com/monsoondmc'],
    })
  })

  it('lists each question with its accepted answer', () => {
    expect(faqPageJsonLd([{ question: 'Do you need a visa?', answer: 'It depends on the passport.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you need a visa?',
          acceptedAnswer: { '@type': 'Answer', text: 'It depends on the passport.' },
        },
      ],
    })
  })

  it('numbers the stops of a trip from 1', () => {
    const trip = touristTripJsonLd({
      origin: 'https://monsoon.example',
      path: '/travel-portfolio/overland-journeys/mekong',
      name: 'Down the Mekong',
      description: 'Ten days from Luang Prabang to Saigon',
      image: 'https://cdn.example/m.jpg',
      itinerary: [{ name: 'Luang Prabang' }, { name: 'Siem Reap', description: 'Angkor at dawn' }],
      provider: 'Monsoon',
    }) as { url: string; image: string; itinerary: { numberOfItems: number; itemListElement: unknown[] } }
    expect(trip.url).toBe('https://monsoon.example/travel-portfolio/overland-journeys/mekong')
    expect(trip.image).toBe('https://cdn.example/m.jpg')
    expect(trip.itinerary.numberOfItems).toBe(2)
    expect(trip.itinerary.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      item: { '@type': 'TouristAttraction', name: 'Siem Reap', description: 'Angkor at dawn' },
    })
  })

  it('cannot be broken out of its script element', () => {
    const text = jsonLdScript(faqPageJsonLd([{ question: '</script><script>alert(1)</script>', answer: 'x' }]))
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).mainEntity[0].name).toBe('</script><script>alert(1)</script>')
  })
})
