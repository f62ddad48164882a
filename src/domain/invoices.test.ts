import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addActivities, addHotel, daysFor, priceTours, quickAddChoice, type THotelOffer } from '@/domain/itinerary'
import {
  ageing,
  ageingBucket,
  allocationProblem,
  creditProblem,
  DEFAULT_TERMS,
  documentNumber,
  invoiceLines,
  invoiceStanding,
  nextInstalment,
  paymentAmountProblem,
  paymentSchedule,
  statementLines,
  termsOf,
  termsProblem,
} from './invoices'

describe('invoice numbers (issue 57)', () => {
  it('are the kind, the year and the number in its series', () => {
    expect(documentNumber('invoice', 2026, 42)).toBe('INV-2026-00042')
    expect(documentNumber('credit_note', 2027, 1)).toBe('CN-2027-00001')
    expect(documentNumber('invoice', 2026, 123456)).toBe('INV-2026-123456')
    expect(() => documentNumber('invoice', 2026, 0)).toThrow(RangeError)
  })
})

describe('the payment schedule', () => {
  const terms = DEFAULT_TERMS
  it('a deposit within days, the balance before arrival, the deposit rounded once', () => {
    expect(paymentSchedule({ total: 100_001, issued: '2027-01-10', arrival: '2027-05-01', terms })).toEqual([
      { kind: 'deposit', due: '2027-01-17', amount: 30_000 },
      { kind: 'balance', due: '2027-04-01', amount: 70_001 },
    ])
    // 30 % of 5 is 1.5: rounded half away from zero.
    expect(paymentSchedule({ total: 5, issued: '2027-01-10', arrival: '2027-05-01', terms })[0]?.amount).toBe(2)
  })

  it('close to travel, everything is due at once; no deposit, only the balance; nothing to pay, nothing due', () => {
    expect(paymentSchedule({ total: 500_00, issued: '2027-04-20', arrival: '2027-05-01', terms })).toEqual([
      { kind: 'balance', due: '2027-04-27', amount: 500_00 },
    ])
    expect(
      paymentSchedule({
        total: 500_00,
        issued: '2027-01-10',
        arrival: '2027-05-01',
        terms: { ...terms, depositBps: 0 },
      }),
    ).toEqual([{ kind: 'balance', due: '2027-04-01', amount: 500_00 }])
    expect(paymentSchedule({ total: 0, issued: '2027-01-10', arrival: '2027-05-01', terms })).toEqual([])
  })

  it('always adds up to the total, in whole minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 400 }),
        (total, depositBps, lead) => {
          const schedule = paymentSchedule({
            total,
            issued: '2027-01-10',
            arrival: new Date(Date.UTC(2027, 0, 10 + lead)).toISOString().slice(0, 10),
            terms: { depositBps, depositDays: 7, balanceDaysBefore: 30 },
          })
          expect(schedule.reduce((sum, step) => sum + step.amount, 0)).toBe(total)
          for (const step of schedule) expect(Number.isSafeInteger(step.amount) && step.amount > 0).toBe(true)
        },
      ),
    )
  })

  it('refuses terms out of range', () => {
    expect(termsProblem(DEFAULT_TERMS)).toBeNull()
    expect(termsProblem({ ...DEFAULT_TERMS, depositBps: 10_001 })).toMatch(/0 to 100 %/)
    expect(termsProblem({ ...DEFAULT_TERMS, depositDays: 1.5 })).toMatch(/after the invoice/)
    expect(termsProblem({ ...DEFAULT_TERMS, balanceDaysBefore: -1 })).toMatch(/before arrival/)
  })
})

describe('where an invoice stands', () => {
  const schedule = paymentSchedule({
    total: 1000_00,
    issued: '2027-01-10',
    arrival: '2027-05-01',
    terms: DEFAULT_TERMS,
  })
  const standing = (paid: number, today: string, credited = 0) =>
    invoiceStanding({ total: 1000_00, paid, credited, schedule, today })

  it('is due, overdue when an instalment passed unpaid, paid when nothing is open, credited when cancelled', () => {
    expect(standing(0, '2027-01-17')).toBe('due')
    expect(standing(0, '2027-01-18')).toBe('overdue')
    expect(standing(300_00, '2027-01-18')).toBe('due')
    expect(standing(300_00, '2027-04-02')).toBe('overdue')
    expect(standing(1000_00, '2027-06-01')).toBe('paid')
    expect(standing(0, '2027-06-01', 1000_00)).toBe('credited')
  })

  it('says what is next to pay', () => {
    expect(nextInstalment(schedule, 0)).toEqual({ kind: 'deposit', due: '2027-01-17', amount: 300_00 })
    expect(nextInstalment(schedule, 400_00)).toEqual({ kind: 'balance', due: '2027-04-01', amount: 600_00 })
    expect(nextInstalment(schedule, 1000_00)).toBeNull()
  })
})

describe('ageing and the statement', () => {
  it('puts each open amount in the bucket of the instalment it belongs to', () => {
    expect(ageingBucket('2027-03-01', '2027-03-01')).toBe('current')
    expect(ageingBucket('2027-03-01', '2027-03-31')).toBe('days30')
    expect(ageingBucket('2027-03-01', '2027-04-01')).toBe('days60')
    expect(ageingBucket('2027-03-01', '2027-06-30')).toBe('over90')
    const schedule = [
      { kind: 'deposit' as const, due: '2027-01-01', amount: 300_00 },
      { kind: 'balance' as const, due: '2027-03-01', amount: 700_00 },
    ]
    expect(ageing([{ schedule, paid: 100_00, open: 900_00 }], '2027-03-15')).toEqual({
      current: 0,
      days30: 700_00,
      days60: 0,
      days90: 200_00,
      over90: 0,
    })
  })

  it('runs a balance: invoices owed, credit notes and payments paid', () => {
    const lines = statementLines([
      { date: '2027-01-12', kind: 'payment', reference: 'PAY-1', description: 'Transfer', amount: 300_00 },
      { date: '2027-01-10', kind: 'invoice', reference: 'INV-2027-00001', description: 'BK1', amount: 1000_00 },
      { date: '2027-01-12', kind: 'credit_note', reference: 'CN-2027-00001', description: 'BK1', amount: 100_00 },
    ])
    expect(lines.map((line) => [line.reference, line.debit, line.credit, line.balance])).toEqual([
      ['INV-2027-00001', 1000_00, 0, 1000_00],
      ['CN-2027-00001', 0, 100_00, 900_00],
      ['PAY-1', 0, 300_00, 600_00],
    ])
  })
})

describe('credit limits and payments', () => {
  it('refuses a booking past the limit, never without one', () => {
    expect(creditProblem({ limit: null, outstanding: 10 ** 9, amount: 1 })).toBeNull()
    expect(creditProblem({ limit: 5000_00, outstanding: 4000_00, amount: 1000_00 })).toBeNull()
    expect(creditProblem({ limit: 5000_00, outstanding: 4000_00, amount: 1000_01 })).toBe('overCreditLimit')
  })

  it('takes whole positive amounts, and allocates at most what is open and left', () => {
    for (const bad of [0, -5, 1.5, Number.NaN, '10', 10 ** 12]) expect(paymentAmountProblem(bad)).not.toBeNull()
    expect(paymentAmountProblem(250_00)).toBeNull()
    expect(allocationProblem({ amount: 100, unallocated: 100, open: 100 })).toBeNull()
    expect(allocationProblem({ amount: 101, unallocated: 200, open: 100 })).toMatch(/at most what is open/)
    expect(allocationProblem({ amount: 101, unallocated: 100, open: 200 })).toMatch(/left to allocate/)
    expect(allocationProblem({ amount: 0, unallocated: 100, open: 200 })).toMatch(/positive/)
  })
})

describe('the lines and the terms', () => {
  it('one line per service, a stay one line for its nights, dated its check-in; they add up to the total', () => {
    const rates = {
      fitPrice: 100_00,
      occupancy: 2,
      optionalValue: 0,
      validFrom: '2027-01-01',
      validTo: '2027-12-31',
      periodPrices: [],
    }
    const extras = { extraBedAdult: 0, extraBedChild: 0, mealPlanAdult: 0, mealPlanChildren: [], addOns: [] }
    const hotel: THotelOffer = {
      _id: 'h1',
      nameTour: 'River Lodge',
      rooms: [{ idContract: 'c1', idRoom: 'Deluxe', occupancy: 2, rates, extras }],
    }
    const party = { adults: 2, childAges: [] }
    let days = daysFor('2027-03-01', '2027-03-04')
    days = addActivities(days, 0, [
      {
        offer: {
          _id: 'p1',
          nameTour: 'Temple walk',
          type: 'DayProgram',
          adultPrice: 50_00,
          childPrices: [],
          lsSurcharge: [],
        },
      },
    ])
    days = addHotel(days, 1, { hotel, rooms: [quickAddChoice(hotel.rooms[0] as never, party)], nights: 2 })
    const priced = priceTours(days, party)
    const lines = invoiceLines(priced.days, (line) =>
      line.kind === 'hotel' ? `${line.nameTour}, ${line.nights} nights` : line.nameTour,
    )
    expect(lines).toEqual([
      { description: 'Temple walk', date: '2027-03-01', amount: 100_00 },
      { description: 'River Lodge, 2 nights', date: '2027-03-02', amount: 200_00 },
    ])
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(priced.total)
  })

  it('takes each term from the first level that sets it, else Monsoon’s', () => {
    expect(termsOf(null, null)).toEqual(DEFAULT_TERMS)
    expect(termsOf({ depositPercent: 50 }, { depositPercent: 20, balanceDaysBefore: 45 })).toEqual({
      depositBps: 5000,
      depositDays: DEFAULT_TERMS.depositDays,
      balanceDaysBefore: 45,
    })
    expect(termsOf({ depositPercent: null, depositDays: 0 }, null)).toMatchObject({ depositBps: 3000, depositDays: 0 })
  })
})
