import '@/app/(site)/globals.css'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { ChunkReloadGuard } from '@/components/chunk-reload.client'
import { LoadingBar } from '@/components/loading-bar.client'
import { isLocale } from '@/domain/locales'
import { publicUrl } from '@/lib/public-url'
import { isLanguageShown } from '@/server/languages/languages'

export const metadata: Metadata = {
  title: { default: 'Monsoon', template: '%s' },
  applicationName: 'Monsoon',
  metadataBase: new URL(publicUrl()),
}

export const viewport: Viewport = { themeColor: '#8b1a1a', width: 'device-width', initialScale: 1 }

/** No page is rendered at build time (the build has no database): each language on its first visit. */
export function generateStaticParams(): { lang: string }[] {
  return []
}

type TProps = { children: React.ReactNode; params: Promise<{ lang: string }> }

/**
 * Root of the public site and agent area in one language; the back office has its own root under
 * (payload). The language is the first segment of the page's address, hidden for English (the proxy
 * rewrites, ADR 045), so each language of a page is rendered and cached on its own. It reads only
 * the enabled languages, so editorial pages below it can still be rendered statically (ADR 014);
 * the layouts below show the "unavailable" page when the content service is down.
 */
export default async function SiteRootLayout({ children, params }: TProps) {
  const { lang } = await params
  if (!isLocale(lang) || !(await isLanguageShown(lang))) notFound()
  const t = await getTranslations({ locale: lang, namespace: 'Common' })
  return (
    <html lang={lang}>
      <body className="min-h-screen">
        <ChunkReloadGuard />
        <LoadingBar label={t('loading')} />
        {children}
      </body>
    </html>
  )
}
