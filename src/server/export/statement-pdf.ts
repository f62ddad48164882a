import 'server-only'
import { AGEING_BUCKETS, AGEING_LABELS, type TStatementEntry } from '@/domain/invoices'
import { shortDay } from '@/domain/itinerary/summary'
import { formatAmount, formatMoney, isCurrency } from '@/domain/pricing/money'
import type { TStatement, TStatementSection } from '@/domain/statement'
import { BRAND_RED } from '@/lib/brand-mark'
import { INK, letterhead, MARGIN, MUTED, openPdf, PAGE_SIZES, RULE, type TLetterhead, type TPageSize } from './pdf'

/**
 * An agency's statement of account as its accountant receives it (issue 57, ADR 068): Monsoon's legal
 * details, whom it is for, the period, and per currency every invoice, credit note and payment with a
 * running balance from the balance brought forward, the closing balance and the ageing of what is
 * open; then where to pay. A4 or Letter, drawn from the statement it is given (it reads nothing).
 */

/** Monsoon's details as the invoicing settings hold them. */
export type TStatementCompany = TLetterhead & { bankDetails?: string | null; note?: string | null }

const KIND_WORDS: Record<TStatementEntry['kind'], string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
}

/** The table's type size, and the space between two of its columns. */
const TABLE_SIZE = 8
const GAP = 7
/** The closing balance and the ageing under a section's table: kept on a page with the table's last row. */
const CLOSING_HEIGHT = 85
/** Below it, the description column takes room from the reference column. */
const MIN_DESCRIPTION = 120
/** The widest a reference column gets; longer references wrap. */
const MAX_REFERENCE = 110
/** A document number, which the reference column always holds on one line. */
const DOCUMENT_NUMBER = 'INV-2026-00000'
const FOOTER_GAP = 20

/** "1 Sep 2026": a day in running text. */
const day = (value: string) => shortDay(value).replace(/^0/, '')

/** An amount in the table: digits only, the currency is in the section's heading. */
const amountText = (amount: number, currency: string) =>
  isCurrency(currency) ? formatAmount({ amount, currency }) : String(amount)

/** What the closing balance means to the agency, as a positive amount: "Balance due: 1,200.00 USD". */
const closingWords = (closing: number, currency: string, on = '') =>
  `${closing < 0 ? 'In your favour' : 'Balance due'}${on}: ${formatMoney(Math.abs(closing), currency)}`

/** A file name any system accepts: no path separators, reserved or control characters. */
function safeFileName(name: string): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  return cleaned || 'Statement'
}

type TColumn = {
  /** `label` spans type, reference and description: the balance brought forward. */
  key: 'date' | 'type' | 'reference' | 'description' | 'debit' | 'credit' | 'balance' | 'label'
  x: number
  width: number
  align: 'left' | 'right'
}
type TCells = Partial<Record<TColumn['key'], string>>

export async function renderStatementPdf(args: {
  statement: TStatement
  company: TStatementCompany
  size: TPageSize
}): Promise<{ fileName: string; body: Buffer }> {
  const { statement, company } = args
  const { agency } = statement
  const legalName = company.legalName || 'Monsoon Destination Management'
  const period = statement.from ? `From ${day(statement.from)} to ${day(statement.to)}` : `Up to ${day(statement.to)}`

  const { pdf, done } = await openPdf({
    size: PAGE_SIZES[args.size],
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `Statement of account ${agency.name} ${statement.to}`,
      Author: legalName,
      Creator: legalName,
      Producer: 'Monsoon',
    },
    lang: 'en',
  })
  const left = MARGIN
  const width = pdf.page.width - 2 * MARGIN
  const bottom = () => pdf.page.height - pdf.page.margins.bottom
  const top = () => pdf.page.margins.top
  /** Starts a new page when fewer than `height` points are left on this one. */
  const room = (height: number) => {
    if (pdf.y + height > bottom()) pdf.addPage()
  }
  const rule = (colour = RULE, lineWidth = 0.8) => {
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .strokeColor(colour)
      .lineWidth(lineWidth)
      .stroke()
  }
  const heading = (text: string, keepWith: number) => {
    room(Math.min(30 + keepWith, bottom() - top()))
    pdf.font('bold').fontSize(12).fillColor(BRAND_RED).text(text, left, pdf.y, { width })
    pdf.moveDown(0.3)
  }

  // Monsoon's letterhead, as on its invoices.
  letterhead(pdf, company, width)
  pdf.font('bold').fontSize(22).fillColor(BRAND_RED).text('Statement of account', left, pdf.y, { width })
  pdf.moveDown(0.5)

  const facts: [string, string][] = [
    ['Period', period],
    ...statement.sections.map(
      (section, index) =>
        [index === 0 ? 'Closing balance' : '', closingWords(section.closing, section.currency)] as [string, string],
    ),
  ]
  for (const [label, value] of facts) {
    const y = pdf.y
    pdf.font('bold').fontSize(10).fillColor(INK).text(label, left, y, { width: 110 })
    const labelBottom = pdf.y
    pdf
      .font('regular')
      .fontSize(10)
      .text(value, left + 115, y, { width: width - 115 })
    pdf.y = Math.max(pdf.y, labelBottom)
  }
  pdf.moveDown(1)
  pdf.font('bold').fontSize(10).fillColor(INK).text('Statement for', left, pdf.y, { width })
  pdf
    .font('regular')
    .fontSize(10)
    .text(
      [agency.name, agency.address, agency.taxId && `Tax / VAT ${agency.taxId}`, agency.email]
        .filter(Boolean)
        .join('\n'),
      { width: width / 2 },
    )
  pdf.moveDown(1)

  if (statement.sections.length === 0) {
    pdf
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text('No invoices or payments in this period.', left, pdf.y, { width })
    pdf.moveDown(1)
  }

  for (const section of statement.sections) drawSection(section)

  if (company.bankDetails) {
    pdf.font('regular').fontSize(10)
    room(Math.min(30 + pdf.heightOfString(company.bankDetails, { width }), bottom() - top()))
    pdf.moveDown(0.5)
    pdf.font('bold').fontSize(11).fillColor(INK).text('Bank details', left, pdf.y, { width })
    pdf.font('regular').fontSize(10).text(company.bankDetails, left, pdf.y, { width })
    pdf.moveDown(0.5)
  }
  if (company.note) {
    pdf.moveDown(0.5)
    pdf.font('regular').fontSize(9)
    room(Math.min(pdf.heightOfString(company.note, { width }), bottom() - top()))
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(company.note, left, pdf.y, { width })
  }

  // Every page's footer: who, whose statement, and "Page n of N".
  const range = pdf.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index)
    const margin = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    pdf.font('regular').fontSize(8).fillColor(MUTED)
    // On one line: without the names when they are too long for it.
    const page = `Page ${index + 1} of ${range.count}`
    const footer =
      [`${legalName} · Statement of account · ${agency.name} · ${page}`, `Statement of account · ${page}`].find(
        (text) => pdf.widthOfString(text) <= width,
      ) ?? page
    pdf.text(footer, left, pdf.page.height - 40, { width, align: 'center', lineBreak: false })
    pdf.page.margins.bottom = margin
  }
  pdf.end()
  return { fileName: `${safeFileName(`Statement ${agency.name} ${statement.to}`)}.pdf`, body: await done }

  /** One currency: its table with the balance brought forward and the running balance, the closing balance, the ageing. */
  function drawSection(section: TStatementSection) {
    const { currency } = section
    const money = (amount: number) => amountText(amount, currency)
    const columns = layout(section)
    const [, type, , description] = columns
    const label: TColumn = {
      key: 'label',
      x: type?.x ?? left,
      width: (description?.x ?? left) + (description?.width ?? 0) - (type?.x ?? left),
      align: 'left',
    }
    const spanned = columns.filter((column) => !['type', 'reference', 'description'].includes(column.key))
    spanned.splice(1, 0, label)
    const columnsOf = (cells: TCells) => (cells.label ? spanned : columns)
    const header: TCells = {
      date: 'Date',
      type: 'Type',
      reference: 'Reference',
      description: 'Description',
      debit: 'Debit',
      credit: 'Credit',
      balance: 'Balance',
    }
    /** A row as tall as its tallest cell, never taller than a page. */
    const rowHeight = (cells: TCells, bold: boolean) => {
      pdf.font(bold ? 'bold' : 'regular').fontSize(TABLE_SIZE)
      const tallest = Math.max(
        ...columnsOf(cells).map((column) => {
          const text = cells[column.key]
          return text ? pdf.heightOfString(text, { width: column.width }) : 0
        }),
      )
      return Math.min(tallest, bottom() - top() - 60)
    }
    const drawRow = (cells: TCells, options: { bold?: boolean; colour?: string } = {}) => {
      const height = rowHeight(cells, options.bold ?? false)
      const y = pdf.y
      pdf
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(TABLE_SIZE)
        .fillColor(options.colour ?? INK)
      for (const column of columnsOf(cells)) {
        const text = cells[column.key]
        if (text) pdf.text(text, column.x, y, { width: column.width, align: column.align, height, ellipsis: true })
      }
      pdf.y = y + height + 3
    }
    const drawHeader = () => {
      drawRow(header, { bold: true })
      rule(INK, 0.6)
      pdf.y += 3
    }
    /**
     * Each entry's row: on a new page when it does not fit, under the table's header again; the last
     * one with room for the closing balance under it.
     */
    const entryRow = (cells: TCells, options: { last: boolean }) => {
      const height = rowHeight(cells, false)
      if (pdf.y + height + 4 + (options.last ? CLOSING_HEIGHT : 0) > bottom()) {
        pdf.addPage()
        pdf
          .font('bold')
          .fontSize(10)
          .fillColor(BRAND_RED)
          .text(`Account in ${currency} (continued)`, left, pdf.y, { width })
        pdf.moveDown(0.3)
        drawHeader()
      }
      drawRow(cells)
      rule('#eeeeee', 0.5)
      pdf.y += 3
    }

    pdf.font('bold').fontSize(TABLE_SIZE)
    const [first] = section.lines
    const firstRows =
      rowHeight(header, true) +
      rowHeight({ label: 'Balance brought forward' }, false) +
      (first ? rowHeight({ reference: first.reference, description: first.description }, false) : CLOSING_HEIGHT) +
      20
    heading(`Account in ${currency}`, firstRows)
    drawHeader()
    entryRow(
      {
        date: statement.from ? shortDay(statement.from) : '',
        label: 'Balance brought forward',
        balance: money(section.opening),
      },
      { last: section.lines.length === 0 },
    )
    section.lines.forEach((line, index) => {
      entryRow(
        {
          date: shortDay(line.date),
          type: KIND_WORDS[line.kind],
          reference: line.reference,
          description: line.description,
          debit: line.debit ? money(line.debit) : '',
          credit: line.credit ? money(line.credit) : '',
          balance: money(line.balance),
        },
        { last: index === section.lines.length - 1 },
      )
    })

    // The closing balance and the ageing stay together, on the table's last page when they fit.
    const ageingTotal = AGEING_BUCKETS.reduce((sum, bucket) => sum + section.ageing[bucket], 0)
    room(CLOSING_HEIGHT)
    pdf.moveDown(0.3)
    pdf
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(closingWords(section.closing, currency, ` on ${day(statement.to)}`), left, pdf.y, {
        width,
        align: 'right',
      })
    pdf.moveDown(0.8)
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(`Ageing of what is open on ${day(statement.to)} (${currency})`, left, pdf.y, { width })
    pdf.moveDown(0.3)
    const ageingColumns = [...AGEING_BUCKETS.map((bucket) => AGEING_LABELS[bucket]), 'Total']
    const ageingAmounts = [...AGEING_BUCKETS.map((bucket) => money(section.ageing[bucket])), money(ageingTotal)]
    const cell = width / ageingColumns.length
    const cellAt = (index: number) => left + index * cell + 4
    rule(INK, 0.6)
    pdf.y += 3
    let y = pdf.y
    pdf.font('regular').fontSize(8).fillColor(MUTED)
    ageingColumns.forEach((label, index) => {
      pdf.text(label, cellAt(index), y, { width: cell - 8, align: 'right', lineBreak: false })
    })
    pdf.y = y + 12
    y = pdf.y
    ageingAmounts.forEach((amount, index) => {
      pdf
        .font(index === ageingAmounts.length - 1 ? 'bold' : 'regular')
        .fontSize(TABLE_SIZE)
        .fillColor(INK)
        .text(amount, cellAt(index), y, { width: cell - 8, align: 'right', lineBreak: false })
    })
    pdf.y = y + 13
    rule(RULE, 0.6)
    pdf.y += 4
    pdf.moveDown(1.2)
  }

  /**
   * The table's columns for a section: date, type and the amounts as wide as their widest text (a
   * dong balance needs more room than a dollar one), the reference up to a limit, the description
   * the rest; a long reference or description wraps.
   */
  function layout(section: TStatementSection): TColumn[] {
    const { currency } = section
    const widest = (texts: readonly string[], bold = false) => {
      pdf.font(bold ? 'bold' : 'regular').fontSize(TABLE_SIZE)
      return Math.ceil(Math.max(0, ...texts.map((text) => pdf.widthOfString(text))))
    }
    const money = (amount: number) => amountText(amount, currency)
    const lines = section.lines
    const date = Math.max(
      widest(['Date'], true),
      widest([shortDay(statement.to), ...lines.map((line) => shortDay(line.date))]),
    )
    const type = Math.max(widest(['Type'], true), widest(lines.map((line) => KIND_WORDS[line.kind])))
    const debit = Math.max(widest(['Debit'], true), widest(lines.map((line) => money(line.debit))))
    const credit = Math.max(widest(['Credit'], true), widest(lines.map((line) => money(line.credit))))
    const balance = Math.max(
      widest(['Balance'], true),
      widest([section.opening, section.closing, ...lines.map((line) => line.balance)].map(money)),
    )
    const fixed = date + type + debit + credit + balance + 6 * GAP
    // As wide as the longest reference up to a limit; narrower for the description's sake, but
    // never so narrow that a document number breaks (a long bank reference may).
    const references = lines.map((line) => line.reference)
    const natural = Math.min(Math.max(widest(['Reference'], true), widest(references)), MAX_REFERENCE)
    const words = references.flatMap((text) => text.split(/\s+/))
    const floor = Math.max(widest(['Reference'], true), Math.min(widest(words), widest([DOCUMENT_NUMBER]) + 1))
    const reference = Math.max(floor, Math.min(natural, width - fixed - MIN_DESCRIPTION))
    const description = width - fixed - reference
    const widths: [TColumn['key'], number, TColumn['align']][] = [
      ['date', date, 'left'],
      ['type', type, 'left'],
      ['reference', reference, 'left'],
      ['description', description, 'left'],
      ['debit', debit, 'right'],
      ['credit', credit, 'right'],
      ['balance', balance, 'right'],
    ]
    let x = left
    return widths.map(([key, columnWidth, align]) => {
      const column = { key, x, width: columnWidth, align }
      x += columnWidth + GAP
      return column
    })
  }
}
