/** A revoked, mistyped or unknown link: said plainly, with nothing of whose site this is. */
export default function ItineraryNotFound() {
  return (
    <main className="mx-auto grid min-h-screen max-w-xl place-content-center gap-3 px-6 text-center">
      <h1 className="text-2xl font-semibold">This itinerary is not available</h1>
      <p className="text-[#555]">
        The link may have been replaced or withdrawn. Please ask your travel agent for a new one.
      </p>
    </main>
  )
}
