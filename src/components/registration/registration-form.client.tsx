'use client'

import { Check } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId, useState } from 'react'
import {
  AGENCY_TYPES,
  EMPTY_REGISTRATION,
  firstRegistrationError,
  type TAgencyType,
  toggleNation,
} from '@/domain/registration'
import type { TRegistered, TRegistrationForm } from '@/domain/registration-contract'
import { nationLabel, type TNation } from '@/domain/site'
import { apiAnswer } from '@/lib/api-client'

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

/**
 * The agent registration form (spec §2, §3, §5), used in the footer's dialog and on its own page.
 * The checks run in the spec's order with the spec's words, each failure a browser alert and
 * nothing sent; the server checks again.
 */
export function RegistrationForm({ nations, initialEmail = '' }: { nations: TNation[]; initialEmail?: string }) {
  const t = useTranslations('Registration.form')
  const id = useId()
  const [form, setForm] = useState<TRegistrationForm>({ ...EMPTY_REGISTRATION, email: initialEmail })
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)

  const set = (name: keyof TRegistrationForm, value: string) => {
    setNotice(null)
    setForm((current) => ({ ...current, [name]: value }))
  }
  const toggle = (nation: TNation) => {
    setNotice(null)
    setForm((current) => {
      const selected = toggleNation(current.nations, nation._id)
      return {
        ...current,
        nations: selected,
        nationNames: nations.filter((n) => selected.includes(n._id)).map((n) => n.fullName),
      }
    })
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const error = firstRegistrationError(form, { nationsOffered: nations.length > 0 })
    if (error) {
      // The spec's words from the shared rules, in English (the domain gives no code to translate by).
      window.alert(error)
      return
    }
    setSending(true)
    const answer = await apiAnswer<TRegistered>(REGISTER_URL, form)
    setSending(false)
    if (!answer.ok) {
      window.alert(answer.error.message)
      return
    }
    setForm(EMPTY_REGISTRATION)
    setNotice(t('success'))
  }

  const field = ({ name, type = 'text', autoComplete, optional }: (typeof TEXT_FIELDS)[number]) => (
    <label key={name} className="grid gap-1 text-sm">
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
        className={INPUT}
      />
    </label>
  )

  return (
    // noValidate: the spec's alerts are the validation, in its order and words.
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="registration-form">
      <div className="grid gap-4 sm:grid-cols-2">{TEXT_FIELDS.map(field)}</div>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">
          {t('agencyType')}
          <span aria-hidden="true"> *</span>
        </span>
        <select
          name="agencyType"
          value={form.agencyType}
          onChange={(event) => set('agencyType', event.target.value)}
          className={`${INPUT} max-h-[274px]`}
        >
          <option value="">{t('choose')}</option>
          {AGENCY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`agencyTypes.${AGENCY_TYPE_KEYS[type]}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-4 sm:grid-cols-3 sm:items-end">{PLACE_FIELDS.map(field)}</div>
      {nations.length > 0 && (
        <fieldset className="grid gap-2">
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
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={sending} className="btn-primary">
          {sending ? t('sending') : t('register')}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-semibold text-green-700">
          {notice}
        </p>
      </div>
    </form>
  )
}
