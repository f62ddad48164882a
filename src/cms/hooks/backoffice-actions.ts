import type { Endpoint } from 'payload'
import { financeRight, hasRole } from '@/cms/access'
import { routeId, staffAction } from '@/cms/endpoints/staff-action'
import { STAFF_AREAS } from '@/domain/staff-roles'
import { attachment } from '@/lib/content-disposition'
import { errorBody, isAppError } from '@/lib/errors'

/**
 * The back office's buttons (issue 20), as POST endpoints on their collections. Each hands its work
 * to src/server, imported lazily like the collections' hooks (ADR 019).
 */

/** The registration screen's "Email the set-password link again" and "Copy a set-password link". */
export const welcomeLinkAction = staffAction('/:id/welcome-link', STAFF_AREAS.business, async (req, body) => {
  const { renewWelcomeLink } = await import('@/server/agents/onboarding')
  return renewWelcomeLink(req, routeId(req), { send: body.send === true })
})

/** An email's "Send again": a new pending copy, the original kept as it was. */
export const resendEmailAction = staffAction('/:id/resend', STAFF_AREAS.business, async (req) => {
  const { resendEmail } = await import('@/server/backoffice/outbox-actions')
  return resendEmail(req, routeId(req))
})

/** The outbox's "Send a test email", to the staff member who asks. */
export const testEmailAction = staffAction('/send-test', STAFF_AREAS.business, async (req) => {
  const { sendTestEmail } = await import('@/server/backoffice/outbox-actions')
  return sendTestEmail(req)
})

/** The allotment calendar's grid (issue 25): room types × dates with what each night holds. */
export const allotmentCalendarAction = staffAction('/calendar', STAFF_AREAS.business, async (req, body) => {
  const { allotmentCalendar } = await import('@/server/allotments/calendar')
  return allotmentCalendar(req, body)
})

/** The allotment calendar's bulk edit of a range, audited. */
export const allotmentEditAction = staffAction('/edit', STAFF_AREAS.business, async (req, body) => {
  const { editAllotment } = await import('@/server/allotments/calendar')
  return editAllotment(req, body)
})

/** The quote editor's catalogue search (issue 54): services to add to a booking, priced for its agent. */
export const quoteCatalogueAction = staffAction('/:id/catalogue', STAFF_AREAS.business, async (req, body) => {
  const { quoteCatalogue } = await import('@/server/bookings/quote-catalogue')
  return quoteCatalogue(req, routeId(req), body)
})

/** The booking's Travellers panel (issue 56): `{}` reads, `{ save }` saves travellers, flights and rooms. */
export const travellersAction = staffAction('/:id/travellers', STAFF_AREAS.business, async (req, body) => {
  const { staffManifest } = await import('@/server/travellers/manifest')
  return staffManifest(req, routeId(req), body)
})

/**
 * A confirmed service's voucher, the supplier's copy under Monsoon's name (issue 56): a PDF, A4 or
 * `?size=letter`, for staff of the reservations desk.
 */
export const supplierVoucherAction: Endpoint = staffPdf('/:id/voucher', async (id, size) =>
  (await import('@/server/export/booking-export')).supplierVoucherPdf(id, size),
)

/** An invoice or credit note as a PDF (issue 57, ADR 068), A4 or `?size=letter`, for staff who read invoices. */
export const invoicePdfAction: Endpoint = staffPdf('/:id/pdf', async (id, size) =>
  (await import('@/server/export/invoice-pdf')).invoicePdf(id, size),
)

/** A back-office PDF download at `path` for business staff: the document `render` draws for the route's id. */
function staffPdf(
  path: string,
  render: (id: string, size: 'a4' | 'letter') => Promise<{ fileName: string; body: Buffer }>,
): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      if (!hasRole(req, ...STAFF_AREAS.business))
        return Response.json(errorBody('FORBIDDEN', 'Your back-office role cannot do this.'), { status: 403 })
      try {
        const size = new URL(req.url ?? 'http://x/').searchParams.get('size') === 'letter' ? 'letter' : 'a4'
        const file = await render(routeId(req), size)
        return new Response(new Uint8Array(file.body), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': attachment(file.fileName),
            'Cache-Control': 'private, no-store',
          },
        })
      } catch (error) {
        if (isAppError(error)) return Response.json(errorBody(error.code, error.message), { status: error.status })
        throw error
      }
    },
  }
}

/** Allocates a payment's credit to an invoice (issue 57, ADR 068 §7): staff with the right to record payments. */
export const allocatePaymentAction = staffAction(
  '/:id/allocate',
  { may: (req) => financeRight(req, 'recordsPayments'), maxBytes: 1_000 },
  async (req, body) => {
    const { allocateCreditAction } = await import('@/server/finance/actions')
    return allocateCreditAction(req, routeId(req), body)
  },
)

/**
 * Imports the bank's statement (a CSV file's text, issue 57): each credit naming an invoice is
 * recorded as a payment of its agency and allocated; the rest is listed to record by hand.
 */
export const bankImportAction = staffAction(
  '/import-bank-statement',
  { may: (req) => financeRight(req, 'recordsPayments'), maxBytes: 4_000_000 },
  async (req, body) => {
    const { importBankStatement } = await import('@/server/finance/bank-import')
    return importBankStatement(req, body)
  },
)

/** The agency's statement of account (issue 57): `?format=pdf|csv&from=&to=&size=`, for business staff. */
export const statementAction: Endpoint = {
  path: '/:id/statement',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req, ...STAFF_AREAS.business))
      return Response.json(errorBody('FORBIDDEN', 'Your back-office role cannot do this.'), { status: 403 })
    try {
      const { statementFile } = await import('@/server/export/statement-file')
      const file = await statementFile(req.payload, routeId(req), new URL(req.url ?? 'http://x/').searchParams)
      return new Response(new Uint8Array(file.body), {
        headers: {
          'Content-Type': file.type,
          'Content-Disposition': attachment(file.fileName),
          'Cache-Control': 'private, no-store',
        },
      })
    } catch (error) {
      if (isAppError(error)) return Response.json(errorBody(error.code, error.message), { status: error.status })
      throw error
    }
  },
}
