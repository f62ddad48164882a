import { notFound } from 'next/navigation'

/** Every path no page claims: the spec's 404 (§2 Other routes), inside the default layout. */
export default function UnknownPage() {
  notFound()
}
