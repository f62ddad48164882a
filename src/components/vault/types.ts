import type { TBookingStatus } from '@/domain/booking-status'
import type { TChild, TTourDay } from '@/domain/itinerary'

/** A booking as `getOneRequestBooing` returns it (spec §3 Booking (detail)). */
export type TBookingDetail = {
  _id: string
  Code: string
  nameTour: string
  begindate: string
  enddate: string
  departureCity: string
  departureCountry: string
  departureLocation: string
  finishCity: string
  finishCountry: string
  finishLocation: string
  adultQuantity: number
  childQuantity: number
  lsChildren: TChild[]
  rooms: number
  days: number
  nights: number
  Tours: TTourDay[]
  comment: string
  status: TBookingStatus
  version: number
  total: number
  currency: string
  nation: string
  tourConsultant: { _id: string; name: string } | null
  staffNote: string
  editable: boolean
  /** The signed-in agent follows this booking (emails when Monsoon moves it). */
  watching: boolean
  CreateBy: { _id: string; cname: string; cemail: string }
  history: {
    at: string
    actorKind: 'agent' | 'staff'
    actorName: string
    action: string
    fromStatus: TBookingStatus | null
    toStatus: TBookingStatus | null
    summary: string
  }[]
}

export type TBookingRow = Pick<
  TBookingDetail,
  | '_id'
  | 'Code'
  | 'nameTour'
  | 'begindate'
  | 'enddate'
  | 'adultQuantity'
  | 'childQuantity'
  | 'status'
  | 'total'
  | 'currency'
  | 'version'
> & { days: number; CreateBy: string }

export type TPage<T> = { items: T[]; total: number; pageNumber: number; pageSize: number; currency?: string }

export type TVaultAgent = { name: string; cname: string; ccurrency: string; nation: string; listNation: string[] }
