import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { UUID } from '@/domain/ids'
import { attachment } from '@/lib/content-disposition'
import { exportBookingToCalendar, exportBookingToWord } from '@/server/export/booking-export'
import { errorResponses, jsonContent, ZError } from './http'
import { agentOnly, requireAgent } from './security'
import { refuseCrossSiteCookieWrites } from './session-cookies'

/** Spec §7 POST /export/api/WordExport/ExportDetail: a booking as a Word document (ADR 013). */
const PATH = '/export/api/WordExport/ExportDetail'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const ZExport = z
  .object({
    _id: z.string().regex(UUID, 'A booking id'),
    withPrices: z
      .boolean()
      .default(true)
      .describe('false: the client version, without any price and under the agency’s name only'),
  })
  .strict()
  .openapi('WordExportRequest')

export function registerExportRoutes(app: OpenAPIHono) {
  app.use('/export/*', refuseCrossSiteCookieWrites)

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: PATH,
      summary: 'The booking as a .docx: agency, trip, day by day, prices per day and in total (optional), terms',
      tags: ['Bookings'],
      request: { body: { content: { 'application/json': { schema: ZExport } }, required: true } },
      responses: {
        200: { content: { [DOCX]: { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The file' },
        401: jsonContent(ZError, 'Not signed in'),
        404: jsonContent(ZError, 'No such booking in the agent’s agency'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const { _id, withPrices } = c.req.valid('json')
      const file = await exportBookingToWord(auth, _id, withPrices)
      return c.body(new Uint8Array(file.body), 200, {
        'Content-Type': DOCX,
        'Content-Disposition': attachment(file.fileName),
        'Content-Length': String(file.body.length),
        'X-Content-Type-Options': 'nosniff',
      }) as never
    },
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: '/export/api/Calendar/{id}',
      summary: 'The booking as a calendar file (.ics): the trip, each service on its day, each hotel stay',
      tags: ['Bookings'],
      request: { params: z.object({ id: z.string().regex(UUID, 'A booking id') }) },
      responses: {
        200: { content: { 'text/calendar': { schema: z.string() } }, description: 'The file' },
        401: jsonContent(ZError, 'Not signed in'),
        404: jsonContent(ZError, 'No such booking in the agent’s agency'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const file = await exportBookingToCalendar(auth, c.req.valid('param').id)
      return c.body(file.body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': attachment(file.fileName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      }) as never
    },
  )
}
