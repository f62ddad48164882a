import { ArrowLeft, ExternalLink, FileJson, ShieldAlert } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { ApiAccess } from '@/components/vault/api-access.client'
import { VaultQueryProvider } from '@/components/vault/query-provider.client'
import { currentAuth } from '@/server/auth/current'

export const metadata: Metadata = { title: 'API access | Monsoon', robots: { index: false } }

const PATH = '/marketplace/b2b-agent-vault/api-access'

/**
 * Monsoon Connect in the vault (issue 24, ADR 043): the agency's API keys and webhook endpoints.
 * Agents only; the tools only for the agency's admin (the API refuses everyone else anyway).
 */
export default async function ApiAccessPage() {
  const auth = await currentAuth()
  if (!auth) redirect(`/login-agent?next=${encodeURIComponent(PATH)}`)
  const isAdmin = Boolean(auth.agent.isAgencyAdmin)
  return (
    <section className="container-page grid grid-cols-1 gap-6 py-10" data-testid="api-access">
      <Link
        href="/marketplace/b2b-agent-vault"
        className="inline-flex items-center gap-1 justify-self-start text-sm text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Your bookings
      </Link>
      <header className="grid max-w-3xl gap-2">
        <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">Agent vault · Monsoon Connect</p>
        <h1 className="text-3xl font-semibold">API access</h1>
        <p className="text-sm text-muted">
          Monsoon Connect lets your agency’s own booking system work with Monsoon without a browser: search the
          catalogue, price and book itineraries with an API key, and be told at once when Monsoon quotes, confirms or
          changes a booking, through webhooks.
        </p>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <a href="/b2badminapi/docs" className="inline-flex items-center gap-1.5 text-primary hover:underline">
            <ExternalLink aria-hidden="true" className="h-4 w-4" /> API reference
          </a>
          <a href="/b2badminapi/openapi.json" className="inline-flex items-center gap-1.5 text-primary hover:underline">
            <FileJson aria-hidden="true" className="h-4 w-4" /> OpenAPI document (openapi.json)
          </a>
        </div>
      </header>
      {isAdmin ? (
        <VaultQueryProvider>
          <ApiAccess />
        </VaultQueryProvider>
      ) : (
        <div
          className="flex max-w-3xl items-start gap-3 rounded-sm bg-white p-5 text-sm shadow-sm"
          data-testid="api-access-not-admin"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <h2 className="text-base font-semibold">Only your agency’s admin can manage API access</h2>
            <p className="text-muted">
              API keys and webhooks act for your whole agency, so only its admin can make, see or revoke them. Ask your
              agency’s admin, or your Monsoon consultant if your agency has none yet.
            </p>
          </div>
        </div>
      )}
    </section>
  )
}
