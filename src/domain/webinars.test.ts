import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TNationRef } from './media-contract'
import {
  formatUtc,
  isUpcoming,
  splitWebinars,
  type TWebinar,
  webinarEnd,
  webinarIcs,
  webinarsOfNation,
} from './webinars'

const nation = (code: string): TNationRef => ({ code, fullName: code.toUpperCase(), slug: code })

function webinar(over: Partial<TWebinar> = {}): TWebinar {
  return {
    _id: 'w-1',
    slug: 'laos-for-first-time-sellers',
    title: 'Laos for first-time sellers',
    group: { slug: 'destination-training', name: 'Destination training' },
    nations: [],
    startsAt: '2026-12-03T09:00:00.000Z',
    durationMinutes: 60,
    speaker: { name: 'Nalinee Charoenrat', role: 'Director of Product' },
    summary: 'Where to send clients on a first visit.',
    registrationUrl: 'https://monsoon-dmc.example/register/laos',
    recordingUrl: null,
    image: null,
    ...over,
  }
}

const ICS_ARGS = {
  pageUrl: 'https://monsoon.example/webinars/destination-training',
  now: new Date('2026-11-25T10:11:12.345Z'),
  host: 'monsoon.example',
}

/** The physical lines of an iCalendar text (it ends with CRLF). */
const physicalLines = (ics: string) => {
  expect(ics.endsWith('\r\n')).toBe(true)
  return ics.slice(0, -2).split('\r\n')
}
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space joins the lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '')
/** The unfolded content lines, by property name (the first of each). */
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1)

describe('isUpcoming', () => {
  const at = (iso: string) => new Date(iso)
  const one = webinar({ startsAt: '2026-12-03T09:00:00.000Z', durationMinutes: 60 })

  it('is upcoming before it starts and while it is under way', () => {
    expect(isUpcoming(one, at('2026-12-01T00:00:00.000Z'))).toBe(true)
    expect(isUpcoming(one, at('2026-12-03T09:00:00.000Z'))).toBe(true)
    expect(isUpcoming(one, at('2026-12-03T09:59:59.999Z'))).toBe(true)
  })

  it('is held once it has ended', () => {
    expect(isUpcoming(one, at('2026-12-03T10:00:00.000Z'))).toBe(false)
    expect(isUpcoming(one, at('2027-01-01T00:00:00.000Z'))).toBe(false)
  })

  it('ends duration minutes after it starts', () => {
    expect(webinarEnd(webinar({ startsAt: '2026-12-31T23:30:00.000Z', durationMinutes: 90 })).toISOString()).toBe(
      '2027-01-01T01:00:00.000Z',
    )
  })
})

describe('splitWebinars', () => {
  it('puts the upcoming soonest first and the held ones newest first', () => {
    const now = new Date('2026-06-15T12:00:00.000Z')
    const list = [
      webinar({ _id: 'past-old', startsAt: '2026-01-10T09:00:00.000Z' }),
      webinar({ _id: 'future-late', startsAt: '2026-09-01T09:00:00.000Z' }),
      webinar({ _id: 'under-way', startsAt: '2026-06-15T11:30:00.000Z', durationMinutes: 60 }),
      webinar({ _id: 'past-recent', startsAt: '2026-06-01T09:00:00.000Z' }),
      webinar({ _id: 'future-soon', startsAt: '2026-07-01T09:00:00.000Z' }),
    ]
    const { upcoming, past } = splitWebinars(list, now)
    expect(upcoming.map((item) => item._id)).toEqual(['under-way', 'future-soon', 'future-late'])
    expect(past.map((item) => item._id)).toEqual(['past-recent', 'past-old'])
  })

  it('law: a partition of the list, sorted each way', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 1_000 }),
            duration: fc.integer({ min: 10, max: 480 }),
          }),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 1_000 }),
        (rows, nowHour) => {
          const base = Date.UTC(2026, 0, 1)
          const list = rows.map((row, index) =>
            webinar({
              _id: `w${index}`,
              startsAt: new Date(base + row.start * 3_600_000).toISOString(),
              durationMinutes: row.duration,
            }),
          )
          const now = new Date(base + nowHour * 3_600_000)
          const { upcoming, past } = splitWebinars(list, now)
          expect(upcoming.length + past.length).toBe(list.length)
          for (const item of upcoming) expect(webinarEnd(item).getTime()).toBeGreaterThan(now.getTime())
          for (const item of past) expect(webinarEnd(item).getTime()).toBeLessThanOrEqual(now.getTime())
          for (let index = 1; index < upcoming.length; index++)
            expect(upcoming[index - 1].startsAt <= upcoming[index].startsAt).toBe(true)
          for (let index = 1; index < past.length; index++)
            expect(past[index - 1].startsAt >= past[index].startsAt).toBe(true)
        },
      ),
    )
  })
})

describe('webinarsOfNation', () => {
  it('keeps the webinars for the nation and those for every nation (none named)', () => {
    const list = [
      webinar({ _id: 'th', nations: [nation('th')] }),
      webinar({ _id: 'all', nations: [] }),
      webinar({ _id: 'vn-kh', nations: [nation('vn'), nation('kh')] }),
    ]
    expect(webinarsOfNation(list, 'kh').map((item) => item._id)).toEqual(['all', 'vn-kh'])
    expect(webinarsOfNation(list, 'th').map((item) => item._id)).toEqual(['th', 'all'])
    expect(webinarsOfNation(list, 'mm').map((item) => item._id)).toEqual(['all'])
  })
})

describe('formatUtc', () => {
  it('writes the start in UTC', () => {
    expect(formatUtc('2026-12-03T09:00:00.000Z')).toBe('Dec 03, 2026, 09:00 UTC')
    expect(formatUtc('2026-12-03T09:05:00+07:00')).toBe('Dec 03, 2026, 02:05 UTC')
    expect(formatUtc('2027-01-01T00:30:00+01:00')).toBe('Dec 31, 2026, 23:30 UTC')
  })
})

describe('webinarIcs', () => {
  it('is one event with CRLF line endings, UTC times and the webinar’s id in its UID', () => {
    const ics = webinarIcs(webinar({ _id: 'abc-123', durationMinutes: 90 }), ICS_ARGS)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = physicalLines(ics)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(property(ics, 'DTSTART')).toBe('20261203T090000Z')
    expect(property(ics, 'DTEND')).toBe('20261203T103000Z')
    expect(property(ics, 'DTSTAMP')).toBe('20261125T101112Z')
    expect(property(ics, 'UID')).toContain('abc-123')
    expect(property(ics, 'SUMMARY')).toBe('Laos for first-time sellers')
    expect(property(ics, 'URL')).toBe('https://monsoon-dmc.example/register/laos')
  })

  it('ends the event duration minutes after its start, across midnight', () => {
    const ics = webinarIcs(webinar({ startsAt: '2026-12-31T23:30:00.000Z', durationMinutes: 45 }), ICS_ARGS)
    expect([property(ics, 'DTSTART'), property(ics, 'DTEND')]).toEqual(['20261231T233000Z', '20270101T001500Z'])
  })

  it('escapes commas, semicolons, backslashes and line breaks in the summary and the description', () => {
    const ics = webinarIcs(
      webinar({
        title: 'Laos, Cambodia; and C:\\Temp',
        summary: 'Line one,\nline two; three\\four\r\nfive',
        registrationUrl: null,
      }),
      ICS_ARGS,
    )
    expect(property(ics, 'SUMMARY')).toBe('Laos\\, Cambodia\\; and C:\\\\Temp')
    const description = property(ics, 'DESCRIPTION') ?? ''
    expect(description.startsWith('Line one\\,\\nline two\\; three\\\\four\\nfive\\nSpeaker: ')).toBe(true)
    expect(description).toContain(`Details: ${ICS_ARGS.pageUrl}`)
    expect(description).not.toContain('Register:')
    // Without a registration link, the event points at the page.
    expect(property(ics, 'URL')).toBe(ICS_ARGS.pageUrl)
  })

  // Bug: src/domain/webinars.ts:128 escapes URL as TEXT, but URL's value type is URI (RFC 5545
  // §3.8.4.6, §3.3.13), which has no escapes: a link with a comma or semicolon is broken.
  it('writes the URL as a URI, unescaped', () => {
    const registrationUrl = 'https://monsoon-dmc.example/register?ids=1,2;lang=en'
    const ics = webinarIcs(webinar({ registrationUrl }), ICS_ARGS)
    expect(property(ics, 'URL')).toBe(registrationUrl)
  })

  it('folds lines longer than 75 octets, the continuations starting with a space', () => {
    const ics = webinarIcs(webinar({ summary: 'A long summary. '.repeat(30) }), ICS_ARGS)
    const lines = physicalLines(ics)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const continuations = lines.filter((line) => line.startsWith(' '))
    expect(continuations.length).toBeGreaterThan(3)
    expect(property(ics, 'DESCRIPTION')?.startsWith('A long summary. '.repeat(30))).toBe(true)
  })

  it('folds multibyte text without splitting a character', () => {
    const title = 'Hội An – lanterns ✨ 🏮 '.repeat(8).trim()
    const ics = webinarIcs(webinar({ title, summary: `Ở ${title}` }), ICS_ARGS)
    const lines = physicalLines(ics)
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
      // A line cut inside a character would not survive a round trip through UTF-8.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line)
      expect(line.isWellFormed()).toBe(true)
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3)
    expect(property(ics, 'SUMMARY')).toBe(title)
    expect(property(ics, 'DESCRIPTION')?.startsWith(`Ở ${title}\\nSpeaker:`)).toBe(true)
  })

  it('law: any title survives folding and unfolding, every line within 75 octets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (title) => {
        const ics = webinarIcs(webinar({ title: `T ${title}` }), ICS_ARGS)
        for (const line of physicalLines(ics)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
        const escaped = `T ${title}`
          .replace(/\\/g, '\\\\')
          .replace(/;/g, '\\;')
          .replace(/,/g, '\\,')
          .replace(/\r\n|\r|\n/g, '\\n')
        expect(property(ics, 'SUMMARY')).toBe(escaped)
      }),
    )
  })
})
