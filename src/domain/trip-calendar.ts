import { icsDate, icsDateTime, icsFile, icsText } from './ics'
import type { TTourDay } from './itinerary/types'
import { addDays, type TIsoDate } from './pricing/dates'

/**
 * A trip as a calendar file (issue 21, RFC 5545): one all-day event per program, transfer and visa
 * service on its day, one event per hotel stay from check-in to check-out, and one for the whole
 * trip. Services have no clock times in the catalogue, so events are all-day; the place is the
 * service's own location, else the day's. White label: the file names the agency, never Monsoon.
 */
export type TTripCalendar = {
  /** Stable per booking: a calendar that imports the file again updates the events instead of doubling them. */
  uid: string
  title: string
  agencyName: string
  begindate: string
  enddate: string
  days: readonly TTourDay[]
  now: Date
}

function event(args: {
  uid: string
  now: Date
  start: string
  end: string
  summary: string
  place?: string
  detail?: string
}) {
  return [
    'BEGIN:VEVENT',
    `UID:${args.uid}`,
    `DTSTAMP:${icsDateTime(args.now)}`,
    `DTSTART;VALUE=DATE:${icsDate(args.start)}`,
    `DTEND;VALUE=DATE:${icsDate(args.end)}`,
    `SUMMARY:${icsText(args.summary)}`,
    ...(args.place ? [`LOCATION:${icsText(args.place)}`] : []),
    ...(args.detail ? [`DESCRIPTION:${icsText(args.detail)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]
}

export function tripCalendar(trip: TTripCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(trip.agencyName)}//Itinerary//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(trip.title)}`,
    ...event({
      uid: `${trip.uid}-trip@itinerary`,
      now: trip.now,
      start: trip.begindate,
      end: addDays(trip.enddate.slice(0, 10) as TIsoDate, 1),
      summary: trip.title,
      detail: `Your trip with ${trip.agencyName}`,
    }),
  ]
  for (const day of trip.days) {
    const dayPlace = day.location.map((location) => location.city).join(', ')
    for (const line of day.Activities) {
      if (line.kind === 'surcharge') continue
      if (line.kind === 'hotel') {
        // One event per stay, on its first night: check-in that day, check-out the morning after the last night.
        if (line.night !== 1) continue
        lines.push(
          ...event({
            uid: `${trip.uid}-${line._id}@itinerary`,
            now: trip.now,
            start: day.date,
            end: addDays(day.date, line.nights),
            summary: line.nameTour,
            place: line.location || dayPlace,
            detail: `${line.numberRoom} × ${line.roomName}, ${line.nights} ${line.nights === 1 ? 'night' : 'nights'}`,
          }),
        )
        continue
      }
      lines.push(
        ...event({
          uid: `${trip.uid}-${line._id}@itinerary`,
          now: trip.now,
          start: day.date,
          end: addDays(day.date, 1),
          summary: line.nameTour,
          place: line.location || dayPlace,
        }),
      )
    }
  }
  lines.push('END:VCALENDAR')
  return icsFile(lines)
}
