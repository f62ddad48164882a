/** Shown instead of the site when no language can be loaded (spec §4 Start-up): the content service is down. */
export function Unavailable() {
  return (
    <main
      className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center"
      data-testid="unavailable"
    >
      <p className="text-sm font-bold tracking-[0.3em] text-primary uppercase">Monsoon</p>
      <h1 className="text-3xl font-bold">We are temporarily unavailable</h1>
      <p className="max-w-md text-muted">
        Our site cannot reach its content service right now. Please try again in a few minutes; your saved bookings are
        safe.
      </p>
      <a href="/" className="btn-outline">
        Try again
      </a>
    </main>
  )
}
