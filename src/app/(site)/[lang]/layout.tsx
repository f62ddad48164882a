import '@/app/(site)/globals.css'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'
import { ChunkReloadGuard } from '@/components/chunk-reload.client'
import { isLocale } from '@/domain/locales'
import { catalogueOf, pickMessages } from '@/lib/i18n/catalogues'
import { publicUrl } from '@/lib/public-url'
import { isLanguageShown } from '@/server/content/config'

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

/**
 * The interface texts client components read; the rest are rendered on the server, so a page
 * carries only these namespaces of its own language (issue 26: no catalogue of another language).
 */
const CLIENT_NAMESPACES = ['Chrome', 'Auth', 'NotFound', 'SignUp', 'Errors'] as const

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
  return (
    <html lang={lang}>
      <body className="min-h-screen">
        <ChunkReloadGuard />
        <NextIntlClientProvider locale={lang} messages={pickMessages(await catalogueOf(lang), CLIENT_NAMESPACES)}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
