'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Bell, BellRing, FileDown, History, Pencil, Send, Trash2 } from 'lucide-react'
import Link from 'next/link'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { AGENT_STATUSES, STATUS_LABELS } from '@/domain/booking-status'
import {
  addActivities,
  addHotel,
  addLocation,
  clearItinerary,
  copyToDay,
  moveLine,
  priceTours,
  removeLine,
  removeLocation,
  type TActivityPick,
  type THotelOffer,
  type TItineraryState,
  type TParty,
  type TRoomChoice,
} from '@/domain/itinerary'
import { vaultPath } from '@/domain/request-email'
import { errorText, isApiError } from '@/lib/api-client'
import { BookingForm, headerBody, headerOf } from './booking-form.client'
import { DayCard } from './day-card.client'
import { ConfirmDialog } from './dialogs.client'
import { downloadWordExport } from './download'
import { day, money, pax } from './format'
import { Pickers } from './pickers.client'
import { SendRequestDialog, type TSent } from './send-request.client'
import { StatusBadge } from './status-badge'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

type TSaveState = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict'

const AUTOSAVE_MS = 1200

/** The two Word exports: the agent's copy with prices, and the client's without any. */
const EXPORTS = [
  { kind: 'prices', label: 'Export to Word', title: undefined },
  {
    kind: 'client',
    label: 'Word, no prices',
    title: 'The itinerary without any price, under your agency’s name, to give to your client',
  },
] as const
const LEAVE_WARNING = 'You have unsaved changes to this itinerary. Leave without saving?'

const stateOf = (booking: TBookingDetail, currentDay = 0): TItineraryState => ({
  days: booking.Tours,
  currentDay: Math.min(currentDay, Math.max(0, booking.Tours.length - 1)),
  pnr: 1,
  comment: booking.comment,
  status: booking.status,
})

/** The status an automatic save keeps: the agent's own statuses stay; an edited quote goes back to draft. */
const autosaveStatus = (status: string) => ((AGENT_STATUSES as readonly string[]).includes(status) ? status : 'draft')

/**
 * The day-by-day itinerary builder (spec §2, §4). Every operation is a pure function of
 * `src/domain/itinerary`, priced at once in the browser; the server saves in the background,
 * reprices with the same module and has the last word (ADR 012).
 */
export function ItineraryBuilder({ id, nations }: { id: string; nations: { code: string; fullName: string }[] }) {
  const client = useQueryClient()
  const detail = useQuery({
    queryKey: ['booking', id],
    queryFn: () => vaultCall<TBookingDetail>('getOneRequestBooing', { _id: id }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !isApiError(error, 'NOT_FOUND') && count < 1,
  })
  // The last saved booking is the query's data: every save puts the server's answer there.
  const booking = detail.data ?? null
  const adopt = useCallback((saved: TBookingDetail) => client.setQueryData(['booking', id], saved), [client, id])
  const [state, setState] = useState<TItineraryState | null>(null)
  const [saveState, setSaveState] = useState<TSaveState>('saved')
  const [saveError, setSaveError] = useState<string | null>(null)
  const [sendOpen, setSendOpen] = useState(false)
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null)
  const [exporting, setExporting] = useState<'prices' | 'client' | null>(null)
  const [editing, setEditing] = useState(false)
  const [clearing, setClearing] = useState(false)
  const [showHistory, setShowHistory] = useState(false)
  const edits = useRef(0)
  const saving = useRef(false)

  useEffect(() => {
    if (detail.data && !state) {
      setState(stateOf(detail.data))
    }
  }, [detail.data, state])

  const party: TParty = useMemo(
    () => ({ adults: booking?.adultQuantity ?? 1, childAges: (booking?.lsChildren ?? []).map((child) => child.age) }),
    [booking],
  )
  const priced = useMemo(() => (state ? priceTours(state.days, party) : null), [state, party])
  const editable = booking?.editable ?? false

  /** Applies an itinerary operation: priced at once, saved shortly after. */
  const change = useCallback(
    (operation: (current: TItineraryState) => TItineraryState) => {
      if (!editable) return
      setState((current) => (current ? operation(current) : current))
      edits.current += 1
      setSaveState((old) => (old === 'conflict' ? old : 'unsaved'))
    },
    [editable],
  )

  const save = useCallback(
    async (options: { overwrite?: boolean } = {}): Promise<boolean> => {
      if (!booking || !state || saving.current) return false
      saving.current = true
      const startedAt = edits.current
      setSaveState('saving')
      setSaveError(null)
      try {
        let version = booking.version
        if (options.overwrite) version = (await vaultCall<TBookingDetail>('getOneRequestBooing', { _id: id })).version
        const status = autosaveStatus(state.status)
        const saved = await vaultCall<TBookingDetail>(
          'UpdateToursBooing',
          { _id: id, version, Tours: priced?.days ?? state.days, comment: state.comment, status, total: priced?.total },
          { method: 'PUT' },
        )
        adopt(saved)
        void client.invalidateQueries({ queryKey: ['bookings'] })
        if (edits.current === startedAt) {
          // Nothing changed while saving: the server's itinerary (repriced by it) becomes ours.
          setState((current) => ({ ...stateOf(saved, current?.currentDay ?? 0), pnr: current?.pnr ?? 1 }))
          setSaveState('saved')
        } else {
          setState((current) => (current ? { ...current, status: saved.status } : current))
          setSaveState('unsaved')
        }
        return true
      } catch (error) {
        const stale = isApiError(error, 'STALE_VERSION')
        setSaveState(stale ? 'conflict' : 'error')
        setSaveError(errorText(error))
        return false
      } finally {
        saving.current = false
      }
    },
    [booking, state, priced, id, client, adopt],
  )

  // Background save: shortly after the last change, unless a conflict waits for the agent's choice.
  useEffect(() => {
    if (saveState !== 'unsaved' || !editable) return
    const timer = window.setTimeout(() => void save(), AUTOSAVE_MS)
    return () => window.clearTimeout(timer)
  }, [saveState, save, editable])

  // Leaving with unsaved changes asks first: reloads and closes, and links inside the site.
  const dirty = saveState !== 'saved'
  useEffect(() => {
    if (!dirty) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = LEAVE_WARNING
    }
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!link || link.getAttribute('target') === '_blank') return
      if (!window.confirm(LEAVE_WARNING)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [dirty])

  if (detail.isError && !booking) {
    const missing = isApiError(detail.error, 'NOT_FOUND')
    return (
      <section className="container-page py-16 text-center">
        <h1 className="text-2xl font-semibold">{missing ? 'Booking not found' : 'We could not open this booking'}</h1>
        <p className="mt-2 text-muted">{missing ? 'It may have been deleted.' : errorText(detail.error)}</p>
        <Link href="/marketplace/b2b-agent-vault" className="btn-primary mt-6 inline-block">
          Back to your bookings
        </Link>
      </section>
    )
  }
  if (!booking || !state || !priced) {
    return (
      <section className="container-page py-16 text-center text-muted" aria-busy="true">
        Loading the itinerary…
      </section>
    )
  }

  const current = state.days[state.currentDay]
  const addPicks = (picks: TActivityPick[]) =>
    change((old) => ({ ...old, days: addActivities(old.days, old.currentDay, picks) }))
  const copyPicks = (dayIndex: number, picks: TActivityPick[]) => change((old) => copyToDay(old, dayIndex, picks))
  const addStay = (hotel: THotelOffer, rooms: TRoomChoice[], nights: number) =>
    change((old) => ({ ...old, days: addHotel(old.days, old.currentDay, { hotel, rooms, nights }) }))

  /** Sending follows a save: the emails carry what the agent sees. */
  const openSend = async () => {
    setNotice(null)
    if (dirty && !(await save())) return
    setSendOpen(true)
  }
  const sent = async (result: TSent) => {
    setSendOpen(false)
    const latest = await vaultCall<TBookingDetail>('getOneRequestBooing', { _id: id }).catch(() => null)
    if (latest) {
      adopt(latest)
      setState((old) => ({ ...stateOf(latest, old?.currentDay ?? 0), pnr: old?.pnr ?? 1 }))
    }
    void client.invalidateQueries({ queryKey: ['bookings'] })
    setNotice({
      text: `Request sent to ${result.Emails.map((email) => email.Email).join(', ')}. The booking is now Requested.`,
    })
  }
  const exportWord = async (kind: 'prices' | 'client') => {
    setNotice(null)
    // The file shows what the agent sees: unsaved changes are saved first (a failed save says why).
    if (dirty && !(await save())) return
    setExporting(kind)
    const ok = await downloadWordExport(id, kind === 'prices')
    setExporting(null)
    if (!ok) setNotice({ text: 'The Word file could not be downloaded. Please try again.', error: true })
  }
  const toggleFollow = async () => {
    setNotice(null)
    try {
      const answer = await vaultCall<{ watching: boolean }>(
        `/notificationapi/api/v1/watcher/${booking.watching ? 'remove' : 'add'}`,
        { path: vaultPath(id) },
      )
      adopt({ ...booking, watching: answer.watching })
    } catch (error) {
      setNotice({ text: errorText(error), error: true })
    }
  }

  return (
    <section className="container-page grid grid-cols-1 gap-6 py-8" data-testid="itinerary-builder">
      <Link
        href="/marketplace/b2b-agent-vault"
        className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Your bookings
      </Link>
      <header className="grid gap-4 rounded-sm bg-white p-5 shadow-sm lg:grid-cols-[1fr_auto]">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold" data-testid="booking-name">
              {booking.nameTour}
            </h1>
            <StatusBadge status={booking.status} />
          </div>
          <p className="text-sm text-muted">
            {booking.Code} · {day(booking.begindate)} – {day(booking.enddate)} · {booking.days} days ·{' '}
            {pax(booking.adultQuantity, booking.childQuantity)}
            {booking.lsChildren.length > 0 && ` (ages ${booking.lsChildren.map((child) => child.age).join(', ')})`} ·{' '}
            {booking.rooms} room{booking.rooms === 1 ? '' : 's'}
            {booking.tourConsultant && ` · Consultant: ${booking.tourConsultant.name}`}
          </p>
          {booking.staffNote && (
            <p className="mt-1 rounded-sm bg-page px-3 py-2 text-sm">
              <strong>Note from Monsoon:</strong> {booking.staffNote}
            </p>
          )}
          {!editable && (
            <p className="mt-1 text-sm text-primary" role="status">
              This booking is {STATUS_LABELS[booking.status].toLowerCase()} and can no longer be changed. Please contact
              your Monsoon consultant.
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
              disabled={!editable}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit details
            </button>
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
              disabled={!editable}
              onClick={() => setClearing(true)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Clear itinerary
            </button>
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
              aria-expanded={showHistory}
              onClick={() => setShowHistory((open) => !open)}
            >
              <History aria-hidden="true" className="h-4 w-4" /> History
            </button>
            {EXPORTS.map((option) => (
              <button
                key={option.kind}
                type="button"
                className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
                disabled={exporting !== null}
                title={option.title}
                onClick={() => void exportWord(option.kind)}
              >
                <FileDown aria-hidden="true" className="h-4 w-4" />
                {exporting === option.kind ? 'Preparing…' : option.label}
              </button>
            ))}
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
              aria-pressed={booking.watching}
              title="Get an email when Monsoon quotes, confirms or cancels this booking"
              onClick={() => void toggleFollow()}
            >
              {booking.watching ? (
                <BellRing aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Bell aria-hidden="true" className="h-4 w-4" />
              )}
              {booking.watching ? 'Following updates' : 'Follow updates'}
            </button>
          </div>
        </div>
        <div className="grid content-start gap-2 lg:justify-items-end">
          <p className="text-sm text-muted">Total</p>
          <p className="text-3xl font-semibold" data-testid="grand-total">
            {money(priced.total, booking.currency)}
          </p>
          <SaveIndicator state={saveState} />
          {editable && (
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className="btn-outline px-4 py-1.5 text-sm"
                disabled={saveState === 'saving'}
                onClick={() => void save()}
              >
                Save
              </button>
              <button
                type="button"
                className="btn-primary inline-flex items-center gap-1.5 px-4 py-1.5 text-sm"
                disabled={saveState === 'saving' || saveState === 'conflict'}
                onClick={() => void openSend()}
              >
                <Send aria-hidden="true" className="h-4 w-4" /> Send request
              </button>
            </div>
          )}
        </div>
      </header>

      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          data-testid="vault-notice"
          className={`rounded-sm px-3 py-2 text-sm ${notice.error ? 'bg-primary-light text-primary' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {notice.text}
        </p>
      )}

      {saveError && saveState === 'error' && (
        <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-sm text-primary">
          Not saved: {saveError}. Your changes are kept here.{' '}
          <button type="button" className="underline" onClick={() => void save()}>
            Try again
          </button>
        </p>
      )}

      {showHistory && (
        <section aria-label="History" className="rounded-sm bg-white p-5 shadow-sm" data-testid="history">
          <h2 className="mb-3 text-lg font-semibold">History</h2>
          <ol className="grid gap-2 text-sm">
            {booking.history.map((event) => (
              <li
                key={`${event.at}-${event.action}-${event.summary}`}
                className="grid gap-0.5 border-b border-line pb-2 last:border-0 sm:grid-cols-[180px_1fr]"
              >
                <span className="text-muted">
                  {new Date(event.at).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC
                </span>
                <span>
                  <strong>{event.actorKind === 'staff' ? `${event.actorName} (Monsoon)` : event.actorName}</strong>:{' '}
                  {event.summary}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className={`grid grid-cols-1 gap-6 ${editable ? 'lg:grid-cols-[minmax(0,1fr)_420px]' : ''}`}>
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <nav aria-label="Days" className="flex gap-2 overflow-x-auto pb-1 lg:hidden">
            {state.days.map((tourDay, index) => (
              <button
                key={tourDay._id}
                type="button"
                aria-pressed={index === state.currentDay}
                className={`shrink-0 rounded-full border px-3 py-1 text-sm ${index === state.currentDay ? 'border-primary bg-primary text-white' : 'border-line bg-white'}`}
                onClick={() => setState((old) => (old ? { ...old, currentDay: index } : old))}
              >
                Day {tourDay.Day}
              </button>
            ))}
          </nav>
          {priced.days.map((tourDay, index) => (
            <DayCard
              key={tourDay._id}
              day={tourDay}
              index={index}
              days={priced.days}
              currency={booking.currency}
              isCurrent={index === state.currentDay}
              editable={editable}
              onChoose={() => setState((old) => (old ? { ...old, currentDay: index } : old))}
              onRemove={(lineId) => change((old) => ({ ...old, days: removeLine(old.days, index, lineId) }))}
              onMove={(lineId, to) => change((old) => ({ ...old, days: moveLine(old.days, index, lineId, to) }))}
              onAddLocation={(city) => change((old) => ({ ...old, days: addLocation(old.days, index, city) }))}
              onRemoveLocation={(city) => change((old) => ({ ...old, days: removeLocation(old.days, index, city) }))}
            />
          ))}
          <label className="grid gap-1 rounded-sm bg-white p-4 text-sm font-medium shadow-sm">
            Comment for Monsoon
            <textarea
              className="rounded-sm border border-line px-3 py-2 font-normal"
              rows={3}
              maxLength={2000}
              disabled={!editable}
              value={state.comment}
              onChange={(event) => {
                const comment = event.target.value
                change((old) => ({ ...old, comment }))
              }}
            />
          </label>
        </div>
        {editable && current && (
          <Pickers
            booking={booking}
            nations={nations}
            party={party}
            current={current}
            currentDay={state.currentDay}
            days={state.days}
            pnr={state.pnr}
            onPnr={(pnr) => setState((old) => (old ? { ...old, pnr } : old))}
            onAdd={addPicks}
            onCopy={copyPicks}
            onAddHotel={addStay}
          />
        )}
      </div>

      <ModalDialog open={editing} onOpenChange={setEditing} title="Booking details" wide>
        <BookingForm
          initial={headerOf(booking)}
          submitLabel="Save details"
          onCancel={() => setEditing(false)}
          onSubmit={async (form) => {
            if (dirty) await save()
            const latest = client.getQueryData<TBookingDetail>(['booking', id]) ?? booking
            const saved = await vaultCall<TBookingDetail>(
              'UpdateInfoBooing',
              { _id: id, version: latest.version, ...headerBody(form), nation: undefined },
              { method: 'PUT' },
            )
            adopt(saved)
            setState((old) => stateOf(saved, old?.currentDay ?? 0))
            setSaveState('saved')
            setEditing(false)
          }}
        />
      </ModalDialog>
      <SendRequestDialog
        bookingId={id}
        open={sendOpen}
        onOpenChange={setSendOpen}
        onSent={(result) => void sent(result)}
      />
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title="Clear the itinerary?"
        confirmLabel="Clear itinerary"
        onConfirm={() => {
          change(clearItinerary)
          setClearing(false)
        }}
      >
        Every service and location is removed from all {booking.days} days, and the comment is emptied. The booking
        details stay.
      </ConfirmDialog>
      <ConfirmDialog
        open={saveState === 'conflict'}
        onOpenChange={() => undefined}
        title="This booking changed elsewhere"
        confirmLabel="Overwrite with my changes"
        cancelLabel="Reload the latest version"
        onConfirm={() => void save({ overwrite: true })}
        onCancel={async () => {
          const latest = await vaultCall<TBookingDetail>('getOneRequestBooing', { _id: id }).catch(() => null)
          if (!latest) return
          adopt(latest)
          setState((old) => stateOf(latest, old?.currentDay ?? 0))
          setSaveState('saved')
          setSaveError(null)
        }}
      >
        {saveError} Your unsaved changes are still here until you choose.
      </ConfirmDialog>
    </section>
  )
}

function SaveIndicator({ state }: { state: TSaveState }) {
  const text: Record<TSaveState, string> = {
    saved: 'All changes saved',
    unsaved: 'Unsaved changes',
    saving: 'Saving…',
    error: 'Not saved',
    conflict: 'Not saved: changed elsewhere',
  }
  return (
    <p
      role="status"
      data-testid="save-state"
      data-state={state}
      className={`text-sm ${state === 'saved' ? 'text-emerald-700' : 'text-primary'}`}
    >
      {text[state]}
    </p>
  )
}
