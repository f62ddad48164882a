import { z } from 'zod'
import { icsDateTime, icsFile, icsText } from './ics'
import { formatJournalDate } from './journal'
import { ZImage, ZNationRef } from './media-contract'

/**
 * Webinars (issue 16, spec §3 "webinar groups and items", §7 Webinarclient): their shapes, defined
 * once (ADR 021), which are still to come, and the calendar file an agent adds an upcoming one with.
 */

export const ZWebinar = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  group: z.object({ slug: z.string(), name: z.string() }),
  nations: z.array(ZNationRef),
  /** Start, ISO 8601 in UTC; pages show it in the visitor's time zone. */
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  speaker: z.object({ name: z.string(), role: z.string().nullable() }),
  summary: z.string(),
  registrationUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  image: ZImage.nullable(),
})
export type TWebinar = z.output<typeof ZWebinar>

export const ZWebinarGroup = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: ZImage.nullable(),
  nation: ZNationRef.nullable(),
})
export type TWebinarGroup = z.output<typeof ZWebinarGroup>

const MINUTE = 60_000

export const webinarEnd = (webinar: Pick<TWebinar, 'startsAt' | 'durationMinutes'>): Date =>
  new Date(new Date(webinar.startsAt).getTime() + webinar.durationMinutes * MINUTE)

/** Still to come or under way: it has not ended yet. */
export const isUpcoming = (webinar: Pick<TWebinar, 'startsAt' | 'durationMinutes'>, now: Date): boolean =>
  webinarEnd(webinar).getTime() > now.getTime()

/** Upcoming ones soonest first, then the recorded ones newest first. */
export function splitWebinars<T extends Pick<TWebinar, 'startsAt' | 'durationMinutes'>>(
  webinars: readonly T[],
  now: Date,
) {
  const upcoming = webinars.filter((webinar) => isUpcoming(webinar, now))
  const past = webinars.filter((webinar) => !isUpcoming(webinar, now))
  return {
    upcoming: [...upcoming].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    past: [...past].sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
  }
}

/** Webinars of a nation: those for it, and those for every nation (no nation named). */
export const webinarsOfNation = <T extends Pick<TWebinar, 'nations'>>(webinars: readonly T[], code: string): T[] =>
  webinars.filter((webinar) => webinar.nations.length === 0 || webinar.nations.some((nation) => nation.code === code))

/** The start in UTC as a page shows it before the browser puts it in the visitor's zone: "Dec 03, 2026, 09:00 UTC". */
export function formatUtc(iso: string): string {
  const date = new Date(iso)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${formatJournalDate(iso)}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`
}

/** An iCalendar file with one event: the webinar, online, with where to register. */
export function webinarIcs(webinar: TWebinar, args: { pageUrl: string; now: Date; host: string }): string {
  const description = [
    webinar.summary,
    `Speaker: ${webinar.speaker.name}${webinar.speaker.role ? `, ${webinar.speaker.role}` : ''}`,
    webinar.registrationUrl ? `Register: ${webinar.registrationUrl}` : null,
    `Details: ${args.pageUrl}`,
  ]
    .filter(Boolean)
    .join('\n')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Monsoon//Webinars//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:webinar-${webinar._id}@${args.host}`,
    `DTSTAMP:${icsDateTime(args.now)}`,
    `DTSTART:${icsDateTime(new Date(webinar.startsAt))}`,
    `DTEND:${icsDateTime(webinarEnd(webinar))}`,
    `SUMMARY:${icsText(webinar.title)}`,
    `DESCRIPTION:${icsText(description)}`,
    'LOCATION:Online',
    // A URI value is written as it is (RFC 5545 §3.3.13); the back office accepts no line break in one.
    `URL:${(webinar.registrationUrl ?? args.pageUrl).replace(/[\r\n]/g, '')}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return icsFile(lines)
}
