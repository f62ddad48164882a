import { describe, expect, it } from 'vitest'
import {
  CONTACT_FORM,
  checkField,
  checkForm,
  FALLBACK_MESSAGE,
  FORM_MESSAGES,
  formMessage,
  isIpAddress,
  isPlausibleName,
  type TRule,
} from './forms'

describe('generic form messages (spec §5)', () => {
  it.each([
    ['required', 'Email', undefined, 'Email is missing'],
    ['email', 'Email', undefined, 'Email was not in email format'],
    ['maxLength', 'Message', 2000, 'Sorry, Message is too long (2000 characters at max)'],
    ['fullName', 'First name', undefined, 'This could not be your real name'],
    ['noSuchRule', 'Email', undefined, 'Invalid'],
  ])('%s → %j', (rule, label, argument, message) => {
    expect(formMessage(rule, label, argument)).toBe(message)
  })

  it('checks rules in order and stops at the first failure', () => {
    const rules = [{ rule: 'required' }, { rule: 'maxLength', max: 5 }, { rule: 'fullName' }] as const
    expect(checkField('   ', { label: 'First name', rules })).toBe('First name is missing')
    expect(checkField('Bartholomew', { label: 'First name', rules })).toBe(
      'Sorry, First name is too long (5 characters at max)',
    )
    expect(checkField('R2D2', { label: 'First name', rules })).toBe('This could not be your real name')
    expect(checkField('Anna', { label: 'First name', rules })).toBeNull()
    expect(checkField('x', { label: 'Field', rules: [{ rule: 'noSuchRule' }] })).toBe(FALLBACK_MESSAGE)
  })

  it('lets an empty optional field pass, and counts characters, not UTF-16 units', () => {
    expect(checkField('', { label: 'Additional details', rules: [{ rule: 'maxLength', max: 3 }] })).toBeNull()
    expect(checkField('😀😀😀', { label: 'Additional details', rules: [{ rule: 'maxLength', max: 3 }] })).toBeNull()
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

describe('every rule of spec §5 (issue 17): what passes, what fails, and a message that says why', () => {
  const cases: [TRule, string[], string[], string][] = [
    [{ rule: 'alpha' }, ['Anna', 'Nguyễn', 'สมชาย'], ['Anna1', 'An na', 'A-B'], 'Code may only contain letters'],
    [{ rule: 'alphaNum' }, ['AB12', 'Hà1'], ['AB-12', 'A B'], 'Code may only contain letters and digits'],
    [{ rule: 'numeric' }, ['12', '-3.5', '+.5', '7.'], ['1e3', '12a', '1,5', '--1'], 'Code must be a number'],
    [{ rule: 'integer' }, ['12', '-3', '+0'], ['1.0', '1.5', 'ten'], 'Code must be a whole number'],
    [
      { rule: 'decimal' },
      ['12', '12.5', '-0.25'],
      ['12.345', '.5', '12,50'],
      'Code must be a number with at most two decimals, e.g. 12.50',
    ],
    [{ rule: 'containsAlphaAndNum' }, ['abc1'], ['abc', '123'], 'Code must contain both letters and digits'],
    [{ rule: 'containsCapital' }, ['aBc', 'Ánna'], ['abc', '123'], 'Code must contain a capital letter'],
    [
      { rule: 'containsSpecial' },
      ['ab!c', 'a#1'],
      ['abc1', 'a b'],
      'Code must contain a character that is not a letter or a digit, e.g. ! or #',
    ],
    [
      { rule: 'url' },
      ['https://monsoon.example/x', 'http://a.b'],
      ['monsoon.example', 'ftp://a.b', 'https://localhost', 'javascript:alert(1)'],
      'Code was not in web address format (https://…)',
    ],
    [
      { rule: 'ipAddress' },
      ['203.0.113.7', '::1', '2001:db8::8a2e:370:7334'],
      ['256.1.1.1', '01.2.3.4', '1.2.3', '1::2::3', 'x'],
      'Code was not in IP address format',
    ],
    [
      { rule: 'minLength', min: 3 },
      ['abc', '😀😀😀'],
      ['ab', '😀😀'],
      'Sorry, Code is too short (3 characters at least)',
    ],
    [{ rule: 'between', min: 1, max: 40 }, ['1', '40', '12.5'], ['0', '41', 'x'], 'Code must be between 1 and 40'],
    [{ rule: 'minValue', min: 18 }, ['18', '99'], ['17', 'x'], 'Code must be at least 18'],
    [{ rule: 'maxValue', max: 17 }, ['0', '17'], ['18', 'x'], 'Code must be at most 17'],
    [{ rule: 'greaterThan', than: 0 }, ['0.01', '3'], ['0', '-1'], 'Code must be greater than 0'],
    [{ rule: 'lessThan', than: 10 }, ['9.99'], ['10', '11'], 'Code must be less than 10'],
    [{ rule: 'existed', values: ['TH-01', 'VN-02'] }, ['LA-03'], ['th-01', 'VN-02'], 'Code is already in use'],
    [{ rule: 'notExisted', values: ['TH-01'] }, ['th-01', 'TH-01'], ['LA-03'], 'Code does not exist'],
  ]

  it.each(cases)('%j', (rule, good, bad, message) => {
    for (const value of good) expect(checkField(value, { label: 'Code', rules: [rule] }), value).toBeNull()
    for (const value of bad) expect(checkField(value, { label: 'Code', rules: [rule] }), value).toBe(message)
    // An empty optional field passes every rule but required.
    expect(checkField('', { label: 'Code', rules: [rule] })).toBeNull()
  })

  it('sameAs compares with another field of the form', () => {
    const rule: TRule = { rule: 'sameAs', other: 'password', label: 'Password' }
    expect(checkField('secret', { label: 'Repeat password', rules: [rule] }, { password: 'secret' })).toBeNull()
    expect(checkField('secret', { label: 'Repeat password', rules: [rule] }, { password: 'Secret' })).toBe(
      'Repeat password must be the same as Password',
    )
    expect(
      checkForm(
        { password: 'a', repeat: 'b' },
        {
          password: { label: 'Password', rules: [{ rule: 'required' }] },
          repeat: { label: 'Repeat password', rules: [rule] },
        },
      ),
    ).toEqual({ repeat: 'Repeat password must be the same as Password' })
  })

  it('has a message for every rule but the unknown ones, none of them the bare fallback', () => {
    for (const message of Object.values(FORM_MESSAGES)) expect(message).not.toBe(FALLBACK_MESSAGE)
    expect(Object.keys(FORM_MESSAGES).sort()).toEqual(
      [
        'alpha',
        'alphaNum',
        'between',
        'containsAlphaAndNum',
        'containsCapital',
        'containsSpecial',
        'decimal',
        'email',
        'existed',
        'fullName',
        'greaterThan',
        'integer',
        'ipAddress',
        'lessThan',
        'maxLength',
        'maxValue',
        'minLength',
        'minValue',
        'notExisted',
        'numeric',
        'required',
        'sameAs',
        'url',
      ].sort(),
    )
  })

  it.each([
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['fe80::1', true],
    ['1:2:3:4:5:6:7:8', true],
    ['1:2:3:4:5:6:7', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['12345::1', false],
  ])('%s is an IP address: %s', (value, expected) => {
    expect(isIpAddress(value)).toBe(expected)
  })
})
