import { headers } from 'next/headers'
import type React from 'react'
import { Footer } from '@/components/chrome/footer'
import { Header } from '@/components/chrome/header'
import { PATH_HEADER } from '@/lib/session-cookie-names'
import { currentAgent } from '@/server/auth/current'
import { loadStartup } from '@/server/content/startup'

/** The default layout: header, navigation and footer (spec §2 Layouts). */
export default async function DefaultLayout({ children }: { children: React.ReactNode }) {
  const [startup, agent, requestHeaders] = await Promise.all([loadStartup(), currentAgent(), headers()])
  if (!startup) return null
  const path = requestHeaders.get(PATH_HEADER) ?? ''
  const hideAuth = startup.metas.some((meta) => meta.path === path && meta.hideAuth)
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header
        menus={startup.menus}
        config={startup.config}
        agent={agent}
        nations={startup.nations}
        hideAuth={hideAuth}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer columns={startup.footer} config={startup.config} nations={startup.nations} />
    </div>
  )
}
