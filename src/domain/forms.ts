import { isDeliverableAddress } from './request-email'

/**
 * The generic form messages of spec §5, for the public site's forms (contact, get in touch): one
 * set of rules checked the same way in the browser and on the server. `{0}` is the field's label,
 * `{1}` the rule's argument.
 */

export type TRule =
  | { rule: 'required' }
  | { rule: 'email' }
  | { rule: 'maxLength'; max: number }
  | { rule: 'fullName' }
  | { rule: string }

export const FORM_MESSAGES = {
  required: '{0} is missing',
  email: '{0} was not in email format',
  maxLength: 'Sorry, {0} is too long ({1} characters at max)',
  fullName: 'This could not be your real name',
} as const

/** Spec §5: the message of an unknown rule. */
export const FALLBACK_MESSAGE = 'Invalid'

/** Spec §5 field labels. */
export const FIELD_LABELS = {
  image: 'Image',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  message: 'Message',
  additionalDetails: 'Additional details',
} as const

export function formMessage(rule: string, label: string, argument?: string | number): string {
  const template = (FORM_MESSAGES as Record<string, string>)[rule]
  if (!template) return FALLBACK_MESSAGE
  return template.replace('{0}', label).replace('{1}', String(argument ?? ''))
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

/** The first failing rule's message for a value, or null. Empty optional values pass the other rules. */
export function checkField(value: string, label: string, rules: readonly TRule[]): string | null {
  const trimmed = value.trim()
  for (const rule of rules) {
    if (rule.rule === 'required') {
      if (!trimmed) return formMessage('required', label)
      continue
    }
    if (!trimmed) continue
    if (rule.rule === 'email') {
      if (!isDeliverableAddress(trimmed.toLowerCase())) return formMessage('email', label)
    } else if (rule.rule === 'maxLength' && 'max' in rule) {
      if ([...trimmed].length > rule.max) return formMessage('maxLength', label, rule.max)
    } else if (rule.rule === 'fullName') {
      if (!isPlausibleName(trimmed)) return formMessage('fullName', label)
    } else {
      return FALLBACK_MESSAGE
    }
  }
  return null
}

/** Checks every field of a form; the result names each failing field with its first message. */
export function checkForm<TField extends string>(
  values: Partial<Record<TField, string>>,
  schema: Record<TField, { label: string; rules: readonly TRule[] }>,
): Partial<Record<TField, string>> {
  const problems: Partial<Record<TField, string>> = {}
  for (const field of Object.keys(schema) as TField[]) {
    const message = checkField(values[field] ?? '', schema[field].label, schema[field].rules)
    if (message) problems[field] = message
  }
  return problems
}

/** The contact and get-in-touch forms (spec §5 labels). */
export const CONTACT_FORM = {
  firstName: {
    label: FIELD_LABELS.firstName,
    rules: [{ rule: 'required' }, { rule: 'maxLength', max: 100 }, { rule: 'fullName' }],
  },
  lastName: {
    label: FIELD_LABELS.lastName,
    rules: [{ rule: 'required' }, { rule: 'maxLength', max: 100 }, { rule: 'fullName' }],
  },
  email: {
    label: FIELD_LABELS.email,
    rules: [{ rule: 'required' }, { rule: 'maxLength', max: 254 }, { rule: 'email' }],
  },
  message: { label: FIELD_LABELS.message, rules: [{ rule: 'required' }, { rule: 'maxLength', max: 2000 }] },
  additionalDetails: { label: FIELD_LABELS.additionalDetails, rules: [{ rule: 'maxLength', max: 2000 }] },
} as const satisfies Record<string, { label: string; rules: readonly TRule[] }>
