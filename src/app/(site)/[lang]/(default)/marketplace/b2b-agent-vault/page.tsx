import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageIntl } from '@/components/page-intl'
import { BookingList } from '@/components/vault/booking-list.client'
import { VaultQueryProvider } from '@/components/vault/query-provider.client'
import { pageOf, ZBookingRow } from '@/domain/booking-contract'
import { localizedPath } from '@/domain/locales'
import { PAGE_SIZES } from '@/domain/pricing/pages'
import { parseVaultAdd, VAULT_LIST_PATH, withVaultAdd } from '@/domain/vault-link'
import { VAULT_NAMESPACES } from '@/lib/i18n/client-intl'
import { pageLocale } from '@/lib/i18n/page-locale'
import { currentAuth } from '@/server/auth/current'
import { profileOf } from '@/server/auth/sessions'
import { listBookings } from '@/server/bookings/bookings'
import { clientLanguages } from '@/server/bookings/client-language'
import { vaultLinkItem } from '@/server/catalogue/vault-link'
import { agentNations } from '@/server/content/startup'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(), namespace: 'Chrome' })
  return { title: `${t('agentVault')} | Monsoon`, robots: { index: false } }
}

type TProps = { searchParams: Promise<{ add?: string | string[] }> }

/**
 * The agent vault's booking list (spec §2); agents only. With `?add=hotel:{id}` or
 * `?add=program:{id}` (a public page's "Book it in the agent vault", issue 55) it asks which
 * booking the item goes to.
 */
export default async function AgentVaultPage({ searchParams }: TProps) {
  const add = parseVaultAdd((await searchParams).add)
  const auth = await currentAuth()
  if (!auth)
    redirect(
      `${localizedPath('/login-agent', await pageLocale())}?next=${encodeURIComponent(withVaultAdd(VAULT_LIST_PATH, add))}`,
    )
  const agent = profileOf(auth)
  // The first page of bookings comes with the page (issue 59): the list shows at once, with no call
  // after hydration to wait for and nothing that moves when it arrives.
  const [nations, languages, locale, link, firstPage] = await Promise.all([
    agentNations(agent.listNation),
    clientLanguages(),
    pageLocale(),
    add ? vaultLinkItem(auth, add) : null,
    listBookings(auth, { pageNumber: 1, pageSize: PAGE_SIZES.bookings, nation: agent.nation }).then((page) =>
      pageOf(ZBookingRow).parse(page),
    ),
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
          link={link}
          firstPage={firstPage}
        />
      </VaultQueryProvider>
    </PageIntl>
  )
}
