import Link from 'next/link'

/** Spec §2/§8: the unmatched-route page, inside the site's chrome. */
export function NotFoundView() {
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-20 text-center"
      data-testid="not-found"
    >
      <p aria-hidden="true" className="text-7xl font-black text-primary">
        404
      </p>
      <h1 className="text-2xl font-semibold">This page could not be found</h1>
      <Link href="/" className="btn-outline mt-2">
        Back to Home
      </Link>
    </section>
  )
}
