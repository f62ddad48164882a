import 'server-only'
import type { Payload } from 'payload'
import { isoDateWhy, type TIsoDate } from '@/domain/pricing/dates'
import { statementCsv } from '@/domain/statement'
import { AppError } from '@/lib/errors'
import type { TAuth } from '@/server/auth/sessions'
import { accountAgency, agencyStatement } from '@/server/finance/account'
import { payloadClient } from '@/server/payload'
import { renderStatementPdf } from './statement-pdf'

/** A statement's period from a query: `from` and `to` real days (either may be left out), `from` not after `to`. */
export function statementPeriod(query: URLSearchParams): { from: TIsoDate | null; to: TIsoDate | null } {
  const read = (name: 'from' | 'to') => {
    const value = query.get(name)
    if (!value) return null
    const why = isoDateWhy(value)
    if (why) throw new AppError('BAD_REQUEST', why, { fields: [{ field: name, words: why }] })
    return value as TIsoDate
  }
  return { from: read('from'), to: read('to') }
}

/** The agency's statement as a file: `format=csv`, or a PDF (`size=letter` or A4). */
export async function statementFile(
  payload: Payload,
  agencyId: string,
  query: URLSearchParams,
): Promise<{ fileName: string; type: string; body: Buffer }> {
  const statement = await agencyStatement(payload, agencyId, statementPeriod(query))
  if (query.get('format') === 'csv') {
    const safe = statement.agency.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'agency'
    return {
      fileName: `Statement ${safe} ${statement.to}.csv`,
      type: 'text/csv; charset=utf-8',
      // A byte-order mark: spreadsheets then read the accents and the currency signs as UTF-8.
      body: Buffer.from(`\uFEFF${statementCsv(statement)}`, 'utf8'),
    }
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const file = await renderStatementPdf({
    statement,
    company: { ...settings.invoicing, phone: settings.phone, email: settings.email },
    size: query.get('size') === 'letter' ? 'letter' : 'a4',
  })
  return { ...file, type: 'application/pdf' }
}

/** The partner API's statement file: the agency's admin, or its API key. */
export async function statementFileFor(auth: TAuth, query: URLSearchParams) {
  return statementFile(await payloadClient(), accountAgency(auth, 'account'), query)
}
