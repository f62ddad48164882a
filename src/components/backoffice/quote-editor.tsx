import type { UIFieldServerProps } from 'payload'
import { relationId } from '@/lib/relation'
import type { Booking } from '@/payload-types'
import { quoteMarkups } from '@/server/bookings/staff-edit'
import { stayStatesFor } from '@/server/instant/options'
import { QuoteEditorClient } from './quote-editor.client'

/**
 * The booking's itinerary in /admin as the consultant's quote editor (issue 54). On the server it
 * reads the agent's market markups, so each line can show Monsoon's cost beside its sell price,
 * and each stay's availability, so the consultant sees what to ask the hotels for.
 */
export async function QuoteEditor({ data, payload }: UIFieldServerProps) {
  const agent = data?.agent ? relationId(data.agent) : ''
  const booking = data as Booking | undefined
  const [markups, stays] = await Promise.all([
    agent ? quoteMarkups(payload, agent) : null,
    // What to ask the hotels for: each stay instant, on request (and why), held or booked.
    booking?.id ? stayStatesFor(payload, booking).catch(() => []) : [],
  ])
  return <QuoteEditorClient markups={markups} stays={stays} />
}
