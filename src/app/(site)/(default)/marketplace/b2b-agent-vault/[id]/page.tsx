import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { ItineraryBuilder } from '@/components/vault/builder.client'
import { VaultQueryProvider } from '@/components/vault/query-provider.client'
import { UUID } from '@/domain/ids'
import { vaultPath } from '@/domain/request-email'
import { currentAgent } from '@/server/auth/current'
import { agentNations } from '@/server/content/startup'

export const metadata: Metadata = { title: 'Itinerary | Agent vault | Monsoon', robots: { index: false } }

type TProps = { params: Promise<{ id: string }> }

/** One booking's day-by-day itinerary builder (spec §2 `/marketplace/b2b-agent-vault/{slug?}`). */
export default async function BookingPage({ params }: TProps) {
  const { id } = await params
  if (!UUID.test(id)) notFound()
  const agent = await currentAgent()
  if (!agent) redirect(`/login-agent?next=${encodeURIComponent(vaultPath(id))}`)
  const nations = await agentNations(agent.listNation)
  return (
    <VaultQueryProvider>
      <ItineraryBuilder id={id} nations={nations} />
    </VaultQueryProvider>
  )
}
