import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import type { TStatementEntry } from '@/domain/invoices'
import { statementSections, type TStatement } from '@/domain/statement'
import { renderStatementPdf, type TStatementCompany } from './statement-pdf'

type TText = { text: string; x: number; right: number; y: number }

/** Each page's text runs with where they sit (y from the page's foot, as PDF counts), and the page's size. */
async function pagesOf(file: Buffer): Promise<{ size: [number, number]; texts: TText[] }[]> {
  const document = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false })
    .promise
  const pages: { size: [number, number]; texts: TText[] }[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    const texts = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str.trim(), x: item.transform[4], right: item.transform[4] + item.width, y: item.transform[5] }]
        : [],
    )
    pages.push({ size: [Math.round(page.view[2]), Math.round(page.view[3])], texts })
  }
  await document.destroy()
  return pages
}
const linesOf = (page: { texts: TText[] }) => page.texts.map((text) => text.text)

type TEntry = TStatementEntry & { currency: string }

const COMPANY: TStatementCompany = {
  legalName: 'Monsoon Destination Management Co., Ltd.',
  address: '25 Hàng Bông, Hoàn Kiếm, Hà Nội',
  taxId: '0101234567',
  bankDetails: 'Vietcombank Hà Nội · SWIFT BFTVVNVX',
  note: 'Please quote the invoice numbers with your payment.',
  phone: '+84 24 3123 4567',
  email: 'accounts@monsoon.example',
}
const AGENCY = {
  name: 'Lotus Travel GmbH',
  address: 'Hauptstraße 12\n80331 München',
  taxId: 'DE123456789',
  email: 'accounts@lotus.example',
}

function statementOf(entries: TEntry[], from: string | null = '2026-09-01'): TStatement {
  return {
    agency: AGENCY,
    from,
    to: '2026-11-30',
    sections: statementSections({
      entries,
      openInvoices: [
        { currency: 'USD', schedule: [{ kind: 'balance', due: '2026-10-15', amount: 36_000 }], paid: 0, open: 36_000 },
      ],
      from,
      to: '2026-11-30',
    }),
  }
}

const SMALL: TEntry[] = [
  {
    date: '2026-08-10',
    kind: 'invoice',
    reference: 'INV-2026-00001',
    description: 'Earlier',
    amount: 10_000,
    currency: 'USD',
  },
  {
    date: '2026-09-02',
    kind: 'invoice',
    reference: 'INV-2026-00002',
    description: 'HN-1042 · Hanoi and Ha Long',
    amount: 50_000,
    currency: 'USD',
  },
  {
    date: '2026-10-01',
    kind: 'payment',
    reference: 'TT 42',
    description: 'Payment for INV-2026-00002',
    amount: 24_000,
    currency: 'USD',
  },
]

/** `length` entries in USD and dong over a quarter, every seventh with a description of several lines. */
function longEntries(length: number): TEntry[] {
  return Array.from({ length }, (_, index) => {
    const currency = index % 2 ? 'VND' : 'USD'
    const kind = index % 5 === 4 ? 'payment' : index % 13 === 6 ? 'credit_note' : 'invoice'
    return {
      date: `2026-${String(9 + Math.floor((index * 3) / length)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
      kind,
      reference: `REF-${String(index).padStart(4, '0')}`,
      description:
        index % 7 === 0
          ? `Booking ${index} · ${'Ha Long Bay overnight cruise and a Hội An walking tour, '.repeat(4)}END${index}`
          : `Booking ${index}`,
      amount: currency === 'VND' ? 1_250_000_000 + index * 1_000 : 250_000 + index,
      currency,
    }
  })
}

describe('the statement of account as a PDF (issue 57)', () => {
  it('has Monsoon’s details, the agency, the period, the table, the closing balance, the ageing and where to pay', async () => {
    const { fileName, body } = await renderStatementPdf({ statement: statementOf(SMALL), company: COMPANY, size: 'a4' })
    expect(fileName).toBe('Statement Lotus Travel GmbH 2026-11-30.pdf')
    const pages = await pagesOf(body)
    expect(pages).toHaveLength(1)
    expect(pages[0]?.size).toEqual([595, 842])
    const lines = linesOf(pages[0] ?? { texts: [] })
    for (const text of [
      'Monsoon Destination Management Co., Ltd.',
      'Tax ID 0101234567',
      'Statement of account',
      'Lotus Travel GmbH',
      'Tax / VAT DE123456789',
      'accounts@lotus.example',
      'Account in USD',
      'Balance brought forward',
      'INV-2026-00002',
      'HN-1042 · Hanoi and Ha Long',
      'Balance due on 30 Nov 2026: 360.00 USD',
      '31–60 days',
      'Over 90 days',
      'Total',
      'Vietcombank Hà Nội · SWIFT BFTVVNVX',
      'Please quote the invoice numbers with your payment.',
      'Page 1 of 1',
    ])
      expect(lines.join('\n'), text).toContain(text)
    // "Sep" or "Sept", as the ICU of the Node that runs it spells September in British English.
    expect(lines.join('\n')).toMatch(/^From 1 Sept? 2026 to 30 Nov 2026$/m)
    expect(lines).toEqual(
      expect.arrayContaining(['Date', 'Type', 'Reference', 'Description', 'Debit', 'Credit', 'Balance']),
    )
    // Brought forward 100.00, 500.00 invoiced, 240.00 paid: the running balance.
    expect(lines).toEqual(expect.arrayContaining(['100.00', '500.00', '600.00', '240.00', '360.00']))
    // What came before the period is in the balance brought forward only.
    expect(lines).not.toContain('INV-2026-00001')
  })

  it('prints on Letter, “Up to” without a start, and a negative balance as in the agency’s favour', async () => {
    const entries: TEntry[] = [
      ...SMALL,
      {
        date: '2026-10-02',
        kind: 'payment',
        reference: 'TT 43',
        description: 'Too much',
        amount: 40_050,
        currency: 'USD',
      },
    ]
    const { body } = await renderStatementPdf({
      statement: statementOf(entries, null),
      company: COMPANY,
      size: 'letter',
    })
    const pages = await pagesOf(body)
    expect(pages[0]?.size).toEqual([612, 792])
    const text = pages.flatMap(linesOf).join('\n')
    expect(text).toContain('Up to 30 Nov 2026')
    expect(text).toContain('In your favour on 30 Nov 2026: 40.50 USD')
    expect(text).not.toContain('Balance due')
    expect(text).not.toContain('-40.50 USD')
  })

  it('says so when there is nothing to state, and makes a safe file name of any agency name', async () => {
    const statement: TStatement = {
      agency: { ...AGENCY, name: 'Lotus / Reisen: "Asia"?' },
      from: null,
      to: '2026-11-30',
      sections: [],
    }
    const { fileName, body } = await renderStatementPdf({ statement, company: {}, size: 'a4' })
    expect(fileName).toBe('Statement Lotus Reisen Asia 2026-11-30.pdf')
    const text = (await pagesOf(body)).flatMap(linesOf).join('\n')
    expect(text).toContain('No invoices or payments in this period.')
    expect(text).toContain('Monsoon Destination Management')
    expect(text).not.toContain('Bank details')
  })

  it('lays out each row as tall as its tallest cell, amounts right-aligned in their columns', async () => {
    const long = 'A very long description of a trip through the north of Vietnam and Laos. '.repeat(6)
    const entries: TEntry[] = [
      ...SMALL,
      {
        date: '2026-09-03',
        kind: 'invoice',
        reference: 'INV-2026-00003',
        description: `${long}THE END`,
        amount: 1_000,
        currency: 'USD',
      },
    ]
    const { body } = await renderStatementPdf({ statement: statementOf(entries), company: COMPANY, size: 'a4' })
    const [page] = await pagesOf(body)
    const texts = page?.texts ?? []
    const at = (text: string) => texts.find((item) => item.text === text || item.text.endsWith(text))
    // The next row (the payment of 1 October) starts below the description's last line.
    expect(at('THE END')?.y).toBeGreaterThan(at('01 Oct 2026')?.y ?? Number.POSITIVE_INFINITY)
    // Each balance ends where the column's heading ends.
    const heading = texts.filter((item) => item.text === 'Balance').at(0)
    const balances = ['100.00', '600.00', '610.00', '370.00'].map((amount) => at(amount))
    for (const balance of balances) expect(balance?.right).toBeCloseTo(heading?.right ?? 0, 0)
  })

  it('pages a 200-line statement in two currencies, the table’s heading on every page, “Page n of N” under each', async () => {
    for (const size of ['a4', 'letter'] as const) {
      const entries = longEntries(200)
      const statement = statementOf(entries, null)
      expect(statement.sections.map((section) => section.currency)).toEqual(['USD', 'VND'])
      const { body } = await renderStatementPdf({ statement, company: COMPANY, size })
      const pages = await pagesOf(body)
      // About 45 one-line rows a page, fewer with the long descriptions: 8 pages on A4, 9 on Letter.
      expect(pages.length, size).toBeGreaterThanOrEqual(6)
      expect(pages.length, size).toBeLessThanOrEqual(10)
      pages.forEach((page, index) => {
        const lines = linesOf(page)
        expect(
          lines.some((line) => line.endsWith(`Page ${index + 1} of ${pages.length}`)),
          `${size} page ${index + 1}`,
        ).toBe(true)
        if (lines.some((line) => line.startsWith('REF-'))) {
          expect(lines, `${size} page ${index + 1}`).toContain('Date')
          expect(lines, `${size} page ${index + 1}`).toContain('Balance')
        }
        // Nothing runs into the footer.
        const footer = page.texts.find((text) => text.text.includes(' · Page '))?.y ?? 0
        for (const text of page.texts) if (!text.text.includes(' · Page ')) expect(text.y).toBeGreaterThan(footer + 10)
      })
      // Every entry once, in its section's order, each row whole on one page (its reference and balance together).
      const all = pages.flatMap((page, index) => page.texts.map((text) => ({ ...text, page: index })))
      const references = all.filter((text) => /^REF-\d{4}$/.test(text.text))
      expect(references).toHaveLength(200)
      const order = statement.sections.flatMap((section) => section.lines.map((line) => line.reference))
      expect(references.map((text) => text.text)).toEqual(order)
      const ends = all.filter((item) => /\bEND\d+$/.test(item.text))
      expect(ends).toHaveLength(
        entries.filter((entry) => entry.description.startsWith('Booking') && entry.description.length > 50).length,
      )
      for (const text of ends) {
        const number = /\bEND(\d+)$/.exec(text.text)?.[1] ?? ''
        const reference = references.find((item) => item.text === `REF-${number.padStart(4, '0')}`)
        expect(reference?.page, `${size}: ${text.text}`).toBe(text.page)
      }
      expect(all.filter((text) => text.text === 'Account in VND')).toHaveLength(1)
      expect(all.some((text) => text.text === 'Account in USD (continued)')).toBe(true)
      expect(all.some((text) => text.text.startsWith('Balance due on 30 Nov 2026:') && text.text.endsWith('VND'))).toBe(
        true,
      )
    }
  })
})
