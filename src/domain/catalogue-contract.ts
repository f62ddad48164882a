import { z } from 'zod'
import type { THotelOffer, TProgramOffer, TRoomOffer, TTransferOffer, TVisaOffer } from './itinerary/operations'
import type { TRoomExtrasOffer, TSoldRoomRates } from './itinerary/types'
import { MINOR_DIGITS, type TCurrencyCode } from './pricing/money'
import { PRODUCT_TYPES } from './pricing/settings'

/**
 * The catalogue calls' answers (spec §7 activity lists, One{activity}, favourites), defined once:
 * the API validates with them, the services return their types and the vault's pickers read them
 * (ADR 021). Every amount is in minor units of the agent's currency, already sold.
 */

/** Every amount of the API is an integer in the currency's minor unit: 236214 with AUD is 2,362.14 AUD. */
const ZMoney = z.number().int().describe('An amount in the currency’s minor unit (cents): 236214 AUD is 2,362.14 AUD')
const ZDay = z.string()

const ZSoldRoomRates: z.ZodType<TSoldRoomRates> = z.object({
  fitPrice: ZMoney,
  periodPrices: z.array(z.object({ beginDate: ZDay, endDate: ZDay, price: ZMoney })),
  occupancy: z.number(),
  optionalValue: z.number(),
  validFrom: ZDay,
  validTo: ZDay,
})

const ZRoomExtrasOffer: z.ZodType<TRoomExtrasOffer> = z.object({
  extraBedAdult: ZMoney,
  extraBedChild: ZMoney,
  mealPlanAdult: ZMoney,
  mealPlanChildren: z.array(z.object({ from: z.number(), to: z.number(), price: ZMoney })),
  addOns: z.array(z.object({ name: z.string(), price: ZMoney })),
})

const ZChildPrice = z.object({ ageFrom: z.number(), ageTo: z.number(), price: ZMoney })

export const ZProgramOffer = z.object({
  _id: z.string(),
  nameTour: z.string(),
  type: z.enum(['DayProgram', 'OvernightProgram']),
  duration: z.string(),
  experience: z.string(),
  category: z.string(),
  tourStyle: z.string().optional(),
  city: z.string(),
  /** Two to four sentences; the picker card shows the first lines (issue 18). */
  description: z.string().optional(),
  /** A thumbnail URL (480 px wide), or null when the program has no image. */
  image: z.string().nullable().optional(),
  /** Where a dining experience is served (issue 55): a restaurant of a brand; null for other programs. */
  venue: z
    .object({ title: z.string(), brand: z.enum(['axs', 'axs-private', 'wild-rice']) })
    .nullable()
    .optional(),
  adultPrice: ZMoney,
  childPrices: z.array(ZChildPrice),
  lsSurcharge: z.array(
    z.object({
      name: z.string(),
      price: ZMoney,
      isActive: z.boolean(),
      Children: z.array(z.object({ age: z.number(), childPrice: ZMoney })),
      compulsory: z.boolean().describe('Added by rule on the days it applies, and not to be unticked'),
      seasonFrom: z
        .string()
        .nullable()
        .describe('First day of the year it applies (MM-DD); null with seasonTo: every day'),
      seasonTo: z
        .string()
        .nullable()
        .describe('Last day of the year it applies (MM-DD); a season may span the new year'),
    }),
  ),
}) satisfies z.ZodType<TProgramOffer>

export const ZTransferOffer = z.object({
  _id: z.string(),
  nameTour: z.string(),
  type: z.literal('Transfer'),
  from: z.string(),
  to: z.string(),
  vehicle: z.string(),
  pricing: z.enum(['perVehicle', 'perPerson']),
  price: ZMoney,
}) satisfies z.ZodType<TTransferOffer>

export const ZVisaOffer = z.object({
  _id: z.string(),
  nameTour: z.string(),
  type: z.literal('VisaOnArrivalServices'),
  price: ZMoney,
}) satisfies z.ZodType<TVisaOffer>

export const ZActivityOffer = z.discriminatedUnion('type', [ZProgramOffer, ZTransferOffer, ZVisaOffer])
export type TActivityItem = z.output<typeof ZActivityOffer>

/** Monsoon's allotment for a stay (issue 25): instant confirmation, or on request and why, in the call's language. */
export const ZRoomAvailabilityLine = z.object({
  instant: z.boolean(),
  reason: z.string().describe('Why it is on request, in the language the call asked for; empty when instant'),
  freeRooms: z.number().int().describe('Rooms that can be confirmed at once for the whole stay'),
})
export type TRoomAvailabilityLine = z.output<typeof ZRoomAvailabilityLine>

/** A priced room of a hotel for the asked stay (spec §3 Hotel room activity names). */
export const ZRoomLine = z.object({
  idContract: z.string(),
  idRoom: z.string(),
  roomName: z.string(),
  rates: ZSoldRoomRates,
  extras: ZRoomExtrasOffer,
  occupancy: z.number(),
  /** Rooms by quick add (spec §5). */
  numberRoom: z.number().int(),
  addOns: z.array(z.object({ name: z.string(), price: ZMoney })),
  nights: z.array(z.object({ date: ZDay, sell: ZMoney })),
  total: ZMoney,
  availability: ZRoomAvailabilityLine.optional(),
}) satisfies z.ZodType<TRoomOffer>

/** A hotel in ListAccommodation: its rooms priced for the stay, the cheapest total first shown. */
export const ZHotelItem = z.object({
  _id: z.string(),
  nameTour: z.string(),
  type: z.literal('Accommodation'),
  rating: z.number(),
  accommodationType: z.string().nullable().optional(),
  city: z.string(),
  image: z.string().nullable(),
  description: z.string().optional(),
  nights: z.number().int(),
  checkOut: ZDay,
  rooms: z.array(ZRoomLine),
  fromTotal: ZMoney.nullable(),
}) satisfies z.ZodType<THotelOffer>
export type THotelItem = z.output<typeof ZHotelItem>

/** One page of priced items, with the currency they are in. */
export const pricedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    currency: z.string(),
  })

export type TPricedPage<T> = { items: T[]; total: number; pageNumber: number; pageSize: number; currency: string }

/** OneAccommodation: the hotel with its rooms for the nights asked. */
export const ZOneHotel = z.object({
  _id: z.string(),
  nameTour: z.string(),
  type: z.literal('Accommodation'),
  rating: z.number(),
  content: z.string(),
  nights: z.number().int(),
  rooms: z.array(ZRoomLine),
  currency: z.string(),
})

/** One{activity}: a hotel, or a program, transfer or visa service with the currency it is in. */
export const ZOneActivity = z.union([
  ZOneHotel,
  ZProgramOffer.extend({ currency: z.string() }),
  ZTransferOffer.extend({ currency: z.string() }),
  ZVisaOffer.extend({ currency: z.string() }),
])

/** A favourite hotel: enough to find it again (its rooms are priced when it is opened). */
export const ZFavouriteHotel = z.object({
  _id: z.string(),
  nameTour: z.string(),
  type: z.literal('Accommodation'),
  rating: z.number(),
  city: z.string(),
  image: z.string().nullable(),
})

/** AgentVaultFavourites: each favourite with its item priced for the day (null when it was deleted). */
export const ZFavouriteItem = z.object({
  tourId: z.string(),
  type: z.enum(PRODUCT_TYPES),
  item: z.union([ZFavouriteHotel, ZActivityOffer]).nullable(),
})
export type TFavouriteItem = z.output<typeof ZFavouriteItem>

/** What an agent without the online flag is told, on the tariff page and by the API (spec §6). */
export const TARIFF_NOT_ENABLED =
  'The online tariff is not enabled for your account. Please ask your Monsoon consultant.'

/** The kinds of product the ONLINE TARIFF lists (issue #4), each one tab. */
export const TARIFF_TYPES = ['hotels', 'programs', 'transfers', 'visa'] as const
export type TTariffType = (typeof TARIFF_TYPES)[number]

/**
 * ONLINE TARIFF: the agent's current nation as a price list in their currency with their market's
 * markups, on `date` (spec §7 Users/ClientTarifflogin and the /b2b/tariff-tour page).
 */
export const ZTariff = z.object({
  currency: z.enum(Object.keys(MINOR_DIGITS) as [TCurrencyCode, ...TCurrencyCode[]]),
  /** The nation's name, e.g. "Thailand" (its code when unknown). */
  nationName: z.string(),
  cities: z.array(z.object({ id: z.string(), name: z.string() })),
  hotels: z.array(
    z.object({
      city: z.string(),
      name: z.string(),
      stars: z.number(),
      rooms: z.array(
        z.object({
          room: z.string(),
          /** Nights of the window this room can be confirmed at once from Monsoon's allotment (issue 25). */
          instantNights: z.number().int().optional(),
          periods: z.array(z.object({ beginDate: ZDay, endDate: ZDay, price: ZMoney })),
        }),
      ),
    }),
  ),
  programs: z.array(
    z.object({
      city: z.string(),
      name: z.string(),
      duration: z.string(),
      adult: ZMoney,
      children: z.array(z.object({ ages: z.string(), price: ZMoney })),
    }),
  ),
  transfers: z.array(z.object({ name: z.string(), vehicle: z.string(), pricing: z.string(), price: ZMoney })),
  visa: z.array(z.object({ visaType: z.string(), price: ZMoney })),
})
export type TTariff = z.output<typeof ZTariff>

export const ZDatedTariff = ZTariff.extend({ date: ZDay })
export type TDatedTariff = z.output<typeof ZDatedTariff>
