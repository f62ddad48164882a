import { describe, expect, it } from 'vitest'
import { withinSeason } from '@/domain/itinerary/operations'
import {
  CATALOGUE,
  hotelsIn,
  SUPPLEMENTS,
  supplementAppliesOn,
  supplementName,
  type TNationCatalogue,
} from './catalogue'
import { provinceList } from './provinces'

/**
 * The demo catalogue checked from its own data, no database (issue 18): programs where they really
 * happen, supplements in their season, an airport transfer both ways for every city with an airport,
 * and a real description for every program.
 */

/** Other names the programs use for a demo city. */
const ALIASES: Record<string, string> = { Saigon: 'Ho Chi Minh City' }

/** What a supplement's name says about its season, and the widest that season can be (MM-DD). */
const SEASONS: { says: RegExp; from: string; to: string }[] = [
  { says: /festive|christmas|new year/i, from: '12-15', to: '01-15' },
]

/** Every day of a leap year, MM-DD. */
const YEAR = Array.from({ length: 366 }, (_, day) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(5, 10))

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '')

const provincesOf = (entry: TNationCatalogue) =>
  new Set(
    provinceList()
      .filter((province) => province.countryCode === entry.code.toUpperCase())
      .map((province) => province.fullName),
  )

/** The demo cities, of every nation, that a program's name mentions (as a whole word). */
const citiesNamedIn = (name: string) => {
  const named = [
    ...CATALOGUE.flatMap((entry) => entry.cities.map((city) => [city.name, city.name])),
    ...Object.entries(ALIASES),
  ]
  return named
    .filter(([word]) => new RegExp(`\\b${word}\\b`).test(name))
    .map(([, city]) => city)
    .filter((city, index, all) => all.indexOf(city) === index)
}

/** The problems of one nation's data, as readable lines (empty when all is well). */
function placeProblems(entry: TNationCatalogue): string[] {
  const problems: string[] = []
  const provinces = provincesOf(entry)
  const cities = new Map(entry.cities.map((city) => [city.name, city]))
  for (const city of entry.cities)
    if (!provinces.has(city.province)) problems.push(`${entry.code}: city ${city.name} is in ${city.province}?`)
  for (const program of entry.programs) {
    const where = `${entry.code}: ${program.name}`
    if (!cities.has(program.city)) problems.push(`${where}: ${program.city} is not a demo city of ${entry.code}`)
    if (!provinces.has(program.province)) problems.push(`${where}: ${program.province} is not in ${entry.code}`)
    // A program in the province of a demo city starts from that city (or one of them).
    const local = entry.cities.filter((city) => city.province === program.province).map((city) => city.name)
    if (local.length > 0 && !local.includes(program.city))
      problems.push(
        `${where}: happens in ${program.province}, so starts from ${local.join(' or ')}, not ${program.city}`,
      )
    // A program named after a demo city is placed there.
    for (const named of citiesNamedIn(program.name))
      if (named !== program.city) problems.push(`${where}: named after ${named}, placed in ${program.city}`)
    // The description says where the program starts from.
    if (!program.description.includes(program.city))
      problems.push(`${where}: the description does not mention ${program.city}`)
  }
  return problems
}

function supplementProblems(supplements: typeof SUPPLEMENTS): string[] {
  const problems: string[] = []
  for (const supplement of supplements) {
    const seasons = SEASONS.filter((season) => season.says.test(supplement.label))
    if (seasons.length !== 1) {
      problems.push(`${supplement.label}: its name does not say one known season`)
      continue
    }
    const [season] = seasons as [(typeof SEASONS)[number]]
    const days = YEAR.filter((day) => withinSeason(day, supplement.from, supplement.to))
    const outside = days.filter((day) => !withinSeason(day, season.from, season.to))
    if (days.length === 0 || outside.length > 0)
      problems.push(
        `${supplement.label}: ${supplement.from} – ${supplement.to} is not within ${season.from} – ${season.to}`,
      )
  }
  return problems
}

function transferProblems(entry: TNationCatalogue): string[] {
  const problems: string[] = []
  const has = (from: string, to: string) => entry.transfers.some((pair) => pair[0] === from && pair[1] === to)
  const airports = new Set(entry.cities.map((city) => city.airport))
  for (const city of entry.cities) {
    if (city.hotels.length === 0 || !city.airport) continue
    if (!has(city.airport, hotelsIn(city.name)))
      problems.push(`${entry.code}: no ${city.airport} → ${hotelsIn(city.name)}`)
    if (!has(hotelsIn(city.name), city.airport))
      problems.push(`${entry.code}: no ${hotelsIn(city.name)} → ${city.airport}`)
  }
  // An airport in the transfers is some demo city's airport, so no city's airport goes unnoticed.
  for (const end of entry.transfers.flat())
    if (/airport/i.test(end) && !airports.has(end)) problems.push(`${entry.code}: ${end} is no demo city’s airport`)
  return problems
}

function descriptionProblems(catalogue: readonly TNationCatalogue[]): string[] {
  const problems: string[] = []
  const programs = catalogue.flatMap((entry) => entry.programs.map((program) => ({ code: entry.code, ...program })))
  const seen = new Map<string, string>()
  for (const program of programs) {
    const where = `${program.code}: ${program.name}`
    const count = sentences(program.description).length
    if (count < 2 || count > 4) problems.push(`${where}: ${count} sentences`)
    if (!/[.!?]$/.test(program.description)) problems.push(`${where}: the description does not end a sentence`)
    // No description, and no sentence of one, written twice: no boilerplate.
    for (const sentence of [program.description, ...sentences(program.description)]) {
      const other = seen.get(sentence)
      if (other && other !== where) problems.push(`${where}: repeats "${sentence}" of ${other}`)
      seen.set(sentence, where)
    }
    if (/overnight/i.test(program.name) !== (program.duration === '2 days / 1 night'))
      problems.push(`${where}: ${program.duration}`)
  }
  return problems
}

describe('the demo catalogue', () => {
  it('has the five nations, each with 4 cities of 3 hotels and 20 programs', () => {
    expect(CATALOGUE.map((entry) => entry.code)).toEqual(['th', 'vn', 'kh', 'la', 'mm'])
    for (const entry of CATALOGUE) {
      expect(entry.cities.map((city) => city.hotels.length)).toEqual([3, 3, 3, 3])
      expect(entry.programs).toHaveLength(20)
    }
  })

  it.each(CATALOGUE.map((entry) => [entry.code, entry] as const))(
    '%s: every city and program is in the nation, and every program where it really happens',
    (_, entry) => {
      expect(placeProblems(entry)).toEqual([])
    },
  )

  it('places the programs the travel agent found misplaced where they happen', () => {
    const cityOf = (name: string) =>
      CATALOGUE.flatMap((entry) => entry.programs).find((program) => program.name === name)?.city
    expect(cityOf('Bangkok night markets and rooftops')).toBe('Bangkok')
    expect(cityOf('Chiang Rai White Temple and Golden Triangle')).toBe('Chiang Mai')
    expect(cityOf('Lanna crafts villages of Chiang Mai')).toBe('Chiang Mai')
    expect(cityOf('4000 Islands by boat')).toBe('Pakse')
  })

  it('finds a misplaced program', () => {
    const [thailand] = CATALOGUE as [TNationCatalogue]
    const moved = (name: string, city: string): TNationCatalogue => ({
      ...thailand,
      programs: thailand.programs.map((program) => (program.name === name ? { ...program, city } : program)),
    })
    expect(placeProblems(moved('Bangkok night markets and rooftops', 'Phuket'))).not.toEqual([])
    expect(placeProblems(moved('Chiang Rai White Temple and Golden Triangle', 'Bangkok'))).not.toEqual([])
    expect(placeProblems(moved('Railay rock climbing for beginners', 'Phuket'))).not.toEqual([])
    expect(placeProblems(moved('Doi Suthep at sunrise', 'Luang Prabang'))).not.toEqual([])
  })

  it('gives each supplement a period inside the season its name says, and names the period', () => {
    expect(supplementProblems(SUPPLEMENTS)).toEqual([])
    for (const supplement of SUPPLEMENTS)
      expect(supplementName(supplement)).toMatch(/\(\d{1,2} \w{3} – \d{1,2} \w{3}\)$/)
    expect(supplementName(SUPPLEMENTS[0] as (typeof SUPPLEMENTS)[number])).toBe(
      'Festive season supplement (20 Dec – 5 Jan)',
    )
    // The season of the brief's bug: a festive supplement in March.
    expect(
      supplementProblems([{ ...(SUPPLEMENTS[0] as (typeof SUPPLEMENTS)[number]), from: '03-01', to: '03-31' }]),
    ).toHaveLength(1)
    expect(
      supplementProblems([{ ...(SUPPLEMENTS[0] as (typeof SUPPLEMENTS)[number]), label: 'Supplement' }]),
    ).toHaveLength(1)
  })

  it('applies a supplement, on a booking day, only inside its season (the demo bookings tick by this)', () => {
    const festive = supplementName(SUPPLEMENTS[0] as (typeof SUPPLEMENTS)[number])
    expect(
      ['2026-12-20', '2026-12-31', '2027-01-01', '2027-01-05'].map((day) => supplementAppliesOn(festive, day)),
    ).toEqual([true, true, true, true])
    expect(
      ['2026-12-19', '2027-01-06', '2027-03-05', '2027-07-20'].map((day) => supplementAppliesOn(festive, day)),
    ).toEqual([false, false, false, false])
    expect(supplementAppliesOn('Festive season supplement', '2026-12-25')).toBe(false)
  })

  it.each(CATALOGUE.map((entry) => [entry.code, entry] as const))(
    '%s: every city with hotels and an airport has the transfers from the airport to its hotels and back',
    (_, entry) => {
      expect(transferProblems(entry)).toEqual([])
    },
  )

  it('finds a missing airport transfer', () => {
    const [thailand] = CATALOGUE as [TNationCatalogue]
    const without = (from: string, to: string) => ({
      ...thailand,
      transfers: thailand.transfers.filter((pair) => !(pair[0] === from && pair[1] === to)),
    })
    expect(transferProblems(without('Chiang Mai hotels', 'Chiang Mai Airport'))).toEqual([
      'th: no Chiang Mai hotels → Chiang Mai Airport',
    ])
    expect(
      transferProblems({ ...thailand, transfers: [...thailand.transfers, ['Hua Hin Airport', 'Hua Hin hotels']] }),
    ).toEqual(['th: Hua Hin Airport is no demo city’s airport'])
  })

  it('describes every program in 2 to 4 sentences of its own, and lasts overnight only when named so', () => {
    expect(descriptionProblems(CATALOGUE)).toEqual([])
  })

  it('finds a boilerplate description', () => {
    const [thailand, ...others] = CATALOGUE as [TNationCatalogue, ...TNationCatalogue[]]
    const boilerplate = {
      ...thailand,
      programs: thailand.programs.map((program) => ({
        ...program,
        description: `${program.name}: private guide, entrance fees and water included; hotel pick-up in the city centre.`,
      })),
    }
    expect(descriptionProblems([boilerplate, ...others])).toHaveLength(20)
    const [first, second] = thailand.programs as [TNationCatalogue['programs'][number], ...TNationCatalogue['programs']]
    const copied = { ...thailand, programs: [first, { ...second, description: first.description }] }
    expect(descriptionProblems([copied])).not.toEqual([])
  })
})
