import 'server-only'
import { randomUUID } from 'node:crypto'
import { APIError, type Payload } from 'payload'
import { completeLines, ZLineInput } from '@/domain/booking-contract'
import { mayAmendItinerary, STATUS_LABELS } from '@/domain/booking-status'
import type { THistoryPart } from '@/domain/history-words'
import {
  partyOf,
  settleItinerary,
  staffEdit,
  staffEditWords,
  type TTourDay,
  withCatalogueAdditions,
} from '@/domain/itinerary'
import type { TProductType } from '@/domain/pricing'
import { isCurrency } from '@/domain/pricing/money'
import { isAppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { Agent, Booking } from '@/payload-types'
import { rebuildItinerary } from '@/server/bookings/reprice'
import { marketMarkups } from '@/server/pricing/sell-settings'

/**
 * The consultant's quote editor in /admin saves the booking's `tours` with Monsoon's prices,
 * free-text lines, removals and services added from the catalogue (issue 54). Only these reach the
 * booking: `staffEdit` takes everything else from the booking as saved, the catalogue services are
 * built here from the catalogue at the agent's prices, and the totals are computed here.
 */

export const STAFF_STALE_MESSAGE =
  'This booking changed after you opened it: the agent or another consultant saved it. Your changes are not saved; reload the page to see the latest version and make them again.'

/**
 * The itinerary a staff save writes, priced, and its change in words for the history; null when
 * the save does not change the itinerary. Refuses (400, 409) a change Monsoon may not make.
 */
export async function staffItinerary(
  payload: Payload,
  before: Booking,
  proposed: unknown,
): Promise<{ tours: TTourDay[]; total: number; words: THistoryPart | null } | null> {
  if (proposed === undefined) return null
  const stored = (before.tours ?? []) as TTourDay[]
  if (JSON.stringify(proposed) === JSON.stringify(stored)) return null
  if (!Array.isArray(proposed)) throw new APIError('The itinerary must be a list of days', 400, null, true)
  const edit = staffEdit(stored, proposed as TTourDay[], randomUUID)
  const words = staffEditWords(edit.changes, before.status === 'confirmed')
  if (edit.problems.length === 0 && words === null) return null
  if (!mayAmendItinerary(before.status))
    throw new APIError(
      `The itinerary of a booking that is ${STATUS_LABELS[before.status].toLowerCase()} cannot be changed here.`,
      409,
      null,
      true,
    )
  if (edit.problems.length) throw new APIError(edit.problems.join('. '), 400, null, true)
  const fromCatalogue = edit.catalogue.some((day) => day.Activities.length > 0)
  const days = fromCatalogue ? await withCatalogue(payload, before, edit) : edit.days
  const priced = settleItinerary(days, partyOf(before))
  return { tours: priced.days, total: priced.total, words }
}

/**
 * The consultant's catalogue additions built as an agent's save builds its lines: from the
 * catalogue of the booking's nation, for the agent's market, in the booking's currency; a service
 * that does not sell on its day is refused (400) with the reason.
 */
async function withCatalogue(payload: Payload, before: Booking, edit: { days: TTourDay[]; catalogue: TTourDay[] }) {
  const agent = await payload.findByID({
    collection: 'agents',
    id: relationId(before.agent),
    depth: 0,
    select: { cmarket: true },
  })
  // The booking's currency, whatever the agent's is today: the quote stays in one currency.
  if (!isCurrency(before.currency))
    throw new APIError(`The booking's currency ${before.currency} is not priced`, 409, null, true)
  const input = completeLines(
    edit.catalogue.map((day) => ({
      date: day.date,
      location: [],
      Activities: day.Activities.map((line) => {
        const parsed = ZLineInput.safeParse(line)
        if (!parsed.success)
          throw new APIError(`“${String(line.nameTour).slice(0, 60)}” is not a catalogue service`, 400, null, true)
        return parsed.data
      }),
    })),
  )
  try {
    const built = await rebuildItinerary(
      payload,
      {
        begin: before.begindate.slice(0, 10),
        end: before.enddate.slice(0, 10),
        nationId: relationId(before.nation),
        party: partyOf(before),
        agent: { ccurrency: before.currency as Agent['ccurrency'], cmarket: agent.cmarket },
      },
      { input },
    )
    return withCatalogueAdditions(edit.days, built.days)
  } catch (error) {
    if (!isAppError(error)) throw error
    const reasons = (error.fields ?? []).map((field) => field.message)
    throw new APIError(reasons.length ? reasons.join('. ') : error.message, error.status, null, true)
  }
}

/** The markup of the booking's agent's market per product type (basis points), for the quote editor's costs. */
export async function quoteMarkups(payload: Payload, agentId: string): Promise<Record<TProductType, number> | null> {
  const agent = await payload
    .findByID({ collection: 'agents', id: agentId, depth: 0, select: { cmarket: true } })
    .catch(() => null)
  return agent?.cmarket ? marketMarkups(payload, agent.cmarket) : null
}
