import type { UIFieldServerProps } from 'payload'
import { relationId } from '@/lib/relation'
import { quoteMarkups } from '@/server/bookings/staff-edit'
import { QuoteEditorClient } from './quote-editor.client'

/**
 * The booking's itinerary in /admin as the consultant's quote editor (issue 54). On the server it
 * reads the agent's market markups, so each line can show Monsoon's cost beside its sell price.
 */
export async function QuoteEditor({ data, payload }: UIFieldServerProps) {
  const agent = data?.agent ? relationId(data.agent) : ''
  const markups = agent ? await quoteMarkups(payload, agent) : null
  return <QuoteEditorClient markups={markups} />
}
