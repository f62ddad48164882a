import type { TDocumentWords } from '@/domain/document-words'
import { summariseItinerary, type TItinerarySummary, type TSummaryItem } from './summary'
import type { TTourDay } from './types'

/**
 * Two versions of an itinerary side by side (ADR 030): a quote Monsoon gave and the booking now,
 * or two quotes. Days are matched by their number, services within a day by what they are (name
 * and detail), so a moved service shows as removed on one day and added on another.
 */
export type TCompareChange = 'same' | 'added' | 'removed' | 'price'
export type TCompareItem = {
  /** Unique within its day. */
  id: string
  name: string
  detail: string
  left: number | null
  right: number | null
  change: TCompareChange
}
export type TCompareDay = {
  day: number
  leftDate: string | null
  rightDate: string | null
  items: TCompareItem[]
  left: number
  right: number
}
export type TComparison = { days: TCompareDay[]; left: number; right: number; currency: string; changes: number }

const keyOf = (item: Pick<TSummaryItem, 'name' | 'detail'>) => `${item.name}\u0000${item.detail}`

/** Each service of one day in both versions; a service listed twice is matched twice, in order. */
function compareItems(left: readonly TSummaryItem[], right: readonly TSummaryItem[]): TCompareItem[] {
  const waiting = new Map<string, TSummaryItem[]>()
  for (const item of right) waiting.set(keyOf(item), [...(waiting.get(keyOf(item)) ?? []), item])
  const rows: TCompareItem[] = left.map((item, index) => {
    const twin = waiting.get(keyOf(item))?.shift()
    const id = `left-${index}`
    if (!twin) return { id, name: item.name, detail: item.detail, left: item.total, right: null, change: 'removed' }
    return {
      id,
      name: item.name,
      detail: item.detail,
      left: item.total,
      right: twin.total,
      change: twin.total === item.total ? 'same' : 'price',
    }
  })
  for (const [index, item] of right.entries())
    if (waiting.get(keyOf(item))?.includes(item))
      rows.push({
        id: `right-${index}`,
        name: item.name,
        detail: item.detail,
        left: null,
        right: item.total,
        change: 'added',
      })
  return rows
}

/** `left` and `right` (same currency) day by day; `changes` counts the services that differ. */
export function compareItineraries(left: TItinerarySummary, right: TItinerarySummary): TComparison {
  const count = Math.max(left.days.length, right.days.length)
  const days: TCompareDay[] = []
  for (let index = 0; index < count; index++) {
    const a = left.days[index]
    const b = right.days[index]
    days.push({
      day: index + 1,
      leftDate: a?.dateLabel ?? null,
      rightDate: b?.dateLabel ?? null,
      items: compareItems(a?.items ?? [], b?.items ?? []),
      left: a?.total ?? 0,
      right: b?.total ?? 0,
    })
  }
  const changes = days.reduce((sum, day) => sum + day.items.filter((item) => item.change !== 'same').length, 0)
  return { days, left: left.total, right: right.total, currency: right.currency, changes }
}

/** What a comparison says above its table, the same in the vault and in /admin. */
export const comparisonSummary = (comparison: Pick<TComparison, 'changes'>) =>
  comparison.changes === 0
    ? 'No service differs between these two versions.'
    : comparison.changes === 1
      ? '1 service differs.'
      : `${comparison.changes} services differ.`

/** The key of the booking as it is now among its versions; a quote's key is its number. */
export const NOW_VERSION = 'now'

/** A version's column heading: "Now" or "Quote 2". */
export const versionLabel = (key: string) => (key === NOW_VERSION ? 'Now' : `Quote ${key}`)

/**
 * Two versions of a booking, each a quote's number or NOW_VERSION, compared side by side: the
 * vault's Versions and the booking's Versions panel in /admin.
 */
export function compareVersions(args: {
  quotes: readonly { number: number; currency: string; snapshot: { Tours: readonly TTourDay[] } }[]
  now: { days: readonly TTourDay[]; currency: string }
  left: string
  right: string
  /** The language the days and lines are told in. */
  words: TDocumentWords
}): TComparison {
  const summaryOf = (key: string) => {
    const quote = args.quotes.find((item) => String(item.number) === key)
    return quote
      ? summariseItinerary(quote.snapshot.Tours, quote.currency, args.words)
      : summariseItinerary(args.now.days, args.now.currency, args.words)
  }
  return compareItineraries(summaryOf(args.left), summaryOf(args.right))
}
