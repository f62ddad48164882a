import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { allotmentDay } from '@/domain/allotments'
import type { TBookingStatus } from '@/domain/booking-status'
import { UUID } from '@/domain/ids'
import {
  ageOn,
  currentRooming,
  fullName,
  manifestContextOf,
  manifestGaps,
  manifestProblems,
  manifestWords,
  maskedPassport,
  stayRooms,
  storedManifest,
  type TManifest,
  type TManifestInput,
  type TManifestView,
  type TStoredTraveller,
  type TTravellerView,
  ZManifestInput,
} from '@/domain/travellers'
import { AppError, englishOf, type TErrorWords } from '@/lib/errors'
import { historyEntry } from '@/lib/i18n/history-words'
import { logger } from '@/lib/logger'
import type { Booking } from '@/payload-types'
import type { TAuth } from '@/server/auth/sessions'
import { agentActor } from '@/server/bookings/bookings'
import { ownBooking } from '@/server/bookings/own-booking'
import { checkWritable, lockBooking, type TBookingActor, updateBookingRecord } from '@/server/bookings/write'
import { inTransaction } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { openPassport, sealPassport } from './sealing'

/**
 * Who travels on a booking (issue 56, ADR 066): read and written for the booking's agency (the
 * vault, the partner API) and for Monsoon's staff (the back office), through the booking's one
 * write path (row lock, version, history). Passport numbers are sealed at rest and shown in full
 * only to the agency and to staff allowed to read them.
 */

/** Who reads or writes: the booking's agency, or a staff member (who may or may not read passports). */
export type TManifestActor = { kind: 'agent'; auth: TAuth } | { kind: 'staff'; name: string; readsPassports: boolean }

const FIELDS = {
  status: true,
  version: true,
  begindate: true,
  enddate: true,
  adultQuantity: true,
  lsChildren: true,
  tours: true,
  manifest: true,
  agency: true,
} as const

type TManifestBooking = Pick<Booking, keyof typeof FIELDS | 'id'>

const today = () => allotmentDay(new Date())
const newId = (prefix: string) => `${prefix}${randomBytes(6).toString('base64url')}`

async function readBooking(
  payload: Payload,
  actor: TManifestActor,
  { id, req }: { id: string; req?: Partial<PayloadRequest> },
) {
  // An agent's reach (agency, nations, not deleted) first: another agency's booking is a 404.
  if (actor.kind === 'agent') await ownBooking(payload, actor.auth, { id, req })
  const booking = await payload
    .findByID({ collection: 'bookings', id, depth: 0, select: FIELDS, req, disableErrors: true })
    .catch(() => null)
  if (!booking) throw new AppError('NOT_FOUND', { key: 'bookingNotFound' })
  return booking as TManifestBooking
}

function travellerView(
  traveller: TStoredTraveller,
  { bookingId, readsPassports, begindate }: { bookingId: string; readsPassports: boolean; begindate: string },
): TTravellerView {
  const opened = traveller.passport && readsPassports ? openPassport(traveller.passport, bookingId) : null
  return {
    id: traveller.id,
    kind: traveller.kind,
    givenNames: traveller.givenNames,
    surname: traveller.surname,
    dateOfBirth: traveller.dateOfBirth,
    age: traveller.dateOfBirth ? ageOn(traveller.dateOfBirth, begindate.slice(0, 10) as never) : null,
    nationality: traveller.nationality,
    passportNumber: traveller.passport ? (opened ?? maskedPassport(traveller.passport.last)) : null,
    passportMasked: Boolean(traveller.passport) && opened === null,
    passportExpiry: traveller.passportExpiry,
    dietary: traveller.dietary,
    mobility: traveller.mobility,
  }
}

/** Says a refusal's words in the reader's language; English (the back office's) unless told. */
type TSay = (words: TErrorWords) => string

function viewOf(booking: TManifestBooking, actor: TManifestActor, say: TSay): TManifestView {
  const stored = storedManifest(booking.manifest)
  const context = manifestContextOf(booking, today())
  const manifest = { ...stored, rooming: currentRooming(stored, context.days) }
  const status = booking.status as TBookingStatus
  const readsPassports = actor.kind === 'agent' || actor.readsPassports
  return {
    _id: booking.id,
    version: booking.version,
    status,
    party: { adults: context.adults, childAges: [...context.childAges] },
    travellers: manifest.travellers.map((traveller) =>
      travellerView(traveller, { bookingId: booking.id, readsPassports, begindate: booking.begindate }),
    ),
    flights: manifest.flights,
    rooming: manifest.rooming,
    stays: stayRooms(context.days),
    gaps: manifestGaps(manifest, context),
    problems: manifest.erasedAt
      ? []
      : manifestProblems(manifest, context).map((problem) => ({ path: problem.path, message: say(problem.why) })),
    canEdit: status !== 'cancelled' && !manifest.erasedAt,
    erasedAt: manifest.erasedAt ?? null,
  }
}

export async function readManifest(actor: TManifestActor, id: string, say: TSay = englishOf): Promise<TManifestView> {
  const payload = await payloadClient()
  return viewOf(await readBooking(payload, actor, { id }), actor, say)
}

/**
 * The manifest a save makes of what was sent and what is stored: ids kept (or given), passport
 * numbers sealed, a left-out number kept as it was.
 */
export function merged(input: TManifestInput, stored: TManifest, bookingId: string): TManifest {
  const before = new Map(stored.travellers.map((traveller) => [traveller.id, traveller]))
  const travellers = input.travellers.map(({ passportNumber, id, ...rest }): TStoredTraveller => {
    const travellerId = id ?? newId('t')
    const kept = before.get(travellerId)?.passport ?? null
    const passport =
      passportNumber === undefined ? kept : passportNumber === null ? null : sealPassport(passportNumber, bookingId)
    return { ...rest, id: travellerId, passport }
  })
  const flights = input.flights.map(({ id, ...flight }) => ({ ...flight, id: id ?? newId('f') }))
  return { travellers, flights, rooming: input.rooming }
}

const actorOf = (actor: TManifestActor): TBookingActor =>
  actor.kind === 'agent' ? agentActor(actor.auth) : { kind: 'staff', name: actor.name }

/**
 * Saves who travels: the whole list as sent (a traveller left out is removed), checked against the
 * booking under its row lock, at `version` when given (else the last save wins). A 400 names each
 * field that cannot be; nothing is written then.
 */
export async function saveManifest(
  actor: TManifestActor,
  args: { id: string; version?: number; input: TManifestInput; say?: TSay },
): Promise<TManifestView> {
  if (!UUID.test(args.id)) throw new AppError('NOT_FOUND', { key: 'bookingNotFound' })
  const payload = await payloadClient()
  await inTransaction(payload, async (req) => {
    const locked = await lockBooking(payload, req, args.id)
    // Whose it is before what state it is in: another agency's booking is not found (404), whatever its status.
    const booking = await readBooking(payload, actor, { id: args.id, req })
    checkWritable(actorOf(actor), { from: locked.status, to: locked.status, action: 'travellers' })
    const stored = storedManifest(booking.manifest)
    if (stored.erasedAt) throw new AppError('STATUS_REFUSED', { key: 'travellersErased' })
    const manifest = merged(args.input, stored, args.id)
    const context = manifestContextOf(booking, today())
    const problems = manifestProblems(manifest, context)
    const [first] = problems
    if (first)
      throw new AppError('BAD_REQUEST', first.why, {
        fields: problems.map((problem) => ({ field: problem.path, words: problem.why })),
      })
    const total = context.adults + context.childAges.length
    await updateBookingRecord(payload, req, {
      id: args.id,
      data: { manifest },
      write: {
        actor: actorOf(actor),
        expectedVersion: args.version,
        event: historyEntry('travellers', [manifestWords(manifest, total)]),
      },
    })
  })
  return readManifest(actor, args.id, args.say)
}

/**
 * One traveller's data as the agency holds it with Monsoon (an access request, GDPR art. 15):
 * everything stored of them on this booking, the passport number in full. Logged without the data.
 */
export async function exportTraveller(auth: TAuth, args: { id: string; travellerId: string }) {
  const payload = await payloadClient()
  const actor: TManifestActor = { kind: 'agent', auth }
  const booking = await readBooking(payload, actor, { id: args.id })
  const stored = storedManifest(booking.manifest)
  const traveller = stored.travellers.find((one) => one.id === args.travellerId)
  if (!traveller) throw new AppError('NOT_FOUND', { key: 'noSuchTraveller' })
  const days = manifestContextOf(booking, today()).days
  const stays = new Map(stayRooms(days).map((stay) => [stay.stayId, stay]))
  const full = await payload.findByID({
    collection: 'bookings',
    id: args.id,
    depth: 0,
    select: { Code: true, nameTour: true },
  })
  logger.info('Traveller data exported', { bookingId: args.id, agentId: auth.agent.id })
  return {
    exportedAt: new Date().toISOString(),
    controller: 'The travel agency that booked the trip; Monsoon processes the data on its behalf.',
    booking: {
      code: full.Code,
      name: full.nameTour,
      begins: booking.begindate.slice(0, 10),
      ends: booking.enddate.slice(0, 10),
    },
    traveller: {
      ...travellerView(traveller, { bookingId: args.id, readsPassports: true, begindate: booking.begindate }),
      name: fullName(traveller),
    },
    flights: stored.flights.filter(
      (flight) => flight.travellerIds.length === 0 || flight.travellerIds.includes(traveller.id),
    ),
    rooms: currentRooming(stored, days)
      .filter((one) => one.travellerIds.includes(traveller.id))
      .map((one) => {
        const stay = stays.get(one.stayId)
        const room = stay?.rooms.find((each) => each.lineId === one.lineId && each.room === one.room)
        return {
          hotel: stay?.hotel ?? '',
          checkIn: stay?.checkIn ?? '',
          nights: stay?.nights ?? 0,
          room: `${room?.roomName ?? ''} ${one.room}`,
        }
      }),
  }
}

/** A staff member of the back office as the manifest sees them: their name, and whether they read passports. */
export function staffActorOf(req: PayloadRequest): TManifestActor {
  const user = req.user as {
    collection?: string
    name?: string | null
    email?: string
    roles?: string[] | null
    readsTravelDocuments?: boolean | null
  } | null
  if (user?.collection !== 'users') throw new AppError('UNAUTHORIZED', 'Sign in to the back office first.')
  return {
    kind: 'staff',
    name: user.name || user.email || 'Staff',
    readsPassports: Boolean(user.roles?.includes('admin') || user.readsTravelDocuments),
  }
}

const ZStaffSave = ZManifestInput.extend({ version: z.number().int().min(1).optional() }).strict()

/** The back office's Travellers panel: read, or save what staff entered (at the version they read). */
export async function staffManifest(req: PayloadRequest, id: string, body: Record<string, unknown>) {
  const actor = staffActorOf(req)
  if (body.save === undefined) return readManifest(actor, id)
  const parsed = ZStaffSave.safeParse(body.save)
  if (!parsed.success)
    throw new AppError(
      'BAD_REQUEST',
      { key: 'checkTravellers' },
      {
        fields: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message })),
      },
    )
  const { version, ...input } = parsed.data
  return saveManifest(actor, { id, version, input })
}
