import { searchRows } from './text-search'

/**
 * The ONLINE TARIFF's rules (issue 18): which contract periods an agent sees, and a hotel's rooms
 * laid out with its periods as columns. Dates are YYYY-MM-DD, compared as text.
 */

export type TPeriod = { beginDate: string; endDate: string }

/** What the tariff page tells a visitor (issue 18): who the tariff is for and how to get it. */
export const TARIFF_FOR_AGENTS =
  'The online tariff is for Monsoon’s partner agents: sign in to see today’s rates in your currency, or register your agency.'

/**
 * The periods on sale in the window asked: a period that ended before `from` (today unless asked)
 * is gone; one that starts after `to` is left out when `to` is given.
 */
export function periodsIn<T extends TPeriod>(periods: T[], window: { from: string; to?: string }): T[] {
  return periods.filter((period) => period.endDate >= window.from && (!window.to || period.beginDate <= window.to))
}

/**
 * A hotel's price grid: one column per distinct period of its rooms (by start), one row per room,
 * and a room's price in each column (null where its contract has no such period).
 */
export function periodGrid<P extends TPeriod & { price: number }>(
  rooms: { room: string; periods: P[]; instantNights?: number }[],
): { columns: TPeriod[]; rows: { room: string; instantNights: number; prices: (number | null)[] }[] } {
  const key = (period: TPeriod) => `${period.beginDate}/${period.endDate}`
  const columns = [
    ...new Map(
      rooms
        .flatMap((room) => room.periods)
        .map((period) => [key(period), { beginDate: period.beginDate, endDate: period.endDate }]),
    ).values(),
  ].sort((a, b) => a.beginDate.localeCompare(b.beginDate) || a.endDate.localeCompare(b.endDate))
  return {
    columns,
    rows: rooms.map((room) => {
      const byPeriod = new Map(room.periods.map((period) => [key(period), period.price]))
      return {
        room: room.room,
        instantNights: room.instantNights ?? 0,
        prices: columns.map((column) => byPeriod.get(key(column)) ?? null),
      }
    }),
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "1 Nov 2026", whatever the browser's or server's locale: a tariff is read across markets. */
export const dayLabel = (day: string) =>
  `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`

/** "1 Nov – 19 Dec 2026", or with both years when the period crosses one. */
export function periodLabel(period: TPeriod): string {
  const end = dayLabel(period.endDate)
  const begin = dayLabel(period.beginDate)
  return period.beginDate.slice(0, 4) === period.endDate.slice(0, 4)
    ? `${begin.slice(0, -5)} – ${end}`
    : `${begin} – ${end}`
}

/** A YYYY-MM-DD date from a query string, or undefined when it is missing or not a real day. */
export function queryDay(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : undefined
}

type TTariffLists = {
  hotels: { name: string; city: string; rooms: { room: string }[] }[]
  programs: { name: string; city: string; duration: string }[]
  transfers: { name: string; vehicle: string; pricing: string }[]
  visa: { visaType: string }[]
}

export type TTariffTotals = Record<keyof TTariffLists, number>

/**
 * Spec §3 search parameters applied to a tariff: `search` keeps the rows whose texts hold every
 * word (rows whose name holds them first); `pageNumber` and `pageSize` page each list on its own (a
 * page of each kind), and `totals` counts each list's matches before paging.
 */
export function searchTariff<T extends TTariffLists>(
  tariff: T,
  query: { search?: string; pageNumber: number; pageSize: number },
): T & { pageNumber: number; pageSize: number; totals: TTariffTotals } {
  const start = (query.pageNumber - 1) * query.pageSize
  const found = <R>(rows: R[], texts: (row: R) => string[]) => searchRows(rows, query.search, texts)
  const hotels = found(tariff.hotels, (row) => [row.name, row.city, ...row.rooms.map((room) => room.room)])
  const programs = found(tariff.programs, (row) => [row.name, row.city, row.duration])
  const transfers = found(tariff.transfers, (row) => [row.name, row.vehicle, row.pricing])
  const visa = found(tariff.visa, (row) => [row.visaType])
  const page = <R>(rows: R[]) => rows.slice(start, start + query.pageSize)
  return {
    ...tariff,
    hotels: page(hotels),
    programs: page(programs),
    transfers: page(transfers),
    visa: page(visa),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totals: { hotels: hotels.length, programs: programs.length, transfers: transfers.length, visa: visa.length },
  }
}
