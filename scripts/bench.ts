/**
 * `npm run bench`: measurements, not tests (DESIGN.md performance budgets). Prints figures; exits
 * non-zero only if a run cannot complete. Budget: a full 21-day itinerary reprices in under 1 ms.
 */
import { performance } from 'node:perf_hooks'
import {
  addDays,
  priceItinerary,
  type TActivityItem,
  type THotelItem,
  type TRateTable,
  type TSellSettings,
} from '../src/domain/pricing'

const RATES: TRateTable = {
  USD: 1_000_000,
  EUR: 920_000,
  GBP: 790_000,
  THB: 35_800_000,
  AUD: 1_530_000,
  SGD: 1_340_000,
  VND: 25_400_000_000,
}

const settings: TSellSettings = {
  currency: 'EUR',
  rates: RATES,
  markupBps: {
    Accommodation: 1500,
    Transfer: 1000,
    OvernightProgram: 1200,
    DayProgram: 1200,
    VisaOnArrivalServices: 500,
  },
}

/** 21 days, 60 activities spread over them, 10 hotel stays covering every night (2 rooms, extras). */
function itinerary() {
  const start = '2026-12-15'
  const stays: THotelItem[] = Array.from({ length: 10 }, (_, index) => ({
    kind: 'hotel',
    currency: index % 2 ? 'THB' : 'USD',
    rooms: 2,
    rates: {
      fitPrice: 90_00,
      occupancy: 2,
      optionalValue: 12_00,
      periodPrices: [
        { beginDate: '2026-11-01', endDate: '2026-12-19', price: (110 + index) * 100 },
        { beginDate: '2026-12-20', endDate: '2027-01-05', price: (180 + index) * 100 },
        { beginDate: '2027-01-06', endDate: '2027-04-30', price: (130 + index) * 100 },
      ],
    },
    extras: {
      extraBedAdult: { price: 30_00, quantity: 1 },
      mealPlanAdult: { price: 20_00, quantity: 4 },
      mealPlanChildren: [{ from: 4, to: 11, price: 10_00, quantity: 1 }],
    },
  }))
  const types: TActivityItem['type'][] = ['DayProgram', 'Transfer', 'OvernightProgram', 'VisaOnArrivalServices']
  const activities: TActivityItem[] = Array.from({ length: 60 }, (_, index) => ({
    kind: 'activity',
    type: types[index % types.length],
    currency: index % 3 ? 'USD' : 'THB',
    adultPrice: (40 + index) * 100,
    adults: 4,
    childAges: [6, 9],
    childPrices: [
      { ageFrom: 0, ageTo: 3, price: 0 },
      { ageFrom: 4, ageTo: 11, price: (20 + index) * 100 },
    ],
    surcharges: [
      { name: 'Festive season', price: 15_00, isActive: index % 5 === 0, Children: [{ age: 6, childPrice: 7_50 }] },
    ],
  }))
  return Array.from({ length: 21 }, (_, day) => ({
    date: addDays(start, day),
    items: [stays[Math.floor((day * 10) / 21)], ...activities.filter((_, index) => index % 21 === day)],
  }))
}

function measure(name: string, runs: number, work: () => unknown) {
  for (let i = 0; i < 200; i++) work()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    work()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length
  console.log(
    `${name}: mean ${(mean * 1000).toFixed(1)} µs, p50 ${(at(0.5) * 1000).toFixed(1)} µs, p95 ${(at(0.95) * 1000).toFixed(1)} µs, p99 ${(at(0.99) * 1000).toFixed(1)} µs over ${runs} runs`,
  )
}

const days = itinerary()
const priced = priceItinerary(days, settings)
console.log(
  `itinerary: ${days.length} days, ${days.reduce((n, d) => n + d.items.filter((i) => i.kind === 'activity').length, 0)} activities, 10 hotel stays; ${priced.days.reduce((n, d) => n + d.lines.length, 0)} priced lines; total ${priced.total} ${priced.currency} minor units`,
)
measure('full reprice (21 days)', 5_000, () => priceItinerary(days, settings))
