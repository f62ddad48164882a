import Link from 'next/link'
import type { TSiteConfig } from '@/domain/site'
import { loadStartup } from '@/server/content/startup'

/**
 * What the login routes say until agent accounts exist (agent sign-in and registration are
 * issue #3): who to contact for trade access, and the way back.
 */
export function AgentSignInNotice({ config }: { config: TSiteConfig }) {
  return (
    <div className="grid gap-4 text-center">
      <h1 className="text-2xl font-semibold">Travel agent sign-in</h1>
      <p className="text-muted">
        Online sign-in for registered agents is not open yet. For trade rates and bookings, our sales team is ready to
        help:
      </p>
      <p className="grid gap-1 font-semibold">
        {config.email && (
          <a href={`mailto:${config.email}`} className="text-primary hover:underline">
            {config.email}
          </a>
        )}
        {config.phone && (
          <a href={`tel:${config.phone.replace(/\s+/g, '')}`} className="text-primary hover:underline">
            {config.phone}
          </a>
        )}
      </p>
      <Link href="/" className="btn-outline justify-self-center">
        Back to Home
      </Link>
    </div>
  )
}

export async function AgentSignInPage() {
  const startup = await loadStartup()
  return startup ? <AgentSignInNotice config={startup.config} /> : null
}
