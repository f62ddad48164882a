import type {
  TChildMealPlan,
  TChildPrice,
  TIsoDate,
  TPricedExtra,
  TPriceSeparate,
  TProductType,
} from '@/domain/pricing'

/**
 * The day-by-day itinerary of a booking (spec §3 Tour day, Activity in a day, Hotel room
 * activity), as stored, sent over the API and edited in the browser. Every amount is in minor
 * units of the agent's currency and already sold (converted and marked up once, ADR 012): a line
 * carries its sold unit prices and the party, and its totals follow from them by the pure
 * functions of this module, in the browser and on the server alike.
 */

/** Spec §3 lsChildren: a child's number in the party and age. */
export type TChild = { No: number; age: number }

export type TParty = { adults: number; childAges: readonly number[] }

/** Fields every line has; the totals are computed (`priceTours`), never trusted from a caller. */
type TLineBase = {
  /** Unique within the booking; `seq` in text. */
  _id: string
  /** Insertion order: a day lists its lines by `seq`, so moving a line and back restores the day. */
  seq: number
  /** The catalogue item (program, hotel, transfer or visa service). */
  tourId: string
  nameTour: string
  type: TProductType
  isForTourChain: boolean
  location?: string
  adultQuantity: number
  childQuantity: number
  total: number
  totalNoChild: number
  priceSeparate: TPriceSeparate[]
  /**
   * Monsoon's price for the whole line, set by the consultant after checking with the supplier
   * (issue 54): it replaces the computed total, which stays as `listTotal`. It lasts while the
   * line's computed total is what it was when set; an agent's change that re-prices the line ends it.
   */
  priceOverride?: number
  listTotal?: number
}

/** A sold surcharge offered with a program (spec §3 Surcharge). */
export type TSurchargeOffer = {
  name: string
  price: number
  isActive: boolean
  Children: { age: number; childPrice: number }[]
  /** Added by rule on the days it applies, and not to be unticked (issue 54); otherwise the agent's choice. */
  compulsory: boolean
  /** The days of the year it applies (MM-DD, both included; a season may span the new year); null: every day. */
  seasonFrom: string | null
  seasonTo: string | null
}

/** A day program, overnight program, transfer or visa service. */
export type TActivityLine = TLineBase & {
  kind: 'activity'
  IsItem: false
  /** Per adult, or per vehicle when `perVehicle`. */
  unitPrice: number
  perVehicle: boolean
  childPrices: TChildPrice[]
  lsSurcharge: TSurchargeOffer[]
}

/** A selected surcharge of a program, as its own line under it (spec §4). */
export type TSurchargeLine = TLineBase & {
  kind: 'surcharge'
  IsItem: true
  parentActivityId: string
  unitPrice: number
  Children: { age: number; childPrice: number }[]
}

/** Sold room rates of one contract room: a price per room night by period, inside the contract's validity. */
export type TSoldRoomRates = {
  fitPrice: number
  periodPrices: { beginDate: TIsoDate; endDate: TIsoDate; price: number }[]
  occupancy: number
  optionalValue: number
  validFrom: TIsoDate
  validTo: TIsoDate
}

/** Sold extras a contract room offers, per night (spec §3 Hotel room activity). */
export type TRoomExtrasOffer = {
  extraBedAdult: number
  extraBedChild: number
  mealPlanAdult: number
  mealPlanChildren: { from: number; to: number; price: number }[]
  addOns: { name: string; price: number }[]
}

/** One room type of a hotel for one night: the night of its day's date. */
export type THotelLine = TLineBase & {
  kind: 'hotel'
  IsItem: false
  idHotel: string
  idContract: string
  /** The room's name on the contract. */
  idRoom: string
  roomName: string
  numberRoom: number
  /**
   * The stay this night belongs to (issue 54: a stay is one unit): every room of every night the
   * agent added together shares it, and removing, moving or resizing acts on all of them. It is the
   * id of the stay's first line when it was made.
   */
  stayId: string
  /** Nights of the stay this night belongs to, and which night it is (1-based); `wholeStays` keeps them true. */
  nights: number
  night: number
  rates: TSoldRoomRates
  extraBedAdult: TPricedExtra
  extraBedChild: TPricedExtra
  mealPlanAdult: TPricedExtra
  mealPlanChild: TChildMealPlan[]
  /** Add-ons are sold per stay: chosen ones are charged on the stay's first night. */
  addOns: { name: string; price: number }[]
  /** Computed: the price of one room this night (0 when no rate covers the date). */
  price: number
  /** The hotel's answer to Monsoon's request, recorded by the consultant on every night of the stay (issue 54). */
  answer?: THotelAnswer
}

export const HOTEL_ANSWER_STATUSES = ['requested', 'confirmed', 'declined'] as const
/** What a hotel said to Monsoon about a stay: asked, confirmed (with its reference) or declined. */
export type THotelAnswer = { status: (typeof HOTEL_ANSWER_STATUSES)[number]; reference: string }

/**
 * A free-text line Monsoon adds to a quote (issue 54): a service outside the catalogue (a private
 * dinner, a guide's overtime), priced for the whole party. Only staff create or change one; an agent
 * can keep it or remove it.
 */
export type TCustomLine = TLineBase & {
  kind: 'custom'
  IsItem: false
  /** The line's price for the party, sold in the booking's currency. */
  price: number
  /** What the client reads under its name. */
  note: string
}

export type TLine = TActivityLine | TSurchargeLine | THotelLine | TCustomLine

export type TLocation = { city: string }

/** Spec §3 Tour day. `Day` counts from 1; `date` is the calendar date of the day. */
export type TTourDay = {
  _id: string
  Day: number
  date: TIsoDate
  location: TLocation[]
  Activities: TLine[]
  total: number
}

/** What the builder edits: the days, the current day (index), the pickers' page (spec: pnr). */
export type TItineraryState = {
  days: TTourDay[]
  currentDay: number
  pnr: number
  comment: string
  status: string
}
