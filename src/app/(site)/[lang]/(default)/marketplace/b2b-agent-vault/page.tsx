import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { BookingList } from '@/components/vault/booking-list.client'
import { VaultQueryProvider } from '@/components/vault/query-provider.client'
import { currentAgent } from '@/server/auth/current'
import { agentNations } from '@/server/content/startup'

export const metadata: Metadata = { title: 'Agent vault | Monsoon', robots: { index: false } }

const PATH = '/marketplace/b2b-agent-vault'

/** The agent vault's booking list (spec §2); agents only. */
export default async function AgentVaultPage() {
  const agent = await currentAgent()
  if (!agent) redirect(`/login-agent?next=${encodeURIComponent(PATH)}`)
  const nations = await agentNations(agent.listNation)
  return (
    <VaultQueryProvider>
      <BookingList nation={agent.nation} nations={nations} currency={agent.ccurrency} />
    </VaultQueryProvider>
  )
}
