import 'server-only'
import type { Payload } from 'payload'
import type { TContentOf, TTourDay } from '@/domain/itinerary'
import type { TLocale } from '@/domain/locales'

type TCatalogueCollection = 'programs' | 'hotels' | 'visa-services' | 'transfers'

const collectionOf = (type: string): TCatalogueCollection =>
  type === 'Accommodation'
    ? 'hotels'
    : type === 'Transfer'
      ? 'transfers'
      : type === 'VisaOnArrivalServices'
        ? 'visa-services'
        : 'programs'

/**
 * Spec §3 `content` of a booking's lines: what each service is, read from the catalogue in the
 * booking's client language — a program's, hotel's or visa service's description, a transfer's
 * route and vehicle. One query per kind of service the itinerary holds; an item since removed from
 * the catalogue has none.
 */
export async function lineContents(payload: Payload, days: readonly TTourDay[], locale: TLocale): Promise<TContentOf> {
  const wanted = new Map<TCatalogueCollection, Set<string>>()
  for (const day of days)
    for (const line of day.Activities) {
      if (line.kind === 'custom') continue
      const collection = collectionOf(line.type)
      wanted.set(collection, (wanted.get(collection) ?? new Set()).add(line.tourId))
    }
  const texts = new Map<string, string>()
  await Promise.all(
    [...wanted].map(async ([collection, ids]) => {
      if (collection === 'transfers') {
        const { docs } = await payload.find({
          collection,
          where: { id: { in: [...ids] } },
          select: { from: true, to: true, vehicle: true },
          depth: 0,
          pagination: false,
        })
        for (const doc of docs) texts.set(doc.id, `${doc.from} – ${doc.to}, ${doc.vehicle}`)
        return
      }
      const { docs } = await payload.find({
        collection,
        where: { id: { in: [...ids] } },
        select: { description: true },
        locale,
        fallbackLocale: 'en',
        depth: 0,
        pagination: false,
      })
      for (const doc of docs) texts.set(doc.id, doc.description ?? '')
    }),
  )
  return (line) => texts.get(line.tourId) ?? ''
}
