import { isDeliverableAddress } from './request-email'

export { CONTACT_FORM, FIELD_LABELS } from './contact-form'

/**
 * The generic form messages of spec §5, for the public site's forms (contact, get in touch), checked
 * on the server; the forms show its messages field by field. `{0}` is the field's label, `{1}` the
 * rule's argument.
 */

/** Every rule of spec §5, with the argument each one takes. */
export type TRule =
  | { rule: 'required' }
  | { rule: 'email' }
  | { rule: 'fullName' }
  | { rule: 'alpha' }
  | { rule: 'alphaNum' }
  | { rule: 'numeric' }
  | { rule: 'integer' }
  | { rule: 'decimal' }
  | { rule: 'containsAlphaAndNum' }
  | { rule: 'containsCapital' }
  | { rule: 'containsSpecial' }
  | { rule: 'url' }
  | { rule: 'ipAddress' }
  | { rule: 'minLength'; min: number }
  | { rule: 'maxLength'; max: number }
  | { rule: 'between'; min: number; max: number }
  | { rule: 'minValue'; min: number }
  | { rule: 'maxValue'; max: number }
  | { rule: 'greaterThan'; than: number }
  | { rule: 'lessThan'; than: number }
  /** The same as another field's value; `label` names that field. */
  | { rule: 'sameAs'; other: string; label: string }
  /** Refused when the value is among `values` (an address already registered, a code in use). */
  | { rule: 'existed'; values: readonly string[] }
  /** Refused when the value is not among `values` (a code that must exist). */
  | { rule: 'notExisted'; values: readonly string[] }
  /** A rule this version does not know: spec §5's fallback. */
  | { rule: string }

/**
 * The messages of spec §5: `{0}` is the field's label, `{1}` (and `{2}`) the rule's argument. The
 * spec gives the words of required, email, maxLength, fullName and the fallback; the others follow
 * their style and say what would pass.
 */
export const FORM_MESSAGES = {
  required: '{0} is missing',
  email: '{0} was not in email format',
  maxLength: 'Sorry, {0} is too long ({1} characters at max)',
  fullName: 'This could not be your real name',
  minLength: 'Sorry, {0} is too short ({1} characters at least)',
  alpha: '{0} may only contain letters',
  alphaNum: '{0} may only contain letters and digits',
  numeric: '{0} must be a number',
  integer: '{0} must be a whole number',
  decimal: '{0} must be a number with at most two decimals, e.g. 12.50',
  containsAlphaAndNum: '{0} must contain both letters and digits',
  containsCapital: '{0} must contain a capital letter',
  containsSpecial: '{0} must contain a character that is not a letter or a digit, e.g. ! or #',
  url: '{0} was not in web address format (https://…)',
  ipAddress: '{0} was not in IP address format',
  between: '{0} must be between {1} and {2}',
  minValue: '{0} must be at least {1}',
  maxValue: '{0} must be at most {1}',
  greaterThan: '{0} must be greater than {1}',
  lessThan: '{0} must be less than {1}',
  sameAs: '{0} must be the same as {1}',
  existed: '{0} is already in use',
  notExisted: '{0} does not exist',
} as const

export type TRuleName = keyof typeof FORM_MESSAGES

/** Spec §5: the message of an unknown rule. */
export const FALLBACK_MESSAGE = 'Invalid'

export function formMessage(rule: string, label: string, ...args: (string | number | undefined)[]): string {
  const template = (FORM_MESSAGES as Record<string, string>)[rule]
  if (!template) return FALLBACK_MESSAGE
  return template
    .replace('{0}', label)
    .replace('{1}', String(args[0] ?? ''))
    .replace('{2}', String(args[1] ?? ''))
}

/**
 * A name a person could have: letters of any script with spaces, apostrophes, hyphens and dots
 * between them, no digits, no addresses, not one letter repeated.
 */
export function isPlausibleName(value: string): boolean {
  const name = value.trim()
  if (!/^\p{L}[\p{L}\p{M}' .-]*$/u.test(name)) return false
  if (/^(.)\1+$/u.test(name.replace(/[\s.'-]/g, ''))) return false
  return !/\b(?:https?|www)\b/i.test(name)
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/
const asNumber = (value: string): number | null => (NUMBER.test(value) ? Number(value) : null)

/** An IPv4 address (four numbers 0–255) or an IPv6 address (eight groups, `::` shortening once). */
export function isIpAddress(value: string): boolean {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value)
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255 && String(Number(part)) === part)
  if (!/^[0-9a-f:]+$/i.test(value) || (value.match(/::/g) ?? []).length > 1) return false
  const groups = value.split(':')
  const isShort = value.includes('::')
  if (groups.some((group) => group.length > 4)) return false
  return isShort ? groups.filter(Boolean).length < 8 : groups.length === 8 && groups.every(Boolean)
}

/** An http(s) address with a host. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(value)
  } catch {
    return false
  }
}

/** A field's label (the messages name it) and its rules. */
export type TFieldSchema = { label: string; rules: readonly TRule[] }

/** The label that names the field in a message, and the form's other values (for sameAs). */
type TCheckContext = { label: string; others: Record<string, string> }

/** The message of one rule that `value` (trimmed, not empty) breaks, or null. */
function breaks(rule: TRule, value: string, { label, others }: TCheckContext): string | null {
  const characters = [...value].length
  const number = asNumber(value)
  const fail = (name: TRuleName, ...args: (string | number)[]) => formMessage(name, label, ...args)
  switch (rule.rule) {
    case 'email':
      return isDeliverableAddress(value.toLowerCase()) ? null : fail('email')
    case 'fullName':
      return isPlausibleName(value) ? null : fail('fullName')
    case 'alpha':
      return /^[\p{L}\p{M}]+$/u.test(value) ? null : fail('alpha')
    case 'alphaNum':
      return /^[\p{L}\p{M}\p{Nd}]+$/u.test(value) ? null : fail('alphaNum')
    case 'numeric':
      return number !== null ? null : fail('numeric')
    case 'integer':
      return /^[+-]?\d+$/.test(value) ? null : fail('integer')
    case 'decimal':
      return /^[+-]?\d+(?:\.\d{1,2})?$/.test(value) ? null : fail('decimal')
    case 'containsAlphaAndNum':
      return /\p{L}/u.test(value) && /\p{Nd}/u.test(value) ? null : fail('containsAlphaAndNum')
    case 'containsCapital':
      return /\p{Lu}/u.test(value) ? null : fail('containsCapital')
    case 'containsSpecial':
      return /[^\p{L}\p{M}\p{Nd}\s]/u.test(value) ? null : fail('containsSpecial')
    case 'url':
      return isWebAddress(value) ? null : fail('url')
    case 'ipAddress':
      return isIpAddress(value) ? null : fail('ipAddress')
  }
  if ('min' in rule && 'max' in rule && rule.rule === 'between')
    return number !== null && number >= rule.min && number <= rule.max ? null : fail('between', rule.min, rule.max)
  if ('min' in rule && rule.rule === 'minLength') return characters >= rule.min ? null : fail('minLength', rule.min)
  if ('max' in rule && rule.rule === 'maxLength') return characters <= rule.max ? null : fail('maxLength', rule.max)
  if ('min' in rule && rule.rule === 'minValue')
    return number !== null && number >= rule.min ? null : fail('minValue', rule.min)
  if ('max' in rule && rule.rule === 'maxValue')
    return number !== null && number <= rule.max ? null : fail('maxValue', rule.max)
  if ('than' in rule && rule.rule === 'greaterThan')
    return number !== null && number > rule.than ? null : fail('greaterThan', rule.than)
  if ('than' in rule && rule.rule === 'lessThan')
    return number !== null && number < rule.than ? null : fail('lessThan', rule.than)
  if ('other' in rule && rule.rule === 'sameAs')
    return value === (others[rule.other] ?? '').trim() ? null : fail('sameAs', rule.label)
  if ('values' in rule && rule.rule === 'existed') {
    const taken = new Set(rule.values.map((item) => item.trim().toLowerCase()))
    return taken.has(value.toLowerCase()) ? fail('existed') : null
  }
  if ('values' in rule && rule.rule === 'notExisted') {
    const known = new Set(rule.values.map((item) => item.trim().toLowerCase()))
    return known.has(value.toLowerCase()) ? null : fail('notExisted')
  }
  return FALLBACK_MESSAGE
}

/**
 * The message of the field's first rule that a value fails (naming the field by its label), or
 * null. Empty optional values pass the other rules. `others` holds the form's other values, for sameAs.
 */
export function checkField(
  value: string,
  { label, rules }: TFieldSchema,
  others: Record<string, string> = {},
): string | null {
  const trimmed = value.trim()
  for (const rule of rules) {
    if (rule.rule === 'required') {
      if (!trimmed) return formMessage('required', label)
      continue
    }
    if (!trimmed) continue
    const message = breaks(rule, trimmed, { label, others })
    if (message) return message
  }
  return null
}

/** Checks every field of a form; the result names each failing field with its first message. */
export function checkForm<TField extends string>(
  values: Partial<Record<TField, string>>,
  schema: Record<TField, TFieldSchema>,
): Partial<Record<TField, string>> {
  const problems: Partial<Record<TField, string>> = {}
  for (const field of Object.keys(schema) as TField[]) {
    const message = checkField(values[field] ?? '', schema[field], values as Record<string, string>)
    if (message) problems[field] = message
  }
  return problems
}
