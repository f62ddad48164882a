/**
 * `npm run bench`: measurements, not tests (DESIGN.md performance budgets). Prints figures; exits
 * non-zero only if a run cannot complete. Budget: a full 21-day itinerary reprices in under 1 ms.
 */
import { performance } from 'node:perf_hooks'
import {
  addActivities,
  addHotel,
  daysFor,
  priceTours,
  quickAddChoice,
  type TActivityOffer,
  type THotelOffer,
  type TTourDay,
} from '../src/domain/itinerary'

const party = { adults: 4, childAges: [6, 9] }

/** 21 days, 60 activities spread over them, 10 hotel stays covering every night (2 room types, extras, add-ons). */
function itinerary(): TTourDay[] {
  let days = daysFor('2026-12-15', '2027-01-04')
  for (let stay = 0; stay < 10; stay++) {
    const rates = {
      fitPrice: 90_00,
      occupancy: 2,
      optionalValue: 12_00,
      validFrom: '2026-11-01',
      validTo: '2027-04-30',
      periodPrices: [
        { beginDate: '2026-11-01', endDate: '2026-12-19', price: (110 + stay) * 100 },
        { beginDate: '2026-12-20', endDate: '2027-01-05', price: (180 + stay) * 100 },
      ],
    }
    const extras = {
      extraBedAdult: 30_00,
      extraBedChild: 15_00,
      mealPlanAdult: 20_00,
      mealPlanChildren: [{ from: 4, to: 11, price: 10_00 }],
      addOns: [{ name: 'Spa credit', price: 40_00 }],
    }
    const hotel: THotelOffer = {
      _id: `h${stay}`,
      nameTour: `Hotel ${stay}`,
      rooms: [
        { idContract: 'c', idRoom: 'Deluxe', occupancy: 2, rates, extras },
        { idContract: 'c', idRoom: 'Family', occupancy: 4, rates, extras },
      ],
    }
    const first = Math.floor((stay * 21) / 10)
    const nights = Math.floor(((stay + 1) * 21) / 10) - first
    const rooms = hotel.rooms.map((room) => ({
      ...quickAddChoice(room, party),
      extraBedAdult: 1,
      mealPlanAdult: 4,
      mealPlanChild: [2],
      addOns: ['Spa credit'],
    }))
    days = addHotel(days, first, { hotel, rooms, nights })
  }
  /** A surcharge the agent may tick on any day (issue 54). */
  const OPTIONAL_EVERY_DAY = { compulsory: false, seasonFrom: null, seasonTo: null }
  const types = ['DayProgram', 'Transfer', 'OvernightProgram', 'VisaOnArrivalServices'] as const
  for (let index = 0; index < 60; index++) {
    const type = types[index % types.length]
    const offer: TActivityOffer =
      type === 'Transfer'
        ? { _id: `a${index}`, nameTour: `Transfer ${index}`, type, price: (40 + index) * 100, pricing: 'perVehicle' }
        : type === 'VisaOnArrivalServices'
          ? { _id: `a${index}`, nameTour: `Visa ${index}`, type, price: 35_00 }
          : {
              _id: `a${index}`,
              nameTour: `Program ${index}`,
              type,
              adultPrice: (40 + index) * 100,
              childPrices: [
                { ageFrom: 0, ageTo: 3, price: 0 },
                { ageFrom: 4, ageTo: 11, price: (20 + index) * 100 },
              ],
              lsSurcharge: [
                {
                  name: 'Festive season',
                  price: 15_00,
                  isActive: true,
                  Children: [{ age: 6, childPrice: 7_50 }],
                  ...OPTIONAL_EVERY_DAY,
                },
              ],
            }
    days = addActivities(days, index % 21, [{ offer, surcharges: index % 5 === 0 ? ['Festive season'] : [] }])
  }
  return days
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
const priced = priceTours(days, party)
const lines = priced.days.flatMap((day) => day.Activities)
console.log(
  `itinerary: ${days.length} days, ${lines.filter((l) => l.kind !== 'hotel').length} activity and surcharge lines, ${lines.filter((l) => l.kind === 'hotel').length} room nights; total ${priced.total} minor units`,
)
measure('full reprice (21 days)', 5_000, () => priceTours(days, party))
measure('add a day program and reprice', 5_000, () =>
  priceTours(
    addActivities(days, 7, [
      {
        offer: {
          _id: 'new',
          nameTour: 'New',
          type: 'DayProgram',
          adultPrice: 50_00,
          childPrices: [],
          lsSurcharge: [],
        },
      },
    ]),
    party,
  ),
)
