import '@/app/(site)/globals.css'
import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { publicUrl } from '@/lib/public-url'

/**
 * Root of what an agent's client sees (issue 21): the client itinerary page, under the agency's
 * name only. Nothing of the site's chrome, name or icon: no header, footer, menu or sign-in.
 */
export const metadata: Metadata = {
  metadataBase: new URL(publicUrl()),
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: 'no-referrer',
  // A neutral page icon, not the site's: the client reads the agency's itinerary.
  icons: { icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"%3E%3C/svg%3E' },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' }

export default function ClientRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-[#f7f6f3] text-[#222]">{children}</body>
    </html>
  )
}
