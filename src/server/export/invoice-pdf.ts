import 'server-only'
import type { TInstalment, TInvoiceLine } from '@/domain/invoices'
import { longDay, shortDay } from '@/domain/itinerary/summary'
import { formatMoney } from '@/domain/pricing/money'
import { BRAND_RED } from '@/lib/brand-mark'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { TAuth } from '@/server/auth/sessions'
import { getInvoice } from '@/server/finance/account'
import { payloadClient } from '@/server/payload'
import { INK, letterhead, MARGIN, MUTED, openPdf, PAGE_SIZES, RULE, type TPageSize } from './pdf'

/**
 * An invoice or credit note as the agency's accountant receives it (issue 57, ADR 068): Monsoon's
 * legal details, whom it bills, a line per service, the total, when it is due and where to pay,
 * A4 or Letter, drawn from the issued document (never from the booking as it is now).
 */

type TBillTo = { name?: string; address?: string; taxId?: string; email?: string }

export async function invoicePdf(invoiceId: string, size: TPageSize): Promise<{ fileName: string; body: Buffer }> {
  const payload = await payloadClient()
  const invoice = await payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0 }).catch(() => null)
  if (!invoice) throw new AppError('NOT_FOUND', { key: 'noSuchInvoice' })
  const [settings, booking, credited] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.findByID({
      collection: 'bookings',
      id: relationId(invoice.booking),
      depth: 0,
      select: { Code: true, nameTour: true, begindate: true, enddate: true },
    }),
    invoice.credits
      ? payload.findByID({
          collection: 'invoices',
          id: relationId(invoice.credits),
          depth: 0,
          select: { number: true },
        })
      : null,
  ])
  const company = settings.invoicing ?? {}
  const credit = invoice.kind === 'credit_note'
  const money = (amount: number) => formatMoney(amount, invoice.currency)
  const billTo = (invoice.billTo ?? {}) as TBillTo
  const lines = (invoice.lines ?? []) as TInvoiceLine[]
  const schedule = (invoice.schedule ?? []) as TInstalment[]
  const title = credit ? 'Credit note' : 'Invoice'

  const { pdf, done } = await openPdf({
    size: PAGE_SIZES[size],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${title} ${invoice.number}`, Author: company.legalName ?? 'Monsoon', Producer: 'Monsoon' },
    lang: 'en',
  })
  const left = MARGIN
  const width = pdf.page.width - 2 * MARGIN
  letterhead(pdf, { ...company, phone: settings.phone, email: settings.email }, width)
  pdf.font('bold').fontSize(22).fillColor(BRAND_RED).text(`${title} ${invoice.number}`, left, pdf.y, { width })
  const facts: [string, string][] = [
    ['Issued on', longDay(invoice.issuedOn.slice(0, 10))],
    ['Booking', `${booking.Code} · ${booking.nameTour}`],
    ['Travel', `${longDay(booking.begindate.slice(0, 10))} – ${longDay(booking.enddate.slice(0, 10))}`],
    ...(credited ? [['Credits invoice', credited.number] as [string, string]] : []),
    ...(invoice.reason ? [['Reason', invoice.reason] as [string, string]] : []),
  ]
  pdf.moveDown(0.5)
  for (const [label, value] of facts) {
    const y = pdf.y
    pdf.font('bold').fontSize(10).fillColor(INK).text(label, left, y, { width: 110 })
    pdf
      .font('regular')
      .fontSize(10)
      .text(value, left + 115, y, { width: width - 115 })
  }
  pdf.moveDown(1)
  pdf.font('bold').fontSize(10).text('Billed to', left, pdf.y)
  pdf
    .font('regular')
    .fontSize(10)
    .text(
      [billTo.name, billTo.address, billTo.taxId && `Tax / VAT ${billTo.taxId}`, billTo.email]
        .filter(Boolean)
        .join('\n'),
      { width: width / 2 },
    )
  pdf.moveDown(1)

  // The lines: service, date, amount; a rule under the header and above the total.
  const dateX = left + width * 0.6
  const amountWidth = 110
  const amountX = left + width - amountWidth
  const row = (cells: { service: string; date: string; amount: string }, bold = false) => {
    if (pdf.y > pdf.page.height - MARGIN - 60) pdf.addPage()
    const y = pdf.y
    pdf
      .font(bold ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor(INK)
    // Each column from the row's top; the row ends below the tallest.
    pdf.text(cells.service, left, y, { width: dateX - left - 10 })
    const serviceBottom = pdf.y
    pdf.text(cells.date, dateX, y, { width: amountX - dateX - 10 })
    const dateBottom = pdf.y
    pdf.text(cells.amount, amountX, y, { width: amountWidth, align: 'right' })
    pdf.y = Math.max(serviceBottom, dateBottom, pdf.y) + 4
  }
  const rule = () => {
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .strokeColor(RULE)
      .lineWidth(0.8)
      .stroke()
    pdf.y += 4
  }
  row({ service: 'Service', date: 'Date', amount: `Amount (${invoice.currency})` }, true)
  rule()
  for (const line of lines) row({ service: line.description, date: shortDay(line.date), amount: money(line.amount) })
  rule()
  row({ service: credit ? 'Credited' : 'Total', date: '', amount: money(invoice.total) }, true)
  pdf.moveDown(1)

  if (schedule.length > 0) {
    pdf.font('bold').fontSize(11).text('Payment schedule', left, pdf.y)
    pdf.font('regular').fontSize(10)
    for (const step of schedule)
      pdf.text(`${step.kind === 'deposit' ? 'Deposit' : 'Balance'}: ${money(step.amount)} due ${longDay(step.due)}`)
    pdf.moveDown(1)
  }
  if (!credit && company.bankDetails) {
    pdf.font('bold').fontSize(11).text('Bank details', left, pdf.y)
    pdf.font('regular').fontSize(10).text(company.bankDetails, { width })
    pdf.moveDown(0.5)
  }
  if (company.note) pdf.font('regular').fontSize(9).fillColor(MUTED).text(company.note, left, pdf.y, { width })
  pdf.end()
  return { fileName: `${invoice.number}.pdf`, body: await done }
}

/** An invoice's PDF for any agent of its agency (another agency's: 404). */
export async function invoicePdfFor(auth: TAuth, invoiceId: string, size: TPageSize) {
  await getInvoice(auth, invoiceId)
  return invoicePdf(invoiceId, size)
}
