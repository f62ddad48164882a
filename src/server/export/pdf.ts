import 'server-only'
import { createRequire } from 'node:module'
import path from 'node:path'
import { sellingLines, type TExportDocument } from '@/domain/booking-export'
import type { TDocumentWords } from '@/domain/document-words'
import { routeMap, type TRouteMap } from '@/domain/map/route-map'
import type { TVoucher } from '@/domain/vouchers'
import type { TDocumentBrand } from './client-document'
import type { TDocumentImage } from './media-files'
import { drawVouchers, type TVoucherBrand } from './vouchers'

/**
 * The PDF of a booking's document (issue 21): the same content as the client page and the Word
 * file, drawn with pdfkit on the server (no browser, no service). DejaVu Sans is embedded (subset),
 * so Vietnamese, Thai place names in Latin script and every currency sign print as typed.
 */

export const PAGE_SIZES = { a4: 'A4', letter: 'LETTER' } as const
export type TPageSize = keyof typeof PAGE_SIZES

const fonts = (() => {
  const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve
  return {
    regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  }
})()

export const MARGIN = 50
export const INK = '#222222'
export const MUTED = '#6b6b6b'
export const RULE = '#dddddd'
const PHOTO_WIDTH = 200
const LOGO_BOX = { width: 150, height: 60 }
/** The route map's largest size in points: a good third of a page. */
const MAP_WIDTH = 360
const MAP_HEIGHT = 300

/**
 * A new pdfkit document with DejaVu registered as `regular` and `bold`, and the file it becomes once
 * ended. pdfkit is loaded on the first PDF, not with the API: it, its font engine and its
 * decompressor cost the server's start about a tenth of a second (ADR 054).
 */
export async function openPdf(options: PDFKit.PDFDocumentOptions) {
  const { default: PDFDocument } = await import('pdfkit')
  const pdf = new PDFDocument(options)
  pdf.registerFont('regular', fonts.regular)
  pdf.registerFont('bold', fonts.bold)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  return { pdf, done }
}

/** Who Monsoon is on its own documents (site settings' invoicing group, phone and email). */
export type TLetterhead = {
  legalName?: string | null
  address?: string | null
  taxId?: string | null
  phone?: string | null
  email?: string | null
}

/**
 * Monsoon's letterhead at the top of its invoices and statements: its legal name, and in a smaller
 * grey its address, tax id, phone and email, across half the page.
 */
export function letterhead(pdf: PDFKit.PDFDocument, company: TLetterhead, width: number): void {
  pdf
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(company.legalName || 'Monsoon Destination Management', MARGIN, MARGIN, { width })
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      [
        company.address,
        company.taxId && `Tax ID ${company.taxId}`,
        [company.phone, company.email].filter(Boolean).join(' · '),
      ]
        .filter(Boolean)
        .join('\n'),
      { width: width / 2 },
    )
  pdf.moveDown(1.5)
}

export async function renderPdf(args: {
  document: TExportDocument
  brand: TDocumentBrand
  logo: TDocumentImage | null
  photos: ReadonlyMap<string, TDocumentImage>
  size: TPageSize
  /** The words of the document's language. */
  words: TDocumentWords
  /** Pages drawn after the document and before the footers (the travel documents' vouchers). */
  appendix?: (pdf: PDFKit.PDFDocument) => void
}): Promise<Buffer> {
  const { say } = args.words
  const { document: doc, brand } = args
  const { pdf, done } = await openPdf({
    size: PAGE_SIZES[args.size],
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: doc.title, Author: brand.agencyName, Creator: brand.agencyName, Producer: brand.agencyName },
    lang: 'en',
    displayTitle: true,
  })

  const left = MARGIN
  const width = pdf.page.width - 2 * MARGIN
  const bottom = () => pdf.page.height - pdf.page.margins.bottom
  /** Starts a new page when fewer than `height` points are left on this one. */
  const room = (height: number) => {
    if (pdf.y + height > bottom()) pdf.addPage()
  }
  const rule = () => {
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
  }
  /**
   * A heading, never left alone at the foot of a page (issue 54): it starts a new page unless
   * `keepWith` points of what follows it fit under it (capped at a page).
   */
  const heading = (text: string, size: number, options: { destination?: string; keepWith?: number } = {}) => {
    room(Math.min(size * 3 + (options.keepWith ?? 0), bottom() - pdf.page.margins.top))
    pdf.moveDown(0.6).font('bold').fontSize(size).fillColor(brand.colour)
    pdf.text(text, left, pdf.y, { width, destination: options.destination })
    pdf.moveDown(0.3)
  }

  // The letterhead: the agency's logo and name, and who the client writes to.
  if (args.logo) {
    const scale = Math.min(LOGO_BOX.width / args.logo.width, LOGO_BOX.height / args.logo.height)
    pdf.image(args.logo.data, left, pdf.y, { width: args.logo.width * scale })
    pdf.y += args.logo.height * scale + 8
  }
  pdf.font('bold').fontSize(14).fillColor(INK).text(brand.agencyName, left, pdf.y, { width })
  if (doc.contact) pdf.font('regular').fontSize(9).fillColor(MUTED).text(doc.contact, { width })
  pdf.moveDown(1)
  pdf.font('bold').fontSize(22).fillColor(brand.colour).text(doc.title, { width })
  pdf.moveDown(0.5)

  for (const fact of doc.facts) {
    const y = pdf.y
    pdf.font('bold').fontSize(10).fillColor(INK).text(fact.label, left, y, { width: 110 })
    const labelBottom = pdf.y
    pdf.font('regular').text(fact.value, left + 120, y, { width: width - 120 })
    pdf.y = Math.max(pdf.y, labelBottom) + 2
  }

  const selling = sellingLines(doc, say)
  if (selling) {
    heading(selling.title, 14)
    for (const row of selling.rows) {
      pdf
        .font('bold')
        .fontSize(10)
        .fillColor(INK)
        .text(`${say('labelled', { label: row.label })} `, left, pdf.y, { continued: true, width })
      pdf.font(row.strong ? 'bold' : 'regular').text(row.value)
    }
  }

  const map = doc.route.length ? routeMap(doc.route) : null
  if (map) {
    // At most MAP_WIDTH wide and MAP_HEIGHT high: a tall route (north to south) is narrower.
    const mapWidth = Math.min(width, MAP_WIDTH, (MAP_HEIGHT * map.view[2]) / map.view[3])
    room(60 + (mapWidth * map.view[3]) / map.view[2])
    heading(say('yourRoute'), 14)
    pdf.font('regular').fontSize(9.5).fillColor(MUTED).text(map.summary, left, pdf.y, { width })
    drawRouteMap(pdf, map, { left, width: mapWidth, colour: brand.colour, room })
  }

  if (doc.contents) {
    // The days at a glance stay on one page.
    pdf.font('regular').fontSize(10)
    const entries = doc.contents.reduce((sum, entry) => sum + pdf.heightOfString(entry.label, { width }), 0)
    heading(say('atAGlance'), 14, { keepWith: entries })
    for (const entry of doc.contents) {
      pdf
        .font('regular')
        .fontSize(10)
        .fillColor(brand.colour)
        .text(entry.label, left, pdf.y, { width, goTo: entry.anchor })
    }
  }

  /** A service's height with its description and photo: what must fit for it to stay on one page. */
  const lineHeight = (line: TExportDocument['days'][number]['lines'][number]) => {
    const photo = line.image ? args.photos.get(line.image.filename) : undefined
    pdf.font('regular').fontSize(9.5)
    const described = line.description ? pdf.heightOfString(line.description, { width, lineGap: 1.5 }) : 0
    return 40 + described + (photo ? (PHOTO_WIDTH * photo.height) / photo.width + 8 : 0)
  }
  /** A day's heading, its places and its first service: never split (issue 54). */
  const dayStart = (day: TExportDocument['days'][number]) => 20 + (day.lines[0] ? lineHeight(day.lines[0]) : 0)

  const [firstDay] = doc.days
  heading(say('dayByDay'), 16, { keepWith: firstDay ? 36 + dayStart(firstDay) : 0 })
  for (const day of doc.days) {
    heading(day.heading, 12, { destination: day.anchor, keepWith: dayStart(day) })
    if (day.locations) pdf.font('regular').fontSize(9.5).fillColor(MUTED).text(day.locations, left, pdf.y, { width })
    pdf.moveDown(0.3)
    for (const line of day.lines) {
      const photo = line.image ? args.photos.get(line.image.filename) : undefined
      // A service, its description and its photo stay on one page when they fit on one.
      room(Math.min(lineHeight(line), bottom() - pdf.page.margins.top))
      const textWidth = doc.withPrices ? width - 110 : width
      const y = pdf.y
      pdf.font('bold').fontSize(10.5).fillColor(INK).text(line.text, left, y, { width: textWidth })
      const nameBottom = pdf.y
      if (line.price)
        pdf
          .font('regular')
          .fontSize(10.5)
          .text(line.price, left + width - 105, y, { width: 105, align: 'right' })
      pdf.y = nameBottom
      if (line.detail)
        pdf.font('regular').fontSize(9).fillColor(MUTED).text(line.detail, left, pdf.y, { width: textWidth })
      if (line.status)
        pdf.font('bold').fontSize(9).fillColor(brand.colour).text(line.status, left, pdf.y, { width: textWidth })
      if (line.description) {
        pdf.moveDown(0.2)
        pdf.font('regular').fontSize(9.5).fillColor(INK).text(line.description, left, pdf.y, { width, lineGap: 1.5 })
      }
      if (photo) {
        const height = (PHOTO_WIDTH * photo.height) / photo.width
        pdf.moveDown(0.3)
        room(height + 4)
        pdf.image(photo.data, left, pdf.y, { width: PHOTO_WIDTH })
        pdf.y += height + 4
      }
      pdf.moveDown(0.4)
      rule()
      pdf.moveDown(0.4)
    }
    if (day.total !== null) {
      pdf
        .font('bold')
        .fontSize(10)
        .fillColor(INK)
        .text(`${day.totalLabel}: ${day.total}`, left, pdf.y, { width, align: 'right' })
    }
  }
  if (doc.total !== null) {
    pdf.moveDown(0.8)
    pdf
      .font('bold')
      .fontSize(13)
      .fillColor(INK)
      .text(say('totalAmount', { amount: doc.total }), left, pdf.y, { width, align: 'right' })
  }

  pdf.font('regular').fontSize(9.5)
  heading(doc.notesTitle, 14, { keepWith: doc.notes[0] ? pdf.heightOfString(doc.notes[0], { width }) : 0 })
  for (const note of doc.notes) {
    pdf.font('regular').fontSize(9.5).fillColor(INK).text(`•  ${note}`, left, pdf.y, { width, indent: 0 })
    pdf.moveDown(0.2)
  }

  args.appendix?.(pdf)
  // Every page's footer: the agency, the trip and "page n of N".
  const range = pdf.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index)
    const margin = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${brand.agencyName} · ${doc.title} · ${say('pageOf', { page: index + 1, pages: range.count })}`,
        left,
        pdf.page.height - 40,
        {
          width,
          align: 'center',
          lineBreak: false,
        },
      )
    pdf.page.margins.bottom = margin
  }
  pdf.end()
  return done
}

/** The route map (route-map.ts's layout) drawn with vector paths, labels in page units so they stay crisp. */
function drawRouteMap(
  pdf: PDFKit.PDFDocument,
  map: TRouteMap,
  frame: { left: number; width: number; colour: string; room: (height: number) => void },
) {
  const [viewX, viewY, viewWidth, viewHeight] = map.view
  const scale = frame.width / viewWidth
  const height = viewHeight * scale
  frame.room(height + 12)
  const top = pdf.y + 6
  const at = (x: number, y: number): [number, number] => [frame.left + (x - viewX) * scale, top + (y - viewY) * scale]
  pdf.save()
  pdf.rect(frame.left, top, frame.width, height).clip()
  pdf.rect(frame.left, top, frame.width, height).fill('#dde9ef')
  pdf.save()
  pdf.translate(frame.left - viewX * scale, top - viewY * scale).scale(scale)
  for (const shape of map.shapes)
    pdf
      .path(shape.d)
      .lineWidth(map.sizes.outline)
      .fillAndStroke(shape.home ? '#efe9dd' : '#f6f3ee', '#b9b0a0')
  pdf.restore()
  if (map.line.length > 1) {
    const [first, ...rest] = map.line.map(([x, y]) => at(x, y))
    pdf.moveTo(...first)
    for (const point of rest) pdf.lineTo(...point)
    pdf.lineWidth(1.6).dash(4, { space: 2.5 }).strokeColor(frame.colour).stroke().undash()
  }
  for (const place of map.places) {
    const [x, y] = at(place.x, place.y)
    pdf.circle(x, y, 4).lineWidth(1.2).fillAndStroke(frame.colour, '#ffffff')
    const label = `${place.name} (${place.label})`
    pdf.font('bold').fontSize(8).fillColor(INK)
    const labelX = place.labelLeft ? x - 7 - pdf.widthOfString(label) : x + 7
    pdf.text(label, labelX, y - 4.5, { lineBreak: false })
  }
  pdf.restore()
  pdf.y = top + height + 8
}

/** Vouchers on their own (issue 56): one page each, under `brand`. */
export async function renderVoucherPdf(args: {
  vouchers: readonly TVoucher[]
  brand: TVoucherBrand
  words: TDocumentWords
  size: TPageSize
}): Promise<Buffer> {
  const { pdf, done } = await openPdf({
    size: PAGE_SIZES[args.size],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    info: { Title: args.words.say('voucherTitle'), Author: args.brand.name, Producer: args.brand.name },
    lang: args.words.lang,
  })
  drawVouchers(pdf, args)
  pdf.end()
  return done
}
