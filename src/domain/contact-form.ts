import type { TRule } from './forms'

/**
 * The contact and get-in-touch forms' fields and rules (spec §5), as plain data: the browser reads
 * the labels and which fields are required from here without the rules' code (forms.ts), which
 * checks them on the server.
 */

/** Spec §5 field labels. */
export const FIELD_LABELS = {
  image: 'Image',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  message: 'Message',
  additionalDetails: 'Additional details',
} as const

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
