import { describe, expect, it } from 'vitest'
import { isIsoDate, isoDateProblem } from './dates'

describe('isIsoDate: a real calendar day Monsoon deals in', () => {
  it.each(['2026-12-15', '2028-02-29', '2000-01-01', '2099-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true)
  })
  it.each([
    ['2027-02-30', '2027-02-30 is not a day of the calendar'],
    ['2027-02-29', '2027-02-29 is not a day of the calendar'],
    ['2026-13-45', '2026-13-45 is not a day of the calendar'],
    ['2026-04-31', '2026-04-31 is not a day of the calendar'],
    ['0000-01-01', 'A date between 2000-01-01 and 2099-12-31'],
    ['2100-01-01', 'A date between 2000-01-01 and 2099-12-31'],
    ['2026-1-5', 'A date as YYYY-MM-DD'],
    ['', 'A date as YYYY-MM-DD'],
  ])('refuses %s: %s', (value, problem) => {
    expect(isIsoDate(value)).toBe(false)
    expect(isoDateProblem(value)).toBe(problem)
  })
})
