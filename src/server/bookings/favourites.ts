import 'server-only'
import type { Payload, Where } from 'payload'
import type { TIsoDate, TProductType } from '@/domain/pricing'
import { AppError } from '@/lib/errors'
import type { Hotel, Program, Transfer, VisaService } from '@/payload-types'
import { agencyOf, nationCodes, type TAuth } from '@/server/auth/sessions'
import { cityName, programOffer, transferOffer, visaOffer } from '@/server/catalogue/activity-lists'
import { mediaUrl } from '@/server/content/media'
import { isUniqueViolation } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { sellSettingsFor } from '@/server/pricing/sell-settings'

const COLLECTION = {
  Accommodation: 'hotels',
  DayProgram: 'programs',
  OvernightProgram: 'programs',
  Transfer: 'transfers',
  VisaOnArrivalServices: 'visa-services',
} as const

/** A catalogue item: its id and its product type (which names its collection). */
type TItemOf = { tourId: string; type: TProductType }

/** The nation code of a catalogue item, or 404 when it does not exist or is outside the agent's nations. */
async function itemNation(payload: Payload, auth: TAuth, { tourId, type }: TItemOf) {
  const { docs } = await payload.find({
    collection: COLLECTION[type],
    where: { id: { equals: tourId } },
    depth: 1,
    limit: 1,
  })
  const item = docs[0] as { nation?: unknown; type?: string } | undefined
  const code = (item?.nation as { code?: string } | undefined)?.code
  const typeMatches = COLLECTION[type] !== 'programs' || item?.type === type
  if (!item || !code || !typeMatches || !nationCodes(auth.agent).includes(code))
    throw new AppError('NOT_FOUND', { key: 'unknownItem' })
  return code
}

/** AddAgentVaultFavourites: once per agency and item; adding again changes nothing. */
export async function addFavourite(auth: TAuth, favourite: { tourId: string; type: TProductType }) {
  const payload = await payloadClient()
  const nationCode = await itemNation(payload, auth, { tourId: favourite.tourId, type: favourite.type })
  const key = `${agencyOf(auth)}:${favourite.type}:${favourite.tourId}`
  const { totalDocs } = await payload.count({ collection: 'agent-favourites', where: { key: { equals: key } } })
  if (totalDocs === 0) {
    try {
      await payload.create({
        collection: 'agent-favourites',
        data: { ...favourite, key, nationCode, agency: agencyOf(auth), agent: auth.agent.id },
        depth: 0,
      })
    } catch (cause) {
      if (!isUniqueViolation(cause)) throw cause
    }
  }
  return favourite
}

/** RemoveAgentVaultFavourites: removing one that is not there is not an error. */
export async function removeFavourite(auth: TAuth, favourite: { tourId: string; type: TProductType }) {
  const payload = await payloadClient()
  await payload.delete({
    collection: 'agent-favourites',
    where: { key: { equals: `${agencyOf(auth)}:${favourite.type}:${favourite.tourId}` } },
  })
  return favourite
}

/**
 * AgentVaultFavourites: the agency's favourites in the nation, newest first, each with its item
 * priced for the agent on `day` so it can go straight onto the itinerary.
 */
export async function listFavourites(
  auth: TAuth,
  query: { pageNumber: number; pageSize: number; type?: TProductType; nation?: string; day: TIsoDate },
) {
  const payload = await payloadClient()
  const nation = (query.nation ?? auth.nation).toLowerCase()
  if (!nationCodes(auth.agent).includes(nation)) throw new AppError('FORBIDDEN', { key: 'nationNotYours' })
  const and: Where[] = [{ agency: { equals: agencyOf(auth) } }, { nationCode: { equals: nation } }]
  if (query.type) and.push({ type: { equals: query.type } })
  const found = await payload.find({
    collection: 'agent-favourites',
    where: { and },
    sort: '-createdAt',
    page: query.pageNumber,
    limit: query.pageSize,
    depth: 0,
  })
  const settings = await sellSettingsFor(payload, auth.agent, query.day)
  const items = await Promise.all(
    found.docs.map(async (favourite) => {
      const type = favourite.type as TProductType
      const { docs } = await payload.find({
        collection: COLLECTION[type],
        where: { id: { equals: favourite.tourId } },
        depth: 1,
        limit: 1,
      })
      const doc = docs[0]
      if (!doc) return { tourId: favourite.tourId, type, item: null }
      if (type === 'Accommodation') {
        const hotel = doc as Hotel
        const image = mediaUrl(typeof hotel.image === 'object' ? hotel.image : null, 'card')
        return {
          tourId: favourite.tourId,
          type,
          item: { _id: hotel.id, nameTour: hotel.name, type, rating: hotel.stars, city: cityName(hotel.city), image },
        }
      }
      const item =
        type === 'Transfer'
          ? transferOffer(doc as Transfer, settings)
          : type === 'VisaOnArrivalServices'
            ? visaOffer(doc as VisaService, settings)
            : programOffer(doc as Program, settings)
      return { tourId: favourite.tourId, type, item }
    }),
  )
  return {
    items,
    total: found.totalDocs,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    currency: settings.currency,
  }
}
