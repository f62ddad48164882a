import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { documentWordsOf, ENGLISH_DOCUMENT_WORDS as EN } from '@/lib/i18n/document-words'
import de from '@/messages/de.json'
import { emailImageSize } from './email-images'
import { summariseItinerary } from './itinerary/summary'
import type { TTourDay } from './itinerary/types'
import {
  agencyContactHtml,
  agencyLogoHtml,
  bookingIdOfPath,
  DEFAULT_REQUEST_TEMPLATES,
  emailFrame,
  fillRequestTemplate,
  isDeliverableAddress,
  itineraryTableHtml,
  monsoonOnlyPlaceholders,
  oneTimeSubject,
  REQUEST_PLACEHOLDERS,
  renderRequestEmail,
  requestRecipients,
  type TRequestValues,
} from './request-email'
import { headerSafe } from './text'

const values: TRequestValues = {
  bookingName: 'Rice & <Temples>',
  bookingCode: 'BK123456',
  beginDate: 'Mon 11 Jan 2027',
  endDate: 'Wed 13 Jan 2027',
  days: '3',
  nights: '2',
  pax: '2 adults',
  adults: '2',
  children: '0',
  itinerary: '<table id="priced"></table>',
  itineraryWithoutPrices: '<table id="plain"></table>',
  total: '1,200.00 EUR',
  currency: 'EUR',
  agentName: 'Anna Weber',
  agentEmail: 'anna@lotus-travel.demo',
  agencyName: 'Lotus Travel GmbH',
  consultantName: 'Mai Nguyen',
  comment: '"Vegetarian" <script>alert(1)</script>',
  link: 'http://localhost:3000/marketplace/b2b-agent-vault/abc',
  agencyContact: agencyContactHtml(
    {
      agentName: 'Anna Weber',
      agentEmail: 'anna@lotus-travel.demo',
      agencyName: 'Lotus Travel GmbH',
      place: 'Munich, Germany',
    },
    EN.say,
  ),
  agencyLogo: agencyLogoHtml({ url: 'https://monsoon.test/media/lotus.png', width: 640, height: 200 }, 'Lotus & Co'),
  clientLink: 'http://localhost:3000/itinerary/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
}

describe('recipients (spec §6)', () => {
  it('lists the fixed addresses as checked, disabled Admin recipients and the extra ones as Agent', () => {
    const list = requestRecipients({
      fixed: [
        { email: 'Anna@Lotus-Travel.demo', label: 'You' },
        { email: 'mai@monsoon.demo', label: 'Your Monsoon consultant' },
      ],
      extra: ['client@example.com', ' CLIENT@example.com ', 'anna@lotus-travel.demo', ''],
    })
    expect(list).toEqual([
      { email: 'anna@lotus-travel.demo', checked: true, disabled: true, kind: 'admin', label: 'You' },
      { email: 'mai@monsoon.demo', checked: true, disabled: true, kind: 'admin', label: 'Your Monsoon consultant' },
      { email: 'client@example.com', checked: true, disabled: false, kind: 'agent', label: 'Added by you' },
    ])
  })

  it('never lists an address twice, and a fixed address always stays Admin', () => {
    const address = fc.constantFrom('a@x.com', 'B@x.com', 'b@x.com', 'c@y.org', 'mai@monsoon.demo')
    fc.assert(
      fc.property(fc.array(address, { maxLength: 6 }), fc.array(address, { maxLength: 8 }), (fixed, extra) => {
        const list = requestRecipients({ fixed: fixed.map((email) => ({ email, label: 'x' })), extra })
        const emails = list.map((recipient) => recipient.email)
        expect(new Set(emails).size).toBe(emails.length)
        for (const email of fixed) expect(list.find((r) => r.email === email.toLowerCase())?.kind).toBe('admin')
      }),
    )
  })
})

describe('addresses', () => {
  it.each([
    ['client@example.com', true],
    ['first.last+trip@mail.example.co.th', true],
    ["o'brien@example.ie", true],
    ['a@localhost', false],
    ['client@example.com\r\nBcc: victim@example.com', false],
    ['client@example.com\nBcc:victim@example.com', false],
    ['client@example.com, other@example.com', false],
    ['Client <client@example.com>', false],
    ['"quoted"@example.com', false],
    ['.dot@example.com', false],
    ['dot.@example.com', false],
    ['do..t@example.com', false],
    ['x@-bad.com', false],
    [`${'a'.repeat(65)}@example.com`, false],
    [`a@${'b'.repeat(250)}.com`, false],
    ['', false],
  ])('%j deliverable: %s', (value, expected) => {
    expect(isDeliverableAddress(value)).toBe(expected)
  })
})

describe('rendering', () => {
  it('escapes every text value and inserts the itinerary tables as made', () => {
    const html = fillRequestTemplate('<p>{bookingName}</p>{itinerary}<p>{comment}</p>', values, { html: true })
    expect(html).toBe(
      '<p>Rice &amp; &lt;Temples&gt;</p><table id="priced"></table><p>&quot;Vegetarian&quot; &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    )
  })

  it('leaves an unknown placeholder visible, and cannot be tricked by inherited names', () => {
    expect(fillRequestTemplate('{bookingNmae} {constructor} {toString}', values, { html: true })).toBe(
      '{bookingNmae} {constructor} {toString}',
    )
  })

  it('gives Admin recipients the admin templates and the others the agent templates', () => {
    const templates = {
      RequestSubject_ForAdmin: 'ADMIN {bookingCode}',
      RequestContent_ForAdmin: 'admin body {itinerary}',
      RequestSubject_ForAgent: 'AGENT {bookingName}',
      RequestContent_ForAgent: 'agent body {itineraryWithoutPrices}',
    }
    expect(renderRequestEmail(templates, values, { kind: 'admin', oneTime: false })).toEqual({
      subject: 'ADMIN BK123456',
      html: emailFrame('admin body <table id="priced"></table>'),
    })
    expect(renderRequestEmail(templates, { ...values, clientLink: '' }, { kind: 'agent', oneTime: false })).toEqual({
      subject: 'AGENT Rice & <Temples>',
      html: emailFrame('agent body <table id="plain"></table>'),
    })
  })

  it('an agent’s client sees the agency, never Monsoon’s link, code or consultant (ADR 030)', () => {
    const older = {
      ...DEFAULT_REQUEST_TEMPLATES,
      RequestSubject_ForAgent: 'Trip {bookingName} ({bookingCode}) with {consultantName}',
      RequestContent_ForAgent:
        '<p>Hello,</p>\n<p>Your trip {bookingName}</p><p>In the vault: <a href="{link}">{link}</a></p>\n{itineraryWithoutPrices}\nCode {bookingCode}\n<p>Ask {consultantName}</p>{agencyContact}',
    }
    const email = renderRequestEmail(older, values, { kind: 'agent', oneTime: false })
    expect(email.subject).toBe('Trip Rice & <Temples> with')
    for (const secret of [values.link, 'BK123456', 'Mai Nguyen', 'vault', 'Monsoon'])
      expect(email.html).not.toContain(secret)
    expect(email.html).toContain('<p>Your trip Rice &amp; &lt;Temples&gt;</p>')
    expect(email.html).toContain('<table id="plain"></table>')
    expect(email.html).toContain(
      'Kind regards,<br>Anna Weber<br>Lotus Travel GmbH<br>Munich, Germany<br><a href="mailto:anna@lotus-travel.demo">anna@lotus-travel.demo</a>',
    )
    // Admin recipients keep everything.
    const admin = renderRequestEmail(older, values, { kind: 'admin', oneTime: false })
    expect(admin.html).toContain(values.link)
    expect(monsoonOnlyPlaceholders(DEFAULT_REQUEST_TEMPLATES.RequestContent_ForAgent)).toEqual([])
    expect(monsoonOnlyPlaceholders(DEFAULT_REQUEST_TEMPLATES.RequestSubject_ForAgent)).toEqual([])
    expect(monsoonOnlyPlaceholders(older.RequestContent_ForAgent)).toEqual(['link', 'bookingCode', 'consultantName'])
    const fresh = renderRequestEmail(DEFAULT_REQUEST_TEMPLATES, values, { kind: 'agent', oneTime: false })
    expect(fresh.html).toContain('Lotus Travel GmbH')
    expect(fresh.html).not.toContain(values.link)
  })

  it('the one-time variant has the fixed subject carrying the product name, for every recipient', () => {
    for (const kind of ['admin', 'agent'] as const) {
      const email = renderRequestEmail(DEFAULT_REQUEST_TEMPLATES, values, { kind, oneTime: true })
      expect(email.subject).toBe(oneTimeSubject('Rice & <Temples>'))
      expect(email.subject).toBe('Booking request: Rice & <Temples>')
    }
  })

  it('keeps a subject on one line, whatever the booking name holds', () => {
    expect(headerSafe('Trip\r\nBcc: victim@example.com\u0000 now')).toBe('Trip Bcc: victim@example.com now')
    expect(headerSafe('x'.repeat(300))).toHaveLength(200)
    fc.assert(fc.property(fc.string(), (text) => !/[\r\n]/.test(headerSafe(text))))
  })

  it('the default templates use only known placeholders; Monsoon’s link only for Admin recipients', () => {
    for (const template of Object.values(DEFAULT_REQUEST_TEMPLATES)) {
      for (const [, name] of template.matchAll(/\{(\w+)\}/g)) expect(REQUEST_PLACEHOLDERS).toHaveProperty(name)
    }
    expect(DEFAULT_REQUEST_TEMPLATES.RequestContent_ForAdmin).toContain('{link}')
    expect(DEFAULT_REQUEST_TEMPLATES.RequestContent_ForAgent).not.toContain('{link}')
    expect(DEFAULT_REQUEST_TEMPLATES.RequestContent_ForAgent).toContain('{agencyContact}')
    expect(DEFAULT_REQUEST_TEMPLATES.RequestContent_ForAdmin).toContain('{itinerary}')
    expect(DEFAULT_REQUEST_TEMPLATES.RequestContent_ForAgent).toContain('{itineraryWithoutPrices}')
  })
})

const line = (over: Record<string, unknown>) =>
  ({
    _id: 'l1',
    seq: 1,
    tourId: 't1',
    nameTour: 'Grand Palace <walk>',
    type: 'DayProgram',
    isForTourChain: false,
    adultQuantity: 2,
    childQuantity: 1,
    total: 12_000,
    totalNoChild: 10_000,
    priceSeparate: [],
    kind: 'activity',
    IsItem: false,
    unitPrice: 5_000,
    perVehicle: false,
    childPrices: [],
    lsSurcharge: [],
    ...over,
  }) as unknown as TTourDay['Activities'][number]

const days: TTourDay[] = [
  {
    _id: 'd1',
    Day: 1,
    date: '2027-01-11',
    location: [{ city: 'Bangkok' }],
    Activities: [line({ seq: 2, _id: 'l2', nameTour: 'Transfer', total: 3_000, perVehicle: true }), line({})],
    total: 15_000,
  },
  { _id: 'd2', Day: 2, date: '2027-01-12', location: [], Activities: [], total: 0 },
]

describe('itinerary summary and table', () => {
  it('summarises days in the builder’s order with labels, details and totals', () => {
    const summary = summariseItinerary(days, 'EUR', EN)
    expect(summary.total).toBe(15_000)
    expect(summary.days[0]).toMatchObject({
      day: 1,
      dateLabel: 'Mon 11 Jan 2027',
      locations: ['Bangkok'],
      items: [
        { name: 'Grand Palace <walk>', detail: '2 adults, 1 child', total: 12_000 },
        { name: 'Transfer', detail: 'Per vehicle', total: 3_000 },
      ],
    })
  })

  it('shows prices, day totals and the total only in the priced table; escapes names', () => {
    const summary = summariseItinerary(days, 'EUR', EN)
    const priced = itineraryTableHtml(summary, { withPrices: true, words: EN })
    expect(priced).toContain('Grand Palace &lt;walk&gt;')
    expect(priced).toContain('120.00 EUR')
    expect(priced).toContain('Day 1 total')
    expect(priced).toContain('150.00 EUR')
    // The empty last day is the departure (issue 21), said the same way as in the Word file.
    expect(priced).toContain('Departure<br>')
    expect(priced).toContain('Time at leisure until your onward journey')
    expect(priced).not.toContain('Day 2 total')
    const plain = itineraryTableHtml(summary, { withPrices: false, words: EN })
    expect(plain).toContain('Day 2 · Tue 12 Jan 2027')
    expect(plain).not.toMatch(/EUR|total/i)
  })

  it('is told in the language it is given (issue 26): days, lines, money', () => {
    const german = documentWordsOf('de', de)
    const summary = summariseItinerary(days, 'EUR', german)
    expect(summary.days[0]).toMatchObject({
      dateLabel: 'Mo., 11. Jan. 2027',
      items: [{ detail: '2 Erwachsene, 1 Kind' }, { detail: 'Pro Fahrzeug' }],
    })
    const priced = itineraryTableHtml(summary, { withPrices: true, words: german })
    expect(priced).toContain('Tag 1 · Mo., 11. Jan. 2027')
    expect(priced).toContain('Summe Tag 1')
    expect(priced).toContain('120,00\u00a0€')
    expect(priced).toContain('Abreise<br>')
    expect(priced).not.toMatch(/Day 1|Departure|EUR/)
  })
})

describe('vault paths', () => {
  const id = '1446ba58-9760-434a-9ca0-1f4c3cf997bd'
  it.each([
    [`/marketplace/b2b-agent-vault/${id}`, id],
    [`/marketplace/b2b-agent-vault/${id.toUpperCase()}/`, id],
    [` /marketplace/b2b-agent-vault/${id} `, id],
    [`/marketplace/b2b-agent-vault/${id}/x`, null],
    [`/marketplaceXb2b-agent-vault/${id}`, null],
    ['/marketplace/b2b-agent-vault/not-a-uuid', null],
    ['/etc/passwd', null],
  ])('%j → %j', (path, expected) => {
    expect(bookingIdOfPath(path)).toBe(expected)
  })
})

describe('the agency’s logo in a client’s email (ADR 035)', () => {
  it('is an image shown 160 px wide after spec §5’s scaling, in its proportions, with the agency’s name as its text', () => {
    expect(values.agencyLogo).toBe(
      '<p><img src="https://monsoon.test/media/lotus.png" alt="Lotus &amp; Co" width="229" height="72" style="display:block;border:0;max-width:160px;height:auto"></p>',
    )
    expect(emailImageSize({ width: 229, height: 72 })).toEqual({ width: 160, height: 50 })
  })

  it('is nothing without a logo or with an address that is not http(s)', () => {
    expect(agencyLogoHtml(null, 'Lotus')).toBe('')
    expect(agencyLogoHtml({ url: 'javascript:alert(1)', width: 10, height: 10 }, 'Lotus')).toBe('')
    expect(agencyLogoHtml({ url: '/media/lotus.png', width: 10, height: 10 }, 'Lotus')).toBe('')
  })

  it('gives the agent’s client their itinerary page, even from a template written before it existed', () => {
    const withLink = renderRequestEmail(DEFAULT_REQUEST_TEMPLATES, values, { kind: 'agent', oneTime: false })
    expect(withLink.html).toContain(`<a href="${values.clientLink}">${values.clientLink}</a>`)
    expect(withLink.html).not.toContain('b2b-agent-vault')
    const older = {
      ...DEFAULT_REQUEST_TEMPLATES,
      RequestContent_ForAgent: '<p>Hello,</p>\n{itineraryWithoutPrices}\n{agencyContact}',
    }
    const html = renderRequestEmail(older, values, { kind: 'agent', oneTime: false }).html
    expect(html.indexOf(values.clientLink)).toBeGreaterThan(html.indexOf('id="plain"'))
    expect(html.indexOf(values.clientLink)).toBeLessThan(html.indexOf('Kind regards'))
    expect(
      renderRequestEmail(older, { ...values, clientLink: '' }, { kind: 'agent', oneTime: false }).html,
    ).not.toContain('itinerary online')
    // Monsoon's consultant gets the back office, never the client's page.
    expect(renderRequestEmail(DEFAULT_REQUEST_TEMPLATES, values, { kind: 'admin', oneTime: false }).html).not.toContain(
      '/itinerary/',
    )
  })
})
