import './globals.css'
import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { ChunkReloadGuard } from '@/components/chunk-reload.client'
import { publicUrl } from '@/lib/public-url'

export const metadata: Metadata = {
  title: { default: 'Monsoon', template: '%s' },
  applicationName: 'Monsoon',
  metadataBase: new URL(publicUrl()),
}

export const viewport: Viewport = { themeColor: '#8b1a1a', width: 'device-width', initialScale: 1 }

/**
 * Root of the public site and agent area; the back office has its own root under (payload). It
 * reads nothing, so editorial pages below it can be rendered statically (ADR 014); English is the
 * only language (spec §4, §9). The layouts below show the "unavailable" page when the content
 * service is down.
 */
export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <ChunkReloadGuard />
        {children}
      </body>
    </html>
  )
}
