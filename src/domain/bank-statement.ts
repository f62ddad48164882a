import { documentNumber } from '@/domain/invoices'
import { DATE_RANGE, isIsoDate, type TIsoDate } from '@/domain/pricing/dates'
import { isCurrency, MINOR_DIGITS, type TCurrencyCode } from '@/domain/pricing/money'

/**
 * Bank statements: the CSV export of one of Monsoon's accounts, read for the transfers agencies
 * sent, and the invoice numbers their references name. Pure: the server reads the upload, records
 * each credit as a payment and allocates it; this only parses and matches.
 *
 * Every bank exports differently (delimiter, decimal comma or point, date order, column names in
 * its own language, lines of account details above the header), so columns are found by name and
 * every value is read on its own. What cannot be read is a problem of its line, never an exception:
 * finance staff fix the few lines by hand and keep the rest of the file.
 */

/** One credit on the account: money someone sent Monsoon. */
export type TBankRow = {
  /** The line of the file the row starts on, so staff can find it in the export. */
  line: number
  date: TIsoDate
  /** Minor units of `currency`, always more than 0: money leaving the account is no payment. */
  amount: number
  currency: TCurrencyCode
  /** The remittance text, where agencies write the invoice number. */
  reference: string
  /** Who sent the money, as the bank names them; '' when the export has no such column. */
  payer: string
}

export type TBankProblem = { line: number; message: string }

export type TBankStatement = {
  rows: TBankRow[]
  problems: TBankProblem[]
  /** Debits and zero amounts: lines read and rightly left out, so no one goes looking for them. */
  skipped: number
}

/** A month of a busy account is a few hundred lines; more is the wrong file, or one to split. */
export const MAX_BANK_ROWS = 5_000
/** SEPA remittance information is at most 140 characters; a longer field is noise, not a reference. */
export const MAX_BANK_TEXT = 500
/** How far down the header may be: banks put a few lines of account details above it. */
const HEADER_SCAN = 30
const DELIMITERS = [',', ';', '\t'] as const

type TRole = 'date' | 'amount' | 'credit' | 'currency' | 'reference' | 'payer'

/** The names banks give their columns, in English, German and French (compared without case or accents). */
const COLUMN_NAMES: Record<TRole, readonly string[]> = {
  date: [
    'Date',
    'Booking date',
    'Value date',
    'Transaction date',
    'Posting date',
    'Buchungstag',
    'Buchungsdatum',
    'Valuta',
    'Valutadatum',
    'Wertstellung',
    'Datum',
    'Date de valeur',
    'Date valeur',
    'Date opération',
    'Date comptable',
  ],
  amount: ['Amount', 'Transaction amount', 'Betrag', 'Umsatz', 'Montant'],
  // A column of credits alone, next to one of debits: its figures carry no sign.
  credit: ['Credit', 'Credit amount', 'Haben', 'Gutschrift', 'Crédit'],
  currency: ['Currency', 'Ccy', 'Währung', 'Waehrung', 'Devise'],
  reference: [
    'Reference',
    'Payment reference',
    'Description',
    'Remittance information',
    'Details',
    'Narrative',
    'Verwendungszweck',
    'Libellé',
    'Communication',
  ],
  payer: [
    'Payer',
    'Payer name',
    'Name',
    'Counterparty',
    'Counterparty name',
    'Auftraggeber',
    'Auftraggeber/Empfänger',
    'Beguenstigter/Zahlungspflichtiger',
    'Begünstigter/Zahlungspflichtiger',
    'Émetteur',
  ],
}

/** Words of a column name that say its currency, "Crédit euros", besides the ISO codes. */
const CURRENCY_WORDS = new Map<string, TCurrencyCode>([
  ['euro', 'EUR'],
  ['euros', 'EUR'],
])

/**
 * A column name as words without case, accents or punctuation, and the currency it names if any:
 * "Betrag (EUR)" is the column "betrag" in euros, "Date opération" is "date operation".
 */
function headerWords(cell: string): { key: string; currency: TCurrencyCode | null } {
  const words = cell
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  let currency: TCurrencyCode | null = null
  const kept = words.filter((word) => {
    const code = word.toUpperCase()
    const named = isCurrency(code) ? code : CURRENCY_WORDS.get(word)
    if (named) currency ??= named
    return !named
  })
  return { key: kept.join(' '), currency }
}

const ROLE_OF = new Map<string, TRole>(
  (Object.entries(COLUMN_NAMES) as [TRole, readonly string[]][]).flatMap(([role, names]) =>
    names.map((name) => [headerWords(name).key, role] as const),
  ),
)

/** Where each column is in a header. */
type TColumns = {
  date: number
  amount: number
  /** The amount column holds credits only (Credit, Haben, Crédit); an empty cell is a debit's line. */
  creditOnly: boolean
  currency: number | null
  /** Banks split the remittance text over several columns; all are read, in the file's order. */
  references: number[]
  payer: number | null
  /** The currency the amount column's name gives, "Betrag (EUR)". */
  named: TCurrencyCode | null
  /** How many fields a line needs for every column read. */
  width: number
  fields: number
  /** How many cells were recognised: between delimiters that both find a header, the better reading. */
  known: number
}

/** The columns of a header row, or null when the row is not one (a date, an amount and a reference at least). */
function columnsOf(header: readonly string[]): TColumns | null {
  const first = new Map<TRole, number>()
  const references: number[] = []
  header.forEach((cell, index) => {
    const role = ROLE_OF.get(headerWords(cell).key)
    if (role === 'reference') references.push(index)
    // The leftmost of several dates (booking, value): banks put the one they sort by first.
    else if (role && !first.has(role)) first.set(role, index)
  })
  const date = first.get('date')
  const amount = first.get('amount') ?? first.get('credit')
  if (date === undefined || amount === undefined || references.length === 0) return null
  const currency = first.get('currency') ?? null
  const payer = first.get('payer') ?? null
  return {
    date,
    amount,
    creditOnly: !first.has('amount'),
    currency,
    references,
    payer,
    named: headerWords(header[amount]).currency,
    width: Math.max(date, amount, currency ?? 0, payer ?? 0, ...references) + 1,
    fields: header.length,
    known: first.size + references.length,
  }
}

const NO_HEADER =
  'No header row found: the file needs a date column (Date, Booking date, Buchungstag, Date opération…), ' +
  'an amount column (Amount, Betrag, Montant, or a Credit column) and a reference column ' +
  `(Reference, Description, Verwendungszweck, Libellé…), named in a header row within its first ${HEADER_SCAN} lines`

type TRecord = { line: number; cells: string[]; unclosed: boolean }

/**
 * The records of a CSV text as RFC 4180 writes them: quoted fields may hold the delimiter, doubled
 * quotes and line breaks. Lenient where exports are sloppy: spaces before an opening quote, text
 * after a closing one, a quote inside an unquoted field. Lazy, so finding the header reads only the
 * top of the file.
 */
function* records(text: string, delimiter: string): Generator<TRecord> {
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let opened = false
  let line = 1
  let start = 1
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++
        cell += char
      }
    } else if (char === '"' && !opened && cell.trim() === '') {
      quoted = true
      opened = true
      cell = ''
    } else if (char === delimiter) {
      cells.push(cell)
      cell = ''
      opened = false
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++
      cells.push(cell)
      yield { line: start, cells, unclosed: false }
      cells = []
      cell = ''
      opened = false
      line++
      start = line
    } else cell += char
  }
  if (quoted || cells.length > 0 || cell !== '') yield { line: start, cells: [...cells, cell], unclosed: quoted }
}

/** The delimiter and header row: the first row some delimiter reads as one, the earliest and fullest. */
function findHeader(text: string): { delimiter: string; line: number; columns: TColumns } | null {
  let best: { delimiter: string; line: number; columns: TColumns } | null = null
  for (const delimiter of DELIMITERS) {
    let seen = 0
    for (const record of records(text, delimiter)) {
      if (++seen > HEADER_SCAN) break
      const columns = columnsOf(record.cells)
      if (!columns) continue
      const better =
        !best || record.line < best.line || (record.line === best.line && columns.known > best.columns.known)
      if (better) best = { delimiter, line: record.line, columns }
      break
    }
  }
  return best
}

/**
 * A text field as it is stored: line breaks and tabs inside a quoted field part words as they did;
 * NUL and other control characters, which no reference holds and which break logs and exports, go;
 * cut to `max` characters (whole code points).
 */
function cleanText(value: string, max = MAX_BANK_TEXT): string {
  const spaced = value.replace(/\s+/g, ' ')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const printable = spaced.replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
  const text = printable.replace(/ {2,}/g, ' ').trim()
  const chars = Array.from(text)
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : text
}

/** A value quoted in a problem: short and printable, whatever the file held. */
const shown = (value: string) => `"${cleanText(value, 40)}"`

/** A day as banks write it, as ISO: 2026-11-30, 2026/11/30, 30.11.2026, 30/11/2026, 30-11-2026, 30.11.26. */
export function bankDate(text: string): { date: TIsoDate } | { problem: string } {
  // Some exports add the time of the booking: "30.11.2026 14:02", "2026-11-30T14:02:00Z".
  const value = text.trim().replace(/(?:T|\s+)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/, '')
  if (!value) return { problem: 'The date is empty' }
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value)
  // Day first, as European banks write it; a two-digit year is this century's (Monsoon's dates all are).
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(value)
  const parts = yearFirst
    ? [yearFirst[1], yearFirst[2], yearFirst[3]]
    : dayFirst && [dayFirst[3].padStart(4, '20'), dayFirst[2], dayFirst[1]]
  if (!parts) return { problem: `${shown(text)} is not a date: write 30.11.2026 or 2026-11-30` }
  const [year, month, day] = parts
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  if (year < DATE_RANGE.first.slice(0, 4) || year > DATE_RANGE.last.slice(0, 4))
    return { problem: `The date ${shown(text)} is not between ${DATE_RANGE.first} and ${DATE_RANGE.last}` }
  if (!isIsoDate(iso)) return { problem: `The date ${shown(text)} is not a day of the calendar` }
  return { date: iso }
}

/**
 * A decimal as a bank wrote it, taken apart: digits only, nothing through a float. `grouped`: the one
 * separator in it, three digits before the end, may as well group thousands ("1.234", "500,000").
 */
type TDecimal = { written: string; negative: boolean; whole: string; fraction: string; grouped: boolean }

/** Thousands grouped in threes by `separator`, "1.234.567": the first group 1–3 digits, not starting with 0. */
const groups = (digits: string, separator: string) =>
  new RegExp(`^[1-9]\\d{0,2}(?:${separator === '.' ? '\\.' : separator}\\d{3})+$`).test(digits)

/**
 * Reads 1234.56, 1,234.56, 1.234,56, 1 234,56, 1'234.56, -50.00, 50.00-, (50.00). The last separator
 * decides: with the other one before it, it is the decimal separator; repeated, it groups thousands;
 * alone, it is the decimal separator, unless three digits follow it and it could group them, which
 * `minorUnits` settles by the currency.
 */
function decimalParts(text: string): TDecimal | null {
  let body = text.replace(/[\s'’]/g, '')
  const bracketed = /^\((.*)\)$/.exec(body)
  if (bracketed) body = bracketed[1]
  const match = /^([+\-\u2212]?)(\d[\d.,]*\d|\d)([+\-\u2212]?)$/.exec(body)
  if (!match || (match[1] && match[3]) || (bracketed && (match[1] || match[3]))) return null
  const written = text.trim()
  const negative = Boolean(bracketed) || /[-\u2212]/.test(match[1] + match[3])
  const number = match[2]
  const last = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','))
  if (last < 0) return { written, negative, whole: number, fraction: '', grouped: false }
  const separator = number[last]
  const other = separator === '.' ? ',' : '.'
  const head = number.slice(0, last)
  const tail = number.slice(last + 1)
  if (head.includes(other)) {
    if (head.includes(separator) || !groups(head, other)) return null
    return { written, negative, whole: head.replaceAll(other, ''), fraction: tail, grouped: false }
  }
  if (head.includes(separator)) {
    if (!groups(number, separator)) return null
    return { written, negative, whole: number.replaceAll(separator, ''), fraction: '', grouped: false }
  }
  return { written, negative, whole: head, fraction: tail, grouped: tail.length === 3 && groups(number, separator) }
}

/**
 * Minor units of `currency`, exactly, or why not. More decimals than the currency has is a problem
 * (half a cent is no payment), except zeros, which some banks print for every currency ("VND
 * 1500000.00"). A lone separator before three digits groups thousands in a currency without
 * decimals ("500,000" VND); in one with decimals it could be either ("10.005" is 10005 in Germany,
 * ten euros and half a cent in England), and a payment read a thousand times too large is worse than
 * a line staff check: it is a problem. Banks write the decimals of such currencies, so it is rare.
 */
function minorUnits(decimal: TDecimal, currency: TCurrencyCode): number | string {
  const digits = MINOR_DIGITS[currency]
  if (decimal.grouped && digits === 0)
    return minorUnits({ ...decimal, whole: decimal.whole + decimal.fraction, fraction: '', grouped: false }, currency)
  if (decimal.grouped)
    return `${shown(decimal.written)} is ambiguous: ${decimal.whole}${decimal.fraction}, or ${decimal.fraction.length} decimals where ${currency} has ${digits}`
  if (/[1-9]/.test(decimal.fraction.slice(digits)))
    return `The amount has ${decimal.fraction.length} decimals; ${currency} has ${digits}`
  const units = BigInt(decimal.whole + decimal.fraction.slice(0, digits).padEnd(digits, '0'))
  if (units > BigInt(Number.MAX_SAFE_INTEGER)) return 'The amount is too large to be a payment'
  return decimal.negative ? -Number(units) : Number(units)
}

/** An amount as a bank wrote it, in signed minor units of `currency`, or why it cannot be read. */
export function bankAmount(text: string, currency: TCurrencyCode): { amount: number } | { problem: string } {
  const decimal = decimalParts(text)
  if (!decimal) return { problem: text.trim() ? `${shown(text)} is not an amount` : 'The amount is empty' }
  const amount = minorUnits(decimal, currency)
  return typeof amount === 'string' ? { problem: amount } : { amount }
}

/** One data line: a credit, a problem, or a line rightly left out (a debit, nothing). */
function readRow(record: TRecord, columns: TColumns, fallback: TCurrencyCode | null): TBankRow | TBankProblem | null {
  const { line, cells } = record
  if (cells.length < columns.width)
    return { line, message: `The line has ${cells.length} of the header's ${columns.fields} fields` }
  const amountText = cells[columns.amount]
  if (columns.creditOnly && !amountText.trim()) return null
  const decimal = decimalParts(amountText)
  if (!decimal)
    return { line, message: amountText.trim() ? `${shown(amountText)} is not an amount` : 'The amount is empty' }
  if (decimal.negative || !/[1-9]/.test(decimal.whole + decimal.fraction)) return null
  const date = bankDate(cells[columns.date])
  if ('problem' in date) return { line, message: date.problem }
  const written = columns.currency === null ? '' : cleanText(cells[columns.currency]).toUpperCase()
  const currency = written || fallback
  if (!currency) return { line, message: 'The currency is empty' }
  if (!isCurrency(currency)) return { line, message: `${shown(currency)} is not a currency Monsoon invoices in` }
  const amount = minorUnits(decimal, currency)
  if (typeof amount === 'string') return { line, message: amount }
  const reference = cleanText(columns.references.map((index) => cells[index]).join(' '))
  const payer = columns.payer === null ? '' : cleanText(cells[columns.payer])
  return { line, date: date.date, amount, currency, reference, payer }
}

/**
 * The credits of a bank's CSV export. `defaultCurrency` is the account's, for exports with no
 * currency column (most banks export one account, in one currency, and say so only in the file
 * name); a currency in the amount column's name ("Betrag (EUR)") comes before it.
 */
export function parseBankCsv(text: string, defaultCurrency?: TCurrencyCode): TBankStatement {
  const statement: TBankStatement = { rows: [], problems: [], skipped: 0 }
  const refuse = (line: number, message: string) => ({ ...statement, problems: [{ line, message }] })
  // A NUL is never part of a bank's text, and would hide a delimiter or a digit from the reading.
  const source = text.replaceAll('\u0000', '').replace(/^\uFEFF/, '')
  if (!source.trim()) return refuse(1, 'The file is empty')
  const header = findHeader(source)
  if (!header) return refuse(1, NO_HEADER)
  const { columns } = header
  const fallback = columns.named ?? defaultCurrency ?? null
  if (columns.currency === null && !fallback)
    return refuse(header.line, 'The file has no currency column: say which currency the account is in')
  let count = 0
  for (const record of records(source, header.delimiter)) {
    if (record.line <= header.line) continue
    if (record.unclosed) {
      statement.problems.push({
        line: record.line,
        message: 'A quoted field is not closed: the rest of the file was not read',
      })
      break
    }
    if (record.cells.every((cell) => !cell.trim())) continue
    if (++count > MAX_BANK_ROWS) {
      const message = `Only the first ${MAX_BANK_ROWS.toLocaleString('en')} rows were read: this line and the rest were not. Split the file.`
      statement.problems.push({ line: record.line, message })
      break
    }
    const outcome = readRow(record, columns, fallback)
    if (outcome === null) statement.skipped++
    else if ('message' in outcome) statement.problems.push(outcome)
    else statement.rows.push(outcome)
  }
  return statement
}

/**
 * An invoice number as people type it into a bank reference: INV-2026-00042, inv 2026 42,
 * INV2026-00042, INV/2026/00042, INV202600042. Not inside a longer word or number ("XINV-…", "…000421"):
 * a separator between the year and the number, unless the number is the five padded digits.
 */
const INVOICE_IN_TEXT =
  /(?<![\p{L}\p{N}])INV[\s\-/_.:#–]{0,3}(20\d{2})(?:[\s\-/_.:#–]{1,3}(\d{1,6})|(\d{5}))(?![\p{L}\p{N}])/giu

/**
 * Every invoice number a reference names, as Monsoon writes it (INV-2026-00042), in the order found,
 * each once. Credit notes (CN-…) are never paid, so they are never named here.
 */
export function invoiceNumbersIn(reference: string): string[] {
  const found = new Set<string>()
  for (const match of reference.matchAll(INVOICE_IN_TEXT)) {
    const seq = Number(match[2] ?? match[3])
    if (seq >= 1) found.add(documentNumber('invoice', Number(match[1]), seq))
  }
  return [...found]
}

/** A problem as staff read it next to the file. */
export function describeBankProblem(problem: TBankProblem): string {
  return `Line ${problem.line}: ${problem.message}`
}
