import { headers } from 'next/headers'
import type React from 'react'
import { SiteChrome } from '@/components/chrome/site-chrome'
import { Unavailable } from '@/components/unavailable'
import { pageLocale } from '@/lib/i18n/page-locale'
import { PATH_HEADER } from '@/lib/session-cookie-names'
import { currentAgent } from '@/server/auth/current'
import { loadStartup } from '@/server/content/startup'

/**
 * Rendered per request (the agent's session, the request's path): said outright, because the
 * language root above lists its static params (ADR 045), which would otherwise make these pages
 * candidates for static rendering that fail on their first request.
 */
export const dynamic = 'force-dynamic'

/** The default layout of the agent area and forms, rendered per request (spec §2 Layouts). */
export default async function DefaultLayout({ children }: { children: React.ReactNode }) {
  const [startup, agent, requestHeaders] = await Promise.all([
    pageLocale().then(loadStartup),
    currentAgent(),
    headers(),
  ])
  if (!startup) return <Unavailable />
  return (
    <SiteChrome startup={startup} agent={agent} path={requestHeaders.get(PATH_HEADER) ?? ''}>
      {children}
    </SiteChrome>
  )
}
