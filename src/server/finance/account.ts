import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import type { TDocumentKind, TInstalment, TInvoiceLine, TStatementEntry } from '@/domain/invoices'
import type { TIsoDate } from '@/domain/pricing/dates'
import { statementSections, type TBillParty, type TStatement } from '@/domain/statement'
import { AppError, type TErrorWords } from '@/lib/errors'
import { agencyOf, type TAuth } from '@/server/auth/sessions'
import { execute } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { billTo } from './invoices'

/**
 * An agency's account with Monsoon as its accountant reads it (issue 57, ADR 068): its invoices
 * and credit notes with where each stands, its payments with what is left of them, and its
 * statement. Plain reads: authorization is the caller's (src/api, the back office's actions).
 */

/** Where an invoice stands on a day: paid (or credited in full), due, or overdue. */
export type TStanding = 'paid' | 'credited' | 'due' | 'overdue'

export type TInvoiceView = {
  id: string
  number: string
  kind: TDocumentKind
  issuedOn: TIsoDate
  bookingId: string
  bookingCode: string
  bookingName: string
  currency: string
  total: number
  /** For a credit note: the invoice it credits. */
  credits: string | null
  reason: string | null
  paid: number
  credited: number
  open: number
  dueOn: TIsoDate | null
  dueAmount: number | null
  standing: TStanding | null
  schedule: TInstalment[]
  lines: TInvoiceLine[]
}

export const standingOf = (
  row: { kind: string; total: number; credited: number; open: number; dueOn: string | null },
  today: TIsoDate,
): TStanding | null => {
  if (row.kind !== 'invoice') return null
  if (row.credited >= row.total) return 'credited'
  if (row.open <= 0) return 'paid'
  return row.dueOn !== null && row.dueOn < today ? 'overdue' : 'due'
}

const day = (value: unknown): TIsoDate | null =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString().slice(0, 10)

/** The invoices and credit notes matching `where` (an SQL condition on `i`), newest first. */
export async function invoiceViews(
  payload: Payload,
  where: Parameters<typeof execute>[1],
  page: { limit: number; offset: number } = { limit: 500, offset: 0 },
): Promise<TInvoiceView[]> {
  const today = allotmentDay(new Date())
  const rows = await execute(
    payload,
    sql`select i.id, i.number, i.kind, i.issued_on, i.booking_id, b.code, b.name_tour, i.currency, i.total,
               i.credits_id, c.number as credits_number, i.reason, i.paid, i.credited, i.open, i.due_on, i.due_amount,
               i.schedule, i.lines
          from invoices i join bookings b on b.id = i.booking_id left join invoices c on c.id = i.credits_id
         where ${where}
         order by i.issued_on desc, i.number desc
         limit ${page.limit} offset ${page.offset}`,
  )
  return rows.map((row) => {
    const view = {
      id: String(row.id),
      number: String(row.number),
      kind: row.kind as TDocumentKind,
      issuedOn: day(row.issued_on) as TIsoDate,
      bookingId: String(row.booking_id),
      bookingCode: String(row.code ?? ''),
      bookingName: String(row.name_tour ?? ''),
      currency: String(row.currency),
      total: Number(row.total),
      credits: row.credits_number ? String(row.credits_number) : null,
      reason: row.reason ? String(row.reason) : null,
      paid: Number(row.paid ?? 0),
      credited: Number(row.credited ?? 0),
      open: Number(row.open ?? 0),
      dueOn: day(row.due_on),
      dueAmount: row.due_amount === null || row.due_amount === undefined ? null : Number(row.due_amount),
      schedule: (row.schedule ?? []) as TInstalment[],
      lines: (row.lines ?? []) as TInvoiceLine[],
    }
    return { ...view, standing: standingOf(view, today) }
  })
}

/** A booking's invoices and credit notes, newest first. */
export const bookingInvoices = (payload: Payload, bookingId: string) =>
  invoiceViews(payload, sql`i.booking_id = ${bookingId}::uuid`)

/** One of the agency's invoices or credit notes; another agency's is not found (404). */
export async function agencyInvoice(payload: Payload, agencyId: string, invoiceId: string): Promise<TInvoiceView> {
  const [view] = await invoiceViews(payload, sql`i.id = ${invoiceId}::uuid and i.agency_id = ${agencyId}::uuid`)
  if (!view) throw new AppError('NOT_FOUND', { key: 'noSuchInvoice' })
  return view
}

export type TPaymentView = {
  id: string
  receivedOn: TIsoDate
  amount: number
  currency: string
  method: string
  reference: string
  unallocated: number
  allocations: { invoice: string; amount: number }[]
}

/** The agency's payments, newest first, with what went to which invoice. */
export async function paymentViews(
  payload: Payload,
  agencyId: string,
  page: { limit: number; offset: number } = { limit: 500, offset: 0 },
): Promise<TPaymentView[]> {
  const rows = await execute(
    payload,
    sql`select p.id, p.received_on, p.amount, p.currency::text as currency, p.method::text as method, p.reference, p.unallocated,
               coalesce((select json_agg(json_build_object('invoice', i.number, 'amount', a.amount) order by a.created_at)
                           from payment_allocations a join invoices i on i.id = a.invoice_id where a.payment_id = p.id), '[]') as allocations
          from payments p where p.agency_id = ${agencyId}::uuid
         order by p.received_on desc, p.created_at desc
         limit ${page.limit} offset ${page.offset}`,
  )
  return rows.map((row) => ({
    id: String(row.id),
    receivedOn: day(row.received_on) as TIsoDate,
    amount: Number(row.amount),
    currency: String(row.currency),
    method: String(row.method),
    reference: String(row.reference),
    unallocated: Number(row.unallocated ?? row.amount),
    allocations: (row.allocations as { invoice: string; amount: number }[]).map((allocation) => ({
      invoice: allocation.invoice,
      amount: Number(allocation.amount),
    })),
  }))
}

/** The agency's billing details as they are today. */
async function billParty(payload: Payload, agencyId: string): Promise<TBillParty> {
  const agency = await payload.findByID({ collection: 'agencies', id: agencyId, depth: 0 }).catch(() => null)
  if (!agency) throw new AppError('NOT_FOUND', { key: 'noSuchAgency' })
  return billTo(agency)
}

/**
 * The agency's statement of account up to `to` (today when not given), from `from` (everything
 * when not given): invoices and credit notes on their issue day, payments on the day received.
 */
export async function agencyStatement(
  payload: Payload,
  agencyId: string,
  period: { from?: TIsoDate | null; to?: TIsoDate | null } = {},
): Promise<TStatement> {
  const to = period.to ?? allotmentDay(new Date())
  const from = period.from ?? null
  if (from && from > to) throw new AppError('BAD_REQUEST', { key: 'periodEndsBeforeStart' })
  const [agency, documents, payments] = await Promise.all([
    billParty(payload, agencyId),
    invoiceViews(payload, sql`i.agency_id = ${agencyId}::uuid and i.issued_on < (${to}::date + 1)`, {
      limit: 100_000,
      offset: 0,
    }),
    paymentViews(payload, agencyId, { limit: 100_000, offset: 0 }),
  ])
  const entries: (TStatementEntry & { currency: string })[] = [
    ...documents.map((document) => ({
      date: document.issuedOn,
      kind: document.kind,
      reference: document.number,
      description:
        document.kind === 'credit_note'
          ? `${document.bookingCode} · credits ${document.credits ?? ''}${document.reason ? ` · ${document.reason}` : ''}`
          : `${document.bookingCode} · ${document.bookingName}`,
      amount: document.total,
      currency: document.currency,
    })),
    ...payments.map((payment) => ({
      date: payment.receivedOn,
      kind: 'payment' as const,
      reference: payment.reference,
      description: payment.allocations.length
        ? `Payment for ${[...new Set(payment.allocations.filter((a) => a.amount > 0).map((a) => a.invoice))].join(', ')}`
        : 'Payment on account',
      amount: payment.amount,
      currency: payment.currency,
    })),
  ]
  const openInvoices = documents
    .filter((document) => document.kind === 'invoice' && document.open > 0)
    .map((document) => ({
      currency: document.currency,
      schedule: document.schedule,
      paid: document.paid + document.credited,
      open: document.open,
    }))
  return { agency, from, to, sections: statementSections({ entries, openInvoices, from, to }) }
}

/** The agency's invoices in `currency` with something open, oldest due first. */
export async function openInvoicesOf(payload: Payload, agencyId: string, currency: string): Promise<TInvoiceView[]> {
  const views = await invoiceViews(
    payload,
    sql`i.agency_id = ${agencyId}::uuid and i.kind = 'invoice' and i.currency = ${currency} and i.open > 0`,
  )
  return views.sort((a, b) => (a.dueOn ?? '').localeCompare(b.dueOn ?? ''))
}

/** The agency's statement and payments are its admin's (a vault session) and its systems' (an API key). */
export const NOT_ACCOUNT_ADMIN: TErrorWords = { key: 'notAccountAdmin' }

/** The agency whose account the call may read: any of its agents its invoices, its admin or key everything. */
export function accountAgency(auth: TAuth, scope: 'invoices' | 'account'): string {
  if (scope === 'account' && !auth.apiKey && !auth.agent.isAgencyAdmin)
    throw new AppError('FORBIDDEN', NOT_ACCOUNT_ADMIN)
  return agencyOf(auth)
}

/** The partner API's list of the agency's invoices and credit notes (any of its agents). */
export async function listInvoices(
  auth: TAuth,
  query: { booking?: string; kind?: TDocumentKind; open?: boolean; page: number; limit: number },
): Promise<TInvoiceView[]> {
  const agency = accountAgency(auth, 'invoices')
  const where = sql.join(
    [
      sql`i.agency_id = ${agency}::uuid`,
      ...(query.booking ? [sql`i.booking_id = ${query.booking}::uuid`] : []),
      ...(query.kind ? [sql`i.kind = ${query.kind}`] : []),
      ...(query.open ? [sql`i.kind = 'invoice' and i.open > 0`] : []),
    ],
    sql` and `,
  )
  return invoiceViews(await payloadClient(), where, { limit: query.limit, offset: (query.page - 1) * query.limit })
}

/** One of the agency's invoices or credit notes (any of its agents); another agency's is a 404. */
export async function getInvoice(auth: TAuth, id: string): Promise<TInvoiceView> {
  return agencyInvoice(await payloadClient(), accountAgency(auth, 'invoices'), id)
}

/** The agency's payments (its admin, or its API key). */
export async function listPayments(auth: TAuth, query: { page: number; limit: number }): Promise<TPaymentView[]> {
  const agency = accountAgency(auth, 'account')
  return paymentViews(await payloadClient(), agency, { limit: query.limit, offset: (query.page - 1) * query.limit })
}

/** The agency's statement of account (its admin, or its API key). */
export async function statementFor(
  auth: TAuth,
  period: { from: TIsoDate | null; to: TIsoDate | null },
): Promise<TStatement> {
  return agencyStatement(await payloadClient(), accountAgency(auth, 'account'), period)
}
