import { partsOf, said, type THistoryKey, type THistoryPart } from '@/domain/history-words'
import { PRODUCT_TYPES } from '@/domain/pricing/settings'
import { hasControlCharacter } from '@/domain/text'
import { bySeq, nextSeq, withLocation } from './operations'
import {
  HOTEL_ANSWER_STATUSES,
  type TCustomLine,
  type THotelAnswer,
  type THotelLine,
  type TLine,
  type TTourDay,
} from './types'

/**
 * What Monsoon's consultant changes in a quote (issue 54), as pure rules: a line's price after
 * checking with the supplier, free-text lines, removals. The server applies them to the booking as
 * saved, so the editor in /admin can only ever change these, never the catalogue lines' content.
 */

/** The highest price a consultant can give a line or a free-text line: 10 million in any currency. */
export const MAX_MONSOON_PRICE = 1_000_000_000
export const MAX_CUSTOM_NAME = 200
export const MAX_CUSTOM_NOTE = 1000

/**
 * Monsoon's prices carried from the booking as saved to the itinerary an agent's save rebuilt: a
 * line keeps its price while it is the same item at the same computed total; a line the agent
 * changed so that it prices differently (more rooms, another room type) loses it, and goes back to
 * the consultant as part of the changes requested.
 */
export function keepMonsoonWork(days: readonly TTourDay[], stored: readonly TTourDay[]): TTourDay[] {
  const set = new Map<string, TLine>()
  for (const day of stored)
    for (const line of day.Activities)
      if (line.priceOverride !== undefined || (line.kind === 'hotel' && line.answer)) set.set(line._id, line)
  if (set.size === 0) return [...days]
  return days.map((day) => ({
    ...day,
    Activities: day.Activities.map((line) => {
      const before = set.get(line._id)
      if (!before || before.tourId !== line.tourId || before.kind !== line.kind) return line
      const priced = before.priceOverride !== undefined && before.listTotal === line.total
      // A hotel's answer is about these rooms on these nights: it stays while the stay does.
      const sameStay =
        before.kind === 'hotel' &&
        line.kind === 'hotel' &&
        before.answer !== undefined &&
        before.idRoom === line.idRoom &&
        before.numberRoom === line.numberRoom &&
        before.night === line.night &&
        before.nights === line.nights
      return {
        ...line,
        ...(priced ? { priceOverride: before.priceOverride } : {}),
        ...(sameStay ? { answer: before.answer } : {}),
      }
    }),
  }))
}

/** What is wrong with a hotel's answer as the consultant records it, or null. */
export function hotelAnswerProblem(answer: unknown, hotel: string): string | null {
  const { status, reference } = (answer ?? {}) as Partial<THotelAnswer>
  if (!HOTEL_ANSWER_STATUSES.includes(status as never))
    return `The answer of ${hotel} is requested, confirmed or declined`
  if (typeof reference !== 'string' || reference.length > MAX_REFERENCE || hasControlCharacter(reference))
    return `The reference of ${hotel} has at most ${MAX_REFERENCE} characters`
  return null
}

export const MAX_REFERENCE = 60

/** A free-text line as the consultant sends it. */
export type TCustomLineInput = Pick<TCustomLine, 'nameTour' | 'note' | 'price' | 'type'>

/** A new free-text line, unpriced (`priceTours` gives its totals); its id is its `seq`. */
export function customLine(args: TCustomLineInput & { seq: number; tourId: string }): TCustomLine {
  return {
    ...args,
    _id: String(args.seq),
    kind: 'custom',
    IsItem: false,
    isForTourChain: false,
    adultQuantity: 0,
    childQuantity: 0,
    total: 0,
    totalNoChild: 0,
    priceSeparate: [],
  }
}

/** What is wrong with a free-text line, or null. */
export function customLineProblem(line: Partial<TCustomLineInput>): string | null {
  const name = typeof line.nameTour === 'string' ? line.nameTour.trim() : ''
  if (!name) return 'A free-text line needs a name'
  if (name.length > MAX_CUSTOM_NAME) return `A free-text line's name has at most ${MAX_CUSTOM_NAME} characters`
  if (typeof line.note !== 'string' || line.note.length > MAX_CUSTOM_NOTE)
    return `A free-text line's note has at most ${MAX_CUSTOM_NOTE} characters`
  if (hasControlCharacter(name) || hasControlCharacter(line.note.replace(/[\n\t]/g, '')))
    return `“${name.slice(0, 40)}” contains control characters`
  if (!isPrice(line.price)) return `The price of “${name}” must be an amount from 0 to ${MAX_MONSOON_PRICE / 100}`
  if (!PRODUCT_TYPES.includes(line.type as never)) return `“${name}” needs a product type`
  return null
}

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_MONSOON_PRICE

/** What a consultant's edit changed, counted for the history. */
export type TStaffEditChanges = {
  priced: number
  added: number
  edited: number
  removed: number
  answered: number
  /** Catalogue services added (a stay counts once). */
  fromCatalogue: number
  /** Nights added to stays already booked, and nights taken off them (issue 56: "a night more"). */
  nightsAdded: number
  nightsRemoved: number
}

/**
 * The consultant's edit applied to the booking as saved (issue 54). From `proposed` it takes only
 * what Monsoon may change: each line's price (`priceOverride`, or none to go back to the computed
 * one), the free-text lines (added, changed, on the day they are on) and which lines are gone
 * (a hotel night takes its whole stay, a program its surcharges). Every other field of a line comes
 * from `stored`. A new catalogue service comes back in `catalogue`, for the server to build from the
 * catalogue; a bad price or name is a problem. `newTourId` names a new free-text line.
 */
export function staffEdit(
  stored: readonly TTourDay[],
  proposed: readonly TTourDay[],
  newTourId: () => string,
): { days: TTourDay[]; problems: string[]; changes: TStaffEditChanges; catalogue: TTourDay[] } {
  const problems: string[] = []
  const changes: TStaffEditChanges = {
    priced: 0,
    added: 0,
    edited: 0,
    removed: 0,
    answered: 0,
    fromCatalogue: 0,
    nightsAdded: 0,
    nightsRemoved: 0,
  }
  if (proposed.length !== stored.length)
    return { days: [...stored], problems: ['The days do not match the booking'], changes, catalogue: [] }
  // A line is the stored one when it keeps its id and is the same service; under a stored line's
  // id another service (the editor numbers a swap after what it removed) is removal and addition.
  const storedById = new Map(stored.flatMap((day) => day.Activities.map((line) => [line._id, line] as const)))
  const sent = new Map<string, TLine>()
  for (const day of proposed)
    for (const line of day.Activities ?? []) {
      const before = storedById.get(String(line?._id))
      if (before && sameService(before, line)) sent.set(before._id, line)
    }
  // A program loses its surcharges with it. A stay loses the nights the consultant took off (a
  // shorter stay, issue 56); all its rooms go when none of its nights is left.
  const gone = new Set<string>()
  for (const day of stored) for (const line of day.Activities) if (!sent.has(line._id)) gone.add(line._id)
  const keptStays = new Set([...sent.values()].flatMap((line) => (line.kind === 'hotel' ? [line.stayId] : [])))
  const removed = (line: TLine) =>
    gone.has(line._id) ||
    (line.kind === 'hotel' && !keptStays.has(line.stayId)) ||
    (line.kind === 'surcharge' && gone.has(line.parentActivityId))
  const stayFirstNight = new Map<string, TLine>()
  for (const day of proposed)
    for (const line of day.Activities ?? [])
      if (line?.kind === 'hotel' && line.night === 1 && !stayFirstNight.has(line.stayId))
        stayFirstNight.set(line.stayId, line)
  let seq = nextSeq(stored)
  const days = stored.map((day, index) => {
    const kept: TLine[] = []
    for (let line of day.Activities) {
      if (removed(line)) {
        if (line.kind === 'hotel' && keptStays.has(line.stayId)) changes.nightsRemoved += line.night === 1 ? 0 : 1
        else if (line.kind !== 'surcharge' && (line.kind !== 'hotel' || line.night === 1)) changes.removed++
        continue
      }
      const edit = sent.get(line._id) as TLine
      if (line.kind === 'custom') {
        const next = {
          ...line,
          nameTour: String(edit.nameTour ?? '').trim(),
          note: String((edit as TCustomLine).note ?? ''),
          price: (edit as TCustomLine).price,
          type: edit.type,
        }
        const problem = customLineProblem(next)
        if (problem) problems.push(problem)
        else if (
          next.nameTour !== line.nameTour ||
          next.note !== line.note ||
          next.price !== line.price ||
          next.type !== line.type
        )
          changes.edited++
        kept.push(problem ? line : next)
        continue
      }
      if (line.kind === 'hotel') {
        // The answer is the stay's: read from its first night as the editor shows it.
        const first = stayFirstNight.get(line.stayId) ?? edit
        const answer = first.kind === 'hotel' ? (first.answer ?? undefined) : undefined
        const problem = answer === undefined ? null : hotelAnswerProblem(answer, line.nameTour)
        if (problem) {
          if (line.night === 1) problems.push(problem)
        } else if (JSON.stringify(answer ?? null) !== JSON.stringify(line.answer ?? null)) {
          if (line.night === 1) changes.answered++
          const { answer: _old, ...rest } = line
          line = answer ? { ...rest, answer: { status: answer.status, reference: answer.reference.trim() } } : rest
        }
      }
      const price = edit.priceOverride ?? undefined
      if (price !== undefined && !isPrice(price)) {
        problems.push(`The price of “${line.nameTour}” must be an amount from 0 to ${MAX_MONSOON_PRICE / 100}`)
        kept.push(line)
        continue
      }
      if (price !== line.priceOverride) changes.priced++
      kept.push({ ...line, priceOverride: price })
    }
    for (const line of proposed[index]?.Activities ?? []) {
      if (!line || sent.has(String(line._id)) || line.kind !== 'custom') continue
      const next = customLine({
        seq: seq++,
        tourId: newTourId(),
        nameTour: String(line.nameTour ?? '').trim(),
        note: String(line.note ?? ''),
        price: line.price,
        type: line.type,
      })
      const problem = customLineProblem(next)
      if (problem) problems.push(problem)
      else {
        changes.added++
        kept.push(next)
      }
    }
    return { ...day, Activities: kept }
  })
  const catalogue = catalogueAdditions({ stored: days, proposed, kept: sent, seq })
  problems.push(...catalogue.problems)
  changes.fromCatalogue = catalogue.count
  changes.nightsAdded = catalogue.nights
  return { days, problems, changes, catalogue: catalogue.days }
}

/**
 * The catalogue services a consultant's edit adds (issue 54), one day each as the editor placed
 * them: numbered after every line of the booking, their surcharges and stays pointing at their new
 * ids. Only what identifies them is meant to be read from these lines: the server builds them
 * again from the catalogue at the agent's prices (`rebuildItinerary`). A service already on its
 * day, or a surcharge without its new program, is a problem.
 */
function catalogueAdditions(args: {
  stored: readonly TTourDay[]
  proposed: readonly TTourDay[]
  kept: ReadonlyMap<string, TLine>
  seq: number
}): { days: TTourDay[]; problems: string[]; count: number; nights: number } {
  let seq = args.seq
  const problems: string[] = []
  const ids = new Map<string, string>()
  const stays = new Map<string, string>()
  const newStays = new Set<string>()
  let count = 0
  let nights = 0
  const days = args.stored.map((day, index) => {
    const present = new Set(day.Activities.map(serviceKey))
    const added: TLine[] = []
    for (const line of args.proposed[index]?.Activities ?? []) {
      if (!line || args.kept.has(String(line._id)) || line.kind === 'custom') continue
      const name = String(line.nameTour ?? 'A service').slice(0, 60)
      if (line.kind !== 'activity' && line.kind !== 'hotel' && line.kind !== 'surcharge') {
        problems.push(`“${name}” is not a catalogue service`)
        continue
      }
      if (added.length >= MAX_ADDED_A_DAY) {
        problems.push(`At most ${MAX_ADDED_A_DAY} services can be added to day ${day.Day} at once`)
        break
      }
      const _id = String(seq)
      if (line.kind === 'surcharge') {
        const parent = ids.get(String(line.parentActivityId))
        if (!parent) {
          problems.push(`The surcharge “${name}” on day ${day.Day} comes only with its program, added with it`)
          continue
        }
        added.push({ ...line, _id, seq: seq++, parentActivityId: parent })
        continue
      }
      const key = serviceKey(line)
      if (present.has(key)) {
        problems.push(`${name} is already on day ${day.Day}`)
        continue
      }
      present.add(key)
      ids.set(String(line._id), _id)
      if (line.kind === 'hotel') {
        const stayId = stays.get(String(line.stayId)) ?? continuedStay(args.stored, index, line) ?? _id
        stays.set(String(line.stayId), stayId)
        if (stayId === _id) {
          count++
          newStays.add(stayId)
        } else if (!newStays.has(stayId)) nights++
        added.push({ ...line, _id, seq: seq++, stayId })
        continue
      }
      count++
      added.push({ ...line, _id, seq: seq++ })
    }
    return { ...day, Activities: added }
  })
  return { days, problems, count, nights }
}

/**
 * The stay a hotel night added on day `index` lengthens (issue 56: "a night more"): the stay it
 * names, when that stay has the same room the night before. Otherwise the night starts a stay.
 */
function continuedStay(stored: readonly TTourDay[], index: number, line: THotelLine): string | undefined {
  const before = stored[index - 1]?.Activities ?? []
  return before.some(
    (night) =>
      night.kind === 'hotel' &&
      night.stayId === line.stayId &&
      night.tourId === line.tourId &&
      night.idRoom === line.idRoom,
  )
    ? line.stayId
    : undefined
}

/** Whether a line the editor sent is still the stored line of its id: the same kind of the same service (a stay, the same room). */
const sameService = (stored: TLine, sent: TLine | undefined) =>
  sent?.kind === stored.kind &&
  sent.tourId === stored.tourId &&
  (stored.kind !== 'hotel' || (sent.kind === 'hotel' && sent.idRoom === stored.idRoom && sent.stayId === stored.stayId))

/** As many lines as a day of the API holds (spec §7 bodies, `ZDayInput`). */
const MAX_ADDED_A_DAY = 60

/** What makes a service one on its day: a hotel once per room type, anything else once. */
const serviceKey = (line: TLine) => (line.kind === 'hotel' ? `${line.tourId}|${line.idRoom}` : line.tourId)

/**
 * The itinerary with the catalogue services the server built for a consultant's edit: each on its
 * day, in the order of their numbers, a new hotel's city among the day's places.
 */
export function withCatalogueAdditions(days: readonly TTourDay[], built: readonly TTourDay[]): TTourDay[] {
  return days.map((day, index) => {
    const added = built[index]?.Activities ?? []
    if (added.length === 0) return day
    const location = added.reduce(
      (places, line) => (line.kind === 'hotel' && line.location ? withLocation(places, line.location) : places),
      day.location,
    )
    return { ...day, location, Activities: bySeq([...day.Activities, ...added]) }
  })
}

/**
 * What a consultant's edit changed, as the history says it ("Quote edited: 1 price changed, 1
 * free-text line added"); null when it changed nothing. `amending`: the trip was confirmed.
 */
export function staffEditWords(changes: TStaffEditChanges, amending = false): THistoryPart | null {
  const counted = (count: number, key: THistoryKey) => (count ? [said(key, { count })] : [])
  const parts = [
    ...counted(changes.priced, 'editPriced'),
    ...counted(changes.fromCatalogue, 'editFromCatalogue'),
    ...counted(changes.added, 'editAdded'),
    ...counted(changes.edited, 'editEdited'),
    ...counted(changes.removed, 'editRemoved'),
    ...counted(changes.nightsAdded, 'editNightsAdded'),
    ...counted(changes.nightsRemoved, 'editNightsRemoved'),
    ...counted(changes.answered, 'editAnswered'),
  ]
  if (parts.length === 0) return null
  return said(amending ? 'tripAmended' : 'quoteEdited', { changes: partsOf(parts, 'comma') })
}

/**
 * Monsoon's cost of a line in the booking's currency: its computed total less the market's markup
 * for its type (basis points). What a consultant prices against; the agent never sees it.
 */
export const lineCost = (listTotal: number, markupBps: number) =>
  Math.round((listTotal * 10_000) / (10_000 + markupBps))
