import { describe, expect, it } from 'vitest'
import { DEFAULT_EXPORT_TEXTS, emptyDayLine, exportDocument, exportFileName, LONG_TRIP_DAYS } from './booking-export'
import type { TItinerarySummary } from './itinerary/summary'

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
        { kind: 'activity', name: 'Grand Palace', detail: '2 adults', total: 15_000 },
        { kind: 'hotel', name: 'Riverside Hotel', detail: 'Deluxe × 1 room · night 1 of 1', total: 30_000 },
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
    expect(emptyDayLine({ day: 1, days: 5, place: 'Hanoi', withPrices: false })).toEqual({
      text: 'Arrival',
      detail: 'Arrival in Hanoi; the day is yours to settle in.',
    })
    expect(emptyDayLine({ day: 5, days: 5, place: 'Hoi An', withPrices: false })).toEqual({
      text: 'Departure',
      detail: 'Time at leisure until your onward journey from Hoi An.',
    })
    expect(emptyDayLine({ day: 3, days: 5, place: 'Hue', withPrices: false }).detail).toBe('Time at leisure')
    expect(emptyDayLine({ day: 3, days: 5, place: 'Hue', withPrices: true }).detail).toBe('No services booked')
    // A one-day trip's only day is its arrival; no place, no dangling "in".
    expect(emptyDayLine({ day: 1, days: 1, place: '', withPrices: true })).toEqual({
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
        { text: 'Grand Palace', detail: '2 adults', price: '150.00 EUR' },
        { text: 'Riverside Hotel', detail: 'Deluxe × 1 room · night 1 of 1', price: '300.00 EUR' },
      ],
      totalLabel: 'Day 1 total',
      total: '450.00 EUR',
    })
    // The last day without services is the departure, from where the trip ends (issue 21).
    expect(doc.days[1].lines).toEqual([
      { text: 'Departure', detail: 'Time at leisure until your onward journey from Bangkok.', price: null },
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
    })
    expect(JSON.stringify(doc)).not.toMatch(/EUR|BK000123|Late arrival|Monsoon/)
    // The traveller's contact is the agency (ADR 030).
    expect(doc.contact).toBe('Anna Weber · anna@lotus-travel.demo · Munich, Germany')
    expect(doc.total).toBeNull()
    expect(doc.days.every((day) => day.total === null && day.lines.every((line) => line.price === null))).toBe(true)
    expect(doc.notesTitle).toBe('Good to know')
  })

  it('names the file after the code and the trip, safely', () => {
    expect(exportFileName(booking, true)).toBe('BK000123 Bangkok temples rivers.docx')
    expect(exportFileName(booking, false)).toBe('Bangkok temples rivers (client).docx')
    expect(exportFileName({ Code: 'BK1', nameTour: '../../etc/passwd\r\n' }, true)).toBe('BK1 etcpasswd.docx')
  })
})
