import type React from 'react'
import { LoginBackdropLayout } from '@/components/layouts/login-layouts'
import { Unavailable } from '@/components/unavailable'
import { pageLocale } from '@/lib/i18n/page-locale'
import { loadStartup } from '@/server/content/startup'

/**
 * Rendered per request (the agent's session, the request's path): said outright, because the
 * language root above lists its static params (ADR 045), which would otherwise make these pages
 * candidates for static rendering that fail on their first request.
 */
export const dynamic = 'force-dynamic'

export default async function LoginLayout({ children }: { children: React.ReactNode }) {
  const startup = await loadStartup(await pageLocale())
  if (!startup) return <Unavailable />
  return <LoginBackdropLayout config={startup.config}>{children}</LoginBackdropLayout>
}
