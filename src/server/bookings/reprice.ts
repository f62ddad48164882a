import 'server-only'
import type { Payload } from 'payload'
/** A line as a caller sends it: only ids and the agent's choices are read from it (ADR 012). */
import type { TDayInput, TLineInput } from '@/domain/booking-contract'
import {
  activityLine,
  daysFor,
  hotelLine,
  keepMonsoonWork,
  priceTours,
  roomPriceOn,
  settleItinerary,
  surchargeLine,
  surchargeOffered,
  type TActivityLine,
  type TCustomLine,
  type TLine,
  type TLocation,
  type TParty,
  type TRoomChoice,
  type TTourDay,
  withLocation,
} from '@/domain/itinerary'
import type { TIsoDate, TSellSettings } from '@/domain/pricing'
import { AppError, errorDay, fieldProblem, type TErrorWords, type TFieldProblem } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { Agent, Hotel, HotelContract, Program, Transfer, VisaService } from '@/payload-types'
import { cityName, programOffer, transferOffer, visaOffer } from '@/server/catalogue/activity-lists'
import { soldRoom } from '@/server/catalogue/hotel-offers'
import { sellSettingsFor } from '@/server/pricing/sell-settings'

type TBookingFrame = {
  begin: TIsoDate
  end: TIsoDate
  nationId: string
  party: TParty
  agent: Pick<Agent, 'ccurrency' | 'cmarket'>
}

/**
 * The days as the caller sent them; `lenient`: lines that no longer sell are left out (and listed
 * in `dropped`) instead of refused.
 */
/**
 * The days the caller sent, and the booking as saved: Monsoon's free-text lines and prices come from
 * it, never from the caller (issue 54). `lenient` drops what no longer sells instead of refusing.
 */
type TItineraryInput = { input: TDayInput[]; lenient?: boolean; stored?: readonly TTourDay[] }

const MAX_LOCATIONS = 12

/** Loads every catalogue item the lines name, in one query per collection. */
async function loadCatalogue(payload: Payload, lines: TLineInput[]) {
  const ids = (types: TLine['type'][]) => [
    ...new Set(lines.filter((line) => types.includes(line.type)).map((line) => line.tourId)),
  ]
  const find = async <T>(collection: 'programs' | 'transfers' | 'visa-services' | 'hotels', wanted: string[]) => {
    if (wanted.length === 0) return new Map<string, T>()
    const { docs } = await payload.find({
      collection,
      where: { id: { in: wanted } },
      depth: 1,
      pagination: false,
    })
    return new Map(docs.map((doc) => [doc.id, doc as T]))
  }
  const contractIds = [...new Set(lines.map((line) => line.idContract).filter((id): id is string => Boolean(id)))]
  const [programs, transfers, visas, hotels, contracts] = await Promise.all([
    find<Program>('programs', ids(['DayProgram', 'OvernightProgram'])),
    find<Transfer>('transfers', ids(['Transfer'])),
    find<VisaService>('visa-services', ids(['VisaOnArrivalServices'])),
    find<Hotel>('hotels', ids(['Accommodation'])),
    contractIds.length
      ? payload
          .find({ collection: 'hotel-contracts', where: { id: { in: contractIds } }, depth: 0, pagination: false })
          .then(({ docs }) => new Map(docs.map((doc) => [doc.id, doc as HotelContract])))
      : new Map<string, HotelContract>(),
  ])
  return { programs, transfers, visas, hotels, contracts }
}

const quantity = (value: { quantity: number } | undefined) => Math.max(0, Math.min(40, value?.quantity ?? 0))

/**
 * The server's authority over an itinerary (issue #5): the days must be the booking's days, every
 * line must name a catalogue item of the booking's nation that still sells on that date, and each
 * line is rebuilt from the catalogue at the agent's own prices; only ids and the agent's choices
 * (rooms, extras, add-ons, ticked surcharges, order) come from the caller. Totals are recomputed.
 * Refusals name every offending line in `fields`.
 */
export async function rebuildItinerary(
  payload: Payload,
  frame: TBookingFrame,
  { input, lenient = false, stored = [] }: TItineraryInput,
): Promise<{ days: TTourDay[]; total: number; dropped: TFieldProblem[] }> {
  const monsoonLines = new Map<string, TCustomLine>()
  for (const day of stored)
    for (const line of day.Activities) if (line.kind === 'custom') monsoonLines.set(line._id, line)
  const expected = daysFor(frame.begin, frame.end)
  const problems: TFieldProblem[] = []
  if (input.length > expected.length)
    problems.push(fieldProblem('Tours', { key: 'tooManyDays', values: { days: expected.length, sent: input.length } }))
  input.forEach((day, index) => {
    if (index < expected.length && day.date !== expected[index]?.date)
      problems.push(
        fieldProblem(`Tours.${index}.date`, {
          key: 'dayOutside',
          values: { day: index + 1, date: String(expected[index]?.date), sent: day.date },
        }),
      )
  })
  const allLines = input.flatMap((day) => day.Activities)
  const seqs = new Set<number>()
  for (const line of allLines) {
    if (seqs.has(line.seq)) problems.push(fieldProblem('Tours', { key: 'lineTwice', values: { line: line.seq } }))
    seqs.add(line.seq)
  }
  if (problems.length) throw new AppError('BAD_REQUEST', { key: 'itineraryMisfit' }, { fields: problems })

  const catalogue = await loadCatalogue(
    payload,
    allLines.filter((line) => line.kind !== 'custom'),
  )

  const days: TTourDay[] = []
  const dropped: TFieldProblem[] = []
  for (const [index, template] of expected.entries()) {
    const day = input[index]
    const lines: TLine[] = []
    const topLevel = new Map<string, TActivityLine>()
    const tourIds = new Set<string>()
    const where = (line: TLineInput) => `Tours.${index}.Activities.${line._id}`
    const refuse = (line: TLineInput, words: TErrorWords) => dropped.push(fieldProblem(where(line), words))
    const settings = day?.Activities.length ? await sellSettingsFor(payload, frame.agent, template.date) : null
    const ordered = [...(day?.Activities ?? [])].sort((a, b) => a.seq - b.seq)
    for (const line of ordered) {
      if (line.kind === 'surcharge') continue
      if (line.kind === 'custom') {
        // Monsoon's own line: the agent may keep it (on any day) or leave it out, never change it.
        const kept = monsoonLines.get(line._id)
        if (kept) lines.push({ ...kept, seq: line.seq })
        else refuse(line, { key: 'onlyMonsoonFreeText' })
        continue
      }
      // A hotel may be on a day once per room type (a Deluxe and a Family room); anything else once.
      const key = line.kind === 'hotel' || line.type === 'Accommodation' ? `${line.tourId}|${line.idRoom}` : line.tourId
      if (tourIds.has(key)) {
        refuse(line, { key: 'alreadyOnDay', values: { name: line.nameTour ?? line.tourId, day: index + 1 } })
        continue
      }
      if (line.kind === 'hotel' || line.type === 'Accommodation') {
        const hotel = catalogue.hotels.get(line.tourId)
        const contract = catalogue.contracts.get(line.idContract ?? '')
        const rate = contract?.roomRates?.find((candidate) => candidate.room === line.idRoom)
        if (!hotel || relationId(hotel.nation) !== frame.nationId) {
          refuse(line, { key: 'hotelNotInNation' })
          continue
        }
        if (
          !contract ||
          !rate ||
          relationId(contract.hotel) !== hotel.id ||
          !contract.markets.includes(frame.agent.cmarket)
        ) {
          refuse(line, { key: 'roomNotForMarket', values: { hotel: hotel.name } })
          continue
        }
        const occupancy = hotel.rooms?.find((room) => room.name === rate.room)?.occupancy ?? 2
        const room = {
          idContract: contract.id,
          idRoom: rate.room,
          occupancy,
          ...soldRoom(contract, { rate, occupancy }, settings as TSellSettings),
        }
        if (roomPriceOn(room.rates, template.date) <= 0) {
          refuse(line, {
            key: 'noRateOn',
            values: { hotel: hotel.name, room: rate.room, date: errorDay(template.date) },
          })
          continue
        }
        const choice: TRoomChoice = {
          idContract: contract.id,
          idRoom: rate.room,
          numberRoom: Math.max(1, Math.min(40, line.numberRoom ?? 1)),
          extraBedAdult: quantity(line.extraBedAdult),
          extraBedChild: quantity(line.extraBedChild),
          mealPlanAdult: quantity(line.mealPlanAdult),
          mealPlanChild: room.extras.mealPlanChildren.map((band) =>
            quantity(line.mealPlanChild?.find((chosen) => chosen.from === band.from && chosen.to === band.to)),
          ),
          addOns: (line.addOns ?? []).map((addOn) => addOn.name),
        }
        const nights = Math.max(1, Math.min(60, line.nights ?? 1))
        lines.push(
          hotelLine({
            hotel: {
              _id: hotel.id,
              nameTour: hotel.name,
              city: cityName(hotel.city),
            },
            room,
            choice,
            seq: line.seq,
            stayId: line.stayId ?? '',
            nights,
            night: Math.max(1, Math.min(nights, line.night ?? 1)),
          }),
        )
        tourIds.add(key)
        continue
      }
      const offer =
        line.type === 'Transfer'
          ? ifNation(catalogue.transfers.get(line.tourId), frame.nationId, (doc) =>
              transferOffer(doc, settings as TSellSettings),
            )
          : line.type === 'VisaOnArrivalServices'
            ? ifNation(catalogue.visas.get(line.tourId), frame.nationId, (doc) =>
                visaOffer(doc, settings as TSellSettings),
              )
            : ifNation(catalogue.programs.get(line.tourId), frame.nationId, (doc) =>
                doc.type === line.type ? programOffer(doc, settings as TSellSettings) : null,
              )
      if (!offer) {
        refuse(
          line,
          line.nameTour ? { key: 'itemNotInNation', values: { name: line.nameTour } } : { key: 'anItemNotInNation' },
        )
        continue
      }
      const built = activityLine(offer, line.seq)
      lines.push(built)
      topLevel.set(line._id, built)
      tourIds.add(line.tourId)
    }
    for (const line of ordered) {
      if (line.kind !== 'surcharge') continue
      const parent = topLevel.get(line.parentActivityId ?? '')
      const surcharge = parent?.lsSurcharge.find(
        (candidate) => candidate.name === line.nameTour && surchargeOffered(candidate, template.date),
      )
      if (!parent || !surcharge) {
        refuse(line, { key: 'surchargeNotOffered', values: { name: line.nameTour ?? '' } })
        continue
      }
      lines.push(surchargeLine(parent, surcharge, line.seq))
    }
    const locations = (day?.location ?? []).reduce<TLocation[]>(
      (known, location) => withLocation(known, location.city),
      [],
    )
    if (locations.length > MAX_LOCATIONS)
      problems.push(
        fieldProblem(`Tours.${index}.location`, { key: 'tooManyLocations', values: { max: MAX_LOCATIONS } }),
      )
    days.push({ ...template, location: locations, Activities: lines.sort((a, b) => a.seq - b.seq) })
  }
  if (problems.length) throw new AppError('BAD_REQUEST', { key: 'itineraryMisfit' }, { fields: problems })
  if (dropped.length && !lenient) throw new AppError('BAD_REQUEST', { key: 'servicesRefused' }, { fields: dropped })
  // Compulsory surcharges are the contract's, not the agent's choice: added wherever due (issue 54).
  const rebuilt = settleItinerary(days, frame.party)
  // Monsoon's prices stay on the lines the agent did not change (issue 54).
  return { ...priceTours(keepMonsoonWork(rebuilt.days, stored), frame.party), dropped }
}

function ifNation<T extends { nation: unknown }, R>(doc: T | undefined, nationId: string, build: (doc: T) => R | null) {
  if (!doc || relationId(doc.nation) !== nationId) return null
  return build(doc)
}

/**
 * A stored itinerary as input for new dates: each day keeps its plan by day number (ADR 012), so a
 * trip moved by a week keeps its plan and is repriced for its new dates.
 */
export function asInputFor(days: readonly TTourDay[], begin: TIsoDate, end: TIsoDate): TDayInput[] {
  return daysFor(begin, end, days).map((day) => ({
    date: day.date,
    location: day.location,
    Activities: day.Activities as TLineInput[],
  }))
}
