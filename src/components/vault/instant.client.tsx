'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarClock, CheckCircle2, XCircle, Zap } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useErrorText } from '@/components/use-error-text'
import { DEFAULT_HOLD_HOURS, type TCancellationOutlook } from '@/domain/allotments'
import { primaryAction } from '@/domain/booking-status'
import type { TCancellationQuote, TInstantOptions } from '@/domain/instant-contract'
import { addDays } from '@/domain/pricing/dates'
import { isApiError } from '@/lib/api-client'
import { AvailabilityBadge } from './availability-badge'
import { ConfirmDialog } from './dialogs.client'
import { useFormat } from './format'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

type TAction = 'book' | 'hold' | 'extend' | 'release' | 'cancel'
const HOLD_CHOICES = [24, 48, 72] as const

/**
 * A stay's cancellation terms as money, in the page's language (issue 54): what cancelling costs
 * today ("If cancelled now: 235.83 EUR (50%)", or "Free cancellation until 27 Nov"), then only the
 * steps still to come ("100% (471.66 EUR) from 9 Dec"), never one already past.
 */
function useOutlookText() {
  const t = useTranslations('Builder')
  const { day, money } = useFormat()
  return (outlook: TCancellationOutlook, currency: string) => {
    const [first] = outlook.steps
    const now = { percent: outlook.now.percent, amount: money(outlook.now.amount, currency) }
    const head = outlook.nonRefundable
      ? t('instant.nonRefundable', now)
      : outlook.now.percent > 0
        ? t('instant.chargeNow', now)
        : first
          ? t('instant.freeUntil', { date: day(addDays(first.from, -1)) })
          : t('instant.freeCancellation')
    const later = outlook.steps.map((step) =>
      t('instant.chargeFrom', { percent: step.percent, amount: money(step.amount, currency), date: day(step.from) }),
    )
    return [head, ...later].join('; ')
  }
}

/**
 * The booking's instant options (GetInstantOptions), shared by the panel and the booking's bar (one
 * request). `rendered`: the options the page was rendered with (issue 59), used while the booking is
 * at their version, so the allotment state shows without a call after hydration.
 */
export function useInstantOptions(
  booking: Pick<TBookingDetail, '_id' | 'version'> | undefined,
  rendered?: TInstantOptions,
) {
  return useQuery({
    queryKey: ['instant-options', booking?._id, booking?.version],
    queryFn: () => vaultCall<TInstantOptions>('GetInstantOptions', { _id: booking?._id }),
    staleTime: 30_000,
    enabled: Boolean(booking),
    initialData:
      rendered && booking && rendered.bookingId === booking._id && rendered.version === booking.version
        ? rendered
        : undefined,
  })
}

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
  const errorText = useErrorText()
  const client = useQueryClient()
  const t = useTranslations('Builder')
  const { day, localTime, money } = useFormat()
  const outlookText = useOutlookText()
  const stayDates = (stay: TInstantOptions['stays'][number]) =>
    t('instant.stayDates', { date: day(stay.checkIn), nights: stay.nights, rooms: stay.rooms })
  const options = useInstantOptions(booking)
  const [open, setOpen] = useState<TAction | null>(null)
  const [hours, setHours] = useState<number>(DEFAULT_HOLD_HOURS)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [picked, setPicked] = useState<Set<string>>(new Set())
  const cancellation = useQuery({
    queryKey: ['cancellation-charge', booking._id, booking.version],
    queryFn: () => vaultCall<TCancellationQuote>('GetCancellationCharge', { _id: booking._id }),
    enabled: open === 'cancel',
  })
  const data = options.data
  // Without hotels the panel still offers what a booking sent to Monsoon needs: cancelling it.
  if (stayCount === 0 && !data?.booked && !data?.canCancel) return null

  const act = async (action: TAction) => {
    if (busy || !data) return
    setBusy(true)
    setError(null)
    try {
      if (action !== 'cancel' && action !== 'release' && !(await ready())) return setError(t('instant.notSaved'))
      const latest = await vaultCall<TBookingDetail>('getOneRequestBooing', { _id: booking._id })
      const base = { _id: booking._id, version: latest.version }
      const name = {
        book: 'BookNow',
        hold: 'HoldRooms',
        extend: 'ExtendHold',
        release: 'ReleaseHold',
        cancel: 'CancelBooking',
      }[action]
      if ((action === 'book' || action === 'hold') && picked.size === 0) return setError(t('instant.pickOne'))
      const stays = [...picked]
      const body =
        action === 'book'
          ? { ...base, partial: !bookingAll, stays }
          : action === 'hold'
            ? { ...base, hours, stays }
            : action === 'extend'
              ? { ...base, hours }
              : base
      const answer = await vaultCall<TInstantOptions>(name, body)
      client.setQueryData(['instant-options', booking._id, answer.version], answer)
      setOpen(null)
      await onChanged(
        {
          book: bookingAll
            ? t('instant.bookedConfirmed', { number: answer.confirmationNumber ?? '' })
            : t('instant.bookedPartly', { number: answer.confirmationNumber ?? '' }),
          hold: t('instant.held', { time: answer.hold ? localTime(answer.hold.expiresAt) : '' }),
          extend: t('instant.extended', { time: answer.hold ? localTime(answer.hold.expiresAt) : '' }),
          release: t('instant.released'),
          cancel: t('instant.cancelled'),
        }[action],
      )
    } catch (failure) {
      setError(
        isApiError(failure, 'NOT_AVAILABLE')
          ? t('instant.notAvailable', { error: errorText(failure) })
          : errorText(failure),
      )
      void options.refetch()
    } finally {
      setBusy(false)
    }
  }

  const openDialog = (action: TAction) => {
    setError(null)
    // Every stay that confirms at once is picked to start with; the agent may leave some to Monsoon.
    setPicked(new Set(instantStays.map((stay) => stay.key)))
    setOpen(action)
  }
  const instantStays = data?.stays.filter((stay) => stay.instant && !stay.booked) ?? []
  const requestStays = data?.stays.filter((stay) => !stay.instant) ?? []
  const pickedStays = instantStays.filter((stay) => picked.has(stay.key))
  // What the stays booked now would cost to cancel the moment they are booked.
  const dueOnBooking = pickedStays.reduce((sum, stay) => sum + stay.cancellation.now.amount, 0)
  const bookingAll = pickedStays.length === instantStays.length && data?.kind === 'instant'
  /** The instant stays as a choice: each with its rooms, dates and what cancelling it costs once booked. */
  const stayChoice = (line: (stay: TInstantOptions['stays'][number]) => string) => (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1 font-medium">{t('instant.pickStays')}</legend>
      {instantStays.map((stay) => (
        <label key={stay.key} className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1"
            checked={picked.has(stay.key)}
            onChange={(event) => {
              const checked = event.target.checked
              setError(null)
              setPicked((old) => {
                const next = new Set(old)
                if (checked) next.add(stay.key)
                else next.delete(stay.key)
                return next
              })
            }}
          />
          <span>{line(stay)}</span>
        </label>
      ))}
    </fieldset>
  )

  return (
    <section
      aria-label={t('instant.panel')}
      aria-busy={options.isPending}
      className="grid gap-3 rounded-sm border border-line bg-white p-4 shadow-sm"
      data-testid="instant-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Zap aria-hidden="true" className="h-4 w-4 text-primary" /> {t('instant.heading')}
        </h2>
        {data?.confirmationNumber && (
          <p className="text-sm" data-testid="confirmation-number">
            {data.cancellationCharge !== null && booking.status === 'cancelled'
              ? t.rich('instant.confirmationCancelled', {
                  number: data.confirmationNumber,
                  charge: money(data.cancellationCharge, booking.currency),
                  strong: (chunks) => <strong>{chunks}</strong>,
                })
              : t.rich('instant.confirmation', {
                  number: data.confirmationNumber,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
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
                <span className="block text-xs text-muted" data-testid="stay-terms">
                  {outlookText(stay.cancellation, booking.currency)}
                </span>
              </span>
              {stay.booked ? (
                <span className="inline-flex w-fit items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-medium text-white">
                  <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
                  {booking.status === 'cancelled' ? t('instant.givenBack') : t('instant.bookedOnAllotment')}
                </span>
              ) : (
                <AvailabilityBadge instant={stay.instant} reason={stay.reason} />
              )}
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of the stays while they load
            <li key={index} className="h-10 text-muted">
              {t('instant.checking')}
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
            {t.rich(
              // Held when the agent accepted the quote (issue 54): Monsoon confirms unless they book now.
              booking.status === 'confirmation_requested'
                ? 'instant.heldWhileConfirming'
                : data.hold.extended
                  ? 'instant.heldUntilExtended'
                  : 'instant.heldUntil',
              {
                time: localTime(data.hold.expiresAt),
                strong: (chunks) => <strong>{chunks}</strong>,
              },
            )}
          </span>
        </p>
      )}

      {data && (data.canBookNow || data.hold || data.canCancel) && (
        <div className="flex flex-wrap gap-2">
          {data.canBookNow && (
            <button
              type="button"
              // Primary only when booking now is what this booking's state leads with (issue 54).
              className={`${primaryAction(booking.status, data.kind) === 'book' ? 'btn-primary' : 'btn-outline'} inline-flex items-center gap-1.5 px-4 py-1.5 text-sm`}
              onClick={() => openDialog('book')}
            >
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" />{' '}
              {data.kind === 'instant' ? t('instant.bookNow') : t('instant.bookPartNow')}
            </button>
          )}
          {data.canHold && (
            <button type="button" className="btn-outline px-4 py-1.5 text-sm" onClick={() => openDialog('hold')}>
              {t('instant.holdForClient')}
            </button>
          )}
          {data.hold && !data.hold.extended && (
            <button type="button" className="btn-outline px-4 py-1.5 text-sm" onClick={() => openDialog('extend')}>
              {t('instant.extendHold')}
            </button>
          )}
          {data.hold && (
            <button type="button" className="btn-outline px-4 py-1.5 text-sm" onClick={() => openDialog('release')}>
              {t('instant.releaseHold')}
            </button>
          )}
          {data.canCancel && (
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-4 py-1.5 text-sm"
              onClick={() => openDialog('cancel')}
            >
              <XCircle aria-hidden="true" className="h-4 w-4" /> {t('instant.cancelBooking')}
            </button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={open === 'book'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={data?.kind === 'instant' ? t('instant.bookTitle') : t('instant.bookPartTitle')}
        confirmLabel={
          busy
            ? t('instant.booking')
            : bookingAll
              ? t('instant.bookFor', { amount: money(booking.total, booking.currency) })
              : t('instant.bookAndRequest')
        }
        onConfirm={() => void act('book')}
        error={error}
      >
        <div className="grid gap-2">
          <p>{bookingAll ? t('instant.bookAllText') : t('instant.bookPartText')}</p>
          {stayChoice((stay) =>
            t('instant.confirmedStay', {
              hotel: stay.hotelName,
              room: stay.room,
              dates: stayDates(stay),
              // The sentence adds its own point after the terms ("… 2 janv." keeps one).
              terms: outlookText(stay.cancellation, booking.currency).replace(/\.$/, ''),
            }),
          )}
          <ul className="list-disc pl-5">
            {requestStays.map((stay) => (
              <li key={`${stay.hotel}-${stay.room}-${stay.checkIn}`}>
                {t('instant.requestStay', { hotel: stay.hotelName, room: stay.room, reason: stay.reason })}
              </li>
            ))}
            {data && !data.services.instant && data.services.services > 0 && (
              <li>{t('instant.requestServices', { reason: data.services.reason })}</li>
            )}
          </ul>
          {dueOnBooking > 0 && (
            <p className="font-medium" data-testid="charge-on-booking">
              {t('instant.chargeOnBooking', { amount: money(dueOnBooking, booking.currency) })}
            </p>
          )}
          <p className="text-muted">{t('instant.termsNote')}</p>
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'hold' || open === 'extend'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open === 'extend' ? t('instant.extendTitle') : t('instant.holdTitle')}
        confirmLabel={
          busy
            ? t('instant.holding')
            : open === 'extend'
              ? t('instant.extendBy', { hours })
              : t('instant.holdFor', { hours })
        }
        onConfirm={() => void act(open === 'extend' ? 'extend' : 'hold')}
        error={error}
      >
        <div className="grid gap-3">
          <p>{open === 'extend' ? t('instant.extendText') : t('instant.holdText')}</p>
          {open === 'hold' && (
            <>
              {/* Exactly which rooms are held (issue 54), and which cannot be. */}
              {stayChoice((stay) =>
                t('instant.heldStay', { hotel: stay.hotelName, room: stay.room, dates: stayDates(stay) }),
              )}
              {requestStays.length > 0 && (
                <ul className="list-disc pl-5 text-muted">
                  {requestStays.map((stay) => (
                    <li key={stay.key}>
                      {t('instant.notHeldStay', { hotel: stay.hotelName, room: stay.room, reason: stay.reason })}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-1 font-medium">{t('instant.howLong')}</legend>
            {HOLD_CHOICES.map((choice) => (
              <label key={choice} className="inline-flex items-center gap-1.5">
                <input type="radio" name="hold-hours" checked={hours === choice} onChange={() => setHours(choice)} />
                {t('instant.hours', { hours: choice })}
              </label>
            ))}
          </fieldset>
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'release'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t('instant.releaseTitle')}
        confirmLabel={busy ? t('instant.releasing') : t('instant.releaseRooms')}
        onConfirm={() => void act('release')}
        error={error}
      >
        <p>{t('instant.releaseText')}</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'cancel'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t('instant.cancelTitle')}
        cancelLabel={t('instant.keepBooking')}
        confirmLabel={
          busy
            ? t('instant.cancelling')
            : cancellation.data
              ? t('instant.cancelFor', { amount: money(cancellation.data.total, cancellation.data.currency) })
              : t('instant.cancelTheBooking')
        }
        onConfirm={() => void act('cancel')}
        error={error}
      >
        {cancellation.data ? (
          <div className="grid gap-2" data-testid="cancellation-charge">
            <p>{cancellation.data.lines.length ? t('instant.cancelIntro') : t('instant.cancelNothingBooked')}</p>
            <ul className="list-disc pl-5">
              {cancellation.data.lines.map((line) => (
                <li key={`${line.hotelName}-${line.room}`}>
                  {t('instant.cancelLine', {
                    hotel: line.hotelName,
                    room: line.room,
                    percent: line.percent,
                    amount: money(line.amount, cancellation.data.currency),
                    days: line.daysBefore,
                  })}
                </li>
              ))}
            </ul>
            <p>
              <strong>
                {t('instant.charge', { amount: money(cancellation.data.total, cancellation.data.currency) })}
              </strong>
            </p>
          </div>
        ) : (
          <p className="text-muted">{t('instant.workingOut')}</p>
        )}
      </ConfirmDialog>
    </section>
  )
}
