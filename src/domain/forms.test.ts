import { describe, expect, it } from 'vitest'
import { CONTACT_FORM, checkField, checkForm, FALLBACK_MESSAGE, formMessage, isPlausibleName } from './forms'

describe('generic form messages (spec §5)', () => {
  it.each([
    ['required', 'Email', undefined, 'Email is missing'],
    ['email', 'Email', undefined, 'Email was not in email format'],
    ['maxLength', 'Message', 2000, 'Sorry, Message is too long (2000 characters at max)'],
    ['fullName', 'First name', undefined, 'This could not be your real name'],
    ['sameAs', 'Email', undefined, 'Invalid'],
  ])('%s → %j', (rule, label, argument, message) => {
    expect(formMessage(rule, label, argument)).toBe(message)
  })

  it('checks rules in order and stops at the first failure', () => {
    const rules = [{ rule: 'required' }, { rule: 'maxLength', max: 5 }, { rule: 'fullName' }] as const
    expect(checkField('   ', 'First name', rules)).toBe('First name is missing')
    expect(checkField('Bartholomew', 'First name', rules)).toBe('Sorry, First name is too long (5 characters at max)')
    expect(checkField('R2D2', 'First name', rules)).toBe('This could not be your real name')
    expect(checkField('Anna', 'First name', rules)).toBeNull()
    expect(checkField('x', 'Field', [{ rule: 'ipAddress' }])).toBe(FALLBACK_MESSAGE)
  })

  it('lets an empty optional field pass, and counts characters, not UTF-16 units', () => {
    expect(checkField('', 'Additional details', [{ rule: 'maxLength', max: 3 }])).toBeNull()
    expect(checkField('😀😀😀', 'Additional details', [{ rule: 'maxLength', max: 3 }])).toBeNull()
  })

  it.each([
    ['Anna', true],
    ['Nguyễn Thị Mai', true],
    ["O'Brien-Smith", true],
    ['J. R.', true],
    ['สมชาย', true],
    ['aaaa', false],
    ['Anna2', false],
    ['http://spam.example', false],
    ['www spam', false],
    ['-Anna', false],
    ['', false],
  ])('%j could be a real name: %s', (name, plausible) => {
    expect(isPlausibleName(name)).toBe(plausible)
  })

  it('checks the contact form field by field', () => {
    expect(
      checkForm(
        { firstName: 'Anna', lastName: '', email: 'anna@', message: 'x'.repeat(2001), additionalDetails: '' },
        CONTACT_FORM,
      ),
    ).toEqual({
      lastName: 'Last name is missing',
      email: 'Email was not in email format',
      message: 'Sorry, Message is too long (2000 characters at max)',
    })
    expect(
      checkForm(
        { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@lotus-travel.demo', message: 'Hello' },
        CONTACT_FORM,
      ),
    ).toEqual({})
  })
})
