import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { sell } from '@/domain/pricing'
import { sellSettingsFor } from '@/server/pricing/sell-settings'
import { createMarket, createRates } from '../support/commercial'
import { bootTestPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  await createRates(payload)
  await createMarket(payload, 'europe', {
    Accommodation: 15,
    Transfer: 10,
    OvernightProgram: 12,
    DayProgram: 12.5,
    VisaOnArrivalServices: 5,
  })
  await createMarket(payload, 'asia-pacific', {
    Accommodation: 10,
    Transfer: 8,
    OvernightProgram: 10,
    DayProgram: 10,
    VisaOnArrivalServices: 5,
  })
})

/** A THB 3,580 room night sold to an agent: the same `sell` every catalogue price goes through. */
const hotelNight = (settings: Awaited<ReturnType<typeof sellSettingsFor>>) =>
  sell(
    { amount: 3_580_00, currency: 'THB' },
    { to: settings.currency, rates: settings.rates, markupBps: settings.markupBps.Accommodation },
  ).amount

describe("an agent's selling settings come from staff-maintained rates and markets", () => {
  it('two agents of different markets and currencies see different prices for the same hotel night', async () => {
    const europe = await sellSettingsFor(payload, { ccurrency: 'EUR', cmarket: 'europe' }, '2026-12-01')
    const asia = await sellSettingsFor(payload, { ccurrency: 'USD', cmarket: 'asia-pacific' }, '2026-12-01')
    expect(europe.markupBps).toEqual({
      Accommodation: 1500,
      Transfer: 1000,
      OvernightProgram: 1200,
      DayProgram: 1250,
      VisaOnArrivalServices: 500,
    })
    // THB 3,580 net = USD 100 = EUR 92; +15 % → EUR 105.80; +10 % → USD 110.00
    expect(hotelNight(europe)).toBe(105_80)
    expect(hotelNight(asia)).toBe(110_00)
  })

  it('a new rate applies from its date on, at once, without a restart', async () => {
    await payload.create({
      collection: 'exchange-rates',
      data: { currency: 'EUR', perUsd: '0.95', effectiveFrom: '2026-12-15T00:00:00.000Z' },
    })
    const before = await sellSettingsFor(payload, { ccurrency: 'EUR', cmarket: 'europe' }, '2026-12-14')
    const after = await sellSettingsFor(payload, { ccurrency: 'EUR', cmarket: 'europe' }, '2026-12-15')
    expect(sell({ amount: 100_00, currency: 'USD' }, { to: 'EUR', rates: before.rates, markupBps: 0 }).amount).toBe(
      92_00,
    )
    expect(sell({ amount: 100_00, currency: 'USD' }, { to: 'EUR', rates: after.rates, markupBps: 0 }).amount).toBe(
      95_00,
    )
  })

  it('a markup changed by staff applies to the next price', async () => {
    const { docs } = await payload.find({ collection: 'markets', where: { code: { equals: 'asia-pacific' } } })
    await sellSettingsFor(payload, { ccurrency: 'USD', cmarket: 'asia-pacific' }, '2026-12-01')
    await payload.update({
      collection: 'markets',
      id: docs[0].id,
      data: { markups: { ...docs[0].markups, Accommodation: 20 } },
    })
    const settings = await sellSettingsFor(payload, { ccurrency: 'USD', cmarket: 'asia-pacific' }, '2026-12-01')
    expect(hotelNight(settings)).toBe(120_00)
  })

  it('an unknown market or an unpriced currency is reported, not guessed', async () => {
    await expect(sellSettingsFor(payload, { ccurrency: 'USD', cmarket: 'americas' }, '2026-12-01')).rejects.toThrow(
      /no markup/,
    )
    await expect(sellSettingsFor(payload, { ccurrency: 'GBP', cmarket: 'europe' }, '2026-12-01')).rejects.toThrow(
      /No exchange rate/,
    )
  })
})
