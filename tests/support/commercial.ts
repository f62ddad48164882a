import type { Payload } from 'payload'

/** Test factory: USD 1, EUR 0.92 and THB 35.8 per USD from 1 January 2026. */
export async function createRates(payload: Payload) {
  for (const [currency, perUsd] of [
    ['USD', '1'],
    ['EUR', '0.92'],
    ['THB', '35.8'],
  ] as const) {
    await payload.create({
      collection: 'exchange-rates',
      data: { currency, perUsd, effectiveFrom: '2026-01-01T00:00:00.000Z' },
    })
  }
}

type TMarkups = {
  Accommodation: number
  Transfer: number
  OvernightProgram: number
  DayProgram: number
  VisaOnArrivalServices: number
}

/** Test factory: a market with its markups in percent (0 where not given). */
export async function createMarket(payload: Payload, code: 'europe' | 'asia-pacific', markups: Partial<TMarkups>) {
  await payload.create({
    collection: 'markets',
    data: {
      code,
      name: code,
      markups: {
        Accommodation: 0,
        Transfer: 0,
        OvernightProgram: 0,
        DayProgram: 0,
        VisaOnArrivalServices: 0,
        ...markups,
      },
    },
  })
}
