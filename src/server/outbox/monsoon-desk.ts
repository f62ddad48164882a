import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import type { User } from '@/payload-types'

/**
 * Who at Monsoon hears about a booking: its consultant, or the reservations address (site
 * settings) while none is assigned, so a request or an agent's change always reaches Monsoon.
 */
export async function monsoonDesk(
  payload: Payload,
  consultant: Pick<User, 'email' | 'name'> | null,
  req?: Partial<PayloadRequest>,
): Promise<{ email: string; label: string } | null> {
  if (consultant) return { email: consultant.email, label: `${consultant.name || 'Your consultant'} (Monsoon)` }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return settings.email ? { email: settings.email, label: 'Monsoon reservations' } : null
}
