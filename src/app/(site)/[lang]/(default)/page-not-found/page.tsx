import { NotFoundView } from '@/components/not-found-view'

export const metadata = { title: 'Page not found | Monsoon', robots: { index: false } }

/**
 * The not-found page as plain server HTML, inside the site's chrome. Next.js sends its 404s from
 * `notFound()` as an empty document that only JavaScript fills; the HTTP front answers those with
 * this page instead, keeping the 404 status (src/host/http-front.ts, ADR 023).
 */
export default function PageNotFound() {
  return <NotFoundView />
}
