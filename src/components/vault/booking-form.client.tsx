'use client'

import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { addDays } from '@/domain/pricing/dates'
import { nationLabel } from '@/domain/site'
import { asApiError, errorText } from '@/lib/api-client'
import type { TFieldError } from '@/lib/errors'
import { fullDay, isoDay } from './format'
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
}

export function emptyHeader(nation: string): THeaderForm {
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

const INPUT =
  'mt-1 w-full rounded-sm border border-line bg-white px-3 py-2 text-sm focus:border-primary focus:outline-none'
const LABEL = 'block text-sm font-medium'

type TProps = {
  initial: THeaderForm
  nations?: { code: string; fullName: string }[]
  submitLabel: string
  onSubmit: (form: THeaderForm) => Promise<void>
  onCancel: () => void
}

/** Booking details (spec §3): name, dates, departure and finish, party with children's ages, rooms, consultant, comment. */
export function BookingForm({ initial, nations, submitLabel, onSubmit, onCancel }: TProps) {
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
    if (!form.nameTour.trim()) return setProblem('Tour name is missing')
    if (form.enddate < form.begindate) return setProblem('The end date is before the begin date')
    if (form.lsChildren.some((child) => child.age === null))
      return setProblem('Give the age of each child: children’s prices depend on it.')
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
      {text('nameTour', 'Tour name', true)}
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={LABEL}>
          Begin date
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
          End date
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
          Destination
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
        <legend className="mb-1 text-sm font-semibold">Departure</legend>
        {text('departureCity', 'City')}
        {text('departureCountry', 'Country')}
        {text('departureLocation', 'Location')}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold">Finish</legend>
        {text('finishCity', 'City')}
        {text('finishCountry', 'Country')}
        {text('finishLocation', 'Location')}
      </fieldset>
      <div className="grid grid-cols-3 gap-4">
        <label className={LABEL}>
          Adults
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
          Children
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
          Rooms
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
          <legend className="mb-1 text-sm font-semibold">Children’s ages</legend>
          {form.lsChildren.map((child, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a child is its position in the party (spec lsChildren No)
            <label key={`child-${index + 1}`} className="text-sm">
              Child {index + 1}
              <input
                type="number"
                min={0}
                max={17}
                aria-label={`Age of child ${index + 1}`}
                aria-invalid={problem !== null && child.age === null}
                placeholder="Age"
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
        Tour consultant
        <select
          className={INPUT}
          name="tourConsultant"
          value={form.tourConsultant}
          onChange={(event) => set('tourConsultant', event.target.value)}
        >
          <option value="">Any Monsoon consultant</option>
          {(consultants.data ?? []).map((consultant) => (
            <option key={consultant._id} value={consultant._id}>
              {consultant.name}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Comment
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
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  )
}
