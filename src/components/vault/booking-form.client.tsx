'use client'

import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { type FormEvent, useId, useState } from 'react'
import { useErrorText } from '@/components/use-error-text'
import { addDays } from '@/domain/pricing/dates'
import { nationLabel } from '@/domain/site'
import { asApiError } from '@/lib/api-client'
import type { TFieldError } from '@/lib/errors'
import { isoDay, useFormat } from './format'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

export type THeaderForm = {
  nameTour: string
  begindate: string
  enddate: string
  departureCity: string
  departureCountry: string
  departureLocation: string
  finishCity: string
  finishCountry: string
  finishLocation: string
  adultQuantity: number
  /** `null` until the agent gives it: a child's price depends on the age, so none is assumed (issue 18). */
  lsChildren: { age: number | null }[]
  rooms: number
  tourConsultant: string
  comment: string
  nation: string
  /** The client's language (issue 26): a LOCALES code; the client's documents and email are written in it. */
  languageId: string
}

/** A language the client's documents can be written in, by its code and its own name. */
export type TClientLanguage = { code: string; name: string }

/** A new booking's details: its client's language is the agent's own (issue 26). */
export function emptyHeader(nation: string, languageId: string): THeaderForm {
  const begin = addDays(new Date().toISOString().slice(0, 10), 30)
  return {
    nameTour: '',
    begindate: begin,
    enddate: addDays(begin, 9),
    departureCity: '',
    departureCountry: '',
    departureLocation: '',
    finishCity: '',
    finishCountry: '',
    finishLocation: '',
    adultQuantity: 2,
    lsChildren: [],
    rooms: 1,
    tourConsultant: '',
    comment: '',
    nation,
    languageId,
  }
}

export function headerOf(booking: TBookingDetail): THeaderForm {
  return {
    nameTour: booking.nameTour,
    begindate: isoDay(booking.begindate),
    enddate: isoDay(booking.enddate),
    departureCity: booking.departureCity,
    departureCountry: booking.departureCountry,
    departureLocation: booking.departureLocation,
    finishCity: booking.finishCity,
    finishCountry: booking.finishCountry,
    finishLocation: booking.finishLocation,
    adultQuantity: booking.adultQuantity,
    lsChildren: booking.lsChildren.map((child) => ({ age: child.age })),
    rooms: booking.rooms,
    tourConsultant: booking.tourConsultant?._id ?? '',
    comment: booking.comment,
    nation: booking.nation,
    languageId: booking.languageId,
  }
}

/** The request body of AddBooing / UpdateInfoBooing (spec §7): the header, status draft. */
export const headerBody = (form: THeaderForm) => ({
  ...form,
  childQuantity: form.lsChildren.length,
  lsChildren: form.lsChildren.map((child, index) => ({ No: index + 1, age: child.age })),
  tourConsultant: form.tourConsultant || null,
  status: 'draft' as const,
})

const INPUT = 'mt-1 w-full rounded-sm border border-line bg-white px-3 py-2 text-sm focus:border-primary'
const LABEL = 'block text-sm font-medium'

type TProps = {
  initial: THeaderForm
  nations?: { code: string; fullName: string }[]
  /** The languages shown: with more than one, the client's language is chosen here. */
  languages?: TClientLanguage[]
  submitLabel: string
  onSubmit: (form: THeaderForm) => Promise<void>
  onCancel: () => void
}

/** Booking details (spec §3): name, dates, departure and finish, party with children's ages, rooms, consultant, comment. */
export function BookingForm({ initial, nations, languages, submitLabel, onSubmit, onCancel }: TProps) {
  const errorText = useErrorText()
  const t = useTranslations('Bookings')
  const tc = useTranslations('Common')
  const { fullDay } = useFormat()
  const languageHelpId = useId()
  const [form, setForm] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const [fields, setFields] = useState<TFieldError[]>([])
  const [busy, setBusy] = useState(false)
  const consultants = useQuery({
    queryKey: ['consultants'],
    queryFn: () => vaultCall<{ _id: string; name: string }[]>('Consultants', undefined, { method: 'GET' }),
    staleTime: 300_000,
  })
  const set = <K extends keyof THeaderForm>(key: K, value: THeaderForm[K]) =>
    setForm((old) => ({ ...old, [key]: value }))
  const fieldError = (name: string) => fields.find((field) => field.field === name)?.message

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form.nameTour.trim()) return setProblem(t('form.nameMissing'))
    if (form.enddate < form.begindate) return setProblem(t('form.endBeforeBegin'))
    if (form.lsChildren.some((child) => child.age === null)) return setProblem(t('form.agesMissing'))
    setBusy(true)
    setProblem(null)
    try {
      await onSubmit(form)
    } catch (error) {
      setProblem(errorText(error))
      setFields(asApiError(error).fields)
    } finally {
      setBusy(false)
    }
  }

  const text = (name: keyof THeaderForm, label: string, required = false) => (
    <label className={LABEL}>
      {label}
      <input
        className={INPUT}
        name={name}
        required={required}
        maxLength={200}
        value={form[name] as string}
        onChange={(event) => set(name, event.target.value as never)}
      />
    </label>
  )

  return (
    <form onSubmit={submit} className="grid gap-4" data-testid="booking-form" noValidate>
      {text('nameTour', t('form.tourName'), true)}
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={LABEL}>
          {t('form.beginDate')}
          <input
            type="date"
            name="begindate"
            className={INPUT}
            required
            value={form.begindate}
            onChange={(event) => {
              const begin = event.target.value
              setForm((old) => ({ ...old, begindate: begin, enddate: old.enddate < begin ? begin : old.enddate }))
            }}
          />
          <span className="mt-1 block text-xs font-normal text-muted" data-testid="begin-day">
            {fullDay(form.begindate)}
          </span>
        </label>
        <label className={LABEL}>
          {t('form.endDate')}
          <input
            type="date"
            name="enddate"
            className={INPUT}
            required
            min={form.begindate}
            value={form.enddate}
            onChange={(event) => set('enddate', event.target.value)}
          />
          <span className="mt-1 block text-xs font-normal text-muted" data-testid="end-day">
            {fullDay(form.enddate)}
          </span>
          {fieldError('enddate') && <span className="mt-1 block text-xs text-primary">{fieldError('enddate')}</span>}
        </label>
      </div>
      {nations && nations.length > 1 && (
        <label className={LABEL}>
          {t('form.destination')}
          <select
            className={INPUT}
            name="nation"
            value={form.nation}
            onChange={(event) => set('nation', event.target.value)}
          >
            {nations.map((nation) => (
              <option key={nation.code} value={nation.code}>
                {nationLabel(nation.fullName)}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold">{t('form.departure')}</legend>
        {text('departureCity', t('form.city'))}
        {text('departureCountry', t('form.country'))}
        {text('departureLocation', t('form.location'))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold">{t('form.finish')}</legend>
        {text('finishCity', t('form.city'))}
        {text('finishCountry', t('form.country'))}
        {text('finishLocation', t('form.location'))}
      </fieldset>
      <div className="grid grid-cols-3 gap-4">
        <label className={LABEL}>
          {t('form.adults')}
          <input
            type="number"
            name="adultQuantity"
            min={1}
            max={40}
            className={INPUT}
            value={form.adultQuantity}
            onChange={(event) => set('adultQuantity', Math.max(1, Math.min(40, Number(event.target.value) || 1)))}
          />
        </label>
        <label className={LABEL}>
          {t('form.children')}
          <input
            type="number"
            name="childQuantity"
            min={0}
            max={20}
            className={INPUT}
            value={form.lsChildren.length}
            onChange={(event) => {
              const count = Math.max(0, Math.min(20, Number(event.target.value) || 0))
              setForm((old) => ({
                ...old,
                lsChildren: Array.from({ length: count }, (_, index) => old.lsChildren[index] ?? { age: null }),
              }))
            }}
          />
        </label>
        <label className={LABEL}>
          {t('form.rooms')}
          <input
            type="number"
            name="rooms"
            min={0}
            max={40}
            className={INPUT}
            value={form.rooms}
            onChange={(event) => set('rooms', Math.max(0, Math.min(40, Number(event.target.value) || 0)))}
          />
        </label>
      </div>
      {form.lsChildren.length > 0 && (
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1 text-sm font-semibold">{t('form.childrenAges')}</legend>
          {form.lsChildren.map((child, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a child is its position in the party (spec lsChildren No)
            <label key={`child-${index + 1}`} className="text-sm">
              {t('form.child', { number: index + 1 })}
              <input
                type="number"
                min={0}
                max={17}
                aria-label={t('form.childAge', { number: index + 1 })}
                aria-invalid={problem !== null && child.age === null}
                placeholder={t('form.age')}
                required
                className={`${INPUT} w-20`}
                value={child.age ?? ''}
                onChange={(event) => {
                  const raw = event.target.value.trim()
                  const age = raw === '' ? null : Math.max(0, Math.min(17, Math.trunc(Number(raw)) || 0))
                  setForm((old) => ({
                    ...old,
                    lsChildren: old.lsChildren.map((item, at) => (at === index ? { age } : item)),
                  }))
                }}
              />
            </label>
          ))}
        </fieldset>
      )}
      <label className={LABEL}>
        {t('form.consultant')}
        <select
          className={INPUT}
          name="tourConsultant"
          value={form.tourConsultant}
          onChange={(event) => set('tourConsultant', event.target.value)}
        >
          <option value="">{t('form.anyConsultant')}</option>
          {(consultants.data ?? []).map((consultant) => (
            <option key={consultant._id} value={consultant._id}>
              {consultant.name}
            </option>
          ))}
        </select>
      </label>
      {languages && languages.length > 1 && (
        <label className={LABEL}>
          {t('form.clientLanguage')}
          <select
            className={INPUT}
            name="languageId"
            aria-describedby={languageHelpId}
            value={form.languageId}
            onChange={(event) => set('languageId', event.target.value)}
          >
            {languages.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.name}
              </option>
            ))}
          </select>
          <span id={languageHelpId} className="mt-1 block text-xs font-normal text-muted">
            {t('form.clientLanguageHelp')}
          </span>
        </label>
      )}
      <label className={LABEL}>
        {t('form.comment')}
        <textarea
          className={INPUT}
          name="comment"
          rows={3}
          maxLength={2000}
          value={form.comment}
          onChange={(event) => set('comment', event.target.value)}
        />
      </label>
      {problem && (
        <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-sm text-primary">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onCancel}>
          {tc('cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('form.saving') : submitLabel}
        </button>
      </div>
    </form>
  )
}
