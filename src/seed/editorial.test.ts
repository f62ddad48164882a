import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { describe, expect, it } from 'vitest'
import { EDITORIAL_PATHS, FIXED_PATHS, matchEditorialRoute } from '@/domain/editorial-routes'
import { NATIONS, PAGE_METAS } from './content'
import * as EDITORIAL from './editorial'
import {
  ABOUT_US,
  COLLABORATE,
  CONCIERGE_CATEGORIES,
  CONTACT_PAGE,
  CORPORATE_PROFILE,
  COUNTRY_INFORMATION,
  EXECUTIVE_PROFILES,
  EXPEDITION_CRUISE_LINE,
  FAM_TRIPS,
  FAQS,
  GET_IN_TOUCH,
  INTRODUCINGS,
  LIST_PAGE_HEADS,
  MARKETPLACE,
  MULTI_COUNTRY,
  NATION_CODES,
  OUR_PORTFOLIO,
  OUR_PRODUCTS,
  OUR_SERVICES,
  OUR_VALUES,
  OVERLAND_JOURNEYS,
  POINTS_OF_DIFFERENCE,
  PRESS_ROOM,
  SALES_NETWORK,
  type TArt,
  type TBlocks,
  TEAM_MEMBERS,
  TRAVEL_INSPIRATIONS,
  TRAVEL_PORTFOLIO,
  WHAT_DEFINES_US,
} from './editorial'
import { richText } from './rich-text'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const DAY = 24 * 60 * 60 * 1000

/** Every value reachable from the exported copy, for the checks that apply to all of it. */
function walk(value: unknown, visit: (value: unknown) => void, seen = new Set<unknown>()): void {
  visit(value)
  if (!value || typeof value !== 'object' || seen.has(value)) return
  seen.add(value)
  for (const child of Object.values(value)) walk(child, visit, seen)
}

const isArt = (value: unknown): value is TArt =>
  Boolean(value && typeof value === 'object' && 'motif' in value && 'palette' in value && 'name' in value)

const allArt: TArt[] = []
const allStrings: string[] = []
walk(EDITORIAL, (value) => {
  if (isArt(value)) allArt.push(value)
  if (typeof value === 'string') allStrings.push(value)
})

const paragraphs = (blocks: TBlocks) => blocks.filter((block) => !block.startsWith('#'))
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY + 1

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size, values.join(', ')).toBe(values.length)
}

describe('editorial demo lists', () => {
  it('has the minimum number of entries in every list', () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(12)
    expect(TEAM_MEMBERS.length).toBeGreaterThanOrEqual(8)
    expect(EXECUTIVE_PROFILES.length).toBeGreaterThanOrEqual(4)
    expect(INTRODUCINGS.length).toBeGreaterThanOrEqual(4)
    expect(TRAVEL_INSPIRATIONS.length).toBeGreaterThanOrEqual(6)
    expect(OVERLAND_JOURNEYS.length).toBeGreaterThanOrEqual(6)
    expect(CONCIERGE_CATEGORIES).toHaveLength(5)
    for (const category of CONCIERGE_CATEGORIES) expect(category.items, category.name).toHaveLength(4)
  })

  it('asks and answers each FAQ once, with a category', () => {
    expectUnique(FAQS.map((faq) => faq.question))
    for (const faq of FAQS) {
      expect(faq.question).toMatch(/\?$/)
      expect(faq.answer.length, faq.question).toBeGreaterThan(80)
      expect(faq.category).toBeTruthy()
    }
  })

  it('gives every slugged document a valid slug, unique in its collection', () => {
    const collections = {
      introducings: INTRODUCINGS.map((item) => item.slug),
      inspirations: TRAVEL_INSPIRATIONS.map((item) => item.slug),
      journeys: OVERLAND_JOURNEYS.map((item) => item.slug),
      categories: CONCIERGE_CATEGORIES.map((item) => item.slug),
      items: CONCIERGE_CATEGORIES.flatMap((category) => category.items.map((item) => item.slug)),
    }
    for (const [name, slugs] of Object.entries(collections)) {
      expectUnique(slugs)
      for (const slug of slugs) expect(slug, name).toMatch(SLUG)
    }
  })

  it('gives travel inspirations highlights and a body of three to five paragraphs', () => {
    for (const inspiration of TRAVEL_INSPIRATIONS) {
      expect(inspiration.highlights.length, inspiration.title).toBeGreaterThanOrEqual(3)
      expect(paragraphs(inspiration.body).length, inspiration.title).toBeGreaterThanOrEqual(3)
      expect(paragraphs(inspiration.body).length, inspiration.title).toBeLessThanOrEqual(5)
      expect(inspiration.nations.length).toBeGreaterThan(0)
    }
  })

  it('describes every day of every overland journey', () => {
    for (const journey of OVERLAND_JOURNEYS) {
      expect(journey.itinerary, journey.title).toHaveLength(journey.days)
      expect(journey.from).not.toBe(journey.to)
      expect(journey.nations.length).toBeGreaterThan(0)
      for (const day of journey.itinerary) expect(day.text.length, day.title).toBeGreaterThan(40)
    }
  })

  it('gives every concierge item a nation, a summary and a body', () => {
    for (const item of CONCIERGE_CATEGORIES.flatMap((category) => category.items)) {
      expect(NATION_CODES).toContain(item.nation)
      expect(item.summary.length, item.name).toBeGreaterThan(40)
      expect(paragraphs(item.body).length, item.name).toBeGreaterThanOrEqual(1)
    }
  })

  it('has future fam trips in 2027 for every nation, each day of them described', () => {
    expect(new Set(FAM_TRIPS.map((trip) => trip.nation))).toEqual(new Set(NATIONS.map((nation) => nation.code)))
    for (const trip of FAM_TRIPS) {
      expect(trip.startDate, trip.title).toMatch(/^2027-\d\d-\d\d$/)
      expect(trip.itinerary.length, trip.title).toBeGreaterThanOrEqual(3)
      expect(trip.itinerary.length, trip.title).toBeLessThanOrEqual(6)
      expect(days(trip.startDate, trip.endDate), trip.title).toBe(trip.itinerary.length)
      expect(trip.seats).toBeGreaterThan(0)
    }
  })

  it('has country information for each nation, once', () => {
    expect(COUNTRY_INFORMATION.map((country) => country.nation).sort()).toEqual(
      NATIONS.map((nation) => nation.code).sort(),
    )
    for (const country of COUNTRY_INFORMATION) {
      const name = NATIONS.find((nation) => nation.code === country.nation)?.fullName
      expect(country.title).toBe(name)
      for (const field of ['capital', 'currency', 'timeZone', 'languages', 'bestTime', 'visa', 'climate'] as const)
        expect(country[field], `${name} ${field}`).toBeTruthy()
    }
  })
})

describe('editorial demo pages', () => {
  it('fills the sections of the about, values and difference pages', () => {
    expect(ABOUT_US.facts.length).toBeGreaterThanOrEqual(3)
    expect(ABOUT_US.sections.length).toBeGreaterThanOrEqual(3)
    expect(ABOUT_US.sections.length).toBeLessThanOrEqual(4)
    expect(WHAT_DEFINES_US.sections.length).toBeGreaterThanOrEqual(4)
    expect(OUR_VALUES.values.length).toBeGreaterThanOrEqual(5)
    expect(OUR_VALUES.values.length).toBeLessThanOrEqual(6)
    expect(POINTS_OF_DIFFERENCE.points.length).toBeGreaterThanOrEqual(5)
    expect(CORPORATE_PROFILE.facts.length).toBeGreaterThan(0)
    expect(CORPORATE_PROFILE.sections.length).toBeGreaterThan(0)
    expect(EXPEDITION_CRUISE_LINE.facts.length).toBeGreaterThan(0)
    expect(EXPEDITION_CRUISE_LINE.sections.length).toBeGreaterThan(0)
    expect(EXPEDITION_CRUISE_LINE.voyages).toHaveLength(3)
  })

  it('gives products and services four to six slides, each with an image and content', () => {
    for (const page of [OUR_PRODUCTS, OUR_SERVICES]) {
      expect(page.slides.length, page.title).toBeGreaterThanOrEqual(4)
      expect(page.slides.length, page.title).toBeLessThanOrEqual(6)
      for (const slide of page.slides) expect(paragraphs(slide.content).length, slide.title).toBeGreaterThan(0)
    }
  })

  it('has exactly seven collaborate steps, alternating image and text from an image', () => {
    expect(COLLABORATE.steps).toHaveLength(7)
    COLLABORATE.steps.forEach((step, index) => {
      expect(step.kind, step.title).toBe(index % 2 === 0 ? 'image' : 'text')
      if (step.kind === 'image') expect(step.image.alt).toBeTruthy()
      else expect(step.text.length, step.title).toBeGreaterThan(40)
    })
  })

  it('links the multi-country routes to overland journeys that exist', () => {
    expect(MULTI_COUNTRY.routes.length).toBeGreaterThanOrEqual(3)
    expect(MULTI_COUNTRY.routes.length).toBeLessThanOrEqual(4)
    const slugs = OVERLAND_JOURNEYS.map((journey) => journey.slug)
    for (const route of MULTI_COUNTRY.routes) {
      const match = matchEditorialRoute(route.url)
      expect(match?.kind, route.url).toBe('overlandJourney')
      expect(slugs).toContain(match && 'slug' in match ? match.slug : null)
    }
  })

  it('lists offices with everything a visitor needs to reach them', () => {
    expect(SALES_NETWORK.offices.length).toBeGreaterThanOrEqual(6)
    for (const office of SALES_NETWORK.offices) {
      for (const value of Object.values(office)) expect(value, office.name).toBeTruthy()
      expect(office.email).toMatch(/^[a-z]+@monsoon-dmc\.com$/)
    }
    expect(CONTACT_PAGE.offices.map((office) => office.name.split(' ')[0])).toEqual(
      expect.arrayContaining(['Bangkok', 'Hanoi', 'Siem', 'Luang', 'Yangon']),
    )
    for (const office of CONTACT_PAGE.offices) {
      for (const value of Object.values(office)) expect(value, office.name).toBeTruthy()
    }
  })

  it('has the form texts of the contact and get-in-touch pages, and three reasons to write', () => {
    for (const page of [CONTACT_PAGE, GET_IN_TOUCH]) {
      expect(page.formTitle).toBeTruthy()
      expect(page.formIntro).toBeTruthy()
      expect(page.successMessage).toBeTruthy()
    }
    expect(GET_IN_TOUCH.reasons).toHaveLength(3)
  })

  it('links the landing-page cards to pages that exist', () => {
    const nonEditorial = ['/marketplace/b2b-agent-vault']
    const cards = [
      ...OUR_PORTFOLIO.cards,
      ...TRAVEL_PORTFOLIO.cards,
      ...MARKETPLACE.cards,
      ...PRESS_ROOM.cards,
      ...GET_IN_TOUCH.reasons,
      ...EXPEDITION_CRUISE_LINE.voyages,
    ]
    for (const card of cards) {
      const exists = matchEditorialRoute(card.url) !== null || nonEditorial.includes(card.url)
      expect(exists, card.url).toBe(true)
    }
    const detailSlugs = new Set(INTRODUCINGS.map((item) => item.slug))
    for (const card of TRAVEL_PORTFOLIO.cards) {
      const match = matchEditorialRoute(card.url)
      if (match?.kind === 'introducing') expect(detailSlugs.has(match.slug), card.url).toBe(true)
    }
    // Every marketplace section has its card, AXS Private included (the menu's desktop bar leaves it out).
    expect(MARKETPLACE.cards.map((card) => card.url)).toEqual([
      '/marketplace/the-journal',
      '/marketplace/webinars',
      '/video-platform',
      '/monsoon-tv',
      '/marketplace/axs',
      '/marketplace/axs-private',
      '/marketplace/wild-rice',
      '/marketplace/beyond',
      '/marketplace/siam-in-style',
      '/marketplace/lay-your-head-down',
      '/marketplace/concierge-collection',
      '/marketplace/country-information',
      '/dp/fam-trips',
      '/marketplace/b2b-agent-vault',
    ])
    for (const card of MARKETPLACE.cards)
      expect([card.title, card.text, card.image?.name].every(Boolean), card.url).toBe(true)
    expect(OUR_PORTFOLIO.cards.map((card) => card.url)).toEqual(
      expect.arrayContaining([EDITORIAL_PATHS.ourProducts, EDITORIAL_PATHS.ourServices]),
    )
  })

  it('has a heading for every list page', () => {
    for (const [key, head] of Object.entries(LIST_PAGE_HEADS)) {
      expect(head.title, key).toBeTruthy()
      expect(head.subtitle, key).toBeTruthy()
    }
  })

  it('has a page meta for every fixed editorial page', () => {
    const paths = new Set(PAGE_METAS.map((meta) => meta.path))
    expect(FIXED_PATHS.filter((path) => !paths.has(path))).toEqual([])
  })
})

describe('editorial demo copy', () => {
  it('describes every image, and one artwork name always means the same image', () => {
    expect(allArt.length).toBeGreaterThan(50)
    const byName = new Map<string, TArt>()
    for (const art of allArt) {
      expect(art.alt.length, art.name).toBeGreaterThan(20)
      expect(art.width * art.height, art.name).toBeLessThanOrEqual(1600 * 900)
      const first = byName.get(art.name)
      if (first) expect(art, art.name).toEqual(first)
      else byName.set(art.name, art)
    }
  })

  it('has no placeholder text, emoji or empty strings', () => {
    for (const text of allStrings) {
      expect(text.trim().length, JSON.stringify(text)).toBeGreaterThan(0)
      expect(text).not.toMatch(/lorem|ipsum|placeholder|\bTODO\b|\bTBD\b|\bxxx\b/i)
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u)
    }
  })
})

describe('rich text for the demo', () => {
  it('renders as the paragraphs and headings it was written as', () => {
    const inspiration = TRAVEL_INSPIRATIONS[0]
    const html = convertLexicalToHTML({
      data: richText(...inspiration.body) as unknown as SerializedEditorState,
      disableContainer: true,
    })
    for (const block of inspiration.body) {
      if (block.startsWith('## ')) expect(html).toContain(`>${block.slice(3)}</h2>`)
      else expect(html).toContain(`${block}</p>`)
    }
    expect(html.match(/<p[\s>]/g)).toHaveLength(paragraphs(inspiration.body).length)
  })

  it('makes one paragraph per block, h3 headings, and skips empty blocks', () => {
    const state = richText('### Small heading', 'First.', '  ', 'Second.')
    expect(state.root.children.map((node) => node.type)).toEqual(['heading', 'paragraph', 'paragraph'])
    expect(state.root.children[0]).toMatchObject({ tag: 'h3', children: [{ text: 'Small heading' }] })
    expect(state.root.children[2]).toMatchObject({ textFormat: 0, children: [{ text: 'Second.', format: 0 }] })
  })
})
