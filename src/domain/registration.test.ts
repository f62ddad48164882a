import { describe, expect, it } from 'vitest'
import {
  EMPTY_REGISTRATION,
  fillTemplate,
  firstRegistrationError,
  firstRegistrationProblem,
  SELECT_COUNTRY_MESSAGE,
  type TRegistrationForm,
  templateValues,
  toggleNation,
} from './registration'

const complete: TRegistrationForm = {
  firstName: 'Mai',
  lastName: 'Tran',
  email: 'mai@agency.test',
  agencyName: 'Lotus Travel',
  position: 'Product manager',
  affiliateAgency: 'None',
  agencyType: 'Retail',
  stateProvince: 'Bavaria',
  city: 'Munich',
  agencyCountry: '',
  nations: ['n-th'],
  nationNames: ['Thailand'],
}

describe('registration rules, in the spec order', () => {
  const order: Array<[keyof TRegistrationForm, string]> = [
    ['firstName', 'Please, enter First Name'],
    ['lastName', 'Please, enter Last Name'],
    ['email', 'Please, enter email'],
    ['agencyName', 'Please, enter Agency Name'],
    ['position', 'Please, enter Position'],
    ['affiliateAgency', 'Please, enter Affiliate Agency'],
    ['agencyType', 'Please, enter Agency Type'],
    ['stateProvince', 'Please, enter State / Province'],
    ['city', 'Please, enter City'],
  ]

  it('reports the first missing field, field by field', () => {
    let form: TRegistrationForm = { ...EMPTY_REGISTRATION }
    for (const [field, message] of order) {
      expect(firstRegistrationError(form, { nationsOffered: true })).toBe(message)
      form = { ...form, [field]: complete[field] }
    }
    expect(firstRegistrationError(form, { nationsOffered: true })).toBe(SELECT_COUNTRY_MESSAGE)
    expect(SELECT_COUNTRY_MESSAGE).toBe('Please, "SELECT COUNTRY"')
  })

  it('names the field of each failing rule, the nation chips last', () => {
    let form: TRegistrationForm = { ...EMPTY_REGISTRATION }
    for (const [field, message] of order) {
      expect(firstRegistrationProblem(form, { nationsOffered: true })).toEqual({ field, message })
      form = { ...form, [field]: complete[field] }
    }
    expect(firstRegistrationProblem(form, { nationsOffered: true })).toEqual({
      field: 'nations',
      message: SELECT_COUNTRY_MESSAGE,
    })
    expect(firstRegistrationProblem(complete, { nationsOffered: true })).toBeNull()
  })

  it.each(order)('a blank %s alone gives its own message', (field, message) => {
    expect(firstRegistrationError({ ...complete, [field]: '   ' }, { nationsOffered: true })).toBe(message)
  })

  it('needs a country only when nations are offered; agencyCountry is optional', () => {
    expect(firstRegistrationError({ ...complete, nations: [] }, { nationsOffered: false })).toBeNull()
    expect(firstRegistrationError({ ...complete, agencyCountry: '' }, { nationsOffered: true })).toBeNull()
  })

  it('toggles nation chips, several at once', () => {
    expect(toggleNation([], 'th')).toEqual(['th'])
    expect(toggleNation(['th'], 'vn')).toEqual(['th', 'vn'])
    expect(toggleNation(['th', 'vn'], 'th')).toEqual(['vn'])
  })
})

describe('template filling', () => {
  it('fills every placeholder and escapes HTML the applicant typed', () => {
    const values = templateValues({ ...complete, agencyName: '<b>Lotus</b> & "Co"', nationNames: ['Thailand', 'Laos'] })
    expect(fillTemplate('<p>{firstName} of {agencyName} wants {country}</p>', values, { html: true })).toBe(
      '<p>Mai of &lt;b&gt;Lotus&lt;/b&gt; &amp; &quot;Co&quot; wants Thailand, Laos</p>',
    )
    expect(fillTemplate('{agencyName} {unknown}', values, { html: false })).toBe('<b>Lotus</b> & "Co" {unknown}')
  })
})
