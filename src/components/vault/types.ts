/**
 * The vault's shapes are the API's (src/domain/booking-contract.ts, catalogue-contract.ts), so the
 * browser reads exactly what the server's schemas let through (ADR 021).
 */
export type { TBookingDetail, TBookingRow, TPage } from '@/domain/booking-contract'

export type TVaultAgent = { name: string; cname: string; ccurrency: string; nation: string; listNation: string[] }
