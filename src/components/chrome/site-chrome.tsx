import { useTranslations } from 'next-intl'
import type React from 'react'
import { ImageFallback } from '@/components/image-fallback.client'
import type { TAgentProfile } from '@/domain/agents'
import { defaultImageOf } from '@/domain/site'
import type { TStartup } from '@/server/content/startup'
import { Footer } from './footer'
import { Header } from './header'

type TProps = {
  startup: TStartup
  agent: TAgentProfile | null
  /** The page's path, for its meta's hideAuth flag (spec §2 Header). */
  path: string
  children: React.ReactNode
}

/** The default layout's chrome (spec §2 Layouts): skip link, header with navigation, the page, footer. */
export function SiteChrome({ startup, agent, path, children }: TProps) {
  const t = useTranslations('Chrome')
  const hideAuth = startup.metas.some((meta) => meta.path === path && meta.hideAuth)
  const defaultImage = defaultImageOf(startup.nations, agent?.nation)
  // The default image for what has none (the `default-image` utility) and for what fails to load.
  const style = defaultImage
    ? ({ '--default-image': `url(${JSON.stringify(defaultImage)})` } as React.CSSProperties)
    : undefined
  return (
    <div className="flex min-h-screen flex-col" style={style}>
      <ImageFallback src={defaultImage} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <Header
        menus={startup.menus}
        config={startup.config}
        agent={agent}
        nations={startup.nations}
        hideAuth={hideAuth}
        locales={startup.languages.map((language) => language.code)}
        path={path}
      />
      <main id="main" tabIndex={-1} className="flex-1 animate-enter focus:outline-none">
        {children}
      </main>
      <Footer columns={startup.footer} config={startup.config} nations={startup.nations} isAgent={agent !== null} />
    </div>
  )
}
