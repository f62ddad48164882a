import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { bookingETag, ZExpectedVersion } from '@/domain/booking-contract'
import { UUID } from '@/domain/ids'
import { RESERVATION_STATUSES, SERVICE_KINDS } from '@/domain/suppliers'
import { TRAVELLER_LIMITS, ZFlightInput, ZManifestView, ZRoomingInput, ZTravellerInput } from '@/domain/travellers'
import { errorWords } from '@/lib/i18n/error-words'
import { supplierStatus } from '@/server/bookings/supplier-status'
import { exportTraveller, readManifest, saveManifest } from '@/server/travellers/manifest'
import { bookingRoute, conflict, expectedVersion } from './booking'
import { respond } from './http'
import { requestLocale } from './language'
import { requireAgent } from './security'

/**
 * Who travels on a booking (issue 56, ADR 066), beside the booking calls of spec §7: the travellers
 * as in their passports, the flights and the rooming list of each stay. The vault and the partner
 * API call these; staff enter the same in the back office.
 */

const bookingId = z.string().regex(UUID, 'A booking id')

const ZTravellersOf = z.object({ _id: bookingId }).strict().openapi('TravellersRequest')

const ZTravellersUpdate = z
  .object({
    _id: bookingId,
    version: ZExpectedVersion,
    travellers: z.array(ZTravellerInput).max(TRAVELLER_LIMITS.travellers),
    flights: z.array(ZFlightInput).max(TRAVELLER_LIMITS.flights).default([]),
    rooming: z.array(ZRoomingInput).max(TRAVELLER_LIMITS.rooms).default([]),
  })
  .strict()
  .openapi('TravellersUpdate', {
    example: {
      _id: '5f0c1c5e-3b7a-4d2e-9a51-0c8f4e2b7d19',
      version: 4,
      travellers: [
        {
          kind: 'adult',
          givenNames: 'Anna Maria',
          surname: 'Schmidt',
          dateOfBirth: '1985-04-02',
          nationality: 'DE',
          passportNumber: 'C01X00T47',
          passportExpiry: '2031-05-01',
          dietary: 'Vegetarian',
          mobility: '',
        },
      ],
      flights: [
        { direction: 'arrival', number: 'TG921', date: '2027-01-11', time: '06:05', airport: 'BKK', travellerIds: [] },
      ],
      rooming: [],
    },
  })

const ZTravellerExport = z
  .object({ _id: bookingId, travellerId: z.string().min(1).max(40) })
  .strict()
  .openapi('TravellerExportRequest')

const ZManifest = ZManifestView.openapi('Travellers')
const ZTravellerData = z
  .object({
    exportedAt: z.string(),
    controller: z.string(),
    booking: z.object({ code: z.string(), name: z.string(), begins: z.string(), ends: z.string() }),
    traveller: z.record(z.string(), z.unknown()),
    flights: z.array(z.record(z.string(), z.unknown())),
    rooms: z.array(z.object({ hotel: z.string(), checkIn: z.string(), nights: z.number(), room: z.string() })),
  })
  .openapi('TravellerData')

const ZSupplierStatus = z
  .array(
    z.object({
      service: z.string(),
      kind: z.enum(SERVICE_KINDS),
      date: z.string(),
      status: z.enum(RESERVATION_STATUSES),
      confirmationNumber: z.string().nullable(),
      voucherIssue: z.number().nullable(),
    }),
  )
  .openapi('SupplierStatus')

export function registerTravellerRoutes(app: OpenAPIHono) {
  app.openapi(
    bookingRoute({
      method: 'post',
      name: 'GetSupplierStatus',
      summary:
        'Each service of a confirmed booking and where it stands with its supplier: requested, confirmed (with the supplier’s number and the voucher’s issue), declined or cancelled',
      body: ZTravellersOf,
      response: ZSupplierStatus,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZSupplierStatus, await supplierStatus(auth, c.req.valid('json')._id))
    },
  )

  app.openapi(
    bookingRoute({
      method: 'post',
      name: 'GetTravellers',
      summary:
        'Who travels on the booking: travellers, flights, the rooming list of each stay, and what Monsoon still needs before confirming',
      body: ZTravellersOf,
      response: ZManifest,
      tagged: true,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const say = await errorWords(await requestLocale(c))
      const view = await readManifest({ kind: 'agent', auth }, c.req.valid('json')._id, say)
      c.header('ETag', bookingETag(view.version))
      return respond(c, ZManifest, view)
    },
  )

  app.openapi(
    bookingRoute({
      method: 'put',
      name: 'UpdateTravellers',
      summary:
        'Save the whole list of travellers, flights and rooms (at `version` or `If-Match`, if given); a passport number left out is kept. Allowed until the booking is cancelled, after confirmation too',
      body: ZTravellersUpdate,
      response: ZManifest,
      extra: conflict,
      ifMatch: true,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const { _id, version, ...input } = c.req.valid('json')
      const say = await errorWords(await requestLocale(c))
      const view = await saveManifest(
        { kind: 'agent', auth },
        { id: _id, version: expectedVersion(c, version), input, say },
      )
      c.header('ETag', bookingETag(view.version))
      return respond(c, ZManifest, view)
    },
  )

  app.openapi(
    bookingRoute({
      method: 'post',
      name: 'ExportTraveller',
      summary: 'Everything stored of one traveller on the booking, for their access request (GDPR art. 15)',
      body: ZTravellerExport,
      response: ZTravellerData,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      c.header('Cache-Control', 'no-store')
      return respond(c, ZTravellerData, await exportTraveller(auth, { id: body._id, travellerId: body.travellerId }))
    },
  )
}
