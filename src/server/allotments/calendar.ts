import 'server-only'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { allotmentDay, datesFrom, daysBetween, nightVerdict, roomKey, type TCalendarRow } from '@/domain/allotments'
import { UUID } from '@/domain/ids'
import { isIsoDate, type TIsoDate } from '@/domain/pricing'
import { AppError } from '@/lib/errors'
import { invalidateTag } from '@/lib/tag-cache'
import { inTransaction } from '@/server/db'
import { ALLOTMENT_TAG } from './availability'
import { allotmentOf, lockRange, writeRange } from './store'

/**
 * The allotment calendar of the back office (issue 25): hotels' room types × dates with what each
 * night holds, and the bulk edit of a range, audited (who, when, what, and the nights as they were).
 */

export const CALENDAR_MAX_DAYS = 62
export const RANGE_MAX_DAYS = 366

const ZDate = z.string().refine(isIsoDate, 'A date as YYYY-MM-DD')

export const ZCalendarQuery = z.object({
  from: ZDate,
  days: z.number().int().min(1).max(CALENDAR_MAX_DAYS).default(28),
  nation: z.string().regex(UUID, 'A nation id').optional(),
  hotel: z.string().regex(UUID, 'A hotel id').optional(),
})

export const ZAllotmentEdit = z
  .object({
    hotel: z.string().regex(UUID, 'A hotel id'),
    room: z.string().trim().min(1).max(200),
    from: ZDate,
    to: ZDate,
    /** ISO weekdays (1 Monday … 7 Sunday) the edit applies to; all when left out. */
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
    held: z.number().int().min(0).max(999).optional(),
    releaseDays: z.number().int().min(0).max(365).optional(),
    stopSale: z.boolean().optional(),
  })
  .strict()
  .refine((edit) => edit.held !== undefined || edit.releaseDays !== undefined || edit.stopSale !== undefined, {
    message: 'Give the rooms held, the release period or the stop sale',
    path: ['held'],
  })
  .refine((edit) => edit.to >= edit.from, { message: 'The last night is before the first', path: ['to'] })

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', 'Please check the allotment', {
      fields: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message })),
    })
  return parsed.data
}

/** Every room type of the hotels asked for, with its nights from `from`, for `days` days. */
export async function allotmentCalendar(req: PayloadRequest, body: unknown) {
  const query = parse(ZCalendarQuery, body)
  const { payload } = req
  const dates = datesFrom(query.from, query.days)
  const { docs: hotels } = await payload.find({
    collection: 'hotels',
    where: query.hotel ? { id: { equals: query.hotel } } : query.nation ? { nation: { equals: query.nation } } : {},
    sort: 'name',
    depth: 1,
    pagination: false,
    select: { name: true, rooms: true, city: true },
    req,
  })
  const allotment = await allotmentOf(payload, {
    hotels: hotels.map((hotel) => hotel.id),
    from: query.from,
    to: dates[dates.length - 1] as TIsoDate,
  })
  const today = allotmentDay(new Date())
  const rows: TCalendarRow[] = hotels.flatMap((hotel) =>
    (hotel.rooms ?? []).map((room) => {
      const byDate = new Map((allotment.get(roomKey(hotel.id, room.name)) ?? []).map((night) => [night.date, night]))
      return {
        hotel: hotel.id,
        hotelName: hotel.name,
        city: typeof hotel.city === 'object' && hotel.city ? hotel.city.fullName : '',
        room: room.name,
        nights: dates.map((date) => {
          const night = byDate.get(date)
          const held = night?.held ?? 0
          const sold = night?.sold ?? 0
          const onHold = night?.onHold ?? 0
          return {
            date,
            held,
            sold,
            onHold,
            free: Math.max(0, held - sold - onHold),
            releaseDays: night?.releaseDays ?? 0,
            stopSale: night?.stopSale ?? false,
            released: nightVerdict(night, 1, today).kind === 'released',
          }
        }),
      }
    }),
  )
  return { from: query.from, dates, today, rows }
}

const isoWeekday = (date: TIsoDate) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** The edit in words for the audit trail: "Held 5; release 14 days; stop sale on (Fri, Sat)". */
function editSummary(edit: z.infer<typeof ZAllotmentEdit>, nights: number): string {
  const parts: string[] = []
  if (edit.held !== undefined) parts.push(`held ${edit.held}`)
  if (edit.releaseDays !== undefined) parts.push(`release ${edit.releaseDays} days`)
  if (edit.stopSale !== undefined) parts.push(edit.stopSale ? 'stop sale on' : 'stop sale off')
  const days = edit.weekdays ? ` (${edit.weekdays.map((day) => WEEKDAYS[day - 1]).join(', ')} only)` : ''
  const text = parts.join('; ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} for ${nights} ${nights === 1 ? 'night' : 'nights'}${days}`
}

/**
 * Sets the rooms held, the release period or the stop-sale of one room type over a range (some
 * weekdays only, if asked), in one transaction with its audit entry. The range's rows are locked
 * first, so a booking taking a room waits for the edit, and rooms held never go below what is
 * already sold or on hold: that is refused with the nights named.
 */
export async function editAllotment(req: PayloadRequest, body: unknown) {
  const edit = parse(ZAllotmentEdit, body)
  const { payload } = req
  const user = req.user as { id: string; name?: string | null; email?: string } | null
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to the back office first.')
  const span = daysBetween(edit.from, edit.to) + 1
  if (span > RANGE_MAX_DAYS)
    throw new AppError('BAD_REQUEST', 'Please check the allotment', {
      fields: [{ field: 'to', message: `At most ${RANGE_MAX_DAYS} nights at a time` }],
    })
  const hotel = await payload.findByID({
    collection: 'hotels',
    id: edit.hotel,
    depth: 0,
    select: { name: true, rooms: true },
    disableErrors: true,
    req,
  })
  if (!hotel) throw new AppError('NOT_FOUND', 'No such hotel')
  if (!(hotel.rooms ?? []).some((room) => room.name === edit.room))
    throw new AppError('BAD_REQUEST', 'Please check the allotment', {
      fields: [{ field: 'room', message: `${hotel.name} has no room type “${edit.room}”` }],
    })
  const dates = datesFrom(edit.from, span).filter((date) => !edit.weekdays || edit.weekdays.includes(isoWeekday(date)))
  if (dates.length === 0)
    throw new AppError('BAD_REQUEST', 'Please check the allotment', {
      fields: [{ field: 'weekdays', message: 'None of these weekdays falls in the range' }],
    })
  const result = await inTransaction(payload, async (tx) => {
    const before = await lockRange(payload, tx, { hotel: edit.hotel, room: edit.room, from: edit.from, to: edit.to })
    const chosen = new Set(dates)
    const touched = before.filter((night) => chosen.has(night.date))
    if (edit.held !== undefined) {
      const held = edit.held
      const short = touched.filter((night) => night.sold + night.onHold > held)
      if (short.length)
        throw new AppError(
          'STATUS_REFUSED',
          `Rooms already sold or on hold cannot be taken back: hold at least that many on ${short.length} ${short.length === 1 ? 'night' : 'nights'}.`,
          {
            fields: short
              .slice(0, 10)
              .map((night) => ({ field: night.date, message: `${night.sold + night.onHold} sold or on hold` })),
          },
        )
    }
    await writeRange(payload, tx, { ...edit, dates })
    const summary = editSummary(edit, dates.length)
    await payload.create({
      collection: 'allotment-changes',
      data: {
        at: new Date().toISOString(),
        by: user.id,
        byName: user.name || user.email || 'Staff',
        hotel: edit.hotel,
        room: edit.room,
        from: edit.from,
        to: edit.to,
        summary,
        before: touched.map(({ date, held, releaseDays, stopSale }) => ({ date, held, releaseDays, stopSale })),
      },
      req: tx,
      depth: 0,
    })
    return { nights: dates.length, summary }
  })
  // This instance's pickers see the change at once; the others within AVAILABILITY_TTL_MS.
  invalidateTag(ALLOTMENT_TAG)
  return result
}
