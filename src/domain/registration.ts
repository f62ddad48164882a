import type { TRegistrationForm } from './registration-contract'
import { escapeHtml } from './text'

/** Agent registration (spec §3 payload, §5 rules). Shared by the form in the browser and the server. */

export const AGENCY_TYPES = ['Retail', 'Leisure', 'Wholesale', 'Tour Operator', 'M.I.C.E.'] as const
export type TAgencyType = (typeof AGENCY_TYPES)[number]

/** The form's fields: the registration call's request (registration-contract.ts). */
export type { TRegistrationForm }

export const EMPTY_REGISTRATION: TRegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  agencyName: '',
  position: '',
  affiliateAgency: '',
  agencyType: '',
  stateProvince: '',
  city: '',
  agencyCountry: '',
  nations: [],
  nationNames: [],
}

/** The spec's checks, in the spec's order, with the spec's words (§5 Agent registration). */
const REQUIRED: Array<[keyof TRegistrationForm, string]> = [
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
export const SELECT_COUNTRY_MESSAGE = 'Please, "SELECT COUNTRY"'
export const REGISTRATION_SUCCESS = 'Send success'

/** A failing rule: the field it names (where the form puts the focus) and the spec's message. */
export type TRegistrationProblem = { field: keyof TRegistrationForm; message: string }

/**
 * The first failing rule, or null when the form may be sent. `nationsOffered` is false when no
 * nation is configured: the spec asks for a country only "if nations are offered".
 */
export function firstRegistrationProblem(
  form: TRegistrationForm,
  options: { nationsOffered: boolean },
): TRegistrationProblem | null {
  for (const [field, message] of REQUIRED) {
    const value = form[field]
    if (typeof value !== 'string' || value.trim() === '') return { field, message }
  }
  if (options.nationsOffered && form.nations.length === 0) return { field: 'nations', message: SELECT_COUNTRY_MESSAGE }
  return null
}

/** The first failing rule's message, or null when the form may be sent. */
export function firstRegistrationError(form: TRegistrationForm, options: { nationsOffered: boolean }): string | null {
  return firstRegistrationProblem(form, options)?.message ?? null
}

/** Clicking a nation chip selects it, clicking again unselects it; several may be selected (§4). */
export function toggleNation(selected: string[], nationId: string): string[] {
  return selected.includes(nationId) ? selected.filter((id) => id !== nationId) : [...selected, nationId]
}

export const TEMPLATE_PLACEHOLDERS = [
  'firstName',
  'lastName',
  'email',
  'agencyName',
  'position',
  'affiliateAgency',
  'agencyType',
  'agencyCountry',
  'stateProvince',
  'city',
  'country',
] as const
export type TTemplateValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>

/**
 * Fills `{placeholder}`s. Values are HTML-escaped for HTML templates (the applicant typed them);
 * unknown placeholders are left as written so a typo in a template shows up in the email.
 */
export function fillTemplate(template: string, values: TTemplateValues, options: { html: boolean }): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in values)) return match
    const value = values[name as keyof TTemplateValues]
    return options.html ? escapeHtml(value) : value
  })
}

export function templateValues(form: TRegistrationForm): TTemplateValues {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    agencyName: form.agencyName,
    position: form.position,
    affiliateAgency: form.affiliateAgency,
    agencyType: form.agencyType,
    agencyCountry: form.agencyCountry,
    stateProvince: form.stateProvince,
    city: form.city,
    country: form.nationNames.join(', '),
  }
}
