import type { Metadata } from 'next'
import { metadataFor } from '@/app/(site)/metadata'
import { RegistrationForm } from '@/components/registration/registration-form.client'
import { pageLocale } from '@/lib/i18n/page-locale'
import { loadStartup } from '@/server/content/startup'

export const generateMetadata = (): Promise<Metadata> => metadataFor('/agent-registration')

/** The registration form at an address of its own, for direct links (issue #3). */
export default async function AgentRegistrationPage() {
  const startup = await loadStartup(await pageLocale())
  if (!startup) return null
  return (
    <section className="container-page grid gap-8 py-16 lg:grid-cols-[1fr_2fr]">
      <div className="grid content-start gap-4">
        <h1 className="text-3xl font-semibold text-primary">Register your agency</h1>
        <p className="text-muted">
          Travel agents and tour operators get trade rates for Thailand, Vietnam, Cambodia, Laos and Myanmar, and the
          agent vault to build and price itineraries. Our team reviews every registration and sends your sign-in link by
          email.
        </p>
      </div>
      <div className="rounded-sm bg-white p-6 shadow-sm md:p-8">
        <RegistrationForm nations={startup.nations} />
      </div>
    </section>
  )
}
