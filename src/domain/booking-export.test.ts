import { describe, expect, it } from 'vitest'
import { documentWordsOf, ENGLISH_DOCUMENT_WORDS as EN } from '@/lib/i18n/document-words'
import de from '@/messages/de.json'
import {
  DEFAULT_EXPORT_TEXTS,
  emptyDayLine,
  exportDocument,
  exportFileName,
  LONG_TRIP_DAYS,
  sellingLines,
} from './booking-export'
import type { TItinerarySummary } from './itinerary/summary'
import { sellingPrice } from './pricing/selling'

const summary: TItinerarySummary = {
  currency: 'EUR',
  total: 45_000,
  days: [
    {
      day: 1,
      date: '2027-01-11',
      dateLabel: 'Mon 11 Jan 2027',
      locations: ['Bangkok'],
      items: [
        { kind: 'activity', type: 'DayProgram', tourId: 'p', name: 'Grand Palace', detail: '2 adults', total: 15_000 },
        {
          kind: 'hotel',
          type: 'Accommodation',
          tourId: 'h',
          name: 'Riverside Hotel',
          detail: 'Deluxe × 1 room · night 1 of 1',
          total: 30_000,
        },
      ],
      total: 45_000,
    },
    { day: 2, date: '2027-01-12', dateLabel: 'Tue 12 Jan 2027', locations: [], items: [], total: 0 },
  ],
}

const booking = {
  Code: 'BK000123',
  nameTour: 'Bangkok: temples & rivers',
  begindate: '2027-01-11T07:00:00.000Z',
  enddate: '2027-01-12T07:00:00.000Z',
  days: 2,
  nights: 1,
  adultQuantity: 2,
  childQuantity: 1,
  lsChildren: [{ age: 7 }],
  rooms: 1,
  departureCity: 'Bangkok',
  comment: 'Late arrival',
  agentName: 'Anna Weber',
}

describe('a day without services (issue 21)', () => {
  it('is the arrival on the first day, the departure on the last, a free day in between', () => {
    expect(emptyDayLine({ day: 1, days: 5, place: 'Hanoi', withPrices: false, say: EN.say })).toEqual({
      text: 'Arrival',
      detail: 'Arrival in Hanoi; the day is yours to settle in.',
    })
    expect(emptyDayLine({ day: 5, days: 5, place: 'Hoi An', withPrices: false, say: EN.say })).toEqual({
      text: 'Departure',
      detail: 'Time at leisure until your onward journey from Hoi An.',
    })
    expect(emptyDayLine({ day: 3, days: 5, place: 'Hue', withPrices: false, say: EN.say }).detail).toBe(
      'Time at leisure',
    )
    expect(emptyDayLine({ day: 3, days: 5, place: 'Hue', withPrices: true, say: EN.say }).detail).toBe(
      'No services booked',
    )
    // A one-day trip's only day is its arrival; no place, no dangling "in".
    expect(emptyDayLine({ day: 1, days: 1, place: '', withPrices: true, say: EN.say })).toEqual({
      text: 'Arrival',
      detail: 'Arrival; the day is yours to settle in.',
    })
  })
})

describe('a long trip (issue 21)', () => {
  it('opens with the days at a glance, each with its places and a link to the day', () => {
    const long: TItinerarySummary = {
      ...summary,
      days: Array.from({ length: LONG_TRIP_DAYS }, (_, index) => ({
        day: index + 1,
        date: `2027-01-${String(11 + index).padStart(2, '0')}`,
        dateLabel: `Day label ${index + 1}`,
        locations: index === 2 ? ['Hue', 'Hoi An'] : [],
        items: [],
        total: 0,
      })),
    }
    const doc = exportDocument({
      booking,
      summary: long,
      agencyName: 'A',
      withPrices: false,
      texts: DEFAULT_EXPORT_TEXTS,
      words: EN,
    })
    expect(doc.contents).toHaveLength(LONG_TRIP_DAYS)
    expect(doc.contents?.[2]).toEqual({ label: 'Day 3 · Day label 3 · Hue, Hoi An', anchor: 'day-3' })
    expect(doc.contents?.[0]).toEqual({ label: 'Day 1 · Day label 1', anchor: 'day-1' })
    expect(doc.days.map((day) => day.anchor)).toEqual(doc.contents?.map((entry) => entry.anchor))
  })
})

describe('Word export document', () => {
  it('the agent’s version has the code, prices per line and day, the total and the terms', () => {
    const doc = exportDocument({
      booking,
      summary,
      agencyName: 'Lotus Travel GmbH',
      withPrices: true,
      texts: DEFAULT_EXPORT_TEXTS,
      words: EN,
    })
    expect(doc.agencyName).toBe('Lotus Travel GmbH')
    expect(doc.contact).toBeNull()
    expect(doc.facts).toContainEqual({ label: 'Booking', value: 'BK000123' })
    expect(doc.facts).toContainEqual({ label: 'Travellers', value: '2 adults, 1 child (ages 7)' })
    expect(doc.facts).toContainEqual({ label: 'Dates', value: '11 Jan 2027 – 12 Jan 2027' })
    expect(doc.contents).toBeNull()
    expect(doc.days[0]).toEqual({
      anchor: 'day-1',
      heading: 'Day 1 · Mon 11 Jan 2027',
      locations: 'Bangkok',
      lines: [
        { text: 'Grand Palace', detail: '2 adults', status: null, price: '150.00 EUR', description: null, image: null },
        {
          text: 'Riverside Hotel',
          detail: 'Deluxe × 1 room · night 1 of 1',
          status: 'On request',
          price: '300.00 EUR',
          description: null,
          image: null,
        },
      ],
      totalLabel: 'Day 1 total',
      total: '450.00 EUR',
    })
    // The last day without services is the departure, from where the trip ends (issue 21).
    expect(doc.days[1].lines).toEqual([
      {
        text: 'Departure',
        detail: 'Time at leisure until your onward journey from Bangkok.',
        status: null,
        price: null,
        description: null,
        image: null,
      },
    ])
    expect(doc.days[1].total).toBeNull()
    expect(doc.total).toBe('450.00 EUR')
    expect(doc.notesTitle).toBe('Terms')
    expect(doc.notes).toHaveLength(4)
  })

  it('the client version has no price anywhere, no Monsoon code and the client notes', () => {
    const doc = exportDocument({
      booking,
      summary,
      agencyName: 'Lotus Travel GmbH',
      contact: {
        agentName: 'Anna Weber',
        agentEmail: 'anna@lotus-travel.demo',
        agencyName: 'Lotus Travel GmbH',
        place: 'Munich, Germany',
      },
      withPrices: false,
      texts: DEFAULT_EXPORT_TEXTS,
      words: EN,
    })
    expect(JSON.stringify(doc)).not.toMatch(/EUR|BK000123|Late arrival|Monsoon/)
    // The traveller's contact is the agency (ADR 030).
    expect(doc.contact).toBe('Anna Weber · anna@lotus-travel.demo · Munich, Germany')
    expect(doc.total).toBeNull()
    expect(doc.days.every((day) => day.total === null && day.lines.every((line) => line.price === null))).toBe(true)
    expect(doc.notesTitle).toBe('Good to know')
  })

  it('names the file after the code and the trip, safely', () => {
    expect(exportFileName(booking, true, EN.say)).toBe('BK000123 Bangkok temples rivers')
    expect(exportFileName(booking, false, EN.say)).toBe('Bangkok temples rivers (client)')
    expect(exportFileName({ Code: 'BK1', nameTour: '../../etc/passwd\r\n' }, true, EN.say)).toBe('BK1 etcpasswd')
    expect(exportFileName({ Code: '', nameTour: '***' }, false, EN.say)).toBe('Itinerary (client)')
    expect(exportFileName(booking, false, documentWordsOf('de', de).say)).toBe('Bangkok temples rivers (Kunde)')
  })
})

describe('the client’s documents (issue 21)', () => {
  const photo = {
    filename: 'palace-960.webp',
    url: '/media/palace-960.webp',
    width: 960,
    height: 640,
    alt: 'The palace',
  }
  const stories = new Map([
    ['p', { description: 'The royal palace by the river.', image: photo }],
    ['h', { description: 'A quiet hotel on the river.', image: null }],
  ])
  const twoNights: TItinerarySummary = {
    ...summary,
    days: [summary.days[0], { ...summary.days[0], day: 2, date: '2027-01-12', dateLabel: 'Tue 12 Jan 2027' }],
  }
  const price = sellingPrice({ DayProgram: 30_000, Accommodation: 60_000 }, { kind: 'percent', bps: 1500 }, 3)
  const make = (withPrices: boolean, showToClient: boolean) =>
    exportDocument({
      booking,
      summary: twoNights,
      agencyName: 'Lotus Travel',
      withPrices,
      texts: DEFAULT_EXPORT_TEXTS,
      words: EN,
      stories,
      selling: { price, markup: { kind: 'percent', bps: 1500 }, showToClient },
    })

  it('tells each program and hotel once, with its photo, on the client’s version only', () => {
    const client = make(false, false)
    expect(client.days[0].lines.map((line) => line.description)).toEqual([
      'The royal palace by the river.',
      'A quiet hotel on the river.',
    ])
    expect(client.days[0].lines[0].image).toEqual(photo)
    expect(client.days[1].lines.map((line) => line.description)).toEqual([null, null])
    expect(make(true, true).days[0].lines.every((line) => line.description === null && line.image === null)).toBe(true)
  })

  it('shows the client the selling price only when chosen, and never the margin; the agent always', () => {
    expect(make(false, false).selling).toBeNull()
    const client = make(false, true)
    expect(client.selling).toEqual({
      total: '1,035.00 EUR',
      perPerson: '345.00 EUR',
      people: 3,
      margin: null,
      markup: null,
    })
    expect(JSON.stringify(client)).not.toContain('135.00')
    expect(sellingLines(client, EN.say)?.rows.map((row) => row.label)).toEqual(['Total', 'Per person'])
    const agent = make(true, false)
    expect(agent.selling?.margin).toBe('135.00 EUR')
    expect(sellingLines(agent, EN.say)?.rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Selling price: 1,035.00 EUR',
      'Per person: 345.00 EUR (3 travellers)',
      'Your markup: 15 %',
      'Your margin: 135.00 EUR',
    ])
    // With no markup the agent's copy has nothing to add to Monsoon's total.
    expect(
      exportDocument({
        booking,
        summary,
        agencyName: 'Lotus Travel',
        withPrices: true,
        texts: DEFAULT_EXPORT_TEXTS,
        words: EN,
        selling: { price, markup: { kind: 'none' }, showToClient: true },
      }).selling,
    ).toBeNull()
  })

  it('gives the client’s route map the places in order, from the days or else from their services', () => {
    const places = new Map([
      ['Bangkok', { lat: 13.75, lon: 100.5 }],
      ['Hua Hin', { lat: 12.57, lon: 99.96 }],
    ])
    const withPlaces: TItinerarySummary = {
      ...twoNights,
      days: [
        twoNights.days[0],
        { ...twoNights.days[1], locations: [], items: [{ ...twoNights.days[1].items[0], place: 'Hua Hin' }] },
      ],
    }
    const doc = exportDocument({
      booking,
      summary: withPlaces,
      agencyName: 'Lotus Travel',
      withPrices: false,
      texts: DEFAULT_EXPORT_TEXTS,
      words: EN,
      places,
    })
    expect(doc.route.map((stop) => stop.name)).toEqual(['Bangkok', 'Hua Hin'])
    expect(
      exportDocument({
        booking,
        summary: withPlaces,
        agencyName: 'L',
        withPrices: true,
        texts: DEFAULT_EXPORT_TEXTS,
        words: EN,
        places,
      }).route,
    ).toEqual([])
  })
})

describe('a booking confirmed on allotment (issue 25)', () => {
  const confirm = (status: string, withPrices: boolean) =>
    exportDocument({
      booking: { ...booking, status, confirmationNumber: 'MC-7KQ2XP' },
      summary,
      agencyName: 'A',
      withPrices,
      texts: DEFAULT_EXPORT_TEXTS,
      words: EN,
    }).facts.find((fact) => fact.label === 'Status')?.value

  it('says it is confirmed, with its number, on the agent’s and the client’s copy', () => {
    expect(confirm('confirmed', true)).toBe('Confirmed · MC-7KQ2XP')
    expect(confirm('confirmed', false)).toBe('Confirmed · MC-7KQ2XP')
    expect(confirm('confirmation_requested', true)).toBe('Partly confirmed · MC-7KQ2XP; Monsoon confirms the rest')
  })

  it('is a proposal, subject to availability, until Monsoon confirms it (issue 54)', () => {
    for (const status of ['draft', 'requested', 'quoted', 'changes_requested'])
      for (const withPrices of [true, false])
        expect(confirm(status, withPrices), status).toBe('Proposal — subject to availability')
    expect(confirm('confirmation_requested', false)).toBe('Proposal — subject to availability')
    expect(confirm('cancelled', true)).toBe('Cancelled · MC-7KQ2XP')
    expect(confirm('cancelled', false)).toBeUndefined()
  })

  it('says per stay whether it is booked or on request until the whole booking is confirmed (issue 54)', () => {
    const statuses = (status: string, bookedHotels: string[] = []) =>
      exportDocument({
        booking: { ...booking, status, bookedHotels },
        summary,
        agencyName: 'A',
        withPrices: false,
        texts: DEFAULT_EXPORT_TEXTS,
        words: EN,
      }).days[0].lines.map((line) => [line.text, line.status])
    expect(statuses('requested')).toEqual([
      ['Grand Palace', null],
      ['Riverside Hotel', 'On request'],
    ])
    expect(statuses('confirmation_requested', ['h'])).toEqual([
      ['Grand Palace', null],
      ['Riverside Hotel', 'Confirmed'],
    ])
    expect(statuses('confirmed', ['h'])).toEqual([
      ['Grand Palace', null],
      ['Riverside Hotel', null],
    ])
    // Held for the agent (a hold, or the quote they accepted): until when, in the document's language.
    const held = exportDocument({
      booking: { ...booking, status: 'confirmation_requested', heldHotels: ['h'], heldUntil: '2026-12-04' },
      summary,
      agencyName: 'A',
      withPrices: false,
      texts: DEFAULT_EXPORT_TEXTS,
      words: EN,
    }).days[0].lines.map((line) => line.status)
    expect(held).toEqual([null, 'Held until 04 Dec 2026'])
  })

  it('names the hotel’s reference once the hotel confirmed the stay to Monsoon (issue 54)', () => {
    const confirmed = {
      ...summary,
      days: summary.days.map((day) => ({
        ...day,
        items: day.items.map((item) => (item.kind === 'hotel' ? { ...item, confirmedRef: 'RL-48213' } : item)),
      })),
    }
    for (const status of ['quoted', 'confirmed'])
      expect(
        exportDocument({
          booking: { ...booking, status },
          summary: confirmed,
          agencyName: 'A',
          withPrices: false,
          texts: DEFAULT_EXPORT_TEXTS,
          words: EN,
        }).days[0].lines.map((line) => line.status),
      ).toEqual([null, 'Confirmed (ref. RL-48213)'])
  })
})
