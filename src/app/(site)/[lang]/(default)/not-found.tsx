import { NotFoundView } from '@/components/not-found-view'

export const metadata = { title: 'Page not found | Monsoon', robots: { index: false } }

export default function NotFound() {
  return <NotFoundView />
}
