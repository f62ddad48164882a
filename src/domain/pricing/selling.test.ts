import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_MARKUP_BPS,
  markupLabel,
  markupProblem,
  NO_MARKUP,
  netByType,
  parsePercent,
  percentOf,
  sellingPrice,
  type TAgentMarkup,
} from './selling'
import { storedDefault, ZAgentMarkup, ZDefaultMarkup } from './selling-contract'
import { PRODUCT_TYPES } from './settings'

const BY_TYPE = (bps: number[]) =>
  Object.fromEntries(PRODUCT_TYPES.map((type, index) => [type, bps[index] ?? 0])) as Record<
    (typeof PRODUCT_TYPES)[number],
    number
  >

describe('the agent’s selling price (issue 21)', () => {
  it('adds a percentage to the exact total, rounded once, half away from zero', () => {
    // 999.99 EUR at 15 % is 1,149.9885 EUR exactly: 1,149.99, and 574.995 per person → 575.00.
    expect(sellingPrice({ DayProgram: 99_999 }, { kind: 'percent', bps: 1500 }, 2)).toEqual({
      net: 99_999,
      selling: 114_999,
      margin: 15_000,
      perPerson: 57_500,
      people: 2,
    })
    expect(sellingPrice({ Accommodation: 1 }, { kind: 'percent', bps: 5000 }, 1).selling).toBe(2)
  })

  it('applies each product type its own percentage, one rounding over the whole trip', () => {
    const price = sellingPrice(
      { Accommodation: 100_001, Transfer: 10_001, DayProgram: 20_001 },
      { kind: 'byType', bps: BY_TYPE([1000, 500, 0, 2000, 0]) },
      3,
    )
    // 100001 × 1.10 + 10001 × 1.05 + 20001 × 1.20 = 110001.1 + 10501.05 + 24001.2 = 144503.35
    expect(price.selling).toBe(144_503)
    expect(price.net).toBe(130_003)
    expect(price.margin).toBe(14_500)
  })

  it('adds a fixed amount exactly; none leaves Monsoon’s price', () => {
    expect(sellingPrice({ Accommodation: 250_000 }, { kind: 'fixed', amount: 30_000 }, 4)).toMatchObject({
      selling: 280_000,
      margin: 30_000,
      perPerson: 70_000,
    })
    expect(sellingPrice({ Transfer: 12_345 }, NO_MARKUP, 1)).toMatchObject({ selling: 12_345, margin: 0 })
  })

  it('never sells below Monsoon’s price and never drifts more than half a minor unit from the exact value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: MAX_MARKUP_BPS }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 40 }),
        (amounts, bps, people) => {
          const net = Object.fromEntries(PRODUCT_TYPES.map((type, index) => [type, amounts[index]]))
          const price = sellingPrice(net, { kind: 'byType', bps: BY_TYPE(bps) }, people)
          const exact = amounts.reduce((sum, amount, index) => sum + (amount * (10_000 + bps[index])) / 10_000, 0)
          expect(price.selling).toBeGreaterThanOrEqual(price.net)
          expect(Math.abs(price.selling - exact)).toBeLessThanOrEqual(0.5 + 1e-6)
          expect(price.margin).toBe(price.selling - price.net)
          expect(Math.abs(price.perPerson * people - price.selling)).toBeLessThanOrEqual(people / 2)
        },
      ),
    )
  })

  it('refuses discounts, absurd percentages, fractions of a basis point and no one travelling', () => {
    const bad: TAgentMarkup[] = [
      { kind: 'percent', bps: -100 },
      { kind: 'percent', bps: MAX_MARKUP_BPS + 1 },
      { kind: 'percent', bps: 12.5 },
      { kind: 'fixed', amount: -1 },
      { kind: 'byType', bps: { ...BY_TYPE([0, 0, 0, 0, 0]), Transfer: Number.NaN } },
    ]
    for (const markup of bad) {
      expect(markupProblem(markup)).toBeTruthy()
      expect(() => sellingPrice({ Transfer: 100 }, markup, 1)).toThrow()
    }
    expect(() => sellingPrice({ Transfer: 100 }, NO_MARKUP, 0)).toThrow(/at least one person/)
  })

  it('checks a markup sent or stored as the rule does, and says it as the agent reads it', () => {
    expect(ZAgentMarkup.safeParse({ kind: 'percent', bps: 1250 }).success).toBe(true)
    expect(ZAgentMarkup.safeParse({ kind: 'percent', bps: 12.5 }).success).toBe(false)
    expect(ZAgentMarkup.safeParse({ kind: 'percent', bps: -1 }).success).toBe(false)
    expect(ZAgentMarkup.safeParse({ kind: 'percent', bps: MAX_MARKUP_BPS + 1 }).success).toBe(false)
    expect(ZAgentMarkup.safeParse({ kind: 'percent', bps: 10, extra: 1 }).success).toBe(false)
    // A fixed amount is one booking's; a default is a percentage.
    expect(ZAgentMarkup.safeParse({ kind: 'fixed', amount: 5000 }).success).toBe(true)
    expect(ZDefaultMarkup.safeParse({ kind: 'fixed', amount: 5000 }).success).toBe(false)
    expect(storedDefault({ kind: 'fixed', amount: 5000 })).toBeNull()
    expect(storedDefault('garbage')).toBeNull()
    expect(storedDefault({ kind: 'percent', bps: 1500 })).toEqual({ kind: 'percent', bps: 1500 })
    expect(markupLabel({ kind: 'percent', bps: 1250 }, 'USD')).toBe('12.5 %')
    expect(markupLabel({ kind: 'fixed', amount: 25000 }, 'USD')).toBe('250.00 USD on the trip')
    expect(markupLabel({ kind: 'byType', bps: BY_TYPE([1000, 0, 500, 2000, 0]) }, 'USD')).toBe(
      'Hotel 10 %, Transfer 0 %, Overnight program 5 %, Day program 20 %, Visa on arrival 0 %',
    )
    expect(markupLabel(NO_MARKUP, 'USD')).toBe('None')
  })

  it('adds a trip’s lines by product type, exactly', () => {
    expect(
      netByType([
        { type: 'Accommodation', total: 10001 },
        { type: 'DayProgram', total: 2500 },
        { type: 'Accommodation', total: 9999 },
      ]),
    ).toEqual({ Accommodation: 20000, DayProgram: 2500 })
  })

  it('reads a percentage as typed, to the basis point, and refuses what is not one', () => {
    expect(parsePercent('12.5')).toBe(1250)
    expect(parsePercent('12,25 %')).toBe(1225)
    expect(parsePercent(' 0 ')).toBe(0)
    expect(parsePercent('1000')).toBe(MAX_MARKUP_BPS)
    for (const bad of ['', '-5', '1000.01', '12.345', 'abc', '1e3', '0x10']) expect(parsePercent(bad), bad).toBeNull()
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_MARKUP_BPS }), (bps) => parsePercent(percentOf(bps)) === bps))
  })
})
