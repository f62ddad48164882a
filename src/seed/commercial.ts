/** Exchange rates and markets of the demo (issue #4): four selling currencies and more, four markets. */
import type { TSeedContext } from './context'

const RATES_FROM = '2026-01-01T00:00:00.000Z'
/** Units per 1 USD. */
const RATES: Array<[currency: 'USD' | 'EUR' | 'GBP' | 'THB' | 'AUD' | 'SGD' | 'VND', perUsd: string]> = [
  ['USD', '1'],
  ['EUR', '0.92'],
  ['GBP', '0.79'],
  ['THB', '35.8'],
  ['AUD', '1.53'],
  ['SGD', '1.34'],
  ['VND', '25400'],
]

const MARKETS = [
  { code: 'standard', name: 'Standard', markups: [12, 10, 12, 12, 5] },
  { code: 'europe', name: 'Europe', markups: [15, 10, 12, 12, 5] },
  { code: 'asia-pacific', name: 'Asia-Pacific', markups: [10, 8, 10, 10, 5] },
  { code: 'americas', name: 'Americas', markups: [14, 10, 12, 12, 5] },
] as const

export async function seedCommercial({ payload, write }: TSeedContext): Promise<void> {
  for (const [currency, perUsd] of RATES) {
    await write((req) =>
      payload.create({
        collection: 'exchange-rates',
        data: { currency, perUsd, effectiveFrom: RATES_FROM },
        depth: 0,
        req,
      }),
    )
  }
  for (const market of MARKETS) {
    const [Accommodation, Transfer, OvernightProgram, DayProgram, VisaOnArrivalServices] = market.markups
    await write((req) =>
      payload.create({
        collection: 'markets',
        data: {
          code: market.code,
          name: market.name,
          markups: { Accommodation, Transfer, OvernightProgram, DayProgram, VisaOnArrivalServices },
        },
        depth: 0,
        req,
      }),
    )
  }
}
