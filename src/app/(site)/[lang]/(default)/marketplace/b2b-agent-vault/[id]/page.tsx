import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { PageIntl } from '@/components/page-intl'
import { ItineraryBuilder } from '@/components/vault/builder.client'
import { VaultQueryProvider } from '@/components/vault/query-provider.client'
import { ZBookingDetail } from '@/domain/booking-contract'
import { UUID } from '@/domain/ids'
import { vaultPath } from '@/domain/request-email'
import { AppError } from '@/lib/errors'
import { VAULT_NAMESPACES } from '@/lib/i18n/client-intl'
import { currentAuth } from '@/server/auth/current'
import { profileOf } from '@/server/auth/sessions'
import { bookingDetail } from '@/server/bookings/bookings'
import { clientLanguages } from '@/server/bookings/client-language'
import { agentNations } from '@/server/content/startup'

export const metadata: Metadata = { title: 'Itinerary | Agent vault | Monsoon', robots: { index: false } }

type TProps = { params: Promise<{ id: string }> }

/**
 * One booking's day-by-day itinerary builder (spec §2 `/marketplace/b2b-agent-vault/{slug?}`),
 * rendered with the booking read on the server (as the API's getOneRequestBooing gives it, through
 * the same schema): the page arrives with its itinerary and nothing moves when it hydrates.
 */
export default async function BookingPage({ params }: TProps) {
  const { id } = await params
  if (!UUID.test(id)) notFound()
  const auth = await currentAuth()
  if (!auth) redirect(`/login-agent?next=${encodeURIComponent(vaultPath(id))}`)
  const [nations, languages, initial] = await Promise.all([
    agentNations(profileOf(auth).listNation),
    clientLanguages(),
    bookingDetail(auth, id).then(
      (detail) => ZBookingDetail.parse(detail),
      (error: unknown) => {
        // Someone else's or a deleted booking: the builder says so, as it does after a failed load.
        if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined
        throw error
      },
    ),
  ])
  return (
    <PageIntl namespaces={VAULT_NAMESPACES}>
      <VaultQueryProvider>
        <ItineraryBuilder id={id} nations={nations} languages={languages} initial={initial} />
      </VaultQueryProvider>
    </PageIntl>
  )
}
