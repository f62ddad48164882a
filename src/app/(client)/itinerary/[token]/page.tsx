import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { ClientItineraryView } from '@/components/client-itinerary/itinerary-view'
import { CLIENT_TOKEN } from '@/domain/client-itinerary'
import { clientItineraryByToken } from '@/server/export/client-links'

/** Read at every visit: a revoked link stops at once, and a live one shows the booking as it is now. */
export const dynamic = 'force-dynamic'

type TProps = { params: Promise<{ token: string }> }

// One read per request for the page and its title (each read counts a visit).
const itineraryOf = cache(async (token: string) => (CLIENT_TOKEN.test(token) ? clientItineraryByToken(token) : null))

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const found = await itineraryOf((await params).token)
  if (!found) return { title: 'Itinerary not available' }
  return { title: `${found.document.title} · ${found.brand.agencyName}` }
}

/** `/itinerary/{token}` (issue 21): the client's itinerary under the agency's name; no sign-in. */
export default async function ClientItineraryPage({ params }: TProps) {
  const { token } = await params
  const found = await itineraryOf(token)
  if (!found) notFound()
  return <ClientItineraryView {...found} pdfPath={`/itinerary/${token}/pdf`} />
}
