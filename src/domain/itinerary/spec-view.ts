import { isWithin } from '@/domain/pricing/dates'
import { times } from '@/domain/pricing/money'
import type {
  TActivityLine,
  TCustomLine,
  THotelLine,
  TLine,
  TParty,
  TSurchargeLine,
  TSurchargeOffer,
  TTourDay,
} from './types'

/**
 * The fields spec §3 names on a line that the stored itinerary does not keep, derived from what it
 * does keep whenever a booking's days are answered (issue 55). They are a view: the server never
 * reads them back (it re-prices every line from the catalogue).
 */

/** A surcharge's children as §3 names them: each age's price, and what the party's children of that age pay. */
export type TSurchargeChildView = { age: number; childPrice: number; childSubTotal: number }

/** Spec §3 Surcharge: how many adults it is for (0 while not chosen), and their subtotal. */
export type TSurchargeView = { quantity: number; SubTotal: number; Children: TSurchargeChildView[] }

export type TSurchargeOfferView = Omit<TSurchargeOffer, 'Children'> & TSurchargeView

/** Spec §3 Hotel room activity: the priced room option and period of the night. */
export type THotelView = {
  /** The contract period that priced the night, as its ISO 8601 interval (`2026-11-01/2027-04-30`); null at the fit price. */
  idPeriod: string | null
  /** A contract period priced the night (false: the room's fit price did, or nothing could). */
  isItemPeriod: boolean
  /** The contract room option the night is sold from: `idContract/idRoom`, the owner of its periods, extras and optional value. */
  idOption: string
  /** The option's optional value, charged once a night when rooms are booked (spec §5). */
  optional: number
}

export type TLineView =
  | (Omit<TActivityLine, 'lsSurcharge'> & { content: string; lsSurcharge: TSurchargeOfferView[] })
  | (Omit<TSurchargeLine, 'Children'> & {
      content: string
      name: string
      price: number
      isActive: boolean
    } & TSurchargeView)
  | (THotelLine & { content: string } & THotelView)
  | (TCustomLine & { content: string })

export type TTourDayView = Omit<TTourDay, 'Activities'> & { Activities: TLineView[] }

/** The text of a catalogue line (its description); a Monsoon line's content is its note. */
export type TContentOf = (line: Exclude<TLine, TCustomLine>) => string

const childCount = (party: TParty, age: number) => party.childAges.filter((child) => child === age).length

/** A surcharge for `adults` adults (0: not chosen) and the party's children of each listed age. */
function surchargeView(
  surcharge: { price: number; Children: readonly { age: number; childPrice: number }[] },
  party: TParty,
  adults: number,
): TSurchargeView {
  const chosen = adults > 0
  return {
    quantity: adults,
    SubTotal: times(surcharge.price, adults),
    Children: surcharge.Children.map((child) => ({
      age: child.age,
      childPrice: child.childPrice,
      childSubTotal: chosen ? times(child.childPrice, childCount(party, child.age)) : 0,
    })),
  }
}

/** The night's room option and the period that priced it (each hotel line is one night, on its day's date). */
export function hotelView(line: THotelLine, date: string): THotelView {
  const inContract = isWithin(date, line.rates.validFrom, line.rates.validTo)
  const period = inContract
    ? line.rates.periodPrices.find((candidate) => isWithin(date, candidate.beginDate, candidate.endDate))
    : undefined
  return {
    idPeriod: period ? `${period.beginDate}/${period.endDate}` : null,
    isItemPeriod: period !== undefined,
    idOption: `${line.idContract}/${line.idRoom}`,
    optional: line.rates.optionalValue,
  }
}

/**
 * A day's lines with §3's derived fields: a program's offered surcharges say which are chosen (a
 * surcharge line under it) and what they come to; a chosen surcharge its quantity (the adults) and
 * subtotals; a room night its period and option.
 */
export function lineView(
  line: TLine,
  day: TTourDay,
  { party, contentOf }: { party: TParty; contentOf: TContentOf },
): TLineView {
  if (line.kind === 'custom') return { ...line, content: line.note }
  const content = contentOf(line)
  if (line.kind === 'hotel') return { ...line, content, ...hotelView(line, day.date) }
  if (line.kind === 'surcharge')
    return {
      ...line,
      content,
      name: line.nameTour,
      price: line.unitPrice,
      isActive: true,
      ...surchargeView({ price: line.unitPrice, Children: line.Children }, party, line.adultQuantity),
    }
  const chosen = new Set(
    day.Activities.filter((other) => other.kind === 'surcharge' && other.parentActivityId === line._id).map(
      (other) => other.nameTour,
    ),
  )
  return {
    ...line,
    content,
    lsSurcharge: line.lsSurcharge.map((offer) => ({
      ...offer,
      ...surchargeView(offer, party, chosen.has(offer.name) ? party.adults : 0),
    })),
  }
}

/** Every day of an itinerary with §3's derived fields on its lines. */
export function tourDayViews(days: readonly TTourDay[], party: TParty, contentOf: TContentOf): TTourDayView[] {
  return days.map((day) => ({
    ...day,
    Activities: day.Activities.map((line) => lineView(line, day, { party, contentOf })),
  }))
}
