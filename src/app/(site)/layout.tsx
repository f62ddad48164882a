import './globals.css'
import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { ChunkReloadGuard } from '@/components/chunk-reload.client'
import { Unavailable } from '@/components/unavailable'
import { loadStartup } from '@/server/content/startup'

export const metadata: Metadata = {
  title: { default: 'Monsoon', template: '%s' },
  applicationName: 'Monsoon',
}

export const viewport: Viewport = { themeColor: '#8b1a1a', width: 'device-width', initialScale: 1 }

/** Root of the public site and agent area; the back office has its own root under (payload). */
export default async function SiteRootLayout({ children }: { children: React.ReactNode }) {
  const startup = await loadStartup()
  return (
    <html lang={startup?.language.code ?? 'en'}>
      <body className="min-h-screen">
        <ChunkReloadGuard />
        {startup ? children : <Unavailable />}
      </body>
    </html>
  )
}
