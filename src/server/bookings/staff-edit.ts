import 'server-only'
import { randomUUID } from 'node:crypto'
import { APIError, type Payload } from 'payload'
import { mayShapeQuote, STATUS_LABELS } from '@/domain/booking-status'
import { partyOf, settleItinerary, staffEdit, staffEditSummary, type TTourDay } from '@/domain/itinerary'
import type { TProductType } from '@/domain/pricing'
import type { Booking } from '@/payload-types'
import { marketMarkups } from '@/server/pricing/sell-settings'

/**
 * The consultant's quote editor in /admin saves the booking's `tours` with Monsoon's prices and
 * free-text lines (issue 54). Only these reach the booking: `staffEdit` takes everything else from
 * the booking as saved, and the totals are computed here.
 */

export const STAFF_STALE_MESSAGE =
  'This booking changed after you opened it: the agent or another consultant saved it. Your changes are not saved; reload the page to see the latest version and make them again.'

/**
 * The itinerary a staff save writes, priced, and its change in words for the history; null when
 * the save does not change the itinerary. Refuses (400, 409) a change Monsoon may not make.
 */
export function staffItinerary(
  before: Booking,
  proposed: unknown,
): { tours: TTourDay[]; total: number; summary: string } | null {
  if (proposed === undefined) return null
  const stored = (before.tours ?? []) as TTourDay[]
  if (JSON.stringify(proposed) === JSON.stringify(stored)) return null
  if (!Array.isArray(proposed)) throw new APIError('The itinerary must be a list of days', 400, null, true)
  const edit = staffEdit(stored, proposed as TTourDay[], randomUUID)
  const summary = staffEditSummary(edit.changes)
  if (edit.problems.length === 0 && summary === '') return null
  if (!mayShapeQuote(before.status))
    throw new APIError(
      `The itinerary of a booking that is ${STATUS_LABELS[before.status].toLowerCase()} cannot be changed here.`,
      409,
      null,
      true,
    )
  if (edit.problems.length) throw new APIError(edit.problems.join('. '), 400, null, true)
  const priced = settleItinerary(edit.days, partyOf(before))
  return { tours: priced.days, total: priced.total, summary }
}

/** The markup of the booking's agent's market per product type (basis points), for the quote editor's costs. */
export async function quoteMarkups(payload: Payload, agentId: string): Promise<Record<TProductType, number> | null> {
  const agent = await payload
    .findByID({ collection: 'agents', id: agentId, depth: 0, select: { cmarket: true } })
    .catch(() => null)
  return agent?.cmarket ? marketMarkups(payload, agent.cmarket) : null
}
