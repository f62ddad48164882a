import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import {
  ZClientLink,
  ZClientLinkCreate,
  ZClientLinkRevoke,
  ZClientPricing,
  ZClientPricingUpdate,
  ZCreatedClientLink,
  ZDefaultMarkupUpdate,
} from '@/domain/client-contract'
import { clientItineraryGoneHtml, clientItineraryHtml } from '@/domain/client-page'
import { COMPLETE_HTML_HEADER } from '@/domain/error-page'
import { UUID } from '@/domain/ids'
import { ZDefaultMarkup } from '@/domain/pricing/selling-contract'
import { attachment } from '@/lib/content-disposition'
import { AppError } from '@/lib/errors'
import { setClientPricing, setDefaultMarkup } from '@/server/bookings/client-pricing'
import {
  clientItineraryPdf,
  clientTravelDocuments,
  exportBookingToPdf,
  exportTravelDocuments,
  exportVouchers,
} from '@/server/export/booking-export'
import {
  clientItineraryByToken,
  createClientLink,
  listClientLinks,
  revokeClientLink,
} from '@/server/export/client-links'
import { PAGE_SIZES } from '@/server/export/pdf'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { agentOnly, requireAgent } from './security'
import { refuseCrossSiteCookieWrites } from './session-cookies'

/**
 * What an agent hands a client (issue 21, ADR 039), beside the spec's calls: the selling price's
 * settings, client itinerary links, and the PDFs. Not in spec §7, so under a path of their own.
 */
const BASE = '/b2badminapi/api/ClientItinerary'

// The shapes are the domain's own (one definition, ADR 021); they appear inline in the OpenAPI file.
const ZPricing = ZClientPricing
const ZDefaults = z
  .object({ agent: ZDefaultMarkup.nullable(), agency: ZDefaultMarkup.nullable() })
  .openapi('DefaultMarkups')
const ZLink = ZClientLink
const ZLinks = z.array(ZClientLink)
const ZCreated = ZCreatedClientLink
const ZLinksRequest = z.object({ bookingId: z.string().regex(UUID, 'A booking id') }).strict()
const ZSize = z.enum(Object.keys(PAGE_SIZES) as [keyof typeof PAGE_SIZES]).default('a4')

const json = <B extends z.ZodType>(args: {
  method: 'post' | 'put'
  name: string
  summary: string
  body: B
  response: z.ZodType
}) =>
  createRoute({
    ...agentOnly,
    method: args.method,
    path: `${BASE}/${args.name}`,
    summary: args.summary,
    tags: ['Client itinerary'],
    request: { body: { content: { 'application/json': { schema: args.body } }, required: true } },
    responses: {
      200: jsonContent(envelope(args.response), 'OK'),
      401: jsonContent(ZError, 'Not signed in'),
      404: jsonContent(ZError, 'No such booking or link in the agent’s agency'),
      ...errorResponses,
    },
  })

/** This site's own address as a path: the page asks its own origin, whatever the public URL says. */
const sitePath = (url: string) => {
  const parsed = new URL(url, 'http://site.invalid')
  return `${parsed.pathname}${parsed.search}`
}

const PDF = {
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
  description: 'The file',
}

const pdfResponse = (file: { fileName: string; body: Buffer }, disposition: 'inline' | 'attachment') =>
  new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachment(file.fileName, disposition),
      'Content-Length': String(file.body.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })

export function registerClientOutputRoutes(app: OpenAPIHono) {
  app.use(`${BASE}/*`, refuseCrossSiteCookieWrites)

  app.openapi(
    json({
      method: 'put',
      name: 'Pricing',
      summary:
        'A booking’s own markup for the client (null: the agent’s default) and whether client documents show the price',
      body: ZClientPricingUpdate,
      response: ZPricing,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZPricing, await setClientPricing(auth, c.req.valid('json')))
    },
  )

  app.openapi(
    json({
      method: 'put',
      name: 'DefaultMarkup',
      summary: 'The agent’s default markup, or (agency admins) the agency’s, for new bookings',
      body: ZDefaultMarkupUpdate,
      response: ZDefaults,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZDefaults, await setDefaultMarkup(auth, c.req.valid('json')))
    },
  )

  app.openapi(
    json({
      method: 'post',
      name: 'Links',
      summary: 'A booking’s client links, newest first',
      body: ZLinksRequest,
      response: ZLinks,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZLinks, await listClientLinks(auth, c.req.valid('json').bookingId))
    },
  )

  app.openapi(
    json({
      method: 'post',
      name: 'CreateLink',
      summary: 'A new client link: its address is in this answer only (only a hash is kept)',
      body: ZClientLinkCreate,
      response: ZCreated,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZCreated, await createClientLink(auth, c.req.valid('json')))
    },
  )

  app.openapi(
    json({
      method: 'post',
      name: 'RevokeLink',
      summary: 'Revoke a client link at once',
      body: ZClientLinkRevoke,
      response: ZLink,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZLink, await revokeClientLink(auth, c.req.valid('json')))
    },
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: '/export/api/Pdf/{id}',
      summary: 'The booking as a PDF: the agent’s copy (Monsoon’s prices, the margin) or the client’s, A4 or Letter',
      tags: ['Client itinerary'],
      request: {
        params: z.object({ id: z.string().regex(UUID, 'A booking id') }),
        query: z.object({ version: z.enum(['agent', 'client']).default('agent'), size: ZSize }),
      },
      responses: {
        200: PDF,
        401: jsonContent(ZError, 'Not signed in'),
        404: jsonContent(ZError, 'No such booking in the agent’s agency'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const { version, size } = c.req.valid('query')
      const file = await exportBookingToPdf(auth, c.req.valid('param').id, { withPrices: version === 'agent', size })
      return pdfResponse(file, 'attachment') as never
    },
  )

  for (const [name, summary, render] of [
    [
      'TravelDocuments',
      'The travel documents pack (issue 56): the client’s itinerary, then a voucher for every service its supplier confirmed, under the agency’s name, A4 or Letter; 404 while no supplier has confirmed',
      exportTravelDocuments,
    ],
    [
      'Vouchers',
      'The vouchers alone, one a page: service, date and pick-up, travellers, the supplier’s confirmation number, whom to call; 404 while no supplier has confirmed',
      exportVouchers,
    ],
  ] as const) {
    app.openapi(
      createRoute({
        ...agentOnly,
        method: 'get',
        path: `/export/api/${name}/{id}`,
        summary,
        tags: ['Client itinerary'],
        request: { params: z.object({ id: z.string().regex(UUID, 'A booking id') }), query: z.object({ size: ZSize }) },
        responses: {
          200: PDF,
          401: jsonContent(ZError, 'Not signed in'),
          404: jsonContent(ZError, 'No such booking in the agent’s agency, or no voucher yet'),
          ...errorResponses,
        },
      }),
      async (c) => {
        const { auth } = await requireAgent(c)
        const file = await render(auth, c.req.valid('param').id, c.req.valid('query').size)
        return pdfResponse(file, 'attachment') as never
      },
    )
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/itinerary/{token}',
      summary:
        'A client link’s itinerary page (HTML, no script): the agency’s trip; a plain 404 page when revoked or unknown',
      tags: ['Client itinerary'],
      request: { params: z.object({ token: z.string().max(200) }) },
      responses: {
        200: { content: { 'text/html': { schema: z.string() } }, description: 'The page' },
        404: { content: { 'text/html': { schema: z.string() } }, description: 'Not available' },
      },
    }),
    async (c) => {
      const { token } = c.req.valid('param')
      const found = await clientItineraryByToken(token)
      const html = found
        ? clientItineraryHtml({
            document: found.document,
            brand: {
              ...found.brand,
              logo: found.brand.logo && { ...found.brand.logo, url: sitePath(found.brand.logo.url) },
            },
            pdfPath: `/itinerary/${token}/pdf`,
            travelDocumentsPath: found.vouchers.length > 0 ? `/itinerary/${token}/travel-documents` : undefined,
            say: found.words.say,
          })
        : clientItineraryGoneHtml()
      return new Response(html, {
        status: found ? 200 : 404,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Language': found?.words.lang ?? 'en',
          // Read at every visit: a revoked link stops at once; never kept by a shared cache.
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex, nofollow',
          'Referrer-Policy': 'no-referrer',
          // The "not available" page is the agency's, not the site's: the HTTP front leaves it as it is.
          [COMPLETE_HTML_HEADER]: '1',
        },
      }) as never
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: '/itinerary/{token}/pdf',
      summary: 'A client link’s itinerary as a PDF, A4 or Letter (no sign-in: the link is the key)',
      tags: ['Client itinerary'],
      request: { params: z.object({ token: z.string().max(100) }), query: z.object({ size: ZSize }) },
      responses: { 200: PDF, 404: jsonContent(ZError, 'No such itinerary'), ...errorResponses },
    }),
    async (c) => {
      const file = await clientItineraryPdf(c.req.valid('param').token, c.req.valid('query').size)
      if (!file) throw new AppError('NOT_FOUND', { key: 'noSuchItinerary' })
      return pdfResponse(file, 'inline') as never
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: '/itinerary/{token}/travel-documents',
      summary:
        'A client link’s travel documents (issue 56): the itinerary and the vouchers of the services their suppliers confirmed, A4 or Letter; 404 unless the agent offered them with the link and a supplier confirmed',
      tags: ['Client itinerary'],
      request: { params: z.object({ token: z.string().max(100) }), query: z.object({ size: ZSize }) },
      responses: { 200: PDF, 404: jsonContent(ZError, 'No travel documents on this link'), ...errorResponses },
    }),
    async (c) => {
      const file = await clientTravelDocuments(c.req.valid('param').token, c.req.valid('query').size)
      if (!file) throw new AppError('NOT_FOUND', { key: 'noTravelDocuments' })
      return pdfResponse(file, 'attachment') as never
    },
  )
}
