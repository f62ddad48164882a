import './(site)/globals.css'
import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Page not found | Monsoon', robots: { index: false } }

/**
 * The 404 for URLs outside every route (assets, API prefixes' siblings). Site paths reach
 * `(site)/(default)/not-found.tsx` instead, with the header and footer.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
        <p className="text-sm font-bold tracking-[0.3em] text-primary uppercase">Monsoon</p>
        <h1 className="text-2xl font-semibold">This page could not be found</h1>
        <a href="/" className="btn-outline">
          Back to Home
        </a>
      </body>
    </html>
  )
}
