import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { bootTestPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
})

const WHO = ['visitor', 'admin', 'editor', 'consultant'] as const
type TWho = (typeof WHO)[number]
const OPS = ['read', 'create', 'update', 'delete'] as const

/** What an access rule answered: everything, nothing, or only documents matching a condition. */
type TVerdict = 'all' | 'none' | 'some'

async function verdict(rule: unknown, who: TWho): Promise<TVerdict> {
  if (typeof rule !== 'function') return 'all'
  const user =
    who === 'visitor'
      ? null
      : { id: `00000000-0000-4000-8000-00000000000${WHO.indexOf(who)}`, roles: [who], collection: 'users' }
  const answer = await rule({ req: { user, payload, headers: new Headers() } as unknown as PayloadRequest })
  if (answer === true) return 'all'
  if (!answer) return 'none'
  return 'some'
}

/** Four letters per person, one per operation (read, create, update, delete): A all, S some, - none. */
function row(verdicts: TVerdict[]) {
  return verdicts.map((v) => (v === 'all' ? 'A' : v === 'some' ? 'S' : '-')).join('')
}

// The back office's roles (issue 20, ADR 037), written out by hand: visitor / admin / editor / consultant.
const PUBLIC_CONTENT = 'S--- AAAA AAAA A---' // visitors read what is published; content staff write
const REFERENCE = 'A--- AAAA AAAA A---' // read by anyone, written by content staff
const CATALOGUE = '---- AAAA AAAA A---' // staff read, content staff write
const BUSINESS = '---- AAAA ---- AAA-' // admins and consultants; admins delete
const SETTINGS = '---- AAAA ---- A---' // consultants read, admins change
const NOBODY = '---- ---- ---- ----'
const LOG = '---- A--A ---- A---' // written by the server only; admins may delete

const COLLECTIONS: Record<string, string> = {
  users: '---- AAAA S-S- S-S-',
  media: REFERENCE,
  files: REFERENCE,
  languages: REFERENCE,
  nations: REFERENCE,
  'menu-entries': REFERENCE,
  'footer-columns': REFERENCE,
  'page-metas': REFERENCE,
  countries: REFERENCE,
  'language-codes': REFERENCE,
  provinces: REFERENCE,
  'agency-registrations': '---- A-AA ---- A-A-',
  agencies: BUSINESS,
  agents: BUSINESS,
  'agent-sessions': '---- A--- ---- ----',
  'agent-tokens': NOBODY,
  'client-itineraries': NOBODY,
  'rate-limit-hits': NOBODY,
  // What each translation was written against (ADR 070): only the server's own code.
  'translation-states': NOBODY,
  'agency-register-templates': SETTINGS,
  emails: '---- A-AA ---- A-A-',
  'exchange-rates': SETTINGS,
  markets: SETTINGS,
  cities: 'A--- AAAA AAAA A---',
  hotels: CATALOGUE,
  'hotel-contracts': CATALOGUE,
  programs: CATALOGUE,
  transfers: CATALOGUE,
  'visa-services': CATALOGUE,
  airlines: 'A--- AAAA AAAA A---',
  // Suppliers and reservations (issue 56): the reservations desk's, not the editors'; rows are the server's to make.
  suppliers: BUSINESS,
  'supplier-reservations': '---- A-A- ---- A-A-',
  bookings: '---- A-AA ---- A-A-',
  'booking-events': '---- A--- ---- A---',
  'booking-quotes': '---- A--- ---- A---',
  'agent-favourites': LOG,
  'booking-requests': LOG,
  // Monsoon Connect (issue 24): made by agencies in the vault; staff revoke keys, switch endpoints off, read deliveries.
  'api-keys': '---- A-AA ---- A-A-',
  'webhook-endpoints': '---- A-AA ---- A-A-',
  'webhook-deliveries': '---- A--A ---- A---',
  // Allotments (issue 25): holds and the calendar's audit trail, read by business staff, written by the server.
  'allotment-holds': '---- A--- ---- A---',
  'allotment-changes': '---- A--- ---- A---',
  // Issued by the server alone and never changed (ADR 068); the counters are read by no one.
  invoices: '---- A--- ---- A---',
  'finance-log': '---- A--- ---- A---',
  'invoice-counters': '---- ---- ---- ----',
  // Admins (and consultants given the right, ADR 068 §8) record payments, which then never change; consultants read them.
  payments: '---- AA-- ---- A---',
  'payment-allocations': '---- A--- ---- A---',
  'contact-requests': '---- A-AA ---- A-A-', // visitors' words: answered, never created or edited by staff
  ...Object.fromEntries(
    [
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
      'journal-categories',
      'journal-entries',
      'showcase-hotels',
      'webinar-groups',
      'webinars',
      'video-categories',
      'videos',
      'restaurant-areas',
      'restaurant-covers',
      'restaurant-menus',
      'venues',
      'beyond-items',
    ].map((slug) => [slug, PUBLIC_CONTENT]),
  ),
}

const PAGE = 'S- AA AA A-' // a public page: published for visitors, edited by content staff
const GLOBALS: Record<string, string> = {
  'site-settings': 'A- AA AA A-',
  ...Object.fromEntries(
    [
      'home-page',
      'what-defines-us',
      'our-portfolio',
      'our-products',
      'our-services',
      'travel-portfolio',
      'press-room',
      'about-us',
      'corporate-profile',
      'multi-country-introduction',
      'our-values',
      'points-of-difference',
      'sales-network',
      'marketplace',
      'siam-in-style',
      'expedition-cruise-line',
      'contact-page',
      'get-in-touch',
      'collaborate-with-us',
      'list-pages',
      'beyond-page',
    ].map((slug) => [slug, PAGE]),
  ),
  'booking-request-emails': '-- AA -- A-', // who gets request emails: a setting
}

describe('the access matrix (issue 20): every collection and global, every role, every operation', () => {
  it('every collection answers as the matrix says', async () => {
    const actual: Record<string, string> = {}
    for (const collection of payload.config.collections) {
      if (collection.slug.startsWith('payload-')) continue
      const people: string[] = []
      for (const who of WHO) {
        const verdicts: TVerdict[] = []
        for (const op of OPS) verdicts.push(await verdict(collection.access[op], who))
        people.push(row(verdicts))
      }
      actual[collection.slug] = people.join(' ')
    }
    expect(actual).toEqual(COLLECTIONS)
  })

  it('every global answers as the matrix says', async () => {
    const actual: Record<string, string> = {}
    for (const global of payload.config.globals) {
      const people: string[] = []
      for (const who of WHO) {
        const verdicts = [await verdict(global.access.read, who), await verdict(global.access.update, who)]
        people.push(row(verdicts))
      }
      actual[global.slug] = people.join(' ')
    }
    expect(actual).toEqual(GLOBALS)
  })

  it('the rules hold through the API as well: an editor reads no booking, a consultant edits no page', async () => {
    const person = async (role: 'editor' | 'consultant') => ({
      ...(await payload.create({
        collection: 'users',
        data: { email: `${role}@matrix.test`, password: 'password-123', roles: [role] },
      })),
      collection: 'users' as const,
    })
    const editor = await person('editor')
    const consultant = await person('consultant')
    await expect(payload.find({ collection: 'bookings', overrideAccess: false, user: editor })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(payload.find({ collection: 'emails', overrideAccess: false, user: editor })).rejects.toThrow(
      /not allowed/i,
    )
    expect((await payload.find({ collection: 'bookings', overrideAccess: false, user: consultant })).totalDocs).toBe(0)
    await expect(
      payload.updateGlobal({ slug: 'home-page', data: {}, overrideAccess: false, user: consultant }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.update({ collection: 'markets', where: {}, data: {}, overrideAccess: false, user: consultant }),
    ).rejects.toThrow(/not allowed/i)
  })
})
