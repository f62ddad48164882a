import type { TAgencyContact } from './agents'
import type { TDocumentWords, TSay } from './document-words'
import type { TItinerarySummary } from './itinerary/summary'
import { shortDay } from './itinerary/summary'
import { routeStops, type TRouteStop } from './map/route-stops'
import { formatMoney } from './pricing/money'
import { markupLabel, type TAgentMarkup, type TSellingPrice } from './pricing/selling'

/**
 * What the Word export of a booking says (spec §7 WordExport/ExportDetail), as plain data: the
 * server turns it into a .docx. The client version (no prices) carries the agency's name only,
 * so an agent can hand it to a traveller as their own (ADR 013).
 */

export const DEFAULT_EXPORT_TEXTS = {
  terms: [
    'Prices are net to the agency, in the currency shown, per the party and rooms of this booking.',
    'This itinerary is a request: services and prices are confirmed only when Monsoon confirms the booking.',
    'Hotel rooms are held only after confirmation; rates follow the hotel contract in force on each night.',
    'Cancellation and payment terms are those of your agency agreement with Monsoon.',
  ].join('\n'),
  clientNotes: [
    'Times and the order of visits may change on the day with the weather, traffic and opening hours.',
    'Please carry a passport valid for at least six months after your return, and check visa requirements.',
    'Dress modestly for temples and palaces: shoulders and knees covered.',
  ].join('\n'),
}

export type TExportTexts = typeof DEFAULT_EXPORT_TEXTS

export type TExportBooking = {
  Code: string
  nameTour: string
  begindate: string
  enddate: string
  days: number
  nights: number
  adultQuantity: number
  childQuantity: number
  lsChildren: { age: number }[]
  rooms: number
  departureCity?: string
  finishCity?: string
  comment?: string
  agentName: string
  /** Where the booking stands: a confirmed booking says so on every copy, with its confirmation number (issue 25). */
  status?: string
  confirmationNumber?: string
  /** The hotels whose rooms the booking took from Monsoon's allotment (Book now): confirmed before the rest. */
  bookedHotels?: readonly string[]
  /** The hotels of the booking's active hold, and the day it ends (issue 54). */
  heldHotels?: readonly string[]
  heldUntil?: string
}

/** The document's status line: "Confirmed · MC-7KQ2XP" on every copy; the agent's copy also says what is pending. */
function statusFact(booking: TExportBooking, withPrices: boolean, say: TSay): { label: string; value: string } | null {
  const number = booking.confirmationNumber ? ` · ${booking.confirmationNumber}` : ''
  const status = (key: 'statusConfirmed' | 'statusPartly' | 'statusCancelled') => ({
    label: say('status'),
    value: say(key, { number }),
  })
  if (booking.status === 'confirmed') return status('statusConfirmed')
  if (withPrices && booking.status === 'confirmation_requested' && number) return status('statusPartly')
  if (booking.status === 'cancelled') return withPrices ? status('statusCancelled') : null
  // Until Monsoon confirms it, every copy says what it is (issue 54): nothing is promised yet.
  return { label: say('status'), value: say('statusProposal') }
}

/**
 * A stay's line on a booking not confirmed yet (issue 54): "Confirmed" when its rooms were booked
 * now from the allotment, "Held until 4 Dec 2026" while the agent holds them, else "On request". Null once the whole booking is confirmed or cancelled
 * (the status says so), and for programs and services, which the document's status covers.
 */
function lineStatus(
  booking: TExportBooking,
  item: { kind: string; tourId: string; confirmedRef?: string },
  { say, tag }: { say: TSay; tag: string },
): string | null {
  if (item.kind !== 'hotel' || booking.status === 'cancelled') return null
  // The hotel's own confirmation, with its reference, whatever the booking's status (issue 54).
  if (item.confirmedRef) return say('lineConfirmedRef', { reference: item.confirmedRef })
  if (item.confirmedRef === '') return say('lineConfirmed')
  if (booking.status === 'confirmed') return null
  if (booking.bookedHotels?.includes(item.tourId)) return say('lineConfirmed')
  if (booking.heldUntil && booking.heldHotels?.includes(item.tourId))
    return say('lineHeldUntil', { day: shortDay(booking.heldUntil, tag) })
  return say('lineOnRequest')
}

/** A catalogue photo on a client document: the media file (for the PDF and Word) and its address (for the page). */
export type TExportImage = { filename: string; url: string; width: number; height: number; alt: string }

/** What the catalogue says of a program or hotel, for the client's documents (issue 21). */
export type TCatalogueStory = { description: string; image: TExportImage | null }

export type TExportLine = {
  text: string
  detail: string
  /** A stay's standing while the booking is not confirmed: "On request" or "Confirmed" (issue 54). */
  status: string | null
  price: string | null
  /** The client's version: the program's or hotel's description and photo, the first time it appears. */
  description: string | null
  image: TExportImage | null
}
export type TExportDay = {
  /** The day's bookmark, for the contents of a long trip. */
  anchor: string
  heading: string
  locations: string
  lines: TExportLine[]
  totalLabel: string
  total: string | null
}

export type TExportDocument = {
  /** The document's language (a LOCALES code) and its BCP 47 tag. */
  lang: string
  /** The top line: the agency's name. */
  agencyName: string
  /** Under it: who at the agency the traveller writes to (ADR 030), or null. */
  contact: string | null
  title: string
  /** "12 Jan 2027 – 24 Jan 2027", as the facts say it. */
  dates?: string
  facts: { label: string; value: string }[]
  days: TExportDay[]
  /** For a long trip, the days at a glance with where each is spent, each a link to its day; else null. */
  contents: { label: string; anchor: string }[] | null
  total: string | null
  notesTitle: string
  notes: string[]
  withPrices: boolean
  /**
   * The client's price (issue 21): on the agent's copy whenever a markup applies (with the margin),
   * on the client's only when the agent chooses to show it (never the margin or Monsoon's price).
   */
  selling: { total: string; perPerson: string; people: number; margin: string | null; markup: string | null } | null
  /** The client's version: the trip's places in order, for the route map (empty: no map). */
  route: TRouteStop[]
}

/**
 * A day without services, said as a traveller would read it (issue 21): the first day is the
 * arrival, the last the departure, any other a free day; the agent's copy also says nothing is booked.
 */
export function emptyDayLine(args: {
  day: number
  days: number
  place: string
  withPrices: boolean
  say: TSay
}): Pick<TExportLine, 'text' | 'detail'> {
  const { say, place } = args
  if (args.day === args.days && args.days > 1)
    return {
      text: say('departure'),
      detail: place ? say('departureDetailFrom', { place }) : say('departureDetail'),
    }
  if (args.day === 1)
    return { text: say('arrival'), detail: place ? say('arrivalDetailIn', { place }) : say('arrivalDetail') }
  return { text: say('freeDay'), detail: say(args.withPrices ? 'noServices' : 'atLeisure') }
}

/** From this many days on, the document opens with the days at a glance (issue 21). */
export const LONG_TRIP_DAYS = 8

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

export function exportDocument(args: {
  booking: TExportBooking
  summary: TItinerarySummary
  agencyName: string
  /** The agent exporting it: the client's contact at the agency. */
  contact?: TAgencyContact
  withPrices: boolean
  texts: TExportTexts
  /** The catalogue's descriptions and photos by catalogue id: the client's version tells the trip with them. */
  stories?: ReadonlyMap<string, TCatalogueStory>
  /** The agent's selling price and markup, and whether the client's version shows the price. */
  selling?: { price: TSellingPrice; markup: TAgentMarkup; showToClient: boolean } | null
  /** Where the catalogue places each city (those it knows), for the client's route map. */
  places?: ReadonlyMap<string, { lat: number; lon: number }>
  /** The document's language: the agent's for their copy, the client's for the client's (issue 26). */
  words: TDocumentWords
}): TExportDocument {
  const { booking, summary, withPrices } = args
  const { say, tag, lang } = args.words
  // Each program's and hotel's story is told once, where it first appears (a hotel has a line a night).
  const told = new Set<string>()
  const story = (tourId: string): Pick<TExportLine, 'description' | 'image'> => {
    const found = withPrices || told.has(tourId) ? undefined : args.stories?.get(tourId)
    told.add(tourId)
    return { description: found?.description || null, image: found?.image ?? null }
  }
  const money = (amount: number) => (withPrices ? formatMoney(amount, summary.currency, lang) : null)
  const party = say('party', { adults: booking.adultQuantity, children: booking.childQuantity })
  const ages = booking.lsChildren.map((child) => child.age).join(', ')
  const dates = `${shortDay(booking.begindate, tag)} – ${shortDay(booking.enddate, tag)}`
  const facts = [
    { label: say('dates'), value: dates },
    { label: say('duration'), value: say('durationValue', { days: booking.days, nights: booking.nights }) },
    { label: say('travellers'), value: ages ? say('ages', { party, ages }) : party },
    { label: say('rooms'), value: String(booking.rooms) },
  ]
  if (booking.departureCity) facts.push({ label: say('startsIn'), value: booking.departureCity })
  if (booking.finishCity) facts.push({ label: say('endsIn'), value: booking.finishCity })
  const status = statusFact(booking, withPrices, say)
  if (status) facts.unshift(status)
  if (withPrices) {
    facts.unshift({ label: say('booking'), value: booking.Code })
    facts.push({ label: say('preparedBy'), value: booking.agentName })
    if (booking.comment) facts.push({ label: say('comment'), value: booking.comment })
  }
  const contact = args.contact
    ? [args.contact.agentName, args.contact.agentEmail, args.contact.place].map((part) => part.trim()).filter(Boolean)
    : []
  return {
    lang,
    agencyName: args.agencyName,
    contact: contact.length ? contact.join(' · ') : null,
    title: booking.nameTour,
    dates,
    facts,
    days: summary.days.map((day, index, all) => ({
      anchor: `day-${day.day}`,
      heading: say('dayHeading', { day: day.day, date: day.dateLabel }),
      locations: day.locations.join(', '),
      lines: day.items.length
        ? day.items.map((item) => ({
            text: item.name,
            detail: item.detail,
            status: lineStatus(booking, item, { say, tag }),
            price: money(item.total),
            ...story(item.tourId),
          }))
        : [
            {
              ...emptyDayLine({
                day: index + 1,
                days: all.length,
                // Where the traveller is: the day's own place, else the trip's start or end, else the day before's.
                place:
                  day.locations.at(-1) ||
                  (index === 0 ? booking.departureCity : booking.finishCity) ||
                  all[index - 1]?.locations.at(-1) ||
                  '',
                withPrices,
                say,
              }),
              status: null,
              price: null,
              description: null,
              image: null,
            },
          ],
      totalLabel: say('dayTotal', { day: day.day }),
      total: day.items.length ? money(day.total) : null,
    })),
    contents:
      summary.days.length >= LONG_TRIP_DAYS
        ? summary.days.map((day) => ({
            label: [say('dayHeading', { day: day.day, date: day.dateLabel }), day.locations.join(', ')]
              .filter(Boolean)
              .join(' · '),
            anchor: `day-${day.day}`,
          }))
        : null,
    total: money(summary.total),
    notesTitle: say(withPrices ? 'terms' : 'goodToKnow'),
    notes: paragraphs(withPrices ? args.texts.terms : args.texts.clientNotes),
    withPrices,
    selling: sellingOf(args.selling, { currency: summary.currency, withPrices, lang }),
    route: withPrices
      ? []
      : routeStops(
          summary.days.map((day) => ({
            // The day's own places, else where its services are.
            places: (day.locations.length
              ? day.locations
              : [...new Set(day.items.flatMap((item) => (item.place ? [item.place] : [])))]
            ).flatMap((name) => {
              const place = args.places?.get(name)
              return place ? [{ name, ...place }] : []
            }),
          })),
        ),
  }
}

/** The booking's currency, whether this is the agent's copy (with prices), and the document's language. */
type TSellingView = { currency: string; withPrices: boolean; lang: string }

function sellingOf(
  selling: { price: TSellingPrice; markup: TAgentMarkup; showToClient: boolean } | null | undefined,
  { currency, withPrices, lang }: TSellingView,
): TExportDocument['selling'] {
  if (!selling) return null
  // The agent's copy shows a selling price only when it differs from Monsoon's; the client's when chosen.
  if (withPrices ? selling.markup.kind === 'none' : !selling.showToClient) return null
  return {
    total: formatMoney(selling.price.selling, currency, lang),
    perPerson: formatMoney(selling.price.perPerson, currency, lang),
    people: selling.price.people,
    margin: withPrices ? formatMoney(selling.price.margin, currency, lang) : null,
    markup: withPrices ? markupLabel(selling.markup, currency) : null,
  }
}

/**
 * The selling price as every document says it: on the client's version, the price in total and
 * per person; on the agent's, also the markup and the margin (theirs alone).
 */
export function sellingLines(
  doc: Pick<TExportDocument, 'selling' | 'withPrices'>,
  say: TSay,
): { title: string; rows: { label: string; value: string; strong: boolean }[] } | null {
  const selling = doc.selling
  if (!selling) return null
  const perPerson = {
    label: say('perPerson'),
    value: say('perPersonValue', { amount: selling.perPerson, people: selling.people }),
    strong: false,
  }
  if (!doc.withPrices)
    return { title: say('price'), rows: [{ label: say('total'), value: selling.total, strong: true }, perPerson] }
  return {
    title: say('yourSellingPrice'),
    rows: [
      { label: say('sellingPrice'), value: selling.total, strong: true },
      perPerson,
      { label: say('yourMarkup'), value: selling.markup ?? '', strong: false },
      { label: say('yourMargin'), value: selling.margin ?? '', strong: false },
    ],
  }
}

/** Letters, digits, spaces and dashes only. */
const fileSafe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** A trip's name as a file name: "Northern Thailand", or "Itinerary" in the document's language. */
export const tripFileName = (nameTour: string, say: TSay) => fileSafe(nameTour).slice(0, 80) || say('itinerary')

/**
 * A document's file name without its extension: "BK123456 Northern Thailand" (the agent's copy),
 * "Northern Thailand (client)" or "Nordthailand (Kunde)" (the client's, in its language).
 */
export function exportFileName(
  booking: Pick<TExportBooking, 'Code' | 'nameTour'>,
  withPrices: boolean,
  say: TSay,
): string {
  const name = tripFileName(booking.nameTour, say)
  return withPrices ? `${booking.Code} ${name}` : say('clientFile', { name })
}
