import 'server-only'
import { createHash, randomInt } from 'node:crypto'
import type { Payload, Where } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import type { TBookingDetail, TBookingRow, TDayInput, THeader, TPage, TQuoteSnapshot } from '@/domain/booking-contract'
import {
  agentEditStatus,
  agentMayEdit,
  agentSaveStatus,
  isBookingStatus,
  QUOTE_ANSWER_STATUS,
  quoteExpired,
  type TBookingStatus,
  type TQuoteAnswer,
} from '@/domain/booking-status'
import {
  AUTOMATIC_ACTORS,
  partsOf,
  said,
  type TAutomaticActor,
  type THistoryPart,
  type THistoryWords,
} from '@/domain/history-words'
import { daysFor, partyOf, type TTourDay, tourDayViews } from '@/domain/itinerary'
import { localeOr, type TLocale } from '@/domain/locales'
import type { TIsoDate } from '@/domain/pricing'
import { AppError, errorDay, type TErrorWords, type TFieldInput } from '@/lib/errors'
import { historyEntry, historyWords, storedRefusal } from '@/lib/i18n/history-words'
import { relationId } from '@/lib/relation'
import type { Booking } from '@/payload-types'
import { agencyOf, nationCodes, type TAuth } from '@/server/auth/sessions'
import { inTransaction, isUniqueViolation } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { bookingLanguage, clientLocaleOf } from './client-language'
import { agencyDefault, newBookingMarkup, pricingOf } from './client-pricing'
import { lineContents } from './line-content'
import { ownBooking } from './own-booking'
import { asInputFor, rebuildItinerary } from './reprice'
import {
  checkWritable,
  createBookingRecord,
  type TBookingActor,
  type TBookingWrite,
  updateBookingRecord,
} from './write'

/** Spec §9: booking dates are set at 07:00 UTC. */
export const at0700 = (date: TIsoDate) => `${date}T07:00:00.000Z`
const isoDay = (value: string | null | undefined) => (value ?? '').slice(0, 10)

const agentName = (auth: TAuth) => `${auth.agent.firstName} ${auth.agent.lastName}`.trim()

async function nationIdFor(payload: Payload, auth: TAuth, code: string | undefined): Promise<string> {
  const wanted = (code ?? auth.nation).trim().toLowerCase()
  if (!nationCodes(auth.agent).includes(wanted))
    throw new AppError(
      'BAD_REQUEST',
      { key: 'nationNotYours' },
      {
        fields: [{ field: 'nation', words: { key: 'notYourNation' } }],
      },
    )
  const { docs } = await payload.find({ collection: 'nations', where: { code: { equals: wanted } }, limit: 1 })
  if (!docs[0])
    throw new AppError(
      'BAD_REQUEST',
      { key: 'unknownNation' },
      { fields: [{ field: 'nation', words: { key: 'unknownNation' } }] },
    )
  return docs[0].id
}

async function consultantId(payload: Payload, id: string | null | undefined): Promise<string | null> {
  if (!id) return null
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, { roles: { in: ['consultant'] } }] },
    limit: 1,
    depth: 0,
  })
  if (!docs[0])
    throw new AppError(
      'BAD_REQUEST',
      { key: 'unknownConsultant' },
      {
        fields: [{ field: 'tourConsultant', words: { key: 'notAConsultant' } }],
      },
    )
  return docs[0].id
}

function checkHeader(header: THeader) {
  const fields: TFieldInput[] = []
  if (header.enddate < header.begindate) fields.push({ field: 'enddate', words: { key: 'endBeforeBegin' } })
  if (daysFor(header.begindate, header.enddate).length > 90)
    fields.push({ field: 'enddate', words: { key: 'atMost90Days' } })
  if (header.lsChildren.length !== header.childQuantity)
    fields.push({ field: 'lsChildren', words: { key: 'childAges', values: { count: header.childQuantity } } })
  if (fields.length) throw new AppError('BAD_REQUEST', { key: 'bookingInvalid' }, { fields })
}

/** The signed-in agent as the actor of a booking write. */
export const agentActor = (auth: TAuth): TBookingActor => ({
  kind: 'agent',
  name: `${agentName(auth)} (${auth.agent.email})`,
})

/** An agent's write: who they are, the version they saw, and the history entry it leaves. */
export const agentWrite = (auth: TAuth, event: TBookingWrite['event'], expectedVersion?: number): TBookingWrite => ({
  actor: agentActor(auth),
  event,
  expectedVersion,
})

const headerData = (header: THeader, languageId: TLocale) => {
  const days = daysFor(header.begindate, header.enddate).length
  return {
    nameTour: header.nameTour.trim(),
    begindate: at0700(header.begindate),
    enddate: at0700(header.enddate),
    departureCity: header.departureCity?.trim() ?? '',
    departureCountry: header.departureCountry?.trim() ?? '',
    departureLocation: header.departureLocation?.trim() ?? '',
    finishCity: header.finishCity?.trim() ?? '',
    finishCountry: header.finishCountry?.trim() ?? '',
    finishLocation: header.finishLocation?.trim() ?? '',
    adultQuantity: header.adultQuantity,
    childQuantity: header.childQuantity,
    lsChildren: header.lsChildren.map((child, index) => ({ No: index + 1, age: child.age })),
    rooms: header.rooms,
    comment: header.comment?.trim() ?? '',
    days,
    nights: days - 1,
    languageId,
  }
}

export const IDEMPOTENCY_MISMATCH: TErrorWords = { key: 'idempotencyMismatch' }

/** What makes two creations the same request: the details, in a fixed order. */
const fingerprintOf = (header: THeader) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(header).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex')

/**
 * AddBooing: a new draft with its days and no services. An Idempotency-Key repeated with the same
 * details returns the first booking; with other details it is refused (422), never answered with
 * a booking the caller did not describe (IETF Idempotency-Key header draft).
 */
export async function createBooking(auth: TAuth, header: THeader, idempotencyKey?: string) {
  checkHeader(header)
  const payload = await payloadClient()
  const key = idempotencyKey ? `${auth.agent.id}:${idempotencyKey}` : undefined
  const fingerprint = key ? fingerprintOf(header) : undefined
  const existing = async () => {
    if (!key) return null
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { idempotencyKey: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const earlier = docs[0]
    if (earlier && earlier.idempotencyFingerprint !== fingerprint)
      throw new AppError('UNPROCESSABLE', IDEMPOTENCY_MISMATCH, {
        fields: [{ field: 'Idempotency-Key', words: { key: 'idempotencyUsed' } }],
      })
    return earlier ?? null
  }
  const earlier = await existing()
  if (earlier) return bookingDetail(auth, earlier.id)
  const [nationId, consultant] = await Promise.all([
    nationIdFor(payload, auth, header.nation),
    consultantId(payload, header.tourConsultant),
  ])
  const days = daysFor(header.begindate, header.enddate)
  const markup = await newBookingMarkup(payload, auth)
  const languageId = await bookingLanguage(header.languageId, [auth.agent.language])
  for (let attempt = 0; ; attempt++) {
    try {
      const data = headerData(header, languageId)
      const created = await inTransaction(payload, (req) =>
        createBookingRecord(payload, req, {
          data: {
            ...data,
            Code: `BK${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
            status: 'draft',
            tourConsultant: consultant,
            agent: auth.agent.id,
            agency: agencyOf(auth),
            nation: nationId,
            tours: days,
            total: 0,
            currency: auth.agent.ccurrency,
            clientMarkup: markup,
            idempotencyKey: key,
            idempotencyFingerprint: fingerprint,
          },
          write: agentWrite(
            auth,
            historyEntry('created', [said('created', { name: data.nameTour, days: days.length })]),
          ),
        }),
      )
      return bookingDetail(auth, created.id)
    } catch (cause) {
      if (!isUniqueViolation(cause)) throw cause
      // The same Idempotency-Key sent twice at once: the unique index lets one through.
      const winner = await existing()
      if (winner) return bookingDetail(auth, winner.id)
      if (attempt >= 4) throw cause
    }
  }
}

/** What changed in the header, in words for the history. */
function headerChanges(before: Booking, after: ReturnType<typeof headerData>): THistoryPart {
  const changes: THistoryWords = []
  if (before.nameTour !== after.nameTour) changes.push(said('changeName', { name: after.nameTour }))
  if (isoDay(before.begindate) !== isoDay(after.begindate) || isoDay(before.enddate) !== isoDay(after.enddate))
    changes.push(
      said('changeDates', { begin: { date: isoDay(after.begindate) }, end: { date: isoDay(after.enddate) } }),
    )
  if (before.adultQuantity !== after.adultQuantity || before.childQuantity !== after.childQuantity)
    changes.push(said('changeParty', { adults: after.adultQuantity, children: after.childQuantity }))
  if (before.rooms !== after.rooms) changes.push(said('changeRooms', { rooms: after.rooms }))
  if ((before.comment ?? '') !== after.comment) changes.push(said('changeComment'))
  if ((before.languageId ?? '') !== after.languageId)
    changes.push(said('changeLanguage', { language: { language: localeOr(after.languageId) } }))
  return changes.length ? said('detailsChanged', { changes: partsOf(changes) }) : said('detailsSaved')
}

/** The booking, the version the agent edited (none: the last write wins), and its new header. */
export type TBookingInfo = { id: string; version?: number; header: THeader }

/**
 * UpdateInfoBooing: the header; the days follow the dates and every price is recomputed. A quoted
 * booking goes back to Monsoon as changes requested (its quote is kept); others keep their status.
 */
export async function updateBookingInfo(auth: TAuth, { id, version, header }: TBookingInfo) {
  checkHeader(header)
  const payload = await payloadClient()
  const before = await ownBooking(payload, auth, { id })
  const from = before.status as TBookingStatus
  // Refused before the itinerary is repriced; the write checks again under the row lock.
  const to = agentEditStatus(from)
  checkWritable(agentActor(auth), { from, to })
  const [consultant, languageId] = await Promise.all([
    consultantId(payload, header.tourConsultant),
    bookingLanguage(header.languageId, [before.languageId, auth.agent.language]),
  ])
  const data = headerData(header, languageId)
  const itinerary = await rebuildItinerary(
    payload,
    {
      begin: header.begindate,
      end: header.enddate,
      nationId: relationId(before.nation),
      party: partyOf(data),
      agent: auth.agent,
    },
    {
      input: asInputFor((before.tours ?? []) as TTourDay[], header.begindate, header.enddate),
      lenient: true,
      stored: (before.tours ?? []) as TTourDay[],
    },
  )
  const dropped = itinerary.dropped.map((problem) => storedRefusal(problem.words ?? { key: 'servicesRefused' }))
  // A changed quote's status move is the entry's from/to status, shown beside the summary.
  const event = historyEntry('details', [
    headerChanges(before, data),
    ...(dropped.length ? [said('removed', { problems: { refusals: dropped } })] : []),
  ])
  await inTransaction(payload, (req) =>
    updateBookingRecord(payload, req, {
      id,
      data: { ...data, tourConsultant: consultant, status: to, tours: itinerary.days, total: itinerary.total },
      write: agentWrite(auth, event, version),
    }),
  )
  return bookingDetail(auth, id)
}

/**
 * UpdateToursBooing: the itinerary and the comment; totals recomputed here. `requested` sends a
 * draft; any other save keeps the status, but a quoted booking goes back as changes requested.
 */
export async function updateBookingTours(
  auth: TAuth,
  args: { id: string; version?: number; tours: TDayInput[]; comment?: string; status: string },
) {
  const payload = await payloadClient()
  const before = await ownBooking(payload, auth, { id: args.id })
  const from = before.status as TBookingStatus
  if (args.status !== '' && !isBookingStatus(args.status))
    throw new AppError(
      'BAD_REQUEST',
      { key: 'unknownStatus' },
      {
        fields: [{ field: 'status', words: { key: 'draftOrRequested' } }],
      },
    )
  const to = agentSaveStatus(from, args.status)
  checkWritable(agentActor(auth), { from, to })
  const begin = isoDay(before.begindate)
  const end = isoDay(before.enddate)
  const itinerary = await rebuildItinerary(
    payload,
    { begin, end, nationId: relationId(before.nation), party: partyOf(before), agent: auth.agent },
    { input: args.tours, stored: (before.tours ?? []) as TTourDay[] },
  )
  const services = itinerary.days.reduce((count, day) => count + day.Activities.length, 0)
  const wasEmpty = ((before.tours ?? []) as TTourDay[]).every((day) => day.Activities.length === 0)
  const totals = { services, total: { money: itinerary.total, currency: before.currency } }
  const event =
    to === 'requested' && from !== to
      ? historyEntry('status', [said('sent', totals)])
      : services === 0 && !wasEmpty
        ? historyEntry('cleared', [said('cleared')])
        : historyEntry('itinerary', [said('saved', totals)])
  await inTransaction(payload, (req) =>
    updateBookingRecord(payload, req, {
      id: args.id,
      data: {
        tours: itinerary.days,
        total: itinerary.total,
        comment: args.comment?.trim() ?? before.comment ?? '',
        status: to,
      },
      write: agentWrite(auth, event, args.version),
    }),
  )
  return bookingDetail(auth, args.id)
}

/**
 * AnswerQuote: the agent accepts Monsoon's quote (Monsoon then confirms it) or sends it back with
 * what to change; the consultant is emailed either way, with the agent's message.
 */
export async function answerQuote(
  auth: TAuth,
  args: { id: string; version: number; answer: TQuoteAnswer; message: string },
) {
  const payload = await payloadClient()
  const before = await ownBooking(payload, auth, { id: args.id })
  const from = before.status as TBookingStatus
  const to = QUOTE_ANSWER_STATUS[args.answer]
  checkWritable(agentActor(auth), { from, to })
  if (
    args.answer === 'accept' &&
    before.quoteValidUntil &&
    quoteExpired(before.quoteValidUntil, allotmentDay(new Date()))
  )
    throw new AppError('STATUS_REFUSED', {
      key: 'quoteExpired',
      values: { day: errorDay(before.quoteValidUntil) },
    })
  const message = args.message.trim()
  const words =
    args.answer === 'accept'
      ? said('quoteAccepted', { total: { money: before.total, currency: before.currency } })
      : message
        ? said('changesRequestedWith', { message: message.length > 160 ? `${message.slice(0, 159)}…` : message })
        : said('changesRequested')
  await inTransaction(payload, (req) =>
    updateBookingRecord(payload, req, {
      id: args.id,
      data: { status: to },
      write: {
        ...agentWrite(auth, historyEntry('status', [words]), args.version),
        message,
      },
    }),
  )
  return bookingDetail(auth, args.id)
}

/** GetBookingVersions: every quote Monsoon gave on the booking, newest first, as it was quoted. */
export async function bookingVersions(auth: TAuth, id: string) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id })
  const { docs } = await payload.find({
    collection: 'booking-quotes',
    where: { booking: { equals: id } },
    sort: '-number',
    depth: 0,
    pagination: false,
    select: { number: true, at: true, by: true, total: true, currency: true, snapshot: true },
  })
  const snapshots = docs.map((quote) => quote.snapshot as TQuoteSnapshot)
  const contentOf = await lineContents(
    payload,
    snapshots.flatMap((snapshot) => snapshot.Tours),
    clientLocaleOf(booking),
  )
  return docs.map((quote, index) => {
    const snapshot = snapshots[index] as TQuoteSnapshot
    return {
      number: quote.number,
      at: quote.at,
      by: quote.by,
      total: quote.total,
      currency: quote.currency,
      snapshot: { ...snapshot, Tours: tourDayViews(snapshot.Tours, partyOf(snapshot), contentOf) },
    }
  })
}

/**
 * RemoveBooking at the version the agent saw (any, when not given): hidden from the agency at once;
 * staff keep the record and its history.
 */
export async function removeBooking(auth: TAuth, id: string, version?: number) {
  const payload = await payloadClient()
  await ownBooking(payload, auth, { id })
  await inTransaction(payload, (req) =>
    updateBookingRecord(payload, req, {
      id,
      data: { deletedAt: new Date().toISOString() },
      write: agentWrite(auth, historyEntry('deleted', [said('deleted')]), version),
    }),
  )
  return { _id: id }
}

/** What a booking's row in the list shows (also the start of its detail). */
function bookingSummary(
  booking: Pick<
    Booking,
    | 'id'
    | 'Code'
    | 'nameTour'
    | 'begindate'
    | 'enddate'
    | 'days'
    | 'adultQuantity'
    | 'childQuantity'
    | 'status'
    | 'total'
    | 'currency'
    | 'version'
    | 'createdAt'
    | 'updatedAt'
  >,
) {
  return {
    _id: booking.id,
    Code: booking.Code,
    nameTour: booking.nameTour,
    begindate: booking.begindate,
    enddate: booking.enddate,
    days: booking.days ?? 0,
    adultQuantity: booking.adultQuantity,
    childQuantity: booking.childQuantity,
    status: booking.status,
    total: booking.total,
    currency: booking.currency,
    version: booking.version,
    CreateDate: booking.createdAt,
    UpdateDate: booking.updatedAt,
  }
}

/** listData: the agency's bookings in the nation, newest first, searchable by name or code, filterable by status. */
export async function listBookings(
  auth: TAuth,
  query: { pageNumber: number; pageSize: number; nation?: string; search?: string; status?: TBookingStatus },
): Promise<TPage<TBookingRow>> {
  const payload = await payloadClient()
  // One nation at a time, the session's unless another of the agent's own is asked for (spec §4).
  const and: Where[] = [
    { agency: { equals: agencyOf(auth) } },
    { nation: { equals: await nationIdFor(payload, auth, query.nation) } },
    { deletedAt: { exists: false } },
  ]
  if (query.status) and.push({ status: { equals: query.status } })
  if (query.search)
    and.push({ or: [{ nameTour: { like: query.search } }, { Code: { like: query.search.toUpperCase() } }] })
  const found = await payload.find({
    collection: 'bookings',
    where: { and },
    sort: '-createdAt',
    page: query.pageNumber,
    limit: query.pageSize,
    depth: 1,
    select: {
      Code: true,
      nameTour: true,
      begindate: true,
      enddate: true,
      adultQuantity: true,
      childQuantity: true,
      status: true,
      total: true,
      currency: true,
      days: true,
      version: true,
      agent: true,
      createdAt: true,
      updatedAt: true,
    },
  })
  return {
    items: found.docs.map((booking) => {
      const agent = typeof booking.agent === 'object' ? booking.agent : null
      return { ...bookingSummary(booking), CreateBy: agent ? `${agent.firstName} ${agent.lastName}` : '' }
    }),
    total: found.totalDocs,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  }
}

/** getOneRequestBooing: the booking with its itinerary, totals and history (spec §3 Booking (detail)). */
export async function bookingDetail(auth: TAuth, id: string): Promise<TBookingDetail> {
  const payload = await payloadClient()
  const [booking, events, quotes, agencyMarkup] = await Promise.all([
    ownBooking(payload, auth, { id, depth: 1 }),
    payload.find({
      collection: 'booking-events',
      where: { booking: { equals: id } },
      sort: '-at',
      limit: 100,
      depth: 0,
    }),
    payload.count({ collection: 'booking-quotes', where: { booking: { equals: id } } }),
    agencyDefault(payload, agencyOf(auth)),
  ])
  const agent = typeof booking.agent === 'object' ? booking.agent : null
  const nation = typeof booking.nation === 'object' ? booking.nation : null
  const consultant = typeof booking.tourConsultant === 'object' ? booking.tourConsultant : null
  const tours = (booking.tours ?? []) as TTourDay[]
  const languageId = clientLocaleOf(booking)
  const contentOf = await lineContents(payload, tours, languageId)
  return {
    ...bookingSummary(booking),
    departureCity: booking.departureCity ?? '',
    departureCountry: booking.departureCountry ?? '',
    departureLocation: booking.departureLocation ?? '',
    finishCity: booking.finishCity ?? '',
    finishCountry: booking.finishCountry ?? '',
    finishLocation: booking.finishLocation ?? '',
    lsChildren: (booking.lsChildren ?? []).map((child) => ({ No: child.No, age: child.age })),
    rooms: booking.rooms ?? 0,
    nights: booking.nights ?? 0,
    Tours: tourDayViews(tours, partyOf(booking), contentOf),
    comment: booking.comment ?? '',
    nation: nation?.code ?? '',
    languageId,
    tourConsultant: consultant ? { _id: consultant.id, name: consultant.name || consultant.email } : null,
    staffNote: booking.staffNote ?? '',
    quoteValidUntil: booking.quoteValidUntil ? booking.quoteValidUntil.slice(0, 10) : null,
    CreateBy: agent
      ? { _id: agent.id, cname: `${agent.firstName} ${agent.lastName}`, cemail: agent.email }
      : { _id: '', cname: '', cemail: '' },
    agentMd5Code: agent?.md5code ?? '',
    agentEmail: agent?.email ?? '',
    editable: agentMayEdit(booking.status as TBookingStatus),
    quotes: quotes.totalDocs,
    watching: (booking.watchers ?? []).some((watcher) => relationId(watcher) === auth.agent.id),
    clientPricing: pricingOf(auth, booking, agencyMarkup),
    history: events.docs.map((event) => ({
      at: event.at,
      actorKind: event.actorKind,
      actorName: event.actorName,
      action: event.action,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      summary: event.summary,
      words: (event.words ?? null) as THistoryWords | null,
    })),
  }
}

/**
 * A booking's history in its reader's language (issue 58): each entry written with its words is
 * said in `locale`; older entries keep their English summary. The words themselves are not sent.
 */
export async function historyInLanguage<
  T extends { history: { summary: string; actorKind: string; actorName: string; words?: THistoryWords | null }[] },
>(booking: T, locale: TLocale): Promise<T> {
  const say = await historyWords(locale)
  const actorName = (event: { actorKind: string; actorName: string }) =>
    event.actorKind === 'staff' && Object.hasOwn(AUTOMATIC_ACTORS, event.actorName)
      ? say([said(AUTOMATIC_ACTORS[event.actorName as TAutomaticActor])])
      : event.actorName
  return {
    ...booking,
    history: booking.history.map(({ words, ...event }) => ({
      ...event,
      actorName: actorName(event),
      summary: words ? say(words) : event.summary,
    })),
  }
}

/** The consultants an agent may name on a booking. */
export async function listConsultants() {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: ['consultant'] } },
    sort: 'name',
    depth: 0,
    pagination: false,
    select: { name: true, email: true },
  })
  return docs.map((user) => ({ _id: user.id, name: user.name || user.email }))
}
