import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { UUID } from '@/domain/ids'
import { AGEING_BUCKETS, DOCUMENT_KINDS } from '@/domain/invoices'
import { ZIsoDate } from '@/domain/iso-date'
import { attachment } from '@/lib/content-disposition'
import { invoicePdfFor } from '@/server/export/invoice-pdf'
import { statementFileFor } from '@/server/export/statement-file'
import { getInvoice, listInvoices, listPayments, statementFor } from '@/server/finance/account'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { agentOnly, requireAgent } from './security'

/**
 * The agency's account with Monsoon in the partner API (issue 57, ADR 068): its invoices and credit
 * notes (any of its agents, as they see its bookings), and its payments and statement of account
 * (its admin's vault session, or its API keys). Read only: Monsoon issues and records them. New
 * paths under `/b2badminapi/api/Finance/`.
 */
const BASE = '/b2badminapi/api/Finance'

const ZLine = z.object({ description: z.string(), date: z.string(), amount: z.number().int() })
const ZInstalment = z.object({ kind: z.enum(['deposit', 'balance']), due: z.string(), amount: z.number().int() })

const Invoice = z
  .object({
    id: z.string(),
    number: z.string().openapi({ example: 'INV-2026-00042' }),
    kind: z.enum(DOCUMENT_KINDS),
    issuedOn: z.string().openapi({ example: '2026-11-30' }),
    bookingId: z.string(),
    bookingCode: z.string(),
    bookingName: z.string(),
    currency: z.string().openapi({ example: 'EUR' }),
    total: z.number().int().describe('In minor units of the currency (cents): 123456 EUR is 1,234.56 EUR'),
    credits: z.string().nullable().describe('A credit note: the number of the invoice it credits'),
    reason: z.string().nullable(),
    paid: z.number().int().describe('Allocated to this invoice from the agency’s payments (minor units)'),
    credited: z.number().int().describe('Credited by credit notes (minor units)'),
    open: z.number().int().describe('Still to pay (minor units); negative: paid beyond it'),
    dueOn: z.string().nullable().describe('When the next instalment not yet covered is due'),
    dueAmount: z.number().int().nullable(),
    standing: z.enum(['paid', 'credited', 'due', 'overdue']).nullable().describe('Invoices only'),
    schedule: z.array(ZInstalment),
    lines: z.array(ZLine),
  })
  .openapi('Invoice')
const Invoices = z.array(Invoice).openapi('Invoices')

const Payment = z
  .object({
    id: z.string(),
    receivedOn: z.string(),
    amount: z.number().int().describe('Minor units'),
    currency: z.string(),
    method: z.string(),
    reference: z.string(),
    unallocated: z.number().int().describe('Not allocated to an invoice yet: the agency’s credit (minor units)'),
    allocations: z.array(z.object({ invoice: z.string(), amount: z.number().int() })),
  })
  .openapi('Payment')
const Payments = z.array(Payment).openapi('Payments')

const Money = z.number().int()
const Statement = z
  .object({
    agency: z.object({ name: z.string(), address: z.string(), taxId: z.string(), email: z.string() }),
    from: z.string().nullable(),
    to: z.string(),
    sections: z.array(
      z.object({
        currency: z.string(),
        opening: Money,
        closing: Money,
        ageing: z.object(
          Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, Money])) as Record<
            (typeof AGEING_BUCKETS)[number],
            typeof Money
          >,
        ),
        lines: z.array(
          z.object({
            date: z.string(),
            kind: z.enum(['invoice', 'credit_note', 'payment']),
            reference: z.string(),
            description: z.string(),
            amount: Money,
            debit: Money,
            credit: Money,
            balance: Money,
          }),
        ),
      }),
    ),
  })
  .openapi('Statement')

const page = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

const responses = (schema: z.ZodType, ok: string, extra: Record<number, string> = {}) => ({
  200: jsonContent(envelope(schema), ok),
  401: jsonContent(ZError, 'No valid credentials'),
  ...Object.fromEntries(Object.entries(extra).map(([status, text]) => [status, jsonContent(ZError, text)])),
  ...errorResponses,
})

const file = (type: string) => ({ content: { [type]: { schema: z.string().openapi({ format: 'binary' }) } } })

const idParam = z.object({ id: z.string().regex(UUID, 'An invoice id') })
const period = z.object({
  from: ZIsoDate.optional().describe('The first day; left out: from the start'),
  to: ZIsoDate.optional().describe('The statement’s day; left out: today'),
})
const PDF = 'application/pdf'

/** A file's response, with the caller's RateLimit headers (agentAuth adds them). */
const sendFile = (c: Context, file: { fileName: string; body: Buffer }, type: string) =>
  c.body(new Uint8Array(file.body), 200, {
    'Content-Type': type,
    'Content-Disposition': attachment(file.fileName),
    'Content-Length': String(file.body.length),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  }) as never

export function registerFinanceRoutes(app: OpenAPIHono) {
  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/invoices`,
      summary: 'The agency’s invoices and credit notes, newest first, with what is paid, open and next due',
      tags: ['Finance'],
      request: {
        query: page.extend({
          booking: z.string().regex(UUID, 'A booking id').optional().describe('Only this booking’s'),
          kind: z.enum(DOCUMENT_KINDS).optional(),
          open: z
            .enum(['true', 'false'])
            .optional()
            .transform((value) => value === 'true')
            .describe('true: only invoices with something still to pay'),
        }),
      },
      responses: responses(Invoices, 'The invoices and credit notes'),
    }),
    async (c) => respond(c, Invoices, await listInvoices(requireAgent(c).auth, c.req.valid('query'))),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/invoices/{id}`,
      summary: 'One invoice or credit note of the agency, with its lines and payment schedule',
      tags: ['Finance'],
      request: { params: idParam },
      responses: responses(Invoice, 'The invoice', { 404: 'No such invoice of the agency' }),
    }),
    async (c) => respond(c, Invoice, await getInvoice(requireAgent(c).auth, c.req.valid('param').id)),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/invoices/{id}/pdf`,
      summary: 'The invoice or credit note as issued, a PDF (A4, or `size=letter`)',
      tags: ['Finance'],
      request: { params: idParam, query: z.object({ size: z.enum(['a4', 'letter']).default('a4') }) },
      responses: {
        200: { ...file(PDF), description: 'The PDF' },
        401: jsonContent(ZError, 'No valid credentials'),
        404: jsonContent(ZError, 'No such invoice of the agency'),
        ...errorResponses,
      },
    }),
    async (c) =>
      sendFile(c, await invoicePdfFor(requireAgent(c).auth, c.req.valid('param').id, c.req.valid('query').size), PDF),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/payments`,
      summary: 'The agency’s payments to Monsoon, newest first, and what of each went to which invoice',
      tags: ['Finance'],
      request: { query: page },
      responses: responses(Payments, 'The payments', { 403: 'Not the agency’s admin (or its API key)' }),
    }),
    async (c) => respond(c, Payments, await listPayments(requireAgent(c).auth, c.req.valid('query'))),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/statement`,
      summary:
        'The agency’s statement of account: per currency, every invoice, credit note and payment with a running balance, and the ageing of what is open',
      tags: ['Finance'],
      request: { query: period },
      responses: responses(Statement, 'The statement', { 403: 'Not the agency’s admin (or its API key)' }),
    }),
    async (c) => {
      const { from, to } = c.req.valid('query')
      return respond(c, Statement, await statementFor(requireAgent(c).auth, { from: from ?? null, to: to ?? null }))
    },
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/statement/file`,
      summary: 'The statement of account as a PDF (A4 or `size=letter`) or, with `format=csv`, for a spreadsheet',
      tags: ['Finance'],
      request: {
        query: period.extend({
          format: z.enum(['pdf', 'csv']).default('pdf'),
          size: z.enum(['a4', 'letter']).default('a4'),
        }),
      },
      responses: {
        200: { content: { ...file(PDF).content, ...file('text/csv').content }, description: 'The file' },
        401: jsonContent(ZError, 'No valid credentials'),
        403: jsonContent(ZError, 'Not the agency’s admin (or its API key)'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const params = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
      const made = await statementFileFor(requireAgent(c).auth, params)
      return sendFile(c, made, made.type)
    },
  )
  return app
}
