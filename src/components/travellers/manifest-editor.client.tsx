'use client'
import { useEffect, useId, useMemo, useState } from 'react'
import { COUNTRY_CODES } from '@/domain/countries'
import type { TManifestView, TTravellerKind } from '@/domain/travellers'
import { ApiError } from '@/lib/api-client'
import styles from './manifest-editor.module.css'

/**
 * Who travels on a booking (issue 56): the travellers as in their passports, their flights and who
 * sleeps in which room of each stay, with what Monsoon still needs. One editor for the agent vault
 * and the back office: each passes how to load and save (its own API) and its words.
 */

/** The `Travellers` messages, as each place translates them. */
export type TTravellerWords = (key: string, values?: Record<string, string | number>) => string

export type TManifestSave = {
  version: number
  travellers: Record<string, unknown>[]
  flights: Record<string, unknown>[]
  rooming: { stayId: string; lineId: string; room: number; travellerIds: string[] }[]
}

type TRow = {
  id: string
  kind: TTravellerKind
  givenNames: string
  surname: string
  dateOfBirth: string
  nationality: string
  passportNumber: string
  /** The number shown is masked: sent only when typed anew. */
  passportMasked: boolean
  passportExpiry: string
  dietary: string
  mobility: string
  age: number | null
  saved: boolean
}
type TFlightRow = {
  id: string
  direction: 'arrival' | 'departure'
  number: string
  date: string
  time: string
  airport: string
  travellerIds: string[]
}
/** Per stay, per traveller: `lineId#room`, or '' for none yet. */
type TRoomChoice = Record<string, Record<string, string>>

const newKey = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`

function rowsOf(view: TManifestView): TRow[] {
  return view.travellers.map((traveller) => ({
    ...traveller,
    dateOfBirth: traveller.dateOfBirth ?? '',
    nationality: traveller.nationality ?? '',
    passportNumber: traveller.passportNumber ?? '',
    passportExpiry: traveller.passportExpiry ?? '',
    saved: true,
  }))
}

function roomsOf(view: TManifestView): TRoomChoice {
  const choice: TRoomChoice = {}
  for (const one of view.rooming) {
    const stay = choice[one.stayId] ?? {}
    choice[one.stayId] = stay
    for (const id of one.travellerIds) stay[id] = `${one.lineId}#${one.room}`
  }
  return choice
}

function bodyOf(view: TManifestView, form: { rows: TRow[]; flights: TFlightRow[]; rooms: TRoomChoice }): TManifestSave {
  const ids = new Set(form.rows.map((row) => row.id))
  const rooming: TManifestSave['rooming'] = []
  for (const stay of view.stays) {
    const chosen = form.rooms[stay.stayId] ?? {}
    for (const room of stay.rooms) {
      const key = `${room.lineId}#${room.room}`
      const travellerIds = form.rows.filter((row) => chosen[row.id] === key).map((row) => row.id)
      if (travellerIds.length > 0)
        rooming.push({ stayId: stay.stayId, lineId: room.lineId, room: room.room, travellerIds })
    }
  }
  return {
    version: view.version,
    travellers: form.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      givenNames: row.givenNames,
      surname: row.surname,
      dateOfBirth: row.dateOfBirth || null,
      nationality: row.nationality || null,
      // A masked number left alone is kept by the server; a cleared one is removed.
      ...(row.passportMasked ? {} : { passportNumber: row.passportNumber.trim() || null }),
      passportExpiry: row.passportExpiry || null,
      dietary: row.dietary,
      mobility: row.mobility,
    })),
    flights: form.flights.map((flight) => ({
      ...flight,
      travellerIds: flight.travellerIds.filter((id) => ids.has(id)),
    })),
    rooming,
  }
}

export function ManifestEditor({
  load,
  save,
  exportTraveller,
  t,
  locale,
}: {
  load: () => Promise<TManifestView>
  save: (body: TManifestSave) => Promise<TManifestView>
  /** The agency's access-request export of one traveller (the vault only). */
  exportTraveller?: (traveller: { id: string; name: string }) => Promise<void>
  t: TTravellerWords
  locale: string
}) {
  const [view, setView] = useState<TManifestView | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [rows, setRows] = useState<TRow[]>([])
  const [flights, setFlights] = useState<TFlightRow[]>([])
  const [rooms, setRooms] = useState<TRoomChoice>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const uid = useId()

  const adopt = (next: TManifestView) => {
    setView(next)
    setRows(rowsOf(next))
    setFlights(next.flights.map((flight) => ({ ...flight })))
    setRooms(roomsOf(next))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the editor opens.
  useEffect(() => {
    load().then(adopt, (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)))
  }, [])

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    )
  }, [locale])
  const day = (value: string) =>
    new Date(`${value.slice(0, 10)}T07:00:00Z`).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })

  if (loadError) return <p role="alert">{t('loadFailed', { message: loadError })}</p>
  if (!view) return <p aria-live="polite">{t('loading')}</p>

  const editable = view.canEdit
  const total = view.party.adults + view.party.childAges.length
  const nameOf = (row: TRow, index: number) =>
    `${row.givenNames} ${row.surname}`.trim() || t('traveller', { number: index + 1 })
  const errorOf = (path: string) => errors[path]
  const fieldId = (path: string) => `${uid}-${path}`
  const invalid = (path: string) =>
    errors[path] ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(path)}-error` } : {}
  const errorText = (path: string) =>
    errors[path] ? (
      <span id={`${fieldId(path)}-error`} className={styles.error}>
        {errors[path]}
      </span>
    ) : null

  const setRow = (index: number, change: Partial<TRow>) =>
    setRows((old) => old.map((row, at) => (at === index ? { ...row, ...change } : row)))
  const setFlight = (index: number, change: Partial<TFlightRow>) =>
    setFlights((old) => old.map((flight, at) => (at === index ? { ...flight, ...change } : flight)))

  const gapWords = view.gaps.map((gap) => {
    if (gap.code === 'unroomed')
      return t('gap.unroomed', { hotel: gap.hotel, date: day(gap.checkIn), count: gap.count })
    if (gap.code === 'passportExpires') return t('gap.passportExpires', { names: gap.names.join(', ') })
    if ('count' in gap) return t(`gap.${gap.code}`, { count: gap.count, total: gap.total })
    return t(`gap.${gap.code}`)
  })

  async function submit() {
    if (!view) return
    setBusy(true)
    setStatus(null)
    setErrors({})
    const body = bodyOf(view, { rows, flights, rooms })
    try {
      adopt(await save(body))
      setStatus({ text: t('saved') })
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STALE_VERSION') setStatus({ text: t('stale'), error: true })
      else if (error instanceof ApiError && error.fields.length > 0) {
        const found: Record<string, string> = {}
        for (const field of error.fields) {
          // A room's problem is shown under its stay: the body's rooming index names it.
          const rooming = /^rooming\.(\d+)/.exec(field.field)
          const stayId = rooming ? body.rooming[Number(rooming[1])]?.stayId : undefined
          found[stayId ? `stay.${stayId}` : field.field] ??= field.message
        }
        setErrors(found)
        setStatus({ text: t('fix'), error: true })
      } else setStatus({ text: error instanceof Error ? error.message : String(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.editor} data-testid="manifest-editor">
      <p className={styles.intro}>{t('intro')}</p>
      {view.erasedAt && <p className={styles.notice}>{t('erased', { date: day(view.erasedAt) })}</p>}
      {!view.erasedAt && !editable && <p className={styles.notice}>{t('readOnly')}</p>}
      {!view.erasedAt &&
        (gapWords.length > 0 ? (
          <section className={styles.notice} data-testid="manifest-gaps" aria-labelledby={`${uid}-needs`}>
            <h3 id={`${uid}-needs`}>{t('needs')}</h3>
            <ul>
              {gapWords.map((words) => (
                <li key={words}>{words}</li>
              ))}
            </ul>
          </section>
        ) : (
          <p className={`${styles.notice} ${styles.done}`} data-testid="manifest-gaps">
            {t('complete')}
          </p>
        ))}
      {view.problems.length > 0 && (
        <section className={`${styles.notice} ${styles.problem}`} aria-labelledby={`${uid}-problems`}>
          <h3 id={`${uid}-problems`}>{t('problems')}</h3>
          <ul>
            {view.problems.map((problem) => (
              <li key={`${problem.path}${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby={`${uid}-people`}>
        <h3 id={`${uid}-people`}>{t('people')}</h3>
        <p className={styles.hint}>
          {t('party', {
            adults: view.party.adults,
            children: view.party.childAges.length,
            ages: view.party.childAges.join(', '),
          })}
        </p>
        {errorOf('travellers') && <p className={styles.error}>{errorOf('travellers')}</p>}
        {rows.map((row, index) => {
          const at = `travellers.${index}`
          const name = nameOf(row, index)
          return (
            <fieldset key={row.id} className={styles.card} data-testid="traveller" disabled={!editable}>
              <legend className={styles.cardHead}>{name}</legend>
              <div className={styles.grid}>
                <label className={styles.field}>
                  {t('kind')}
                  <select
                    value={row.kind}
                    onChange={(event) => setRow(index, { kind: event.target.value as TTravellerKind })}
                  >
                    <option value="adult">{t('adult')}</option>
                    <option value="child">{t('child')}</option>
                  </select>
                </label>
                <label className={styles.field}>
                  {t('givenNames')}
                  <input
                    value={row.givenNames}
                    maxLength={60}
                    autoComplete="off"
                    required
                    onChange={(event) => setRow(index, { givenNames: event.target.value })}
                    {...invalid(`${at}.givenNames`)}
                  />
                  {errorText(`${at}.givenNames`)}
                </label>
                <label className={styles.field}>
                  {t('surname')}
                  <input
                    value={row.surname}
                    maxLength={60}
                    autoComplete="off"
                    required
                    onChange={(event) => setRow(index, { surname: event.target.value })}
                    {...invalid(`${at}.surname`)}
                  />
                  {errorText(`${at}.surname`)}
                </label>
                <label className={styles.field}>
                  {t('dateOfBirth')}
                  <input
                    type="date"
                    value={row.dateOfBirth}
                    onChange={(event) => setRow(index, { dateOfBirth: event.target.value })}
                    {...invalid(`${at}.dateOfBirth`)}
                  />
                  {row.age !== null && row.saved && <span className={styles.hint}>{t('age', { age: row.age })}</span>}
                  {errorText(`${at}.dateOfBirth`)}
                </label>
                <label className={styles.field}>
                  {t('nationality')}
                  <select
                    value={row.nationality}
                    onChange={(event) => setRow(index, { nationality: event.target.value })}
                    {...invalid(`${at}.nationality`)}
                  >
                    <option value="">{t('chooseNationality')}</option>
                    {countries.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                  </select>
                  {errorText(`${at}.nationality`)}
                </label>
                <label className={styles.field}>
                  {t('passportNumber')}
                  <input
                    value={row.passportNumber}
                    maxLength={24}
                    autoComplete="off"
                    spellCheck={false}
                    onFocus={() => row.passportMasked && setRow(index, { passportNumber: '', passportMasked: false })}
                    onChange={(event) => setRow(index, { passportNumber: event.target.value, passportMasked: false })}
                    {...invalid(`${at}.passportNumber`)}
                  />
                  {row.passportMasked && <span className={styles.hint}>{t('passportMasked')}</span>}
                  {errorText(`${at}.passportNumber`)}
                </label>
                <label className={styles.field}>
                  {t('passportExpiry')}
                  <input
                    type="date"
                    value={row.passportExpiry}
                    onChange={(event) => setRow(index, { passportExpiry: event.target.value })}
                    {...invalid(`${at}.passportExpiry`)}
                  />
                  {errorText(`${at}.passportExpiry`)}
                </label>
                <label className={styles.field}>
                  {t('dietary')}
                  <input
                    value={row.dietary}
                    maxLength={300}
                    onChange={(event) => setRow(index, { dietary: event.target.value })}
                    {...invalid(`${at}.dietary`)}
                  />
                  {errorText(`${at}.dietary`)}
                </label>
                <label className={styles.field}>
                  {t('mobility')}
                  <input
                    value={row.mobility}
                    maxLength={300}
                    onChange={(event) => setRow(index, { mobility: event.target.value })}
                    {...invalid(`${at}.mobility`)}
                  />
                  {errorText(`${at}.mobility`)}
                </label>
              </div>
              <div className={styles.row}>
                {editable && (
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => setRows((old) => old.filter((_, at2) => at2 !== index))}
                  >
                    {t('remove', { name })}
                  </button>
                )}
                {exportTraveller && row.saved && (
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() =>
                      void exportTraveller({ id: row.id, name }).then(
                        () => setStatus({ text: t('exported', { name }) }),
                        (error: unknown) => setStatus({ text: String((error as Error).message), error: true }),
                      )
                    }
                  >
                    {t('exportData', { name })}
                  </button>
                )}
              </div>
            </fieldset>
          )
        })}
        {editable &&
          (rows.length < total ? (
            <div>
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  const adults = rows.filter((row) => row.kind === 'adult').length
                  setRows((old) => [
                    ...old,
                    {
                      id: newKey('n'),
                      kind: adults < view.party.adults ? 'adult' : 'child',
                      givenNames: '',
                      surname: '',
                      dateOfBirth: '',
                      nationality: '',
                      passportNumber: '',
                      passportMasked: false,
                      passportExpiry: '',
                      dietary: '',
                      mobility: '',
                      age: null,
                      saved: false,
                    },
                  ])
                }}
              >
                {t('add')}
              </button>
            </div>
          ) : (
            <p className={styles.hint}>{t('allEntered')}</p>
          ))}
      </section>

      <section className={styles.section} aria-labelledby={`${uid}-flights`}>
        <h3 id={`${uid}-flights`}>{t('flights')}</h3>
        {flights.length === 0 && <p className={styles.hint}>{t('noFlights')}</p>}
        {flights.map((flight, index) => {
          const at = `flights.${index}`
          return (
            <fieldset key={flight.id} className={styles.card} data-testid="flight" disabled={!editable}>
              <legend className={styles.cardHead}>
                {t(flight.direction)} {flight.number}
              </legend>
              <div className={styles.grid}>
                <label className={styles.field}>
                  {t('direction')}
                  <select
                    value={flight.direction}
                    onChange={(event) => setFlight(index, { direction: event.target.value as TFlightRow['direction'] })}
                  >
                    <option value="arrival">{t('arrival')}</option>
                    <option value="departure">{t('departure')}</option>
                  </select>
                </label>
                <label className={styles.field}>
                  {t('flightNumber')}
                  <input
                    value={flight.number}
                    maxLength={10}
                    placeholder="TG 921"
                    onChange={(event) => setFlight(index, { number: event.target.value })}
                    {...invalid(`${at}.number`)}
                  />
                  {errorText(`${at}.number`)}
                </label>
                <label className={styles.field}>
                  {t('flightDate')}
                  <input
                    type="date"
                    value={flight.date}
                    onChange={(event) => setFlight(index, { date: event.target.value })}
                    {...invalid(`${at}.date`)}
                  />
                  {errorText(`${at}.date`)}
                </label>
                <label className={styles.field}>
                  {t('flightTime')}
                  <input
                    type="time"
                    value={flight.time}
                    onChange={(event) => setFlight(index, { time: event.target.value })}
                    {...invalid(`${at}.time`)}
                  />
                  {errorText(`${at}.time`)}
                </label>
                <label className={styles.field}>
                  {t('airport')}
                  <input
                    value={flight.airport}
                    maxLength={3}
                    placeholder="BKK"
                    onChange={(event) => setFlight(index, { airport: event.target.value.toUpperCase() })}
                    {...invalid(`${at}.airport`)}
                  />
                  {errorText(`${at}.airport`)}
                </label>
              </div>
              {rows.length > 1 && (
                <fieldset className={styles.checks}>
                  <legend>{t('who')}</legend>
                  <label>
                    <input
                      type="checkbox"
                      checked={flight.travellerIds.length === 0}
                      onChange={() => setFlight(index, { travellerIds: [] })}
                    />
                    {t('whole')}
                  </label>
                  {rows.map((row, which) => (
                    <label key={row.id}>
                      <input
                        type="checkbox"
                        checked={flight.travellerIds.includes(row.id)}
                        onChange={(event) =>
                          setFlight(index, {
                            travellerIds: event.target.checked
                              ? [...flight.travellerIds, row.id]
                              : flight.travellerIds.filter((id) => id !== row.id),
                          })
                        }
                      />
                      {nameOf(row, which)}
                    </label>
                  ))}
                </fieldset>
              )}
              {editable && (
                <div>
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => setFlights((old) => old.filter((_, at2) => at2 !== index))}
                  >
                    {t('removeFlight', { number: flight.number })}
                  </button>
                </div>
              )}
            </fieldset>
          )
        })}
        {editable && flights.length < 12 && (
          <div>
            <button
              type="button"
              className={styles.button}
              onClick={() =>
                setFlights((old) => [
                  ...old,
                  {
                    id: newKey('f'),
                    direction: old.some((flight) => flight.direction === 'arrival') ? 'departure' : 'arrival',
                    number: '',
                    date: (old.length === 0 ? view.stays[0]?.checkIn : '') ?? '',
                    time: '',
                    airport: '',
                    travellerIds: [],
                  },
                ])
              }
            >
              {t('addFlight')}
            </button>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${uid}-rooms`}>
        <h3 id={`${uid}-rooms`}>{t('rooms')}</h3>
        {view.stays.length === 0 && <p className={styles.hint}>{t('noStays')}</p>}
        {view.stays.length > 0 && rows.length === 0 && <p className={styles.hint}>{t('enterFirst')}</p>}
        {rows.length > 0 &&
          view.stays.map((stay) => (
            <fieldset key={stay.stayId} className={styles.card} data-testid="stay-rooms" disabled={!editable}>
              <legend className={styles.cardHead}>
                {t('stay', { hotel: stay.hotel, date: day(stay.checkIn), nights: stay.nights })}
              </legend>
              {errors[`stay.${stay.stayId}`] && <p className={styles.error}>{errors[`stay.${stay.stayId}`]}</p>}
              <div className={styles.grid}>
                {rows.map((row, which) => (
                  <label key={row.id} className={styles.field}>
                    {t('roomOf', { name: nameOf(row, which) })}
                    <select
                      value={rooms[stay.stayId]?.[row.id] ?? ''}
                      onChange={(event) =>
                        setRooms((old) => ({
                          ...old,
                          [stay.stayId]: { ...(old[stay.stayId] ?? {}), [row.id]: event.target.value },
                        }))
                      }
                    >
                      <option value="">{t('noRoom')}</option>
                      {stay.rooms.map((room) => (
                        <option key={`${room.lineId}#${room.room}`} value={`${room.lineId}#${room.room}`}>
                          {t('roomOption', { room: room.roomName, number: room.room, capacity: room.capacity })}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
      </section>

      {editable && (
        <div className={styles.footer}>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void submit()}>
            {busy ? t('saving') : t('save')}
          </button>
          <span role="status" className={status?.error ? styles.error : styles.hint} data-testid="manifest-status">
            {status?.text}
          </span>
        </div>
      )}
    </div>
  )
}
