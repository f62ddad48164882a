'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarClock, CheckCircle2, XCircle, Zap } from 'lucide-react'
import { useState } from 'react'
import { DEFAULT_HOLD_HOURS } from '@/domain/allotments'
import type { TCancellationQuote, TInstantOptions } from '@/domain/instant-contract'
import { errorText, isApiError } from '@/lib/api-client'
import { AvailabilityBadge } from './availability-badge'
import { ConfirmDialog } from './dialogs.client'
import { day, localTime, money } from './format'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

type TAction = 'book' | 'hold' | 'extend' | 'release' | 'cancel'
const HOLD_CHOICES = [24, 48, 72] as const

const stayDates = (stay: TInstantOptions['stays'][number]) =>
  `${day(stay.checkIn)} · ${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'} · ${stay.rooms} ${stay.rooms === 1 ? 'room' : 'rooms'}`

/**
 * Instant confirmation on Monsoon's allotments (issue 25): each hotel stay's availability, Book
 * now, a hold for the client (extend once, release), and cancelling what was booked now with the
 * contract's charge shown first. `ready` saves pending edits before anything is taken.
 */
export function InstantPanel({
  booking,
  stayCount,
  ready,
  onChanged,
}: {
  booking: TBookingDetail
  /** Hotel stays in the itinerary as shown: the panel keeps their room while it loads. */
  stayCount: number
  ready: () => Promise<boolean>
  onChanged: (text: string) => Promise<void>
}) {
  const client = useQueryClient()
  const key = ['instant-options', booking._id, booking.version]
  const options = useQuery({
    queryKey: key,
    queryFn: () => vaultCall<TInstantOptions>('GetInstantOptions', { _id: booking._id }),
    staleTime: 30_000,
  })
  const [open, setOpen] = useState<TAction | null>(null)
  const [hours, setHours] = useState<number>(DEFAULT_HOLD_HOURS)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const cancellation = useQuery({
    queryKey: ['cancellation-charge', booking._id, booking.version],
    queryFn: () => vaultCall<TCancellationQuote>('GetCancellationCharge', { _id: booking._id }),
    enabled: open === 'cancel',
  })
  const data = options.data
  if (stayCount === 0 && !data?.booked) return null

  const act = async (action: TAction) => {
    if (busy || !data) return
    setBusy(true)
    setError(null)
    try {
      if (action !== 'cancel' && action !== 'release' && !(await ready()))
        return setError('Your latest changes could not be saved. Please try again.')
      const latest = await vaultCall<TBookingDetail>('getOneRequestBooing', { _id: booking._id })
      const base = { _id: booking._id, version: latest.version }
      const name = {
        book: 'BookNow',
        hold: 'HoldRooms',
        extend: 'ExtendHold',
        release: 'ReleaseHold',
        cancel: 'CancelInstantBooking',
      }[action]
      const body =
        action === 'book'
          ? { ...base, partial: data.kind === 'mixed' }
          : action === 'hold' || action === 'extend'
            ? { ...base, hours }
            : base
      const answer = await vaultCall<TInstantOptions>(name, body)
      client.setQueryData(['instant-options', booking._id, answer.version], answer)
      setOpen(null)
      await onChanged(
        {
          book:
            answer.kind === 'instant' || data.kind === 'instant'
              ? `Booked and confirmed: ${answer.confirmationNumber}. The confirmation is on its way to your inbox.`
              : `Booked: ${answer.confirmationNumber}. The instant rooms are confirmed; your consultant confirms the rest.`,
          hold: `Rooms held for your client until ${answer.hold ? localTime(answer.hold.expiresAt) : ''}.`,
          extend: `Hold extended until ${answer.hold ? localTime(answer.hold.expiresAt) : ''}.`,
          release: 'Hold released: the rooms are back with Monsoon.',
          cancel: 'Booking cancelled: the rooms are back with Monsoon.',
        }[action],
      )
    } catch (failure) {
      setError(
        isApiError(failure, 'NOT_AVAILABLE')
          ? `${errorText(failure)} Use “Send request” to ask your consultant.`
          : errorText(failure),
      )
      void options.refetch()
    } finally {
      setBusy(false)
    }
  }

  const openDialog = (action: TAction) => {
    setError(null)
    setOpen(action)
  }
  const instantStays = data?.stays.filter((stay) => stay.instant) ?? []
  const requestStays = data?.stays.filter((stay) => !stay.instant) ?? []

  return (
    <section
      aria-label="Instant confirmation"
      aria-busy={options.isPending}
      className="grid gap-3 rounded-sm border border-line bg-white p-4 shadow-sm"
      data-testid="instant-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Zap aria-hidden="true" className="h-4 w-4 text-primary" /> Hotels on Monsoon’s allotment
        </h2>
        {data?.confirmationNumber && (
          <p className="text-sm" data-testid="confirmation-number">
            Confirmation <strong>{data.confirmationNumber}</strong>
            {data.cancellationCharge !== null && booking.status === 'cancelled'
              ? ` · cancelled, charge ${money(data.cancellationCharge, booking.currency)}`
              : ''}
          </p>
        )}
      </div>
      <ul className="grid gap-2 text-sm">
        {(data?.stays ?? Array.from({ length: stayCount }, () => null)).map((stay, index) =>
          stay ? (
            <li
              key={`${stay.hotel}-${stay.room}-${stay.checkIn}`}
              className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
            >
              <span>
                <strong>{stay.hotelName}</strong>, {stay.room} · {stayDates(stay)}
                <span className="block text-xs text-muted">{stay.terms}</span>
              </span>
              {stay.booked ? (
                <span className="inline-flex w-fit items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-medium text-white">
                  <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
                  {booking.status === 'cancelled' ? 'Cancelled, rooms given back' : 'Booked on allotment'}
                </span>
              ) : (
                <AvailabilityBadge instant={stay.instant} reason={stay.reason} />
              )}
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of the stays while they load
            <li key={index} className="h-10 text-muted">
              Checking the allotment…
            </li>
          ),
        )}
      </ul>
      {data && !data.services.instant && data.services.services > 0 && (
        <p className="text-xs text-muted">{data.services.reason}</p>
      )}
      {options.isError && <p className="text-sm text-primary">{errorText(options.error)}</p>}

      {data?.hold && (
        <p className="flex items-start gap-2 rounded-sm bg-amber-50 px-3 py-2 text-sm" data-testid="hold-status">
          <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            Held for your client until <strong>{localTime(data.hold.expiresAt)}</strong>
            {data.hold.extended ? ' (extended)' : ''}.
          </span>
        </p>
      )}

      {data && (data.canBookNow || data.hold || data.canCancel) && (
        <div className="flex flex-wrap gap-2">
          {data.canBookNow && (
            <button
              type="button"
              className="btn-primary inline-flex items-center gap-1.5 px-4 py-1.5 text-sm"
              onClick={() => openDialog('book')}
            >
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" />{' '}
              {data.kind === 'instant' ? 'Book now' : 'Book instant part now'}
            </button>
          )}
          {data.canHold && (
            <button type="button" className="btn-outline px-4 py-1.5 text-sm" onClick={() => openDialog('hold')}>
              Hold for client
            </button>
          )}
          {data.hold && !data.hold.extended && (
            <button type="button" className="btn-outline px-4 py-1.5 text-sm" onClick={() => openDialog('extend')}>
              Extend hold
            </button>
          )}
          {data.hold && (
            <button type="button" className="btn-outline px-4 py-1.5 text-sm" onClick={() => openDialog('release')}>
              Release hold
            </button>
          )}
          {data.canCancel && (
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-4 py-1.5 text-sm"
              onClick={() => openDialog('cancel')}
            >
              <XCircle aria-hidden="true" className="h-4 w-4" /> Cancel booking
            </button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={open === 'book'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={data?.kind === 'instant' ? 'Book now?' : 'Book the instant part now?'}
        confirmLabel={
          busy
            ? 'Booking…'
            : data?.kind === 'instant'
              ? `Book now: ${money(booking.total, booking.currency)}`
              : 'Book it and request the rest'
        }
        onConfirm={() => void act('book')}
        error={error}
      >
        <div className="grid gap-2">
          <p>
            {data?.kind === 'instant'
              ? 'Everything in this booking is confirmed at once, with a confirmation number, and emailed to you.'
              : 'These rooms are booked and confirmed at once; the rest goes to your consultant as a request.'}
          </p>
          <ul className="list-disc pl-5">
            {instantStays.map((stay) => (
              <li key={`${stay.hotel}-${stay.room}-${stay.checkIn}`}>
                Confirmed: {stay.hotelName}, {stay.room} · {stayDates(stay)}. {stay.terms}.
              </li>
            ))}
            {requestStays.map((stay) => (
              <li key={`${stay.hotel}-${stay.room}-${stay.checkIn}`}>
                On request: {stay.hotelName}, {stay.room} ({stay.reason})
              </li>
            ))}
            {data && !data.services.instant && data.services.services > 0 && (
              <li>On request: {data.services.reason}</li>
            )}
          </ul>
          <p className="text-muted">Once booked, changes and cancellations follow the terms above.</p>
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'hold' || open === 'extend'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open === 'extend' ? 'Extend the hold?' : 'Hold the rooms for your client?'}
        confirmLabel={busy ? 'Holding…' : open === 'extend' ? `Extend by ${hours} hours` : `Hold for ${hours} hours`}
        onConfirm={() => void act(open === 'extend' ? 'extend' : 'hold')}
        error={error}
      >
        <div className="grid gap-3">
          <p>
            {open === 'extend'
              ? 'A hold can be extended once. It never lasts past the hotels’ release date.'
              : 'Nobody else can book these rooms while they are held. The hold ends by itself if you do not book; it never lasts past the hotels’ release date.'}
          </p>
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-1 font-medium">How long</legend>
            {HOLD_CHOICES.map((choice) => (
              <label key={choice} className="inline-flex items-center gap-1.5">
                <input type="radio" name="hold-hours" checked={hours === choice} onChange={() => setHours(choice)} />
                {choice} hours
              </label>
            ))}
          </fieldset>
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'release'}
        onOpenChange={(next) => !next && setOpen(null)}
        title="Release the hold?"
        confirmLabel={busy ? 'Releasing…' : 'Release the rooms'}
        onConfirm={() => void act('release')}
        error={error}
      >
        <p>The rooms go back to Monsoon at once; another agent may book them.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'cancel'}
        onOpenChange={(next) => !next && setOpen(null)}
        title="Cancel this booking?"
        confirmLabel={
          busy
            ? 'Cancelling…'
            : cancellation.data
              ? `Cancel: charge ${money(cancellation.data.total, cancellation.data.currency)}`
              : 'Cancel the booking'
        }
        onConfirm={() => void act('cancel')}
        error={error}
      >
        {cancellation.data ? (
          <div className="grid gap-2" data-testid="cancellation-charge">
            <p>The rooms go back to Monsoon at once. By the hotels’ cancellation terms, today:</p>
            <ul className="list-disc pl-5">
              {cancellation.data.lines.map((line) => (
                <li key={`${line.hotelName}-${line.room}`}>
                  {line.hotelName}, {line.room}: {line.percent}% ({money(line.amount, cancellation.data.currency)}),{' '}
                  {line.daysBefore} days before arrival
                </li>
              ))}
            </ul>
            <p>
              <strong>Charge: {money(cancellation.data.total, cancellation.data.currency)}</strong>
            </p>
          </div>
        ) : (
          <p className="text-muted">Working out the cancellation charge…</p>
        )}
      </ConfirmDialog>
    </section>
  )
}
