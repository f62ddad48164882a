import type { TExportDocument } from './booking-export'
import type { TSay } from './document-words'
import { routeMap, routeMapSvg } from './map/route-map'
import { escapeHtml } from './text'

/**
 * The client itinerary page (issue 21, ADR 039) as one self-contained HTML document: the agency's
 * logo, colour and contact, the day by day with the catalogue's descriptions and photos, the price
 * when the agent chose to show it. No script and no web font (nothing to download but the photos,
 * nothing to move when they arrive), a print style sheet, and nothing of the site's: no chrome,
 * name, icon or link into it. Pure: every text is escaped here.
 */

export type TClientPageBrand = {
  agencyName: string
  /** Readable on white (readableBrandColour). */
  colour: string
  logo: { url: string; width: number; height: number } | null
  contact: { name: string; email: string; place: string }
}

const e = escapeHtml

/** 48 px high in the header, whatever the upload's size. */
const LOGO_HEIGHT = 48

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f7f6f3;color:#222;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--brand)}
img{display:block;max-width:100%;height:auto}
.bar{background:#fff;border-bottom:1px solid #e5e2dc}
.wrap{max-width:56rem;margin:0 auto;padding:0 1.25rem}
.bar .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem 1rem;padding-top:1rem;padding-bottom:1rem}
.agency{font-size:1.125rem;font-weight:600}
.contact{font-size:.875rem}
main.wrap{display:grid;gap:2rem;padding-top:2rem;padding-bottom:4rem}
h1{margin:0;color:var(--brand);font-size:1.875rem;line-height:1.2}
h2{margin:0 0 .5rem;font-size:1.25rem}
h3{margin:0;color:var(--brand);font-size:1.125rem}
h4{margin:0;font-size:1rem}
p{margin:0}
.card{background:#fff;border-radius:.375rem;box-shadow:0 1px 2px rgba(0,0,0,.08);padding:1.25rem}
.top{display:grid;gap:1.25rem}
.facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem 1.5rem;margin:0}
.facts dt{font-size:.75rem;font-weight:500;letter-spacing:.05em;text-transform:uppercase;color:#666}
.facts dd{margin:0;font-weight:500}
.price{border-left:4px solid var(--brand)}
.price .label{font-size:.875rem;font-weight:500;letter-spacing:.05em;text-transform:uppercase;color:#666;margin:0}
.price .total{font-size:1.5rem;font-weight:600}
.price .total span,.muted{color:#555;font-weight:400;font-size:1rem}
.small{font-size:.875rem;color:#666}
.standing{font-size:.8125rem;font-weight:600;color:var(--brand)}
.actions{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem}
.button{display:inline-flex;justify-content:center;align-items:center;text-align:center;border:1px solid var(--brand);border-radius:.125rem;background:#fff;padding:.5rem .75rem;font-size:.875rem;font-weight:500;text-decoration:none}
.button:hover{background:#f3f1ec}
.map{margin-top:.75rem;max-width:40rem}
.map svg{display:block;width:100%;height:100%;border-radius:.125rem}
.glance ol{display:grid;gap:.25rem;margin:0;padding:0;list-style:none;font-size:.875rem}
.days{display:grid;gap:1.25rem}
.day{display:grid;gap:1rem;scroll-margin-top:1rem}
.day header{border-bottom:1px solid #eeeae4;padding-bottom:.75rem}
.line{display:grid;gap:.75rem}
.line .text{display:grid;gap:.25rem;align-content:start}
.line img{width:100%;border-radius:.125rem;object-fit:cover}
.notes ul{display:grid;gap:.25rem;margin:0;padding-left:1.25rem}
footer{display:grid;gap:.25rem;border-top:1px solid #e5e2dc;padding-top:1.5rem;font-size:.875rem;color:#444}
@media (min-width:640px){
 h1{font-size:2.25rem}
 .facts{grid-template-columns:repeat(3,minmax(0,1fr))}
 .actions{display:flex;flex-wrap:wrap}
 .map{margin-top:.75rem;max-width:40rem}
.map svg{display:block;width:100%;height:100%;border-radius:.125rem}
.glance ol{grid-template-columns:repeat(2,minmax(0,1fr))}
 .line.pictured{grid-template-columns:240px minmax(0,1fr)}
}
@media print{
 body{background:#fff;font-size:11pt}
 .actions,.glance,.contact{display:none}
 .card{box-shadow:none;padding:0}
 .day{break-inside:avoid-page}
 main.wrap{padding-top:1rem}
}`

const page = (args: { lang: string; title: string; description: string; colour: string; body: string }) =>
  [
    '<!DOCTYPE html>',
    `<html lang="${/^[a-z]{2}$/.test(args.lang) ? args.lang : 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(args.title)}</title>`,
    `<meta name="description" content="${e(args.description)}">`,
    '<meta name="robots" content="noindex, nofollow, noarchive">',
    '<meta name="referrer" content="no-referrer">',
    // A blank icon: the browser asks for no /favicon.ico, which is the site's.
    '<link rel="icon" href="data:,">',
    `<style>:root{--brand:${/^#[0-9a-f]{6}$/i.test(args.colour) ? args.colour : '#1f4e79'}}${STYLE}</style>`,
    '</head>',
    `<body>${args.body}</body>`,
    '</html>',
  ].join('\n')

/** The page of a client link. `pdfPath` is the link's own PDF address. */
export function clientItineraryHtml(args: {
  document: TExportDocument
  brand: TClientPageBrand
  pdfPath: string
  /** The travel documents pack's address, when the agent offers it and a supplier confirmed (issue 56). */
  travelDocumentsPath?: string
  /** The words of the document's language. */
  say: TSay
}): string {
  const { document: doc, brand, say } = args
  const logo = brand.logo
    ? `<img src="${e(brand.logo.url)}" alt="${e(brand.agencyName)}" width="${Math.round((LOGO_HEIGHT * brand.logo.width) / Math.max(1, brand.logo.height))}" height="${LOGO_HEIGHT}" style="height:${LOGO_HEIGHT}px;width:auto">`
    : `<span class="agency">${e(brand.agencyName)}</span>`
  const contactName = brand.contact.name || brand.contact.email
  const facts = doc.facts.map((fact) => `<div><dt>${e(fact.label)}</dt><dd>${e(fact.value)}</dd></div>`).join('')
  const price = doc.selling
    ? `<section class="card price" aria-labelledby="price-title"><h2 id="price-title" class="label">${e(say('price'))}</h2>` +
      `<p class="total">${e(doc.selling.total)} <span>${e(say('inTotal'))}</span></p>` +
      `<p>${e(say('amountPerPerson', { amount: doc.selling.perPerson }))}</p>` +
      `<p class="small">${e(say('forTravellers', { people: doc.selling.people }))}</p></section>`
    : ''
  const sizes = [
    ['a4', 'A4'],
    ['letter', 'Letter'],
  ] as const
  const pack = args.travelDocumentsPath
  const actions = [
    ...sizes.map(
      ([size, name]) => `<a class="button" href="${e(args.pdfPath)}?size=${size}">${e(say('pdf', { size: name }))}</a>`,
    ),
    ...(pack
      ? sizes.map(
          ([size, name]) =>
            `<a class="button" href="${e(pack)}?size=${size}" data-travel-documents>${e(say('travelDocumentsPdf', { size: name }))}</a>`,
        )
      : []),
  ].join('')
  const map = routeMap(doc.route)
  const route = map
    ? `<section class="card" aria-labelledby="route-title"><h2 id="route-title">${e(say('yourRoute'))}</h2>` +
      `<p class="small">${e(map.summary)}</p>` +
      `<div class="map" style="aspect-ratio:${map.view[2].toFixed(3)}/${map.view[3].toFixed(3)}">${routeMapSvg(map, brand.colour, say('routeMap', { route: map.summary }))}</div></section>`
    : ''
  const glance = doc.contents
    ? `<nav class="card glance" aria-labelledby="glance"><h2 id="glance">${e(say('atAGlance'))}</h2><ol>${doc.contents
        .map((entry) => `<li><a href="#${e(entry.anchor)}">${e(entry.label)}</a></li>`)
        .join('')}</ol></nav>`
    : ''
  let images = 0
  const days = doc.days
    .map((day) => {
      const lines = day.lines
        .map((line) => {
          // The first photos are in the first screen: loaded at once; the others when scrolled to.
          const image = line.image
            ? `<img src="${e(line.image.url)}" alt="${e(line.image.alt)}" width="${line.image.width}" height="${line.image.height}" decoding="async"${images++ < 2 ? '' : ' loading="lazy"'}>`
            : ''
          return (
            `<div class="line${image ? ' pictured' : ''}">${image}<div class="text"><h4>${e(line.text)}</h4>` +
            (line.detail ? `<p class="small">${e(line.detail)}</p>` : '') +
            (line.status ? `<p class="standing">${e(line.status)}</p>` : '') +
            (line.description ? `<p>${e(line.description)}</p>` : '') +
            '</div></div>'
          )
        })
        .join('')
      return (
        `<article class="card day" id="${e(day.anchor)}" aria-labelledby="${e(day.anchor)}-title">` +
        `<header><h3 id="${e(day.anchor)}-title">${e(day.heading)}</h3>` +
        (day.locations ? `<p class="small">${e(day.locations)}</p>` : '') +
        `</header>${lines}</article>`
      )
    })
    .join('')
  // The address is a link inside the sentence, wherever the language puts it.
  const email = e(brand.contact.email)
  const questions = e(say('questions', { name: brand.contact.name || say('us'), email: brand.contact.email })).replace(
    email,
    `<a href="mailto:${email}">${email}</a>`,
  )
  const body = [
    `<header class="bar"><div class="wrap">${logo}<a class="contact" href="mailto:${e(brand.contact.email)}">${e(contactName)}</a></div></header>`,
    '<main class="wrap">',
    `<section class="top" aria-labelledby="trip-title"><h1 id="trip-title">${e(doc.title)}</h1>`,
    `<dl class="card facts">${facts}</dl>${price}<div class="actions">${actions}</div></section>`,
    route,
    glance,
    `<section class="days" aria-labelledby="days"><h2 id="days">${e(say('dayByDay'))}</h2>${days}</section>`,
    `<section class="card notes" aria-labelledby="notes"><h2 id="notes">${e(doc.notesTitle)}</h2><ul>${doc.notes
      .map((note) => `<li>${e(note)}</li>`)
      .join('')}</ul></section>`,
    `<footer><p><strong>${e(brand.agencyName)}</strong></p>`,
    brand.contact.place ? `<p>${e(brand.contact.place)}</p>` : '',
    `<p>${questions}</p></footer>`,
    '</main>',
  ].join('')
  // A document frozen before it kept its dates apart has them among its facts.
  const dates = doc.dates ?? doc.facts.find((fact) => fact.label === say('dates'))?.value
  return page({
    lang: doc.lang,
    title: `${doc.title} · ${brand.agencyName}`,
    description: dates
      ? say('pageDescriptionDates', { agency: brand.agencyName, dates })
      : say('pageDescription', { agency: brand.agencyName }),
    colour: brand.colour,
    body,
  })
}

/** A revoked, mistyped or unknown link: said plainly, with nothing of whose site this is. */
export function clientItineraryGoneHtml(): string {
  return page({
    lang: 'en',
    title: 'Itinerary not available',
    description: 'This itinerary is not available.',
    colour: '#1f4e79',
    body:
      '<main class="wrap" style="min-height:100vh;align-content:center;text-align:center">' +
      '<h1 style="color:#222">This itinerary is not available</h1>' +
      '<p class="muted">The link may have been replaced or withdrawn. Please ask your travel agent for a new one.</p></main>',
  })
}
