import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bankAmount,
  bankDate,
  describeBankProblem,
  invoiceNumbersIn,
  MAX_BANK_ROWS,
  parseBankCsv,
  type TBankRow,
} from './bank-statement'
import { documentNumber } from './invoices'

const csv = (...lines: string[]) => lines.join('\n')
const row = (fields: Partial<TBankRow> & Pick<TBankRow, 'line' | 'date' | 'amount'>): TBankRow => ({
  currency: 'EUR',
  reference: '',
  payer: '',
  ...fields,
})

describe('reading an English export', () => {
  it('reads credits by their column names, in minor units', () => {
    const result = parseBankCsv(
      csv(
        'Date,Description,Amount,Currency,Counterparty',
        '2026-11-30,INV-2026-00042,1250.00,EUR,Lotus Travel',
        '2026-12-01,Payment INV-2026-00043,"1,234.56",USD,Blue Lagoon Tours Ltd',
      ),
    )
    expect(result).toEqual({
      rows: [
        row({ line: 2, date: '2026-11-30', amount: 125_000, reference: 'INV-2026-00042', payer: 'Lotus Travel' }),
        row({
          line: 3,
          date: '2026-12-01',
          amount: 123_456,
          currency: 'USD',
          reference: 'Payment INV-2026-00043',
          payer: 'Blue Lagoon Tours Ltd',
        }),
      ],
      problems: [],
      skipped: 0,
    })
  })

  it('reads a BOM and CRLF line ends, and columns in any order and case', () => {
    const text = '\uFEFFAMOUNT,reference,BOOKING DATE\r\n99.90,INV-2026-00001,30/11/2026\r\n'
    expect(parseBankCsv(text, 'GBP').rows).toEqual([
      row({ line: 2, date: '2026-11-30', amount: 9_990, currency: 'GBP', reference: 'INV-2026-00001' }),
    ])
  })

  it('reads the lone CR line ends of old exports', () => {
    const text = 'Date,Reference,Amount\r2026-11-30,"a\rb",1.00\r2026-11-30,c,2.00\r'
    expect(parseBankCsv(text, 'AUD').rows).toEqual([
      row({ line: 2, date: '2026-11-30', amount: 100, currency: 'AUD', reference: 'a b' }),
      row({ line: 4, date: '2026-11-30', amount: 200, currency: 'AUD', reference: 'c' }),
    ])
  })

  it('reads a tab-separated export', () => {
    const text = csv(
      'Value date\tAmount\tCurrency\tRemittance information\tPayer',
      '2026/11/30\t1,500.00\tSGD\tINV 2026 7\tACME',
    )
    expect(parseBankCsv(text).rows).toEqual([
      row({ line: 2, date: '2026-11-30', amount: 150_000, currency: 'SGD', reference: 'INV 2026 7', payer: 'ACME' }),
    ])
  })

  it('finds the header below lines of account details', () => {
    const text = csv(
      'Account,GB29 NWBK 6016 1331 9268 19',
      'Period,01/11/2026 - 30/11/2026',
      '',
      'Date,Reference,Amount,Currency',
      '01/11/2026,INV-2026-00010,10.00,GBP',
    )
    expect(parseBankCsv(text).rows).toEqual([
      row({ line: 5, date: '2026-11-01', amount: 1_000, currency: 'GBP', reference: 'INV-2026-00010' }),
    ])
  })

  it('joins several reference columns with a space', () => {
    const text = csv(
      'Date;Reference;Details;Amount',
      '2026-11-30;INV-2026-00041;;10,00',
      '2026-11-30;INV-2026-00042;deposit;5',
    )
    expect(parseBankCsv(text, 'EUR').rows.map((bank) => bank.reference)).toEqual([
      'INV-2026-00041',
      'INV-2026-00042 deposit',
    ])
  })
})

describe('quoting (RFC 4180)', () => {
  it('keeps delimiters and doubled quotes inside quoted fields', () => {
    const text = csv(
      'Date,Reference,Amount,Currency,Payer',
      '2026-11-30,"INV-2026-00041, INV-2026-00042","2,000.00",EUR,"Lotus ""Travel"", Hanoi"',
    )
    expect(parseBankCsv(text).rows).toEqual([
      row({
        line: 2,
        date: '2026-11-30',
        amount: 200_000,
        reference: 'INV-2026-00041, INV-2026-00042',
        payer: 'Lotus "Travel", Hanoi',
      }),
    ])
  })

  it('reads line breaks inside quotes as spaces and counts the lines of the file', () => {
    const text = csv(
      'Date,Reference,Amount,Currency',
      '2026-11-30,"INV-2026-00041',
      'INV-2026-00042",10.00,EUR',
      '2026-12-01,"a\r\nb",20.00,EUR',
      '2026-12-02,x,30.00,EUR',
    )
    const { rows, problems } = parseBankCsv(text)
    expect(problems).toEqual([])
    expect(rows.map(({ line, reference }) => ({ line, reference }))).toEqual([
      { line: 2, reference: 'INV-2026-00041 INV-2026-00042' },
      { line: 4, reference: 'a b' },
      { line: 6, reference: 'x' },
    ])
  })

  it('allows spaces before an opening quote and empty quoted fields', () => {
    const text = csv('Date, Reference, Amount, Currency, Payer', '2026-11-30, "INV-2026-00042, balance", 5.00, EUR, ""')
    expect(parseBankCsv(text).rows).toEqual([
      row({ line: 2, date: '2026-11-30', amount: 500, reference: 'INV-2026-00042, balance' }),
    ])
  })

  it('reports a quote never closed, with the rows before it read', () => {
    const text = csv('Date,Reference,Amount', '2026-11-30,ok,1.00', '2026-11-30,"broken,2.00', '2026-11-30,lost,3.00')
    const result = parseBankCsv(text, 'EUR')
    expect(result.rows.map((bank) => bank.amount)).toEqual([100])
    expect(result.problems).toEqual([{ line: 3, message: expect.stringMatching(/not closed/) }])
  })
})

describe('German and French exports', () => {
  it('reads a German export: semicolons, decimal commas, dates with points, quoted cells', () => {
    const text = csv(
      '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung"',
      '"DE89370400440532013000";"30.11.26";"01.12.26";"GUTSCHRIFT";"Rechnung INV-2026-00042";"Reisebüro Müller GmbH";"1.234,56";"EUR"',
      '"DE89370400440532013000";"30.11.26";"30.11.26";"LASTSCHRIFT";"Miete";"Vermieter";"-850,00";"EUR"',
    )
    expect(parseBankCsv(text)).toEqual({
      rows: [
        row({
          line: 2,
          date: '2026-11-30',
          amount: 123_456,
          reference: 'Rechnung INV-2026-00042',
          payer: 'Reisebüro Müller GmbH',
        }),
      ],
      problems: [],
      skipped: 1,
    })
  })

  it('reads the German names with umlauts, and the currency from "Betrag (EUR)"', () => {
    const text = csv('Datum;Auftraggeber;Verwendungszweck;Betrag (EUR)', '30.11.2026;Reisen AG;INV-2026-00001;1 500,00')
    expect(parseBankCsv(text, 'USD').rows).toEqual([
      row({ line: 2, date: '2026-11-30', amount: 150_000, reference: 'INV-2026-00001', payer: 'Reisen AG' }),
    ])
    const withCurrency = csv('Buchungstag;Verwendungszweck;Betrag;Währung', '30.11.2026;INV-2026-00001;12,5;THB')
    expect(parseBankCsv(withCurrency).rows[0]).toMatchObject({ amount: 1_250, currency: 'THB' })
  })

  it('reads a French export with debit and credit columns', () => {
    const text = csv(
      'Date opération;Date de valeur;Libellé;Émetteur;Débit euros;Crédit euros;',
      '30/11/2026;01/12/2026;VIR SEPA INV-2026-00042;VOYAGES LEBLANC;;2 400,00;',
      '01/12/2026;01/12/2026;PRLV FRAIS BANCAIRES;;12,50;;',
      '02/12/2026;02/12/2026;VIR INV/2026/00043;AGENCE SOLEIL;;99,99;',
    )
    expect(parseBankCsv(text)).toEqual({
      rows: [
        row({
          line: 2,
          date: '2026-11-30',
          amount: 240_000,
          reference: 'VIR SEPA INV-2026-00042',
          payer: 'VOYAGES LEBLANC',
        }),
        row({ line: 4, date: '2026-12-02', amount: 9_999, reference: 'VIR INV/2026/00043', payer: 'AGENCE SOLEIL' }),
      ],
      problems: [],
      skipped: 1,
    })
  })

  it('reads Montant, Devise and Communication', () => {
    const text = csv(
      'Date;Montant;Devise;Communication',
      '30/11/2026;-1 000,00;EUR;loyer',
      '30/11/2026;1 000,00;EUR;INV-2026-00005',
    )
    expect(parseBankCsv(text)).toMatchObject({ rows: [{ amount: 100_000, reference: 'INV-2026-00005' }], skipped: 1 })
  })
})

describe('what is refused', () => {
  it('a file with no recognisable header: one problem naming the columns it needs, no rows', () => {
    const result = parseBankCsv(csv('When,How much,What', '2026-11-30,10.00,INV-2026-00001'), 'EUR')
    expect(result.rows).toEqual([])
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]?.message).toMatch(/date column.*amount column.*reference column/)
    expect(parseBankCsv('').problems).toEqual([{ line: 1, message: 'The file is empty' }])
    expect(parseBankCsv('\uFEFF\r\n\r\n').problems).toEqual([{ line: 1, message: 'The file is empty' }])
  })

  it('a file without a currency column when no currency is given', () => {
    const text = csv('Date,Reference,Amount', '2026-11-30,INV-2026-00001,10.00')
    expect(parseBankCsv(text)).toEqual({
      rows: [],
      problems: [{ line: 1, message: expect.stringMatching(/no currency column/) }],
      skipped: 0,
    })
    expect(parseBankCsv(text, 'EUR').rows).toHaveLength(1)
  })

  it('lines it cannot read are problems of their own line, the others are read', () => {
    const text = csv(
      'Date,Reference,Amount,Currency',
      '31.02.2026,impossible,10.00,EUR',
      'yesterday,no date,10.00,EUR',
      '2026-11-30,half a cent,10.005,EUR',
      '2026-11-30,no amount,,EUR',
      '2026-11-30,not a number,ten,EUR',
      '2026-11-30,unknown currency,10.00,XYZ',
      '2026-11-30,too few',
      '2026-11-30,fine,10.00,EUR',
    )
    const result = parseBankCsv(text)
    expect(result.rows.map((bank) => bank.line)).toEqual([9])
    expect(result.problems.map(describeBankProblem)).toEqual([
      'Line 2: The date "31.02.2026" is not a day of the calendar',
      'Line 3: "yesterday" is not a date: write 30.11.2026 or 2026-11-30',
      'Line 4: "10.005" is ambiguous: 10005, or 3 decimals where EUR has 2',
      'Line 5: The amount is empty',
      'Line 6: "ten" is not an amount',
      'Line 7: "XYZ" is not a currency Monsoon invoices in',
      "Line 8: The line has 2 of the header's 4 fields",
    ])
  })
})

describe('dates', () => {
  it('are read ISO, year first with slashes, or day first as European banks write them', () => {
    for (const written of [
      '2026-11-30',
      '2026/11/30',
      '30.11.2026',
      '30/11/2026',
      '30-11-2026',
      '30.11.26',
      ' 30.11.2026 ',
    ])
      expect(bankDate(written)).toEqual({ date: '2026-11-30' })
    expect(bankDate('1.2.2027')).toEqual({ date: '2027-02-01' })
    expect(bankDate('30.11.2026 14:02')).toEqual({ date: '2026-11-30' })
    expect(bankDate('2026-11-30T14:02:00Z')).toEqual({ date: '2026-11-30' })
  })

  it('an impossible or out-of-range date is a problem, never an exception', () => {
    expect(bankDate('31.02.2026')).toEqual({ problem: 'The date "31.02.2026" is not a day of the calendar' })
    expect(bankDate('29.02.2027')).toHaveProperty('problem')
    expect(bankDate('29.02.2028')).toEqual({ date: '2028-02-29' })
    expect(bankDate('11/30/2026')).toHaveProperty('problem') // month first: not how these banks write it
    expect(bankDate('2026-13-01')).toHaveProperty('problem')
    expect(bankDate('01.01.1999')).toEqual({ problem: expect.stringMatching(/between 2000-01-01 and 2099-12-31/) })
    expect(bankDate('')).toEqual({ problem: 'The date is empty' })
    expect(bankDate('20261130')).toHaveProperty('problem')
  })
})

describe('amounts', () => {
  const eur = (text: string) => bankAmount(text, 'EUR')

  it('are read in every notation, the decimal separator decided per value', () => {
    const cases: [string, number][] = [
      ['1234.56', 123_456],
      ['1,234.56', 123_456],
      ['1.234,56', 123_456],
      ['1 234,56', 123_456],
      ['1\u00a0234,56', 123_456],
      ['1\u202f234,56', 123_456],
      ["1'234.56", 123_456],
      ['1,234,567.89', 123_456_789],
      ['1.234.567,89', 123_456_789],
      ['1234,5', 123_450],
      ['12', 1_200],
      ['0.01', 1],
      ['+50.00', 5_000],
      ['1.234.567', 123_456_700],
      ['-50.00', -5_000],
      ['50,00-', -5_000],
      ['(50.00)', -5_000],
      ['\u221250.00', -5_000],
    ]
    for (const [text, amount] of cases) expect(eur(text), text).toEqual({ amount })
  })

  it('are exact where a float is not', () => {
    // 1.15 * 100 is 114.99999999999999 and 4.35 * 100 is 434.99999999999994 in floating point.
    expect(eur('1.15')).toEqual({ amount: 115 })
    expect(eur('4,35')).toEqual({ amount: 435 })
    expect(eur('90071992547409.91')).toEqual({ amount: 9_007_199_254_740_991 })
    expect(eur('90071992547409.92')).toEqual({ problem: 'The amount is too large to be a payment' })
  })

  it('fractional minor units are a problem; VND has none', () => {
    expect(eur('10.0051')).toEqual({ problem: 'The amount has 4 decimals; EUR has 2' })
    expect(eur('12,345')).toEqual({ problem: '"12,345" is ambiguous: 12345, or 3 decimals where EUR has 2' })
    expect(eur('10.050')).toHaveProperty('problem') // 10050 in Germany, 10.05 in England
    expect(eur('10.050,00')).toEqual({ amount: 1_005_000 })
    expect(eur('0.500')).toEqual({ amount: 50 }) // no thousands group starts with 0
    // Without decimals a lone separator before three digits can only group thousands.
    expect(bankAmount('500,000', 'VND')).toEqual({ amount: 500_000 })
    expect(bankAmount('500.000', 'VND')).toEqual({ amount: 500_000 })
    expect(bankAmount('1.500.000', 'VND')).toEqual({ amount: 1_500_000 })
    expect(bankAmount('1,500,000', 'VND')).toEqual({ amount: 1_500_000 })
    expect(bankAmount('1500000.00', 'VND')).toEqual({ amount: 1_500_000 }) // zeros some banks print for every currency
    expect(bankAmount('1500000,50', 'VND')).toEqual({ problem: 'The amount has 2 decimals; VND has 0' })
  })

  it('text that is no amount is a problem', () => {
    for (const text of [
      '',
      'ten',
      '1.2.3',
      '1,23.45',
      '1.234.56',
      '12.34.567',
      '.50',
      '50.',
      '--5',
      '-(5)',
      '1e3',
      '€ 5',
    ])
      expect(eur(text), text).toHaveProperty('problem')
  })

  it('debits and zero are skipped and counted, not problems', () => {
    const text = csv(
      'Date,Reference,Amount,Currency',
      '2026-11-30,bank fee,-12.50,EUR',
      '2026-11-30,refund,(100.00),EUR',
      '31.02.2026,debit with a bad date,-1.00,EUR',
      '2026-11-30,nothing,0.00,EUR',
      '2026-11-30,INV-2026-00042,100.00,EUR',
    )
    expect(parseBankCsv(text)).toMatchObject({ rows: [{ line: 6, amount: 10_000 }], problems: [], skipped: 4 })
  })

  it('any amount reads the same written the English, German or French way', () => {
    const group = (whole: number, separator: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const whole = Math.floor(amount / 100)
        const cents = String(amount % 100).padStart(2, '0')
        for (const written of [
          `${group(whole, ',')}.${cents}`,
          `${group(whole, '.')},${cents}`,
          `${group(whole, ' ')},${cents}`,
          `${whole}.${cents}`,
        ])
          expect(bankAmount(written, 'EUR'), written).toEqual({ amount })
        expect(bankAmount(group(amount, '.'), 'VND')).toEqual({ amount })
        expect(bankAmount(group(amount, ','), 'VND')).toEqual({ amount })
      }),
    )
  })
})

describe('limits and hostile input', () => {
  it('reads at most 5,000 data rows and says the rest was not read', () => {
    const lines = ['Date,Reference,Amount,Currency']
    for (let index = 0; index < MAX_BANK_ROWS + 10; index++) lines.push(`2026-11-30,INV-2026-${index + 1},1.00,EUR`)
    const result = parseBankCsv(csv(...lines))
    expect(result.rows).toHaveLength(MAX_BANK_ROWS)
    expect(result.problems).toEqual([{ line: MAX_BANK_ROWS + 2, message: expect.stringMatching(/first 5,000 rows/) }])
  })

  it('empty lines are skipped and do not count', () => {
    const text = csv(
      'Date,Reference,Amount,Currency',
      '',
      '2026-11-30,a,1.00,EUR',
      ' ',
      ',,,',
      '2026-11-30,b,2.00,EUR',
      '',
    )
    expect(parseBankCsv(text)).toMatchObject({ rows: [{ line: 3 }, { line: 6 }], problems: [], skipped: 0 })
  })

  it('strips NUL bytes and control characters from text fields', () => {
    const text = csv(
      'Date,Reference,Amount,Currency,Payer',
      '2026-11-30,INV\u0000-2026-00042\u0007\u001b[31m,1\u00000.00,EUR,Lotus\u0000 \u0085Travel\u009b',
    )
    expect(parseBankCsv(text).rows).toEqual([
      row({ line: 2, date: '2026-11-30', amount: 1_000, reference: 'INV-2026-00042[31m', payer: 'Lotus Travel' }),
    ])
  })

  it('reads a UTF-16 export decoded as UTF-8, its NULs dropped', () => {
    const text = [...'Date,Reference,Amount\n2026-11-30,INV-2026-00042,5.00\n'].map((char) => `${char}\u0000`).join('')
    expect(parseBankCsv(text, 'EUR').rows).toEqual([
      row({ line: 2, date: '2026-11-30', amount: 500, reference: 'INV-2026-00042' }),
    ])
  })

  it('cuts a reference longer than 500 characters', () => {
    const long = `INV-2026-00042 ${'x'.repeat(2_000)}`
    const [bank] = parseBankCsv(csv('Date,Reference,Amount,Currency', `2026-11-30,${long},1.00,EUR`)).rows
    expect(bank?.reference).toHaveLength(500)
    expect(bank?.reference.startsWith('INV-2026-00042 xxx')).toBe(true)
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string(), fc.constantFrom('Date', 'Amount', 'Reference', '"', ',', ';', '\t', '\n', '\r')),
          {
            maxLength: 40,
          },
        ),
        (parts) => {
          const result = parseBankCsv(parts.join(''), 'EUR')
          for (const bank of result.rows) expect(Number.isSafeInteger(bank.amount) && bank.amount > 0).toBe(true)
        },
      ),
    )
  })

  it('any reference written with RFC 4180 quoting reads back', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'Z', '7', '"', ',', ';', '\t', '-', 'é'), minLength: 1 })
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const reference = words.join(' ').replace(/\s+/g, ' ').trim()
        fc.pre(reference !== '')
        const quoted = `"${reference.replaceAll('"', '""')}"`
        const result = parseBankCsv(csv('Date,Reference,Amount,Currency', `2026-11-30,${quoted},1.00,EUR`))
        expect(result.rows[0]?.reference).toBe(reference)
      }),
    )
  })
})

describe('invoice numbers in a reference', () => {
  it('are read in the forms people type, as Monsoon writes them', () => {
    const cases: [string, string[]][] = [
      ['INV-2026-00042', ['INV-2026-00042']],
      ['inv 2026 42', ['INV-2026-00042']],
      ['INV2026-00042', ['INV-2026-00042']],
      ['INV/2026/00042', ['INV-2026-00042']],
      ['INV_2026_00042', ['INV-2026-00042']],
      ['INV202600042', ['INV-2026-00042']],
      ['Rechnung INV-2026-00042', ['INV-2026-00042']],
      ['EREF+INV-2026-00042 SVWZ+Zahlung', ['INV-2026-00042']],
      ['Invoice inv-2026-42.', ['INV-2026-00042']],
      ['INV-2026-123456', ['INV-2026-123456']],
      ['INV-2026-00041 + INV-2026-00042', ['INV-2026-00041', 'INV-2026-00042']],
      ['INV-2026-00042,INV-2026-00041;inv 2026 42', ['INV-2026-00042', 'INV-2026-00041']],
    ]
    for (const [reference, numbers] of cases) expect(invoiceNumbersIn(reference), reference).toEqual(numbers)
  })

  it('never a credit note, nor a number inside a longer word or number', () => {
    for (const reference of [
      'CN-2026-00007',
      'Credit note CN/2026/00007',
      'XINV-2026-00042',
      'INV-2026-00042X',
      'INV-2026-1234567',
      '9INV-2026-00042',
      'INV-20261-00042',
      'INV-2026-00000',
      'INV-1999-00042',
      'INV 2026',
      'invoice 2026 42',
      'INVENTORY 2026',
      '',
    ])
      expect(invoiceNumbersIn(reference), reference).toEqual([])
    expect(invoiceNumbersIn('CN-2026-00007 against INV-2026-00042')).toEqual(['INV-2026-00042'])
  })

  it('any invoice number reads back from the forms people type', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 999_999 }),
        fc.constantFrom('-', ' ', '/', '', ' - '),
        (year, seq, separator) => {
          const number = documentNumber('invoice', year, seq)
          const typed = `Payment INV${separator}${year}${separator || '-'}${seq} thanks`
          expect(invoiceNumbersIn(typed)).toEqual([number])
          expect(invoiceNumbersIn(`ref ${number.toLowerCase()}`)).toEqual([number])
        },
      ),
    )
  })
})
