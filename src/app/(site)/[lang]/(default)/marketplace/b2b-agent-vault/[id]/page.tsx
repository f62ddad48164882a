import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageIntl } from '@/components/page-intl'
import { ItineraryBuilder } from '@/components/vault/builder.client'
import { RenderedListsProvider } from '@/components/vault/picker-filters.client'
import { VaultQueryProvider } from '@/components/vault/query-provider.client'
import { ZBookingDetail } from '@/domain/booking-contract'
import { UUID } from '@/domain/ids'
import { ZInstantOptions } from '@/domain/instant-contract'
import { localizedPath } from '@/domain/locales'
import { vaultPath } from '@/domain/request-email'
import { parseVaultAdd, withVaultAdd } from '@/domain/vault-link'
import { AppError } from '@/lib/errors'
import { availabilityWords } from '@/lib/i18n/availability-words'
import { VAULT_NAMESPACES } from '@/lib/i18n/client-intl'
import { pageLocale } from '@/lib/i18n/page-locale'
import { currentAuth } from '@/server/auth/current'
import { profileOf } from '@/server/auth/sessions'
import { bookingDetail, historyInLanguage } from '@/server/bookings/bookings'
import { clientLanguages } from '@/server/bookings/client-language'
import { pickerLists } from '@/server/catalogue/reference-lists'
import { vaultLinkItem } from '@/server/catalogue/vault-link'
import { agentNations } from '@/server/content/startup'
import { instantOptions, wordedOptions } from '@/server/instant/options'

/** Someone else's or a deleted booking: the builder says so, as it does after a failed load. */
function unlessNotFound(error: unknown): undefined {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined
  throw error
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(), namespace: 'Chrome' })
  return { title: `${t('itineraryTitle')} | ${t('agentVault')} | Monsoon`, robots: { index: false } }
}

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<{ add?: string | string[] }> }

/**
 * One booking's day-by-day itinerary builder (spec §2 `/marketplace/b2b-agent-vault/{slug?}`),
 * rendered with the booking read on the server (as the API's getOneRequestBooing gives it, through
 * the same schema): the page arrives with its itinerary and nothing moves when it hydrates. With
 * `?add=hotel:{id}` or `?add=program:{id}` (a public page's "Book it in the agent vault", issue 55)
 * the catalogue opens on that item.
 */
export default async function BookingPage({ params, searchParams }: TProps) {
  const [{ id }, query] = await Promise.all([params, searchParams])
  if (!UUID.test(id)) notFound()
  const add = parseVaultAdd(query.add)
  const auth = await currentAuth()
  if (!auth)
    redirect(
      `${localizedPath('/login-agent', await pageLocale())}?next=${encodeURIComponent(withVaultAdd(vaultPath(id), add))}`,
    )
  const locale = await pageLocale()
  // The booking, its allotment state and its catalogue's filter lists in the one response (issue
  // 59): the days, the instant panel and the pickers' filters show as the page arrives.
  const detail = bookingDetail(auth, id).then(
    async (found) => ZBookingDetail.parse(await historyInLanguage(found, locale)),
    unlessNotFound,
  )
  const [nations, languages, link, initial, initialInstant, lists] = await Promise.all([
    agentNations(profileOf(auth).listNation),
    clientLanguages(),
    add ? vaultLinkItem(auth, add) : null,
    detail,
    Promise.all([instantOptions(auth, id), availabilityWords(locale)]).then(
      ([options, words]) => ZInstantOptions.parse(wordedOptions(options, words)),
      unlessNotFound,
    ),
    // The catalogue's filter lists too; without them the pickers ask for them, as before.
    detail.then((booking) => (booking ? pickerLists(booking.nation).catch(() => undefined) : undefined)),
  ])
  return (
    <PageIntl namespaces={VAULT_NAMESPACES}>
      <VaultQueryProvider>
        <RenderedListsProvider value={lists}>
          <ItineraryBuilder
            id={id}
            nations={nations}
            languages={languages}
            initial={initial}
            initialInstant={initialInstant}
            link={link}
          />
        </RenderedListsProvider>
      </VaultQueryProvider>
    </PageIntl>
  )
}
