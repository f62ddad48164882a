import { describe, expect, it } from 'vitest'
import type { TLine, TTourDay } from './itinerary/types'
import { tripCalendar } from './trip-calendar'

const line = (fields: Partial<TLine> & Record<string, unknown>) => fields as unknown as TLine
const day = (n: number, date: string, city: string, lines: TLine[]): TTourDay => ({
  _id: `d${n}`,
  Day: n,
  date,
  location: [{ city }],
  Activities: lines,
  total: 0,
})

const days: TTourDay[] = [
  day(1, '2027-02-03', 'Hanoi', [
    line({ _id: 'l1', kind: 'activity', nameTour: 'Old Quarter, on foot; street food', location: '' }),
    line({
      _id: 'l2',
      kind: 'hotel',
      nameTour: 'Metropole Hanoi',
      roomName: 'Grand Premium',
      numberRoom: 1,
      nights: 2,
      night: 1,
      location: 'Hanoi',
    }),
  ]),
  day(2, '2027-02-04', 'Hanoi', [
    line({
      _id: 'l3',
      kind: 'hotel',
      nameTour: 'Metropole Hanoi',
      roomName: 'Grand Premium',
      numberRoom: 1,
      nights: 2,
      night: 2,
    }),
    line({ _id: 'l4', kind: 'surcharge', nameTour: 'Lunch upgrade' }),
  ]),
  day(3, '2027-02-05', 'Ha Long', [line({ _id: 'l5', kind: 'activity', nameTour: 'Transfer Hanoi → Ha Long Bay' })]),
]

const calendar = () =>
  tripCalendar({
    uid: 'b1',
    title: 'Northern Vietnam, slowly',
    agencyName: 'Lotus Travel GmbH',
    begindate: '2027-02-03T07:00:00.000Z',
    enddate: '2027-02-05T07:00:00.000Z',
    days,
    now: new Date('2026-11-27T10:00:00Z'),
  })

describe('the trip as a calendar file (issue 21)', () => {
  it('has the trip, one all-day event per service on its day and one per hotel stay, in CRLF lines', () => {
    const ics = calendar()
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.split('BEGIN:VEVENT')).toHaveLength(5)
    expect(ics).toContain('SUMMARY:Northern Vietnam\\, slowly\r\nDESCRIPTION:Your trip with Lotus Travel GmbH')
    expect(ics).toContain(
      'UID:b1-trip@itinerary\r\nDTSTAMP:20261127T100000Z\r\nDTSTART;VALUE=DATE:20270203\r\nDTEND;VALUE=DATE:20270206',
    )
    // A program on its day, at the day's place when it names none; text escaped.
    expect(ics).toContain(
      'DTSTART;VALUE=DATE:20270203\r\nDTEND;VALUE=DATE:20270204\r\nSUMMARY:Old Quarter\\, on foot\\; street food\r\nLOCATION:Hanoi',
    )
    // The hotel: check-in on the first night, check-out the morning after the last, once.
    expect(ics.match(/SUMMARY:Metropole Hanoi/g)).toHaveLength(1)
    expect(ics).toContain('DTSTART;VALUE=DATE:20270203\r\nDTEND;VALUE=DATE:20270205\r\nSUMMARY:Metropole Hanoi')
    expect(ics).toContain('DESCRIPTION:1 × Grand Premium\\, 2 nights')
    expect(ics).not.toContain('Lunch upgrade')
    expect(ics).toContain('SUMMARY:Transfer Hanoi → Ha Long Bay\r\nLOCATION:Ha Long')
  })

  it('names the agency, never Monsoon, and folds long lines at 75 octets without splitting a character', () => {
    const ics = calendar()
    expect(ics).toContain('PRODID:-//Lotus Travel GmbH//Itinerary//EN')
    expect(ics).not.toMatch(/monsoon/i)
    const long = tripCalendar({
      uid: 'b2',
      title: `Ha Long — ${'vịnh '.repeat(40)}`,
      agencyName: 'A',
      begindate: '2027-02-03',
      enddate: '2027-02-03',
      days: [],
      now: new Date('2026-11-27T10:00:00Z'),
    })
    for (const physical of long.split('\r\n')) expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75)
    // Unfolded again, the title is whole.
    expect(long.replaceAll('\r\n ', '')).toContain(`X-WR-CALNAME:Ha Long — ${'vịnh '.repeat(40)}`)
  })
})
