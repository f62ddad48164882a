import { NotFoundView } from '@/components/not-found-view'

export const metadata = { title: 'Page not found | Monsoon', robots: { index: false } }

/** Inside the editorial layout, which brings the chrome. */
export default function NotFound() {
  return <NotFoundView />
}
