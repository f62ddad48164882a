import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '@/seed'
import { demoMediaUsage } from '@/seed/images'
import { countryList } from '@/seed/reference'
import { hasLocalized, MEMORIES, withTranslations } from '@/seed/translate'
import { hotelOffers } from '@/server/catalogue/hotel-offers'
import { sellSettingsFor } from '@/server/pricing/sell-settings'
import { bootTestPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  await seedDemoData(payload)
}, 120_000)

/** What the seed creates through the Local API and translates (src/seed/documents.ts). */
const SEEDED_COLLECTIONS = [
  'languages',
  'cities',
  'hotels',
  'hotel-contracts',
  'programs',
  'transfers',
  'visa-services',
  'menu-entries',
  'footer-columns',
  'page-metas',
  'agency-register-templates',
  'faqs',
  'team-members',
  'executive-profiles',
  'introducings',
  'travel-inspirations',
  'overland-journeys',
  'concierge-categories',
  'concierge-items',
  'fam-trips',
  'country-information',
  'restaurant-areas',
  'restaurant-covers',
  'venues',
  'restaurant-menus',
  'video-categories',
  'videos',
  'journal-categories',
  'webinar-groups',
  'journal-entries',
  'showcase-hotels',
  'webinars',
  'beyond-items',
] as const satisfies readonly CollectionSlug[]

const SEEDED_GLOBALS = [
  'site-settings',
  'home-page',
  'booking-request-emails',
  'beyond-page',
  'what-defines-us',
  'about-us',
  'our-values',
  'our-products',
  'our-services',
  'corporate-profile',
  'points-of-difference',
  'multi-country-introduction',
  'sales-network',
  'contact-page',
  'get-in-touch',
  'collaborate-with-us',
  'our-portfolio',
  'travel-portfolio',
  'marketplace',
  'press-room',
  'siam-in-style',
  'expedition-cruise-line',
  'list-pages',
] as const satisfies readonly GlobalSlug[]

const LATEST = { latest: { equals: true } }

const count = async (collection: 'hotels' | 'programs' | 'transfers' | 'visa-services' | 'cities', nation: string) =>
  (await payload.count({ collection, where: { nation: { equals: nation } } })).totalDocs

describe('the demo data set', () => {
  it('finds every picture and clip it shows in demo-media/, so a fresh clone draws none (ADR 051)', () => {
    const { used, missing } = demoMediaUsage()
    expect(used.length).toBeGreaterThan(200)
    expect(missing, 'the seed drew these: run `npm run demo-media` and commit demo-media/').toEqual([])
  })

  it('has, per nation, 12 hotels in 4 cities, 20 programs, transfers to every airport and visa services', async () => {
    // Road transfers between the cities, and both ways between each city with an airport and its hotels (issue 18).
    const transfers: Record<string, number> = { th: 11, vn: 11, kh: 10, la: 11, mm: 12 }
    const { docs: nations } = await payload.find({ collection: 'nations', pagination: false })
    expect(nations.map((nation) => nation.code).sort()).toEqual(['kh', 'la', 'mm', 'th', 'vn'])
    for (const nation of nations) {
      expect(await count('cities', nation.id)).toBe(4)
      expect(await count('hotels', nation.id)).toBe(12)
      // 20 programs and a dining experience at each of the nation's restaurants (issue 55).
      const venues = (await payload.count({ collection: 'venues', where: { nation: { equals: nation.id } } })).totalDocs
      expect(await count('programs', nation.id)).toBe(20 + venues)
      expect(await count('transfers', nation.id)).toBe(transfers[nation.code])
      expect(await count('visa-services', nation.id)).toBeGreaterThanOrEqual(1)
    }
    const { docs: contracts } = await payload.find({ collection: 'hotel-contracts', pagination: false, depth: 0 })
    expect(contracts).toHaveLength(60)
    for (const contract of contracts) {
      for (const rate of contract.roomRates ?? []) expect(rate.periods?.length ?? 0).toBeGreaterThanOrEqual(2)
    }
  })

  it('gives every hotel and program a picture of its city and a description of two to four sentences (issue 18)', async () => {
    for (const collection of ['hotels', 'programs'] as const) {
      const { docs } = await payload.find({
        collection,
        depth: 1,
        pagination: false,
        select: {
          name: true,
          image: true,
          description: true,
          city: true,
          ...(collection === 'programs' ? { venue: true } : {}),
        },
        populate: { cities: { fullName: true }, venues: { image: true } },
      })
      expect(docs.length).toBeGreaterThan(0)
      for (const doc of docs) {
        const image = doc.image as { id?: string; url?: string; alt?: string } | null
        expect(image?.url, doc.name ?? '').toMatch(/^\/.+\.jpg$/)
        // A dining experience (issue 55) shows its restaurant.
        const venue = 'venue' in doc ? (doc.venue as { image?: string } | null) : null
        if (venue) expect(image?.id, doc.name ?? '').toBe(venue.image)
        else expect(image?.alt, doc.name ?? '').toContain((doc.city as { fullName: string }).fullName)
        const sentences = (doc.description ?? '').split(/(?<=\.)\s+(?=[A-Z0-9])/).filter(Boolean)
        expect(sentences.length, doc.name ?? '').toBeGreaterThanOrEqual(2)
        expect(sentences.length, doc.name ?? '').toBeLessThanOrEqual(5)
      }
    }
  })

  it('has four approved agents, two pending registrations, four markets and the selling currencies', async () => {
    expect((await payload.count({ collection: 'agents' })).totalDocs).toBe(4)
    expect(
      (await payload.count({ collection: 'agency-registrations', where: { status: { equals: 'pending' } } })).totalDocs,
    ).toBe(2)
    expect((await payload.count({ collection: 'markets' })).totalDocs).toBe(4)
    const { docs } = await payload.find({ collection: 'exchange-rates', pagination: false })
    expect(docs.map((rate) => rate.currency)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'THB']))
  })

  it('prices a demo hotel for two demo agents of different markets and currencies', async () => {
    const { docs } = await payload.find({ collection: 'hotels', where: { name: { equals: 'Rachamankha' } }, limit: 1 })
    const stay = { hotelId: docs[0].id, checkIn: '2026-12-18', nights: 4, adults: 2, children: 0 }
    const anna = await hotelOffers(
      payload,
      { ...stay, market: 'europe' },
      await sellSettingsFor(payload, { ccurrency: 'EUR', cmarket: 'europe' }, stay.checkIn),
    )
    const olivia = await hotelOffers(
      payload,
      { ...stay, market: 'asia-pacific' },
      await sellSettingsFor(payload, { ccurrency: 'AUD', cmarket: 'asia-pacific' }, stay.checkIn),
    )
    expect(anna.map((offer) => offer.room)).toEqual(['Deluxe', 'Suite', 'Family room'])
    expect(anna[0].currency).toBe('EUR')
    expect(olivia[0].currency).toBe('AUD')
    // The peak period starts on 20 December: the third night costs more than the first.
    expect(anna[0].nights[2].sell).toBeGreaterThan(anna[0].nights[0].sell)
    expect(anna[0].total).not.toBe(olivia[0].total)
  })

  it('gives each demo agent bookings in different statuses, with full itineraries priced like the vault prices them', async () => {
    const { docs: agents } = await payload.find({ collection: 'agents', depth: 0, pagination: false })
    for (const agent of agents) {
      const { docs } = await payload.find({
        collection: 'bookings',
        where: { agent: { equals: agent.id } },
        depth: 0,
        pagination: false,
      })
      // Three each; Southern Cross has an overdue confirmed trip besides, Saffron Journeys one trip (issue 57).
      expect(docs.length).toBe({ 'olivia@southerncross.demo': 4, 'priya@saffronjourneys.demo': 1 }[agent.email] ?? 3)
      expect(new Set(docs.map((booking) => booking.status)).size).toBe(docs.length)
      for (const booking of docs) {
        const days = booking.tours as { total: number; Activities: { total: number }[] }[]
        expect(days).toHaveLength(booking.days ?? 0)
        expect(days.filter((day) => day.Activities.length > 0).length).toBeGreaterThanOrEqual(days.length - 1)
        expect(booking.total).toBe(days.reduce((sum, day) => sum + day.total, 0))
        expect(booking.total).toBeGreaterThan(0)
        expect(booking.currency).toBe(agent.ccurrency)
        const history = await payload.count({
          collection: 'booking-events',
          where: { booking: { equals: booking.id } },
        })
        expect(history.totalDocs).toBe(booking.version)
      }
    }
    const consultants = await payload.count({ collection: 'users', where: { roles: { in: ['consultant'] } } })
    expect(consultants.totalDocs).toBe(2)
  })

  it('has the German and French of each translated text, read through the Local API in each language (ADR 048)', async () => {
    const inEach = async (collection: 'programs' | 'hotels' | 'page-metas' | 'menu-entries', field: string) => {
      const read = async (locale: 'en' | 'de' | 'fr') =>
        (await payload.find({ collection, locale, depth: 0, pagination: false, sort: 'createdAt' })).docs.map(
          (doc) => (doc as unknown as Record<string, unknown>)[field],
        )
      return { en: await read('en'), de: await read('de'), fr: await read('fr') }
    }
    for (const [collection, field] of [
      ['programs', 'description'],
      ['hotels', 'description'],
      ['page-metas', 'title'],
      ['menu-entries', 'fullName'],
    ] as const) {
      const texts = await inEach(collection, field)
      const translated = texts.en.filter((text) => typeof text === 'string' && MEMORIES.de[text])
      expect(translated.length, `${collection} has translated texts`).toBeGreaterThan(0)
      texts.en.forEach((english, index) => {
        for (const locale of ['de', 'fr'] as const)
          expect(texts[locale][index], `${collection} ${locale}`).toBe(MEMORIES[locale][english as string] ?? english)
      })
    }
    // A collection with versions: the published document and its latest version carry it alike.
    const faq = (await payload.find({ collection: 'faqs', locale: 'fr', limit: 1, sort: 'createdAt' })).docs[0]
    const english = (await payload.findByID({ collection: 'faqs', id: faq.id, locale: 'en' })).question
    expect(faq.question).toBe(MEMORIES.fr[english])
    const latest = await payload.findByID({ collection: 'faqs', id: faq.id, locale: 'fr', draft: true })
    expect(latest.question).toBe(MEMORIES.fr[english])
    // A global with versions, likewise.
    const home = await payload.findGlobal({ slug: 'home-page', locale: 'en' })
    expect(MEMORIES.de[home.heroTitle], 'the memory holds the home page’s title').toBeTruthy()
    for (const draft of [false, true])
      expect((await payload.findGlobal({ slug: 'home-page', locale: 'de', draft })).heroTitle).toBe(
        MEMORIES.de[home.heroTitle],
      )
  })

  it('leaves each document and global as its latest version, and saved again unchanged nothing moves', async () => {
    const without = (doc: unknown) => {
      const { updatedAt: _updatedAt, ...rest } = doc as Record<string, unknown>
      return rest
    }
    for (const collection of SEEDED_COLLECTIONS) {
      const { docs } = await payload.find({ collection, depth: 0, pagination: false, sort: 'createdAt' })
      expect(docs.length, collection).toBeGreaterThan(0)
      const versions = Boolean(payload.collections[collection].config.versions)
      for (const doc of docs) {
        // Created in English, then translated: the latest version is the document with every language.
        if (versions)
          expect(
            without(await payload.findByID({ collection, id: doc.id, depth: 0, draft: true })),
            collection,
          ).toEqual(without(doc))
      }
      // Every validation and hook runs on an update: the stored document must pass them as it is.
      for (const doc of new Set([docs[0], docs.at(-1)])) {
        if (!doc) continue
        const saved = await payload.update({ collection, id: doc.id, data: {}, depth: 0 })
        expect(without(saved), collection).toEqual(without(doc))
      }
    }
    for (const slug of SEEDED_GLOBALS) {
      const stored = await payload.findGlobal({ slug, depth: 0 })
      if (payload.globals.config.find((global) => global.slug === slug)?.versions)
        expect(without(await payload.findGlobal({ slug, depth: 0, draft: true })), slug).toEqual(without(stored))
      // A global with versions answers its update without its id: the rest is compared.
      const { id: _id, ...saved } = without(await payload.updateGlobal({ slug, data: {}, depth: 0 }))
      const { id: _storedId, ...again } = without(stored)
      expect(saved, slug).toEqual(again)
    }
    const slugs = (await payload.find({ collection: 'programs', pagination: false, select: { slug: true } })).docs
    expect(new Set(slugs.map((program) => program.slug)).size).toBe(slugs.length)
  })

  it('leaves no text of the translation memories in English only: everything is written translated (ADR 062)', async () => {
    const untranslated: string[] = []
    for (const collection of payload.config.collections) {
      if (!hasLocalized(collection.fields)) continue
      const slug = collection.slug as CollectionSlug
      const { docs } = await payload.db.find({ collection: slug, pagination: false })
      for (const doc of docs) if (withTranslations(collection.fields, doc)) untranslated.push(`${slug} ${doc.id}`)
      if (!collection.versions) continue
      const latest = await payload.db.findVersions({ collection: slug, where: LATEST, pagination: false })
      for (const row of latest.docs)
        if (withTranslations(collection.fields, row.version)) untranslated.push(`${slug} version ${row.id}`)
    }
    for (const global of payload.config.globals) {
      if (!hasLocalized(global.fields)) continue
      const slug = global.slug as GlobalSlug
      if (withTranslations(global.fields, await payload.db.findGlobal({ slug }))) untranslated.push(slug)
      if (!global.versions) continue
      const latest = await payload.db.findGlobalVersions({ global: slug, where: LATEST, pagination: false })
      for (const row of latest.docs)
        if (withTranslations(global.fields, row.version)) untranslated.push(`${slug} version ${row.id}`)
    }
    expect(untranslated).toEqual([])
  })

  it('has every ISO country, written in bulk, as Payload reads its own documents', async () => {
    const { docs, totalDocs } = await payload.find({ collection: 'countries', pagination: false, sort: 'code' })
    expect(totalDocs).toBe(countryList().length)
    expect(docs.find((country) => country.code === 'TH')).toMatchObject({ fullName: 'Thailand' })
    expect((await payload.count({ collection: 'provinces', where: { countryCode: { equals: 'VN' } } })).totalDocs).toBe(
      34,
    )
  })
})
