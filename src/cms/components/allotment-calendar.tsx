'use client'
import { Button } from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { TCalendarNight as TNight, TCalendarRow as TRow } from '@/domain/allotments'
import { addDays } from '@/domain/pricing'
import { postAction } from '@/lib/post-action'

type TCalendar = { from: string; dates: string[]; today: string; rows: TRow[] }
type TNation = { id: string; name: string }

const dayOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' })
const monthOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

const stateOf = (night: TNight) =>
  night.stopSale
    ? 'stop'
    : night.held === 0
      ? 'none'
      : night.released
        ? 'released'
        : night.free === 0
          ? 'full'
          : night.onHold > 0
            ? 'held'
            : 'free'
const titleOf = (row: TRow, night: TNight) =>
  `${row.hotelName}, ${row.room}, ${night.date}: held ${night.held}, sold ${night.sold}, on hold ${night.onHold}, free ${night.free}; release ${night.releaseDays} days${night.stopSale ? '; stop sale' : ''}${night.released ? '; released to the hotel' : ''}`

/**
 * The allotment calendar (issue 25): hotels' room types × dates, each night free / held for Monsoon
 * (sold and on hold by agents inside), released, stopped; and the bulk edit of a range, audited.
 */
export function AllotmentCalendar({ nations, today }: { nations: TNation[]; today: string }) {
  const [nation, setNation] = useState(nations[0]?.id ?? '')
  const [from, setFrom] = useState(today)
  const [calendar, setCalendar] = useState<TCalendar | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [edit, setEdit] = useState({
    row: '',
    from: today,
    to: addDays(today, 6),
    held: '',
    releaseDays: '',
    stopSale: 'keep' as 'keep' | 'on' | 'off',
    weekdays: [] as number[],
  })

  const load = useCallback(async () => {
    setProblem(null)
    try {
      setCalendar(
        await postAction<TCalendar>('allotment-changes/calendar', { from, days: 28, nation: nation || undefined }),
      )
    } catch (error) {
      setProblem((error as Error).message)
    }
  }, [from, nation])
  useEffect(() => {
    void load()
  }, [load])

  const rows = calendar?.rows ?? []
  const rowKey = (row: TRow) => `${row.hotel}|${row.room}`
  const chosen = rows.find((row) => rowKey(row) === edit.row)
  const months = useMemo(() => [...new Set((calendar?.dates ?? []).map(monthOf))].join(' – '), [calendar])

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!chosen) return setProblem('Choose the hotel and room type to change.')
    setBusy(true)
    setProblem(null)
    setNotice(null)
    try {
      const answer = await postAction<{ nights: number; summary: string }>('allotment-changes/edit', {
        hotel: chosen.hotel,
        room: chosen.room,
        from: edit.from,
        to: edit.to,
        ...(edit.weekdays.length ? { weekdays: edit.weekdays } : {}),
        ...(edit.held !== '' ? { held: Number(edit.held) } : {}),
        ...(edit.releaseDays !== '' ? { releaseDays: Number(edit.releaseDays) } : {}),
        ...(edit.stopSale !== 'keep' ? { stopSale: edit.stopSale === 'on' } : {}),
      })
      setNotice(`${chosen.hotelName}, ${chosen.room}: ${answer.summary}.`)
      await load()
    } catch (error) {
      setProblem((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="allotments">
      <div className="allotments__bar">
        <label>
          Nation{' '}
          <select value={nation} onChange={(event) => setNation(event.target.value)}>
            {nations.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          From{' '}
          <input type="date" value={from} onChange={(event) => event.target.value && setFrom(event.target.value)} />
        </label>
        <Button buttonStyle="secondary" size="small" onClick={() => setFrom(addDays(from, -28))}>
          ← 4 weeks
        </Button>
        <Button buttonStyle="secondary" size="small" onClick={() => setFrom(addDays(from, 28))}>
          4 weeks →
        </Button>
        <span className="allotments__months">{months}</span>
      </div>
      <p className="allotments__legend">
        Each night: <strong>free / held</strong> for Monsoon. <span className="allotments__swatch" data-state="free" />{' '}
        free <span className="allotments__swatch" data-state="held" /> some on hold by agents{' '}
        <span className="allotments__swatch" data-state="full" /> sold out{' '}
        <span className="allotments__swatch" data-state="released" /> released to the hotel{' '}
        <span className="allotments__swatch" data-state="stop" /> stop sale. Click a night to start a change from it
        (the form above the grid).
      </p>
      {problem && (
        <p role="alert" className="allotments__problem">
          {problem}
        </p>
      )}
      {notice && (
        <p role="status" className="allotments__notice">
          {notice}
        </p>
      )}
      <form className="allotments__edit" onSubmit={save} aria-labelledby="allotment-edit-title">
        <h2 id="allotment-edit-title">Change a range</h2>
        <label>
          Hotel and room type{' '}
          <select value={edit.row} onChange={(event) => setEdit({ ...edit, row: event.target.value })} required>
            <option value="">Choose…</option>
            {rows.map((row) => (
              <option key={rowKey(row)} value={rowKey(row)}>
                {row.hotelName}, {row.room}
              </option>
            ))}
          </select>
        </label>
        <label>
          First night{' '}
          <input
            type="date"
            value={edit.from}
            onChange={(event) => setEdit({ ...edit, from: event.target.value })}
            required
          />
        </label>
        <label>
          Last night{' '}
          <input
            type="date"
            value={edit.to}
            onChange={(event) => setEdit({ ...edit, to: event.target.value })}
            required
          />
        </label>
        <fieldset>
          <legend>Only on (none: every night)</legend>
          {WEEKDAYS.map((name, index) => (
            <label key={name}>
              <input
                type="checkbox"
                checked={edit.weekdays.includes(index + 1)}
                onChange={(event) =>
                  setEdit({
                    ...edit,
                    weekdays: event.target.checked
                      ? [...edit.weekdays, index + 1].sort()
                      : edit.weekdays.filter((day) => day !== index + 1),
                  })
                }
              />{' '}
              {name}
            </label>
          ))}
        </fieldset>
        <label>
          Rooms held (empty: keep){' '}
          <input
            type="number"
            min={0}
            max={999}
            value={edit.held}
            onChange={(event) => setEdit({ ...edit, held: event.target.value })}
          />
        </label>
        <label>
          Release period, days (empty: keep){' '}
          <input
            type="number"
            min={0}
            max={365}
            value={edit.releaseDays}
            onChange={(event) => setEdit({ ...edit, releaseDays: event.target.value })}
          />
        </label>
        <label>
          Stop sale{' '}
          <select
            value={edit.stopSale}
            onChange={(event) => setEdit({ ...edit, stopSale: event.target.value as 'keep' })}
          >
            <option value="keep">Keep as it is</option>
            <option value="on">Stop sale</option>
            <option value="off">On sale</option>
          </select>
        </label>
        <Button type="submit" buttonStyle="primary" size="medium" disabled={busy}>
          {busy ? 'Saving…' : 'Apply to the range'}
        </Button>
        <p className="allotments__hint">
          Every change is recorded under Catalogue → Allotment changes. Rooms already sold or on hold cannot be taken
          back.
        </p>
      </form>

      <section
        className="allotments__scroll"
        aria-label="Allotment calendar"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll with the keys (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="allotments__grid" data-testid="allotment-grid">
          <thead>
            <tr>
              <th scope="col">Hotel · room</th>
              {(calendar?.dates ?? []).map((date) => (
                <th key={date} scope="col" data-weekend={[0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())}>
                  {dayOf(date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <th scope="row">
                  {row.hotelName}
                  <span>
                    {row.room}
                    {row.city ? ` · ${row.city}` : ''}
                  </span>
                </th>
                {row.nights.map((night) => (
                  <td key={night.date} data-state={stateOf(night)} title={titleOf(row, night)}>
                    <button
                      type="button"
                      aria-label={titleOf(row, night)}
                      onClick={() =>
                        setEdit((old) => ({
                          ...old,
                          row: rowKey(row),
                          from: night.date,
                          to: old.to < night.date ? night.date : old.to,
                        }))
                      }
                    >
                      {night.held === 0 && !night.stopSale ? '·' : `${night.free}/${night.held}`}
                    </button>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
