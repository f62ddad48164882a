import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { PageIntl } from '@/components/page-intl'
import { BookingList } from '@/components/vault/booking-list.client'
import { VaultQueryProvider } from '@/components/vault/query-provider.client'
import { localeOr } from '@/domain/locales'
import { VAULT_NAMESPACES } from '@/lib/i18n/client-intl'
import { currentAgent } from '@/server/auth/current'
import { clientLanguages } from '@/server/bookings/client-language'
import { agentNations } from '@/server/content/startup'

export const metadata: Metadata = { title: 'Agent vault | Monsoon', robots: { index: false } }

const PATH = '/marketplace/b2b-agent-vault'

/** The agent vault's booking list (spec §2); agents only. */
export default async function AgentVaultPage() {
  const agent = await currentAgent()
  if (!agent) redirect(`/login-agent?next=${encodeURIComponent(PATH)}`)
  const [nations, languages] = await Promise.all([agentNations(agent.listNation), clientLanguages()])
  return (
    <PageIntl namespaces={VAULT_NAMESPACES}>
      <VaultQueryProvider>
        <BookingList
          nation={agent.nation}
          nations={nations}
          currency={agent.ccurrency}
          languages={languages}
          language={localeOr(agent.language)}
        />
      </VaultQueryProvider>
    </PageIntl>
  )
}
