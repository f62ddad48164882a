/**
 * Suppliers and Monsoon's reservations with them (issue 56, ADR 067): who delivers each service
 * of a booking and what they answered. Shared by the back office's collections and src/server.
 */

export const SUPPLIER_KINDS = ['hotel', 'transfer', 'guide', 'restaurant', 'visa', 'other'] as const
export type TSupplierKind = (typeof SUPPLIER_KINDS)[number]

export const RESERVATION_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const
export type TReservationStatus = (typeof RESERVATION_STATUSES)[number]

export const RESERVATION_STATUS_LABELS: Record<TReservationStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed by the supplier',
  declined: 'Declined by the supplier',
  cancelled: 'Cancelled',
}

/** What a service of a booking is, for its supplier. */
export const SERVICE_KINDS = ['stay', 'program', 'transfer', 'visa'] as const
export type TServiceKind = (typeof SERVICE_KINDS)[number]
