import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { PageIntl } from '@/components/page-intl'
import { BookingList } from '@/components/vault/booking-list.client'
import { VaultQueryProvider } from '@/components/vault/query-provider.client'
import { VAULT_NAMESPACES } from '@/lib/i18n/client-intl'
import { pageLocale } from '@/lib/i18n/page-locale'
import { currentAgent } from '@/server/auth/current'
import { clientLanguages } from '@/server/bookings/client-language'
import { agentNations } from '@/server/content/startup'

export const metadata: Metadata = { title: 'Agent vault | Monsoon', robots: { index: false } }

const PATH = '/marketplace/b2b-agent-vault'

/** The agent vault's booking list (spec §2); agents only. */
export default async function AgentVaultPage() {
  const agent = await currentAgent()
  if (!agent) redirect(`/login-agent?next=${encodeURIComponent(PATH)}`)
  const [nations, languages, locale] = await Promise.all([
    agentNations(agent.listNation),
    clientLanguages(),
    pageLocale(),
  ])
  return (
    <PageIntl namespaces={VAULT_NAMESPACES}>
      <VaultQueryProvider>
        <BookingList
          nation={agent.nation}
          nations={nations}
          currency={agent.ccurrency}
          languages={languages}
          // The language the agent works in is the client's until they choose another.
          language={locale}
        />
      </VaultQueryProvider>
    </PageIntl>
  )
}
