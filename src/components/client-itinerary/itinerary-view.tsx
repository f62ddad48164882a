import { Download, Mail } from 'lucide-react'
import type React from 'react'
import { PrintButton } from '@/components/print-button.client'
import { sellingLines } from '@/domain/booking-export'
import type { TBookingDocument } from '@/server/export/client-document'

/** A same-site address as a path (the page's own origin serves it); another site's stays absolute. */
const localPath = (url: string) => {
  try {
    const parsed = new URL(url, 'http://local')
    return parsed.origin === 'http://local' || url.startsWith('/') ? `${parsed.pathname}${parsed.search}` : url
  } catch {
    return url
  }
}

/**
 * The client itinerary page (issue 21): mobile first, printable, the agency's logo, colour and
 * contact; the day by day with the catalogue's descriptions and photos; the price only when the
 * agent chose to show it. The same document the PDF and the Word file are drawn from.
 */
export function ClientItineraryView({ document: doc, brand, pdfPath }: TBookingDocument & { pdfPath: string }) {
  const selling = sellingLines(doc)
  const logo = brand.logo
  return (
    <div style={{ '--brand': brand.colour } as React.CSSProperties} className="pb-16">
      <header className="border-b border-[#e5e2dc] bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-5 py-4">
          <div className="flex items-center gap-3">
            {logo && (
              // biome-ignore lint/performance/noImgElement: the agency's upload, at its own size; no optimiser needed
              <img
                src={localPath(logo.url)}
                alt={brand.agencyName}
                width={Math.round((48 * logo.width) / logo.height)}
                height={48}
                className="h-12 w-auto"
              />
            )}
            <span className="text-lg font-semibold">{brand.agencyName}</span>
          </div>
          <a
            href={`mailto:${brand.contact.email}`}
            className="inline-flex items-center gap-2 text-sm text-[var(--brand)] underline-offset-2 hover:underline"
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {brand.contact.name || brand.contact.email}
          </a>
        </div>
      </header>

      <main className="mx-auto grid max-w-4xl gap-8 px-5 pt-8">
        <section aria-labelledby="trip-title" className="grid gap-5">
          <h1 id="trip-title" className="text-3xl font-semibold leading-tight text-[var(--brand)] sm:text-4xl">
            {doc.title}
          </h1>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-md bg-white p-5 shadow-sm sm:grid-cols-3">
            {doc.facts.map((fact) => (
              <div key={fact.label} className="grid gap-0.5">
                <dt className="text-xs font-medium uppercase tracking-wide text-[#666]">{fact.label}</dt>
                <dd className="font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {selling && (
            <section
              aria-label={selling.title}
              className="grid gap-1 rounded-md border-l-4 border-[var(--brand)] bg-white p-5 shadow-sm"
            >
              <h2 className="text-sm font-medium uppercase tracking-wide text-[#666]">{selling.title}</h2>
              {selling.rows.map((row) =>
                row.strong ? (
                  <p key={row.label} className="text-2xl font-semibold">
                    {row.value} <span className="text-base font-normal text-[#555]">in total</span>
                  </p>
                ) : (
                  <p key={row.label} className="text-[#444]">
                    {row.value} {row.label.toLowerCase()}
                  </p>
                ),
              )}
            </section>
          )}
          <div className="flex flex-wrap gap-2 print:hidden">
            {(['a4', 'letter'] as const).map((size) => (
              <a
                key={size}
                href={`${pdfPath}?size=${size}`}
                className="inline-flex items-center gap-1.5 rounded-sm border border-[var(--brand)] px-3 py-2 text-sm font-medium text-[var(--brand)] hover:bg-[#f3f1ec]"
              >
                <Download aria-hidden="true" className="h-4 w-4" /> PDF ({size === 'a4' ? 'A4' : 'Letter'})
              </a>
            ))}
            <PrintButton />
          </div>
        </section>

        {doc.contents && (
          <nav aria-labelledby="glance" className="rounded-md bg-white p-5 shadow-sm print:hidden">
            <h2 id="glance" className="mb-2 text-lg font-semibold">
              At a glance
            </h2>
            <ol className="grid gap-1 text-sm sm:grid-cols-2">
              {doc.contents.map((entry) => (
                <li key={entry.anchor}>
                  <a href={`#${entry.anchor}`} className="text-[var(--brand)] underline-offset-2 hover:underline">
                    {entry.label}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        <section aria-labelledby="days" className="grid gap-5">
          <h2 id="days" className="text-2xl font-semibold">
            Day by day
          </h2>
          {doc.days.map((day) => (
            <article
              key={day.anchor}
              id={day.anchor}
              aria-labelledby={`${day.anchor}-title`}
              className="grid scroll-mt-4 gap-4 rounded-md bg-white p-5 shadow-sm break-inside-avoid-page"
            >
              <header className="grid gap-0.5 border-b border-[#eeeae4] pb-3">
                <h3 id={`${day.anchor}-title`} className="text-lg font-semibold text-[var(--brand)]">
                  {day.heading}
                </h3>
                {day.locations && <p className="text-sm text-[#555]">{day.locations}</p>}
              </header>
              {day.lines.map((line, index) => (
                <div
                  // Lines have no id of their own; their order within a day is fixed.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  className={`grid gap-3 ${line.image ? 'sm:grid-cols-[240px_minmax(0,1fr)]' : ''}`}
                >
                  {line.image && (
                    // biome-ignore lint/performance/noImgElement: catalogue photos are already sized (960 px WebP)
                    <img
                      src={localPath(line.image.url)}
                      alt={line.image.alt}
                      width={line.image.width}
                      height={line.image.height}
                      loading="lazy"
                      decoding="async"
                      sizes="(min-width: 640px) 240px, 100vw"
                      className="h-auto w-full rounded-sm object-cover"
                    />
                  )}
                  <div className="grid content-start gap-1">
                    <h4 className="font-semibold">{line.text}</h4>
                    {line.detail && <p className="text-sm text-[#666]">{line.detail}</p>}
                    {line.description && <p className="leading-relaxed text-[#333]">{line.description}</p>}
                  </div>
                </div>
              ))}
            </article>
          ))}
        </section>

        <section aria-labelledby="notes" className="rounded-md bg-white p-5 shadow-sm">
          <h2 id="notes" className="mb-2 text-lg font-semibold">
            {doc.notesTitle}
          </h2>
          <ul className="grid list-disc gap-1 pl-5 text-[#333]">
            {doc.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>

        <footer className="grid gap-1 border-t border-[#e5e2dc] pt-6 text-sm text-[#444]">
          <p className="font-semibold">{brand.agencyName}</p>
          {brand.contact.place && <p>{brand.contact.place}</p>}
          <p>
            Questions about your trip? Write to {brand.contact.name || 'us'} at{' '}
            <a href={`mailto:${brand.contact.email}`} className="text-[var(--brand)] underline">
              {brand.contact.email}
            </a>
            .
          </p>
        </footer>
      </main>
    </div>
  )
}
