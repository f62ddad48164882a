import { describe, expect, it } from 'vitest'
import type { TStatementEntry } from '@/domain/invoices'
import { statementCsv, statementSections, type TOpenInvoice, type TStatement } from './statement'

type TEntry = TStatementEntry & { currency: string }

const entry = (date: string, kind: TEntry['kind'], amount: number, more: Partial<TEntry> = {}): TEntry => ({
  date,
  kind,
  amount,
  currency: 'USD',
  reference: `${kind}-${date}`,
  description: `${kind} of ${date}`,
  ...more,
})

const AGENCY = { name: 'Lotus Travel GmbH', address: 'Hauptstraße 12, München', taxId: 'DE123', email: 'a@lotus.de' }
const NO_AGEING = { current: 0, days30: 0, days60: 0, days90: 0, over90: 0 }

/** RFC 4180 read back: rows of fields, quotes undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        value += '"'
        index++
      } else if (char === '"') quoted = false
      else value += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(value)
      value = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(value)
      rows.push(row)
      row = []
      value = ''
      index++
    } else value += char
  }
  expect(value, 'the file ends with CRLF').toBe('')
  expect(row).toEqual([])
  return rows
}

describe('statementSections (issue 57)', () => {
  const entries = [
    // Before the period: 1,000.00 invoiced, 400.00 paid, 600.00 brought forward.
    entry('2026-08-10', 'invoice', 100_000),
    entry('2026-08-20', 'payment', 40_000),
    // The period.
    entry('2026-09-01', 'invoice', 50_000, { reference: 'INV-2026-00002' }),
    entry('2026-09-10', 'credit_note', 10_000),
    // A payment and an invoice on one day: the invoice first.
    entry('2026-10-01', 'payment', 70_000),
    entry('2026-10-01', 'invoice', 5_000, { reference: 'INV-2026-00003' }),
    entry('2026-11-30', 'invoice', 1_000, { reference: 'INV-2026-00004' }),
    // After the statement's day.
    entry('2026-12-01', 'invoice', 999_999, { reference: 'INV-2026-00005' }),
    entry('2026-12-02', 'payment', 20_000),
  ]

  it('runs the balance from the balance brought forward before `from`, up to and including `to`', () => {
    const [usd, ...others] = statementSections({ entries, openInvoices: [], from: '2026-09-01', to: '2026-11-30' })
    expect(others).toEqual([])
    expect(usd?.currency).toBe('USD')
    expect(usd?.opening).toBe(60_000)
    expect(usd?.lines.map((line) => [line.date, line.kind, line.debit, line.credit, line.balance])).toEqual([
      ['2026-09-01', 'invoice', 50_000, 0, 110_000],
      ['2026-09-10', 'credit_note', 0, 10_000, 100_000],
      ['2026-10-01', 'invoice', 5_000, 0, 105_000],
      ['2026-10-01', 'payment', 0, 70_000, 35_000],
      ['2026-11-30', 'invoice', 1_000, 0, 36_000],
    ])
    expect(usd?.closing).toBe(36_000)
  })

  it('starts from nothing when `from` is null, and leaves out what comes after `to`', () => {
    const [usd] = statementSections({ entries, openInvoices: [], from: null, to: '2026-11-30' })
    expect(usd?.opening).toBe(0)
    expect(usd?.lines).toHaveLength(7)
    expect(usd?.lines.map((line) => line.reference)).not.toContain('INV-2026-00005')
    expect(usd?.lines.every((line) => line.date <= '2026-11-30')).toBe(true)
    expect(usd?.closing).toBe(36_000)
  })

  it('counts an entry on `from` in the period, not in the balance brought forward', () => {
    const [usd] = statementSections({ entries, openInvoices: [], from: '2026-08-20', to: '2026-08-31' })
    expect(usd?.opening).toBe(100_000)
    expect(usd?.lines.map((line) => line.kind)).toEqual(['payment'])
    expect(usd?.closing).toBe(60_000)
  })

  it('carries the balance brought forward as the closing balance of a period without entries', () => {
    const [usd] = statementSections({ entries, openInvoices: [], from: '2026-11-01', to: '2026-11-15' })
    expect(usd).toMatchObject({ opening: 35_000, lines: [], closing: 35_000 })
  })

  it('makes one section per currency, alphabetically, each with its own balance', () => {
    const sections = statementSections({
      entries: [
        ...entries,
        entry('2026-09-05', 'invoice', 2_500_000, { currency: 'VND' }),
        entry('2026-08-01', 'invoice', 20_000, { currency: 'EUR' }),
        entry('2026-09-15', 'payment', 5_000, { currency: 'EUR' }),
        entry('2026-10-20', 'payment', 1_000_000, { currency: 'VND' }),
      ],
      openInvoices: [],
      from: '2026-09-01',
      to: '2026-11-30',
    })
    expect(sections.map((section) => section.currency)).toEqual(['EUR', 'USD', 'VND'])
    const [eur, usd, vnd] = sections
    expect(eur).toMatchObject({ opening: 20_000, closing: 15_000 })
    expect(eur?.lines.map((line) => line.balance)).toEqual([15_000])
    expect(usd).toMatchObject({ opening: 60_000, closing: 36_000 })
    expect(vnd).toMatchObject({ opening: 0, closing: 1_500_000 })
    expect(vnd?.lines.map((line) => line.balance)).toEqual([2_500_000, 1_500_000])
  })

  it('makes no section for a currency whose every entry comes after `to`', () => {
    const sections = statementSections({
      entries: [...entries, entry('2026-12-05', 'invoice', 30_000, { currency: 'EUR' })],
      openInvoices: [],
      from: null,
      to: '2026-11-30',
    })
    expect(sections.map((section) => section.currency)).toEqual(['USD'])
  })

  it('ages each currency’s open invoices on the statement’s day, and only them', () => {
    const openInvoices: TOpenInvoice[] = [
      // 300.00 of the deposit due 95 days before the 30th of November, the balance 45 days before.
      {
        currency: 'USD',
        schedule: [
          { kind: 'deposit', due: '2026-08-27', amount: 30_000 },
          { kind: 'balance', due: '2026-10-16', amount: 70_000 },
        ],
        paid: 0,
        open: 100_000,
      },
      // Due in December: current.
      { currency: 'USD', schedule: [{ kind: 'balance', due: '2026-12-20', amount: 5_000 }], paid: 0, open: 5_000 },
      // Half paid, the rest 10 days late.
      {
        currency: 'EUR',
        schedule: [{ kind: 'balance', due: '2026-11-20', amount: 20_000 }],
        paid: 10_000,
        open: 10_000,
      },
    ]
    const sections = statementSections({
      entries: [...entries, entry('2026-08-01', 'invoice', 20_000, { currency: 'EUR' })],
      openInvoices,
      from: '2026-09-01',
      to: '2026-11-30',
    })
    const byCurrency = Object.fromEntries(sections.map((section) => [section.currency, section.ageing]))
    expect(byCurrency.USD).toEqual({ ...NO_AGEING, current: 5_000, days60: 70_000, over90: 30_000 })
    expect(byCurrency.EUR).toEqual({ ...NO_AGEING, days30: 10_000 })
  })

  it('goes below zero when the agency paid more than it was invoiced', () => {
    const [usd] = statementSections({
      entries: [entry('2026-09-01', 'invoice', 10_000), entry('2026-09-02', 'payment', 15_000)],
      openInvoices: [],
      from: null,
      to: '2026-09-30',
    })
    expect(usd?.closing).toBe(-5_000)
  })
})

describe('statementCsv (issue 57)', () => {
  const statement = (sections: TStatement['sections'], from: string | null = '2026-09-01'): TStatement => ({
    agency: AGENCY,
    from,
    to: '2026-11-30',
    sections,
  })
  const usd = statementSections({
    entries: [
      entry('2026-08-01', 'invoice', 50_000),
      entry('2026-09-01', 'invoice', 123_456, {
        reference: 'INV-2026-00002',
        description: 'Hanoi, Ha Long "Paradise" cruise\nand Hội An',
      }),
      entry('2026-09-10', 'payment', 150_000, { reference: 'TT 42', description: '=HYPERLINK("http://evil")' }),
      entry('2026-09-11', 'credit_note', 5, { reference: 'CN-2026-00001', description: '+1 day, by request' }),
    ],
    openInvoices: [
      { currency: 'USD', schedule: [{ kind: 'balance', due: '2026-10-01', amount: 23_451 }], paid: 0, open: 23_451 },
    ],
    from: '2026-09-01',
    to: '2026-11-30',
  })

  it('is RFC 4180 with CRLF: a header, the balance brought forward, one row per entry, the ageing', () => {
    const csv = statementCsv(statement(usd))
    expect(csv.endsWith('\r\n')).toBe(true)
    const rows = parseCsv(csv)
    expect(rows[0]).toEqual(['Currency', 'Date', 'Type', 'Reference', 'Description', 'Debit', 'Credit', 'Balance'])
    expect(rows.slice(1, 5)).toEqual([
      ['USD', '2026-09-01', 'Brought forward', '', '', '', '', '500.00'],
      [
        'USD',
        '2026-09-01',
        'Invoice',
        'INV-2026-00002',
        'Hanoi, Ha Long "Paradise" cruise\nand Hội An',
        '1234.56',
        '',
        '1734.56',
      ],
      ['USD', '2026-09-10', 'Payment', 'TT 42', `'=HYPERLINK("http://evil")`, '', '1500.00', '234.56'],
      ['USD', '2026-09-11', 'Credit note', 'CN-2026-00001', "'+1 day, by request", '', '0.05', '234.51'],
    ])
    expect(rows.slice(5)).toEqual([
      ['USD', '2026-11-30', 'Ageing: Current', '', '', '', '', '0.00'],
      ['USD', '2026-11-30', 'Ageing: 1–30 days', '', '', '', '', '0.00'],
      ['USD', '2026-11-30', 'Ageing: 31–60 days', '', '', '', '', '234.51'],
      ['USD', '2026-11-30', 'Ageing: 61–90 days', '', '', '', '', '0.00'],
      ['USD', '2026-11-30', 'Ageing: Over 90 days', '', '', '', '', '0.00'],
    ])
    expect(rows.every((row) => row.length === 8)).toBe(true)
  })

  it('quotes a field with a comma, a quote or a line break, doubling the quotes', () => {
    const csv = statementCsv(statement(usd))
    expect(csv).toContain(',"Hanoi, Ha Long ""Paradise"" cruise\nand Hội An",')
    // A formula defused and quoted (it holds quotes), a plus sign defused and quoted (it holds a comma).
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil"")",`)
    expect(csv).toContain(`,"'+1 day, by request",`)
    expect(csv).not.toMatch(/,[=+@-]/)
  })

  it('defuses every character a spreadsheet starts a formula with', () => {
    const descriptions = ['=1+1', '+1', '-1+2', '@SUM(A1)', '\tTab', '\rReturn']
    const [section] = statementSections({
      entries: descriptions.map((description, index) =>
        entry(`2026-09-0${index + 1}`, 'invoice', 100, { description }),
      ),
      openInvoices: [],
      from: null,
      to: '2026-11-30',
    })
    const rows = parseCsv(statementCsv(statement(section ? [section] : [], null)))
    expect(rows.slice(2, 2 + descriptions.length).map((row) => row[4])).toEqual(
      descriptions.map((description) => `'${description}`),
    )
  })

  it('writes the dong without decimals, and an unknown currency in its minor units', () => {
    const [vnd, xyz] = statementSections({
      entries: [
        entry('2026-09-01', 'invoice', 12_500_000, { currency: 'VND' }),
        entry('2026-09-01', 'invoice', 1_234, { currency: 'XYZ' }),
      ],
      openInvoices: [],
      from: null,
      to: '2026-11-30',
    })
    const rows = parseCsv(
      statementCsv(
        statement(
          [vnd, xyz].filter((section) => section !== undefined),
          null,
        ),
      ),
    )
    expect(rows[1]).toEqual(['VND', '', 'Brought forward', '', '', '', '', '0'])
    expect(rows[2]?.slice(5)).toEqual(['12500000', '', '12500000'])
    expect(rows.find((row) => row[0] === 'XYZ' && row[2] === 'Invoice')?.slice(5)).toEqual(['1234', '', '1234'])
  })

  it('writes a balance in the agency’s favour as a negative number a spreadsheet reads as one', () => {
    const [section] = statementSections({
      entries: [entry('2026-09-01', 'invoice', 10_000), entry('2026-09-02', 'payment', 15_050)],
      openInvoices: [],
      from: null,
      to: '2026-11-30',
    })
    const rows = parseCsv(statementCsv(statement(section ? [section] : [], null)))
    expect(rows[3]).toEqual([
      'USD',
      '2026-09-02',
      'Payment',
      'payment-2026-09-02',
      'payment of 2026-09-02',
      '',
      '150.50',
      '-50.50',
    ])
  })

  it('is the header alone for a statement without sections', () => {
    expect(statementCsv(statement([]))).toBe('Currency,Date,Type,Reference,Description,Debit,Credit,Balance\r\n')
  })
})
