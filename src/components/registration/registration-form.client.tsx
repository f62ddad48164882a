'use client'

import { Check } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useErrorMessage } from '@/components/use-error-text'
import { localeOr, localizeHref } from '@/domain/locales'
import {
  AGENCY_TYPES,
  EMPTY_REGISTRATION,
  firstRegistrationProblem,
  type TAgencyType,
  type TRegistrationProblem,
  toggleNation,
} from '@/domain/registration'
import type { TRegistered, TRegistrationForm } from '@/domain/registration-contract'
import { nationLabel, type TNation } from '@/domain/site'
import { apiAnswer } from '@/lib/api-client'
import type { TMessages } from '@/lib/i18n/catalogues'

export const REGISTER_URL = '/b2badminapi/client/AgencyRegister/AddAgencyRegister'

type TTextField = Exclude<keyof TRegistrationForm, 'nations' | 'nationNames' | 'agencyType'>

/** The text fields; each one's label is the Registration catalogue's `form.<name>`. */
const TEXT_FIELDS: Array<{
  name: TTextField
  type?: string
  autoComplete?: string
  optional?: boolean
}> = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'agencyName', autoComplete: 'organization' },
  { name: 'position', autoComplete: 'organization-title' },
  { name: 'affiliateAgency' },
]
const PLACE_FIELDS: typeof TEXT_FIELDS = [
  { name: 'stateProvince', autoComplete: 'address-level1' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'agencyCountry', autoComplete: 'country-name', optional: true },
]

/** The agency types' labels in the catalogue (`form.agencyTypes`); the value sent stays the spec's. */
const AGENCY_TYPE_KEYS: Record<TAgencyType, 'retail' | 'leisure' | 'wholesale' | 'tourOperator' | 'mice'> = {
  Retail: 'retail',
  Leisure: 'leisure',
  Wholesale: 'wholesale',
  'Tour Operator': 'tourOperator',
  'M.I.C.E.': 'mice',
}

const INPUT = 'w-full rounded-sm border border-line bg-white px-3 py-2 text-sm focus:border-primary'

/** Whether a value now satisfies the rule that marked its field (the mark goes when it is fixed). */
const isFilled = (value: TRegistrationForm[keyof TRegistrationForm]) =>
  Array.isArray(value) ? value.length > 0 : value.trim() !== ''

/** The fields the spec's registration rules name (firstRegistrationProblem), each with its words. */
type TProblemField = keyof TMessages['Registration']['form']['problems']

/**
 * The agent registration form (spec §2, §3, §5), used in the footer's dialog and on its own page.
 * The checks run in the spec's order with the spec's words, each failure a browser alert and
 * nothing sent; the server checks again. After the alert the focus goes to the field it names,
 * which is marked invalid with the alert's words under it until it is filled. Once sent, the form
 * makes way for what happens next, with `onClose` (the dialog's) or a link home.
 */

export function RegistrationForm({
  nations,
  initialEmail = '',
  onClose,
}: {
  nations: TNation[]
  initialEmail?: string
  /** Closes what holds the form (the dialog); without it, the sent form offers the way home. */
  onClose?: () => void
}) {
  const t = useTranslations('Registration.form')
  const errorMessage = useErrorMessage()
  const locale = localeOr(useLocale())
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const [form, setForm] = useState<TRegistrationForm>({ ...EMPTY_REGISTRATION, email: initialEmail })
  const [sending, setSending] = useState(false)
  const [invalid, setInvalid] = useState<TRegistrationProblem | null>(null)
  /** The address the sign-in email will go to, once the registration is sent. */
  const [sentTo, setSentTo] = useState<string | null>(null)

  useEffect(() => {
    if (sentTo !== null) doneRef.current?.focus()
  }, [sentTo])

  const errorId = (field: keyof TRegistrationForm) => `${id}-${field}-error`
  /** What marks a field invalid for assistive technology: the flag and the visible message under it. */
  const invalidProps = (field: keyof TRegistrationForm) =>
    invalid?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {}
  const errorFor = (field: keyof TRegistrationForm) =>
    invalid?.field === field && (
      <p id={errorId(field)} className="text-xs font-semibold text-primary" data-testid="field-error">
        {invalid.message}
      </p>
    )

  /** The form's next values; a marked field loses its mark once it is filled. */
  const change = (next: TRegistrationForm, field: keyof TRegistrationForm) => {
    setForm(next)
    if (invalid?.field === field && isFilled(next[field])) setInvalid(null)
  }
  const set = (name: keyof TRegistrationForm, value: string) => change({ ...form, [name]: value }, name)
  const toggle = (nation: TNation) => {
    const selected = toggleNation(form.nations, nation._id)
    const nationNames = nations.filter((n) => selected.includes(n._id)).map((n) => n.fullName)
    change({ ...form, nations: selected, nationNames }, 'nations')
  }

  /** After an alert: the field it names, marked, and the focus on it (the first chip for the countries). */
  const showProblem = (problem: TRegistrationProblem) => {
    flushSync(() => setInvalid(problem))
    const target =
      problem.field === 'nations'
        ? formRef.current?.querySelector<HTMLElement>('[data-nation]')
        : formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)
    target?.focus()
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = firstRegistrationProblem(form, { nationsOffered: nations.length > 0 })
    if (found) {
      // The spec's words (§5) in the page's language (English as the spec writes them), then the field they name.
      const problem = { ...found, message: t(`problems.${found.field as TProblemField}`) }
      window.alert(problem.message)
      showProblem(problem)
      return
    }
    setSending(true)
    const answer = await apiAnswer<TRegistered>(REGISTER_URL, form)
    setSending(false)
    if (!answer.ok) {
      window.alert(errorMessage(answer.error))
      // The server names the field it refused (an address it cannot deliver to).
      const refused = answer.error.fields.find((item) => item.field in EMPTY_REGISTRATION)
      if (refused) showProblem({ field: refused.field as keyof TRegistrationForm, message: refused.message })
      return
    }
    setSentTo(form.email.trim())
    setForm(EMPTY_REGISTRATION)
  }

  if (sentTo !== null) {
    return (
      <div className="grid gap-4" data-testid="registration-sent">
        <div role="status" className="grid gap-2">
          <p ref={doneRef} tabIndex={-1} className="text-lg font-semibold text-green-700 focus:outline-none">
            {t('success')}
          </p>
          <p className="text-sm">{t('whatNext', { email: sentTo })}</p>
        </div>
        <p>
          {onClose ? (
            <button type="button" onClick={onClose} className="btn-primary">
              {t('close')}
            </button>
          ) : (
            <a href={localizeHref('/', locale)} className="btn-primary">
              {t('backHome')}
            </a>
          )}
        </p>
      </div>
    )
  }

  /** A text field, its message under it unless the row shows it (`messageBelowRow`). */
  const field = (
    { name, type = 'text', autoComplete, optional }: (typeof TEXT_FIELDS)[number],
    messageBelowRow = false,
  ) => (
    <div key={name} className="grid content-start gap-1">
      <label className="grid gap-1 text-sm">
        <span className="font-medium">
          {t(name)}
          {optional ? (
            <span className="font-normal text-muted"> {t('optional')}</span>
          ) : (
            <span aria-hidden="true"> *</span>
          )}
        </span>
        <input
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={form[name]}
          onChange={(event) => set(name, event.target.value)}
          className={`${INPUT} aria-[invalid=true]:border-primary`}
          {...invalidProps(name)}
        />
      </label>
      {!messageBelowRow && errorFor(name)}
    </div>
  )

  return (
    // noValidate: the spec's alerts are the validation, in its order and words.
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" data-testid="registration-form">
      <div className="grid gap-4 sm:grid-cols-2">{TEXT_FIELDS.map((item) => field(item))}</div>
      <div className="grid gap-1">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">
            {t('agencyType')}
            <span aria-hidden="true"> *</span>
          </span>
          <select
            name="agencyType"
            value={form.agencyType}
            onChange={(event) => set('agencyType', event.target.value)}
            className={`${INPUT} max-h-[274px] aria-[invalid=true]:border-primary`}
            {...invalidProps('agencyType')}
          >
            <option value="">{t('choose')}</option>
            {AGENCY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`agencyTypes.${AGENCY_TYPE_KEYS[type]}`)}
              </option>
            ))}
          </select>
        </label>
        {errorFor('agencyType')}
      </div>
      {/* Bottom-aligned, since a label may wrap ("Agency Country (optional)"): the message goes under the row. */}
      <div className="grid gap-1">
        <div className="grid gap-4 sm:grid-cols-3 sm:items-end">{PLACE_FIELDS.map((item) => field(item, true))}</div>
        {invalid && PLACE_FIELDS.some((item) => item.name === invalid.field) && errorFor(invalid.field)}
      </div>
      {nations.length > 0 && (
        <fieldset className="grid gap-2" {...invalidProps('nations')}>
          <legend id={`${id}-nations`} className="mb-2 text-sm font-medium">
            {t('selectCountry')}
            <span aria-hidden="true"> *</span> <span className="font-normal text-muted">{t('oneOrMore')}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {nations.map((nation) => {
              const selected = form.nations.includes(nation._id)
              return (
                <button
                  key={nation._id}
                  type="button"
                  aria-pressed={selected}
                  // The chips' own description: the message when no country is chosen yet.
                  aria-describedby={invalid?.field === 'nations' ? errorId('nations') : undefined}
                  data-nation={nation._id}
                  onClick={() => toggle(nation)}
                  className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-xs font-semibold tracking-wide transition-colors ${
                    selected
                      ? 'border-primary bg-primary text-white'
                      : 'border-line bg-white text-ink hover:border-primary'
                  }`}
                >
                  {selected && <Check aria-hidden="true" className="h-3.5 w-3.5" />}
                  {nationLabel(nation.fullName)}
                </button>
              )
            })}
          </div>
          {errorFor('nations')}
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={sending} className="btn-primary">
          {sending ? t('sending') : t('register')}
        </button>
      </div>
    </form>
  )
}
