import 'server-only'
import type { Payload } from 'payload'
import { parseRate, percentToBps, type TRateTable } from '@/domain/pricing/convert'
import { isCurrency, type TCurrencyCode } from '@/domain/pricing/money'
import { PRODUCT_TYPES, type TProductType, type TSellSettings } from '@/domain/pricing/settings'
import { AppError, errorDay } from '@/lib/errors'
import { cached } from '@/lib/tag-cache'

/** The rate of each currency in force on `date` (ISO day): the latest one taking effect on or before it. */
export async function rateTable(payload: Payload, date: string): Promise<TRateTable> {
  return cached({ key: `rates:${date}`, tags: ['rates'] }, async () => {
    const { docs } = await payload.find({
      collection: 'exchange-rates',
      where: { effectiveFrom: { less_than_equal: `${date}T23:59:59.999Z` } },
      sort: '-effectiveFrom',
      depth: 0,
      pagination: false,
    })
    const table: Partial<Record<TCurrencyCode, number>> = {}
    for (const doc of docs) {
      if (isCurrency(doc.currency) && table[doc.currency] === undefined) table[doc.currency] = parseRate(doc.perUsd)
    }
    return table as TRateTable
  })
}

export async function marketMarkups(payload: Payload, market: string): Promise<Record<TProductType, number>> {
  return cached({ key: `market:${market}`, tags: ['markets'] }, async () => {
    const { docs } = await payload.find({
      collection: 'markets',
      where: { code: { equals: market } },
      depth: 0,
      limit: 1,
    })
    const doc = docs[0]
    if (!doc) throw new AppError('UNAVAILABLE', { key: 'noMarkupRules', values: { market } })
    const markups = doc.markups as Record<TProductType, number | null | undefined>
    return Object.fromEntries(PRODUCT_TYPES.map((type) => [type, percentToBps(markups[type] ?? 0)])) as Record<
      TProductType,
      number
    >
  })
}

/**
 * What an agent pays: their currency, the exchange rates in force on `date`, their market's
 * markups (ADR 010). Staff changes show at once: the cache drops on every save.
 */
export async function sellSettingsFor(
  payload: Payload,
  agent: { ccurrency: string; cmarket: string },
  date: string,
): Promise<TSellSettings> {
  if (!isCurrency(agent.ccurrency))
    throw new AppError('UNAVAILABLE', { key: 'currencyNotPriced', values: { currency: agent.ccurrency } })
  const [rates, markupBps] = await Promise.all([rateTable(payload, date), marketMarkups(payload, agent.cmarket)])
  if (!rates[agent.ccurrency])
    throw new AppError('UNAVAILABLE', {
      key: 'noExchangeRate',
      values: { currency: agent.ccurrency, day: errorDay(date) },
    })
  return { currency: agent.ccurrency, rates, markupBps }
}
