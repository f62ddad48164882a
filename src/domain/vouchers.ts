import type { TTourDay } from './itinerary/types'
import type { TIsoDate } from './pricing/dates'
import { guestName, transferPickup } from './supplier-services'
import type { TServiceKind } from './suppliers'
import { currentRooming, type TManifest } from './travellers'

/**
 * A service voucher (issue 56, ADR 067): what the travellers hand the supplier, once the supplier
 * confirmed the service. The client copy goes under the agency's brand, the supplier's under
 * Monsoon's; both say the service, its date and time, who travels, the supplier's confirmation
 * number, where to be picked up, and whom to call. A voucher is re-issued, with the next issue
 * number, whenever its reservation changes.
 */

export type TVoucher = {
  /** The reservation's service (`serviceKey`). */
  key: string
  /** `{booking code}-{n}`: n is the service's place in the trip. */
  number: string
  /** Goes up each time the reservation changes (an amendment confirmed again). */
  issue: number
  service: string
  kind: TServiceKind
  date: TIsoDate
  /** A transfer's pick-up: where, and when (from the flights). */
  pickup: { point: string; time: string; date: TIsoDate } | null
  travellers: string[]
  confirmationNumber: string
  supplier: { name: string; phone: string; emergencyPhone: string }
}

export type TVoucherSource = {
  reservation: {
    serviceKey: string
    service: string
    kind: TServiceKind
    serviceDate: string
    confirmationNumber: string
    version: number
  }
  supplier: { name: string; phone?: string | null; emergencyPhone?: string | null } | null
}

/**
 * The vouchers of a booking: one per reservation its supplier confirmed, in the trip's order. The
 * travellers of a stay are those in its rooms (everyone while no room is assigned); of any other
 * service, the party.
 */
export function vouchersOf(args: {
  code: string
  manifest: TManifest
  days: readonly TTourDay[]
  confirmed: readonly TVoucherSource[]
}): TVoucher[] {
  const { manifest, days } = args
  const everyone = manifest.travellers.map(guestName)
  const rooming = currentRooming(manifest, days)
  const byId = new Map(manifest.travellers.map((one) => [one.id, one]))
  const ordered = [...args.confirmed].sort((a, b) => a.reservation.serviceDate.localeCompare(b.reservation.serviceDate))
  return ordered.map(({ reservation, supplier }, index) => {
    const date = reservation.serviceDate.slice(0, 10) as TIsoDate
    const stayId = reservation.serviceKey.split(':stay:')[1]
    const roomed = stayId
      ? rooming
          .filter((one) => one.stayId === stayId)
          .flatMap((one) => one.travellerIds)
          .flatMap((id) => {
            const one = byId.get(id)
            return one ? [guestName(one)] : []
          })
      : []
    const pickup =
      reservation.kind === 'transfer' ? transferPickup({ name: reservation.service, date }, manifest.flights) : null
    return {
      key: reservation.serviceKey,
      number: `${args.code}-${index + 1}`,
      issue: reservation.version,
      service: reservation.service,
      kind: reservation.kind,
      date,
      pickup: pickup
        ? { point: reservation.service.split('→')[0]?.trim() ?? '', time: pickup.time, date: pickup.date }
        : null,
      travellers: roomed.length > 0 ? roomed : everyone,
      confirmationNumber: reservation.confirmationNumber,
      supplier: {
        name: supplier?.name ?? '',
        phone: supplier?.phone ?? '',
        emergencyPhone: supplier?.emergencyPhone || supplier?.phone || '',
      },
    }
  })
}
