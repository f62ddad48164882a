import { z } from 'zod'
import { AGENT_STATUSES, BOOKING_STATUSES, QUOTE_ANSWERS } from './booking-status'
import { ZClientPricing } from './client-contract'
import { UUID } from './ids'
import { ZIsoDate } from './iso-date'
import type { TTourDayView } from './itinerary/spec-view'
import type { TTourDay } from './itinerary/types'
import { ISO_DATE } from './pricing/dates'
import { PRODUCT_TYPES } from './pricing/settings'

/**
 * The booking calls' shapes (spec §7 RequestBooking), defined once: the API validates requests
 * and responses with these schemas, the services return their types, and the vault's browser code
 * reads them (ADR 021). Names follow the spec's wire format (`_id`, `Tours`, `CreateBy`…).
 */

const ZIsoDay = z.string().regex(ISO_DATE, 'A date as YYYY-MM-DD')

const id = (what: string) => z.string().regex(UUID, `${what} id`)
const text = (max: number) => z.string().trim().max(max)
const ZStatus = z.enum(BOOKING_STATUSES)

// ── Requests ────────────────────────────────────────────────────────────────────────────────────

const ZChildInput = z.object({ age: z.number().int().min(0).max(17), No: z.number().int().min(0).max(40).optional() })

export const bookingHeaderFields = {
  nameTour: text(200).min(1, 'Tour name is missing'),
  begindate: ZIsoDate,
  enddate: ZIsoDate,
  departureCity: text(100).optional(),
  departureCountry: text(100).optional(),
  departureLocation: text(200).optional(),
  finishCity: text(100).optional(),
  finishCountry: text(100).optional(),
  finishLocation: text(200).optional(),
  adultQuantity: z.number().int().min(1).max(40),
  childQuantity: z.number().int().min(0).max(20).default(0),
  lsChildren: z.array(ZChildInput).max(20).default([]),
  rooms: z.number().int().min(0).max(40).default(1),
  /** The consultant's id, or the consultant as a booking answer gives it (`{ _id, name }`). */
  tourConsultant: z
    .union([
      id('A consultant'),
      z.object({ _id: id('A consultant'), name: z.string().max(200).optional() }).transform((person) => person._id),
    ])
    .nullable()
    .optional(),
  comment: text(2000).optional(),
  nation: z.string().min(2).max(8).optional(),
  languageId: z.string().max(64).optional(),
}

export const ZBookingCreate = z
  .object({
    ...bookingHeaderFields,
    status: z.literal('draft').optional(),
    CreateBy: z.unknown().optional(),
    agentMd5Code: z.string().max(64).optional(),
  })
  .strict()

/**
 * The version the caller last read (`version` of every booking answer, also its `ETag`): a booking
 * changed since is not overwritten (409). Without it (spec §7's own bodies carry none) the last
 * write wins; an `If-Match` header may say the same instead.
 */
export const ZExpectedVersion = z
  .number()
  .int()
  .min(1)
  .optional()
  .describe(
    'The version the caller read: a booking changed since is refused (409). Optional: without it, or an `If-Match` header, the last write wins',
  )

/** A booking's entity tag: its version, quoted (RFC 9110 strong validator), e.g. `"3"`. */
export const bookingETag = (version: number) => `"${version}"`

/**
 * What an `If-Match` header asks of a booking write: absent, nothing; `*`, only that the booking
 * exists (any version); `"3"` (the booking's `ETag`), version 3. Anything else is not a tag this
 * API issues (a weak `W/"3"` never matches a strong comparison): `null`, for a 400.
 */
export function versionOfIfMatch(header: string | undefined): number | 'any' | undefined | null {
  if (header === undefined) return undefined
  const value = header.trim()
  if (value === '*') return 'any'
  const match = /^"([1-9][0-9]{0,8})"$/.exec(value)
  return match ? Number(match[1]) : null
}

export const ZBookingInfo = z
  .object({
    _id: id('A booking'),
    version: ZExpectedVersion,
    ...bookingHeaderFields,
    // The header as AddBooing took it, or as the booking answer gave it: the server decides both.
    status: z
      .enum(BOOKING_STATUSES)
      .optional()
      .describe('Ignored: a details change keeps the status, or asks for a new quote'),
    CreateBy: z.unknown().optional().describe('Ignored: the signed-in agent made the booking'),
    agentMd5Code: z.string().max(64).optional(),
  })
  .strict()

/** The booking details a service takes: the header of a create or an update, children numbered. */
export type THeader = Omit<z.output<typeof ZBookingCreate>, 'status' | 'CreateBy' | 'agentMd5Code' | 'lsChildren'> & {
  lsChildren: { No: number; age: number }[]
}

const quantity = z.object({ quantity: z.number().int().min(0).max(40) })

const LINE_KINDS = ['activity', 'surcharge', 'hotel', 'custom'] as const
/** Sent back as read, never trusted: the server derives it again (spec §3 names it on this line). */
const derived = <T extends z.ZodType>(schema: T, what: string) =>
  schema.nullable().optional().describe(`Ignored on input: ${what}, derived by the server`)

/**
 * A line as the browser sends it: what was chosen; every price is looked up again on the server.
 * `_id`, `seq` and `kind` may be left out, as spec §3's activity has none of them: the line's order
 * in the body gives its `seq`, the `seq` its `_id`, and `IsItem` / `type` its kind.
 */
export const ZLineInput = z.object({
  _id: z.string().min(1).max(20).optional(),
  seq: z.number().int().min(1).max(1_000_000).optional(),
  tourId: id('A catalogue item'),
  type: z.enum(PRODUCT_TYPES),
  /** `custom`: a free-text line Monsoon added; only its id counts, and only to keep it (issue 54). */
  kind: z.enum(LINE_KINDS).optional(),
  /** Spec §3: true on a surcharge chosen under its program (the line's kind when `kind` is left out). */
  IsItem: z.boolean().optional(),
  parentActivityId: z.string().max(20).optional(),
  content: derived(z.string().max(50_000), 'the service’s description'),
  idPeriod: derived(z.string().max(100), 'the contract period that priced the night'),
  isItemPeriod: derived(z.boolean(), 'whether a contract period priced the night'),
  idOption: derived(z.string().max(200), 'the contract room option'),
  optional: derived(z.number(), 'the room option’s optional value'),
  nameTour: z.string().max(200).optional(),
  idContract: id('A contract').optional(),
  idRoom: z.string().max(100).optional(),
  numberRoom: z.number().int().min(0).max(40).optional(),
  /** The stay the night belongs to (issue 54); without it, a night that is not a first night continues the day before's stay. */
  stayId: z.string().max(20).optional(),
  nights: z.number().int().min(1).max(90).optional(),
  night: z.number().int().min(1).max(90).optional(),
  extraBedAdult: quantity.optional(),
  extraBedChild: quantity.optional(),
  mealPlanAdult: quantity.optional(),
  mealPlanChild: z
    .array(z.object({ from: z.number().int(), to: z.number().int(), quantity: z.number().int().min(0).max(40) }))
    .max(10)
    .optional(),
  addOns: z
    .array(z.object({ name: z.string().max(200) }))
    .max(20)
    .optional(),
})
/** A line as the services read it: its id, order and kind settled (`completeLines`). */
export type TLineInput = Omit<z.output<typeof ZLineInput>, '_id' | 'seq' | 'kind'> & {
  _id: string
  seq: number
  kind: (typeof LINE_KINDS)[number]
}

export const ZDayInput = z.object({
  date: ZIsoDate,
  location: z
    .array(z.object({ city: text(100) }))
    .max(30)
    .default([]),
  Activities: z.array(ZLineInput).max(60).default([]),
})
export type TDayInput = Omit<z.output<typeof ZDayInput>, 'Activities'> & { Activities: TLineInput[] }

/**
 * The days with every line's `seq`, `_id` and `kind` settled: a line without a `seq` comes after
 * every numbered one, in the body's order; without an `_id` its id is its `seq`; without a `kind`
 * it is a surcharge when `IsItem` (or under a parent), a hotel night when an Accommodation, else an
 * activity. Lines that carry them (the vault's, and every line the API answers with) keep theirs.
 */
export function completeLines(days: readonly z.output<typeof ZDayInput>[]): TDayInput[] {
  let next = 1 + Math.max(0, ...days.flatMap((day) => day.Activities.map((line) => line.seq ?? 0)))
  return days.map((day) => ({
    ...day,
    Activities: day.Activities.map((line) => {
      const seq = line.seq ?? next++
      const kind =
        line.kind ??
        (line.IsItem || line.parentActivityId ? 'surcharge' : line.type === 'Accommodation' ? 'hotel' : 'activity')
      return { ...line, seq, _id: line._id ?? String(seq), kind }
    }),
  }))
}

export const ZBookingTours = z
  .object({
    _id: id('A booking'),
    version: ZExpectedVersion,
    Tours: z.array(ZDayInput).max(90).transform(completeLines),
    comment: text(2000).optional(),
    status: z.union([z.enum(AGENT_STATUSES), z.literal('')]),
    total: z.number().optional().describe('Ignored: the server computes every total'),
    lsChildren: z
      .array(
        z.object({
          age: z.number().int().min(0).max(17).optional(),
          No: z.number().int().min(0).max(40).optional(),
          price: z.number().optional(),
        }),
      )
      .max(20)
      .optional()
      .describe('Ignored: children are part of the booking details (UpdateInfoBooing), their prices the server’s'),
  })
  .strict()

/** AnswerQuote: accept Monsoon's quote, or send it back with what to change (ADR 030). */
export const ZQuoteAnswer = z
  .object({
    _id: id('A booking'),
    version: z.number().int().min(1),
    answer: z.enum(QUOTE_ANSWERS),
    message: text(2000).default(''),
  })
  .strict()
  .refine((body) => body.answer !== 'changes' || body.message.length > 0, {
    message: 'Say what Monsoon should change',
    path: ['message'],
  })

// ── Responses ───────────────────────────────────────────────────────────────────────────────────

/** Every amount of the API is an integer in the currency's minor unit: 236214 with AUD is 2,362.14 AUD. */
const ZMoney = z.number().int().describe('An amount in the currency’s minor unit (cents): 236214 AUD is 2,362.14 AUD')
const ZPriceSeparate = z.object({ age: z.number(), quantity: z.number(), unit: ZMoney, total: ZMoney })
const ZPricedExtra = z.object({ price: ZMoney, quantity: z.number() })
const ZChildSurcharge = z.object({ age: z.number(), childPrice: ZMoney })
const ZSurchargeOffer = z.object({
  name: z.string(),
  price: ZMoney,
  isActive: z.boolean(),
  Children: z.array(ZChildSurcharge),
  // Lines saved before issue 54 have neither: optional extras every day.
  compulsory: z.boolean().default(false),
  seasonFrom: z.string().nullable().default(null),
  seasonTo: z.string().nullable().default(null),
})
const lineBase = {
  _id: z.string(),
  seq: z.number(),
  tourId: z.string(),
  nameTour: z.string(),
  type: z.enum(PRODUCT_TYPES),
  isForTourChain: z.boolean(),
  location: z.string().optional(),
  adultQuantity: z.number(),
  childQuantity: z.number(),
  total: ZMoney,
  totalNoChild: ZMoney,
  priceSeparate: z.array(ZPriceSeparate),
  /** Monsoon's price for the whole line (issue 54), in place of `listTotal`, the line's computed total. */
  priceOverride: ZMoney.optional(),
  listTotal: ZMoney.optional(),
}
/** A free-text line Monsoon added to its quote (issue 54): its price is for the whole party. */
const ZCustomLine = z.object({
  ...lineBase,
  kind: z.literal('custom'),
  IsItem: z.literal(false),
  price: ZMoney,
  note: z.string(),
})
const ZActivityLine = z.object({
  ...lineBase,
  kind: z.literal('activity'),
  IsItem: z.literal(false),
  unitPrice: ZMoney,
  perVehicle: z.boolean(),
  childPrices: z.array(z.object({ ageFrom: z.number(), ageTo: z.number(), price: ZMoney })),
  lsSurcharge: z.array(ZSurchargeOffer),
})
const ZSurchargeLine = z.object({
  ...lineBase,
  kind: z.literal('surcharge'),
  IsItem: z.literal(true),
  parentActivityId: z.string(),
  unitPrice: ZMoney,
  Children: z.array(ZChildSurcharge),
})
const ZHotelLine = z.object({
  ...lineBase,
  kind: z.literal('hotel'),
  IsItem: z.literal(false),
  idHotel: z.string(),
  idContract: z.string(),
  idRoom: z.string(),
  roomName: z.string(),
  numberRoom: z.number(),
  // Versions quoted before stays had ids have none.
  stayId: z.string().default(''),
  nights: z.number(),
  night: z.number(),
  rates: z.object({
    fitPrice: ZMoney,
    periodPrices: z.array(z.object({ beginDate: ZIsoDay, endDate: ZIsoDay, price: ZMoney })),
    occupancy: z.number(),
    optionalValue: z.number(),
    validFrom: ZIsoDay,
    validTo: ZIsoDay,
  }),
  extraBedAdult: ZPricedExtra,
  extraBedChild: ZPricedExtra,
  mealPlanAdult: ZPricedExtra,
  mealPlanChild: z.array(ZPricedExtra.extend({ from: z.number(), to: z.number() })),
  addOns: z.array(z.object({ name: z.string(), price: ZMoney })),
  price: ZMoney,
  /** The hotel's answer to Monsoon (issue 54): requested, confirmed with its reference, or declined. */
  answer: z.object({ status: z.enum(['requested', 'confirmed', 'declined']), reference: z.string() }).optional(),
})

/** A stored, priced day (spec §3 Tour day); checked against the itinerary module's type. */
export const ZTourDay: z.ZodType<TTourDay> = z.object({
  _id: z.string(),
  Day: z.number().int().min(1),
  date: ZIsoDay,
  location: z.array(z.object({ city: z.string() })),
  Activities: z.array(z.discriminatedUnion('kind', [ZActivityLine, ZSurchargeLine, ZHotelLine, ZCustomLine])),
  total: ZMoney,
})

// Spec §3's fields the stored lines do not keep, derived when a booking is answered (`tourDayViews`).
const ZContent = z
  .string()
  .describe('What the service is: the catalogue’s description, or the note of Monsoon’s own line')
const ZSurchargeView = {
  quantity: z.number().int().describe('Adults the surcharge is for: the party’s adults when chosen, else 0'),
  SubTotal: ZMoney.describe('price × quantity'),
  Children: z.array(
    ZChildSurcharge.extend({
      childSubTotal: ZMoney.describe('childPrice × the party’s children of that age (0 when not chosen)'),
    }),
  ),
}
const ZHotelView = {
  idPeriod: z
    .string()
    .nullable()
    .describe('The contract period that priced the night, as an ISO 8601 interval (begin/end); null at the fit price'),
  isItemPeriod: z.boolean().describe('A contract period priced the night (false: the fit price, or no rate)'),
  idOption: z.string().describe('The contract room option the night is sold from: idContract/idRoom'),
  optional: ZMoney.describe('The room option’s optional value, charged once a night when rooms are booked'),
}
/** A day as a booking answer gives it: the stored day with §3's derived fields on each line. */
export const ZTourDayView: z.ZodType<TTourDayView> = z.object({
  _id: z.string(),
  Day: z.number().int().min(1),
  date: ZIsoDay,
  location: z.array(z.object({ city: z.string() })),
  Activities: z.array(
    z.discriminatedUnion('kind', [
      ZActivityLine.extend({ content: ZContent, lsSurcharge: z.array(ZSurchargeOffer.extend(ZSurchargeView)) }),
      ZSurchargeLine.extend({
        content: ZContent,
        name: z.string(),
        price: ZMoney,
        isActive: z.literal(true),
        ...ZSurchargeView,
      }),
      ZHotelLine.extend({ content: ZContent, ...ZHotelView }),
      ZCustomLine.extend({ content: ZContent }),
    ]),
  ),
  total: ZMoney,
})

/** A booking's row in the list (listData). */
export const ZBookingRow = z.object({
  _id: z.string(),
  Code: z.string(),
  nameTour: z.string(),
  begindate: z.string(),
  enddate: z.string(),
  days: z.number(),
  adultQuantity: z.number(),
  childQuantity: z.number(),
  status: ZStatus,
  total: ZMoney,
  currency: z.string(),
  version: z.number().int(),
  CreateDate: z.string(),
  UpdateDate: z.string(),
  CreateBy: z.string(),
})
export type TBookingRow = z.output<typeof ZBookingRow>

export const ZBookingEventView = z.object({
  at: z.string(),
  actorKind: z.enum(['agent', 'staff']),
  actorName: z.string(),
  action: z.enum(['created', 'details', 'itinerary', 'status', 'cleared', 'deleted', 'hold', 'travellers', 'supplier']),
  fromStatus: ZStatus.nullable(),
  toStatus: ZStatus.nullable(),
  summary: z.string(),
})

/** A booking with its itinerary, totals and history (getOneRequestBooing and every write's answer). */
export const ZBookingDetail = ZBookingRow.omit({ CreateBy: true }).extend({
  departureCity: z.string(),
  departureCountry: z.string(),
  departureLocation: z.string(),
  finishCity: z.string(),
  finishCountry: z.string(),
  finishLocation: z.string(),
  lsChildren: z.array(z.object({ No: z.number(), age: z.number() })),
  rooms: z.number(),
  nights: z.number(),
  Tours: z.array(ZTourDayView),
  comment: z.string(),
  nation: z.string(),
  languageId: z.string(),
  tourConsultant: z.object({ _id: z.string(), name: z.string() }).nullable(),
  staffNote: z.string(),
  /** The last day the agent can accept Monsoon's quote (issue 54); null until quoted. */
  quoteValidUntil: ZIsoDay.nullable(),
  CreateBy: z.object({ _id: z.string(), cname: z.string(), cemail: z.string() }),
  agentMd5Code: z.string(),
  agentEmail: z.string(),
  /** The agent may still change it (draft, requested, quoted or changes requested). */
  editable: z.boolean(),
  /** How many quotes Monsoon gave (GetBookingVersions lists them). */
  quotes: z.number().int(),
  /** The signed-in agent follows this booking (emails when Monsoon moves it). */
  watching: z.boolean(),
  /** The agent's selling price for their client (issue 21): the agency's business, never Monsoon's. */
  clientPricing: ZClientPricing,
  history: z.array(ZBookingEventView),
})
export type TBookingDetail = z.output<typeof ZBookingDetail>

/** A booking as it was quoted (ADR 030): what a later version is compared with. */
export const ZQuoteSnapshot = z.object({
  nameTour: z.string(),
  begindate: z.string(),
  enddate: z.string(),
  adultQuantity: z.number(),
  childQuantity: z.number(),
  lsChildren: z.array(z.object({ No: z.number(), age: z.number() })),
  rooms: z.number(),
  Tours: z.array(ZTourDay),
  total: ZMoney,
  currency: z.string(),
  staffNote: z.string(),
})
export type TQuoteSnapshot = z.output<typeof ZQuoteSnapshot>

/** One quote Monsoon gave (GetBookingVersions): its days with spec §3's derived fields, as a booking's. */
export const ZBookingVersion = z.object({
  number: z.number().int(),
  at: z.string(),
  by: z.string(),
  total: ZMoney,
  currency: z.string(),
  snapshot: ZQuoteSnapshot.extend({ Tours: z.array(ZTourDayView) }),
})
export type TBookingVersion = z.output<typeof ZBookingVersion>

/** One page of a list (spec §7: `_pageSize`, `_pageNumber`). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  })
export type TPage<T> = { items: T[]; total: number; pageNumber: number; pageSize: number }

export const ZConsultant = z.object({ _id: z.string(), name: z.string() })
