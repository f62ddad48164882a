import { slugify } from '@/domain/slug'
import type { TSupplierKind } from '@/domain/suppliers'

/**
 * The demo's suppliers (issue 56): each hotel takes its own reservations; in each nation one ground
 * handler drives the transfers, one guide cooperative runs the programs and Monsoon's visa desk
 * handles visas on arrival; each restaurant takes its own bookings. Fictional addresses on `.demo`.
 */

const NATION_SUPPLIERS: Record<string, { transfer: string; guide: string; phone: string }> = {
  th: { transfer: 'Siam Ground Transport', guide: 'Bangkok Guides Collective', phone: '+66 2 555 0100' },
  vn: { transfer: 'Red River Transport', guide: 'Vietnam Guides Co-op', phone: '+84 24 5550 0100' },
  kh: { transfer: 'Angkor Ground Services', guide: 'Khmer Heritage Guides', phone: '+855 23 555 010' },
  la: { transfer: 'Mekong Road and River', guide: 'Lao Heritage Guides', phone: '+856 21 555 010' },
  mm: { transfer: 'Irrawaddy Transport', guide: 'Golden Land Guides', phone: '+95 1 555 0100' },
}

type TSupplierRow = {
  name: string
  kind: TSupplierKind
  nation?: string
  reservationEmail: string
  contactName: string
  phone: string
  emergencyPhone: string
}

const row = ({
  name,
  kind,
  nation,
  phone,
}: Omit<TSupplierRow, 'reservationEmail' | 'contactName' | 'emergencyPhone'> & { phone: string }): TSupplierRow => ({
  name,
  kind,
  nation,
  reservationEmail: `reservations@${slugify(name)}.demo`,
  contactName: 'Reservations team',
  phone,
  emergencyPhone: phone.replace(/0100$|010$/, '0199'),
})

/** A nation's ground handler, guides and visa desk, in that order. */
export function nationSuppliers(code: string, nation: string): TSupplierRow[] {
  const names = NATION_SUPPLIERS[code]
  if (!names) return []
  return [
    row({ name: names.transfer, kind: 'transfer', nation, phone: names.phone }),
    row({ name: names.guide, kind: 'guide', nation, phone: names.phone }),
    {
      ...row({ name: `Monsoon visa desk ${code.toUpperCase()}`, kind: 'visa', nation, phone: names.phone }),
      contactName: 'Visa desk',
    },
  ]
}

export const hotelSupplier = (name: string, nation: string, code: string) =>
  row({ name, kind: 'hotel', nation, phone: NATION_SUPPLIERS[code]?.phone ?? '+66 2 555 0100' })

export const restaurantSupplier = (name: string, nation: string | undefined) =>
  row({ name, kind: 'restaurant', nation, phone: '+66 2 555 0150' })
