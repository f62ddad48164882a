import { EditorialNotFound } from '@/components/editorial/not-found-page'

export const metadata = { title: 'Page not found | Monsoon', robots: { index: false } }

export default EditorialNotFound
