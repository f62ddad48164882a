import { describe, expect, it } from 'vitest'
import { articleJsonLd, eventJsonLd, jsonLdScript } from './structured-data'

const article = {
  origin: 'https://monsoon.example/',
  path: 'the-journal/on-location/angkor-beyond-the-sunrise-crowds',
  type: 'Article' as const,
  headline: 'Angkor beyond the sunrise crowds',
  description: 'Sunrise at Angkor Wat is busy for a reason.',
  image: '/media/angkor.jpg',
  datePublished: '2026-03-12T07:00:00.000Z',
  publisher: 'Monsoon',
}

const event = {
  origin: 'https://monsoon.example',
  path: '/webinars/destination-training',
  name: 'Laos for first-time sellers',
  description: 'Where to send clients on a first visit.',
  startDate: '2026-12-03T09:00:00.000Z',
  endDate: '2026-12-03T10:00:00.000Z',
  image: '/media/laos.jpg',
  performer: 'Nalinee Charoenrat',
  organizer: 'Monsoon',
}

describe('articleJsonLd', () => {
  it('describes a journal article with absolute URLs', () => {
    expect(articleJsonLd({ ...article, author: 'Sokha Chhun', keywords: ['Culture', 'Cambodia'] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Angkor beyond the sunrise crowds',
      description: 'Sunrise at Angkor Wat is busy for a reason.',
      url: 'https://monsoon.example/the-journal/on-location/angkor-beyond-the-sunrise-crowds',
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://monsoon.example/the-journal/on-location/angkor-beyond-the-sunrise-crowds',
      },
      image: ['https://monsoon.example/media/angkor.jpg'],
      datePublished: '2026-03-12T07:00:00.000Z',
      dateModified: '2026-03-12T07:00:00.000Z',
      author: { '@type': 'Person', name: 'Sokha Chhun' },
      publisher: { '@type': 'Organization', name: 'Monsoon', url: 'https://monsoon.example/' },
      keywords: 'Culture, Cambodia',
    })
  })

  it('is a BlogPosting for a post, by the publisher when no author is named', () => {
    const post = articleJsonLd({
      ...article,
      type: 'BlogPosting',
      image: 'https://cdn.example/post.jpg',
      author: null,
      dateModified: '2026-04-01T10:00:00.000Z',
    })
    expect(post['@type']).toBe('BlogPosting')
    expect(post.image).toEqual(['https://cdn.example/post.jpg'])
    expect(post.author).toEqual({ '@type': 'Organization', name: 'Monsoon' })
    expect(post.dateModified).toBe('2026-04-01T10:00:00.000Z')
    expect(post).not.toHaveProperty('keywords')
  })

  it('leaves out an image it does not have and cuts the headline at 110 characters', () => {
    const long = articleJsonLd({ ...article, image: undefined, headline: 'x'.repeat(150) })
    expect(long).not.toHaveProperty('image')
    expect(long.headline).toBe('x'.repeat(110))
  })

  it('cannot be broken out of its script element', () => {
    const text = jsonLdScript(articleJsonLd({ ...article, headline: '</script><script>alert(1)</script>' }))
    expect(text).not.toContain('<')
    expect(JSON.parse(text).headline).toBe('</script><script>alert(1)</script>')
  })
})

describe('eventJsonLd', () => {
  it('describes an upcoming webinar as an online event with an offer to register', () => {
    const data = eventJsonLd({ ...event, url: 'https://monsoon-dmc.example/register/laos', isUpcoming: true })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Laos for first-time sellers',
      description: 'Where to send clients on a first visit.',
      startDate: '2026-12-03T09:00:00.000Z',
      endDate: '2026-12-03T10:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://monsoon-dmc.example/register/laos' },
      image: ['https://monsoon.example/media/laos.jpg'],
      performer: { '@type': 'Person', name: 'Nalinee Charoenrat' },
      organizer: { '@type': 'Organization', name: 'Monsoon', url: 'https://monsoon.example/' },
      offers: {
        '@type': 'Offer',
        url: 'https://monsoon-dmc.example/register/laos',
        price: 0,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it('has no offer once held, nor without a link; the location is then the page', () => {
    const held = eventJsonLd({ ...event, url: 'https://video.monsoon-dmc.example/laos', isUpcoming: false })
    expect(held).not.toHaveProperty('offers')
    expect(held.location).toEqual({ '@type': 'VirtualLocation', url: 'https://video.monsoon-dmc.example/laos' })

    const noLink = eventJsonLd({ ...event, url: null, isUpcoming: true })
    expect(noLink).not.toHaveProperty('offers')
    expect(noLink.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://monsoon.example/webinars/destination-training',
    })
    expect(noLink.endDate).toBe('2026-12-03T10:00:00.000Z')
    expect(noLink.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
  })
})
