'use client'

import {
  ArrowLeft,
  Bell,
  BellRing,
  CalendarPlus,
  FileDown,
  GitCompare,
  History,
  IdCard,
  Pencil,
  Send,
  Trash2,
  Users,
} from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { SiteLink } from '@/components/site-link.client'
import { useErrorText } from '@/components/use-error-text'
import { roomStays } from '@/domain/allotments'
import { primaryAction, type TBookingStatus } from '@/domain/booking-status'
import type { TInstantOptions } from '@/domain/instant-contract'
import {
  addActivities,
  addHotel,
  addLocation,
  clearItinerary,
  copyToDay,
  moveLine,
  removeLine,
  removeLocation,
  resizeStay,
  stayLines,
  stayResizeProblem,
  type TActivityPick,
  type THotelOffer,
  type TRoomChoice,
  type TSaveState,
} from '@/domain/itinerary'
import { localizeHref } from '@/domain/locales'
import { netByType, sellingPrice } from '@/domain/pricing/selling'
import { vaultPath } from '@/domain/request-email'
import { linkProblem, type TVaultLinkItem } from '@/domain/vault-link'
import { isApiError } from '@/lib/api-client'
import { BookingForm, headerBody, headerOf, type TClientLanguage } from './booking-form.client'
import { ClientOutputDialog } from './client-output.client'
import { DayCard } from './day-card.client'
import { ConfirmDialog } from './dialogs.client'
import { downloadTravelDocuments, downloadWordExport } from './download'
import { useFormat } from './format'
import { InstantPanel, useInstantOptions } from './instant.client'
import { InvoiceStatus } from './invoice-status.client'
import { Pickers, type TPickerFocus, type TReplacingStay } from './pickers.client'
import { QuoteAnswer } from './quote-answer.client'
import { SendRequestDialog, type TSent } from './send-request.client'
import { StatusBadge } from './status-badge'
import { TravellersDialog } from './travellers.client'
import type { TBookingDetail } from './types'
import { useItinerary } from './use-itinerary'
import { vaultCall } from './vault-api'
import { Versions } from './versions.client'

/** The two Word exports: the agent's copy with prices, and the client's without any. */
const EXPORTS = [
  { kind: 'prices', label: 'exportWord', title: undefined },
  { kind: 'client', label: 'wordForClient', title: 'wordForClientTitle' },
] as const

const VAULT_HOME = '/marketplace/b2b-agent-vault'
/**
 * The day-by-day itinerary builder (spec §2, §4). Every operation is a pure function of
 * `src/domain/itinerary`, priced at once in the browser; the server saves in the background,
 * reprices with the same module and has the last word (ADR 012).
 */
export function ItineraryBuilder({
  id,
  nations,
  languages,
  initial,
  initialInstant,
  link,
}: {
  id: string
  nations: { code: string; fullName: string }[]
  /** The languages shown: the client's language is chosen among them (issue 26). */
  languages: TClientLanguage[]
  /** The booking the page was rendered with (absent: the builder loads it). */
  initial?: TBookingDetail
  /** Its instant options as the page was rendered with them (GetInstantOptions; absent: loaded). */
  initialInstant?: TInstantOptions
  /** A hotel or dining experience a public page sent the agent to add (issue 55): the catalogue opens on it. */
  link?: TVaultLinkItem | null
}) {
  const errorText = useErrorText()
  const {
    detail,
    booking,
    adopt,
    state,
    priced,
    party,
    editable,
    saveState,
    saveError,
    dirty,
    change,
    view,
    save,
    saveDetails,
    reload,
    replaceWith,
    guard,
    editWarning,
    answerEdit,
  } = useItinerary(id, initial)
  const t = useTranslations('Builder')
  const f = useFormat()
  const home = localizeHref(VAULT_HOME, f.locale)
  const [sendOpen, setSendOpen] = useState(false)
  /** `focus`: the notice takes the keyboard's focus (after a dialog whose opener is gone or disabled). */
  const [notice, setNotice] = useState<{ text: string; error?: boolean; focus?: boolean } | null>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (notice?.focus) noticeRef.current?.focus()
  }, [notice])
  const [exporting, setExporting] = useState<'prices' | 'client' | 'documents' | null>(null)
  const [editing, setEditing] = useState(false)
  const [clearing, setClearing] = useState(false)
  const [showHistory, setShowHistory] = useState(false)
  const [showVersions, setShowVersions] = useState(false)
  const [replacing, setReplacing] = useState<TReplacingStay | null>(null)
  const [clientOpen, setClientOpen] = useState(false)
  const [travellersOpen, setTravellersOpen] = useState(false)
  const [linkShown, setLinkShown] = useState(true)
  // What Book now would do: with the booking's state, it decides the one primary action (issue 54).
  const instantOptions = useInstantOptions(booking ?? undefined, initialInstant)

  if (detail.isError && !booking) {
    const missing = isApiError(detail.error, 'NOT_FOUND')
    return (
      <section className="container-page py-16 text-center">
        <h1 className="text-2xl font-semibold">{missing ? t('builder.notFound') : t('builder.openFailed')}</h1>
        <p className="mt-2 text-muted">{missing ? t('builder.maybeDeleted') : errorText(detail.error)}</p>
        <SiteLink href={home} className="btn-primary mt-6 inline-block">
          {t('builder.backToBookings')}
        </SiteLink>
      </section>
    )
  }
  if (!booking || !state || !priced) {
    return (
      <section className="container-page py-16 text-center text-muted" aria-busy="true">
        {t('builder.loading')}
      </section>
    )
  }

  const current = state.days[state.currentDay]
  const linkSays = link && linkShown ? linkProblem(link, { nation: booking.nation, editable }) : null
  const focus: TPickerFocus | null =
    link && linkShown && !linkSays ? { tab: link.tab, id: link.id, name: link.name } : null
  const lead = primaryAction(booking.status, instantOptions.data?.kind ?? null)
  // The agent's selling price, as they edit: the server computes it again for every client document.
  const netOfTypes = netByType(priced.days.flatMap((tourDay) => tourDay.Activities))
  const selling = sellingPrice(
    netOfTypes,
    booking.clientPricing.effective,
    Math.max(1, booking.adultQuantity + booking.childQuantity),
  )
  const addPicks = (picks: TActivityPick[]) =>
    change((old) => ({ ...old, days: addActivities(old.days, old.currentDay, picks) }))
  const copyPicks = (dayIndex: number, picks: TActivityPick[]) => change((old) => copyToDay(old, dayIndex, picks))
  // Another hotel instead of a stay (issue 54): the stay goes when the new one is added, in one change.
  const addStay = (hotel: THotelOffer, rooms: TRoomChoice[], nights: number) => {
    const swap = replacing
    setReplacing(null)
    change((old) => {
      const base = swap ? removeLine(old.days, swap.dayIndex, swap.lineId) : old.days
      return { ...old, days: addHotel(base, old.currentDay, { hotel, rooms, nights }) }
    })
  }

  /** Sending follows a save: the emails carry what the agent sees. */
  const openSend = async () => {
    setNotice(null)
    if (dirty && !(await save())) return
    setSendOpen(true)
  }
  const sent = async (result: TSent) => {
    setSendOpen(false)
    await reload()
    // The booking is no longer editable, so Send is gone: the focus goes to what was done (issue 27).
    setNotice({
      text: t('builder.requestSent', { emails: result.Emails.map((email) => email.Email).join(', ') }),
      focus: true,
    })
  }
  const exportWord = async (kind: 'prices' | 'client') => {
    setNotice(null)
    // The file shows what the agent sees: unsaved changes are saved first (a failed save says why).
    if (dirty && !(await save())) return
    setExporting(kind)
    const ok = await downloadWordExport(id, kind === 'prices')
    setExporting(null)
    if (!ok) setNotice({ text: t('builder.wordFailed'), error: true })
  }
  const travelDocuments = async () => {
    setNotice(null)
    setExporting('documents')
    // Letter where the agent's browser writes dates as Americans do; A4 everywhere else.
    const size = new Intl.DateTimeFormat().resolvedOptions().locale === 'en-US' ? 'letter' : 'a4'
    const ok = await downloadTravelDocuments(id, size)
    setExporting(null)
    if (!ok) setNotice({ text: t('builder.documentsFailed'), error: true })
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
    <section className="container-page relative grid grid-cols-1 gap-6 py-8" data-testid="itinerary-builder">
      {/* Skip links (issue 27): from the top of the booking to its three working areas, past dozens of Tab stops. */}
      <nav aria-label={t('builder.skipNav')} className="contents">
        {(
          [
            ['itinerary', t('builder.skipToItinerary')],
            ...(editable ? [['catalogue', t('builder.skipToCatalogue')]] : []),
            ['booking-bar', t('builder.skipToBar')],
          ] as const
        ).map(([target, label]) => (
          <a
            key={target}
            href={`#${target}`}
            className="sr-only focus:not-sr-only focus:absolute focus:top-1 focus:left-4 focus:z-40 focus:bg-white focus:p-2 focus:text-sm"
          >
            {label}
          </a>
        ))}
      </nav>
      <SiteLink href={home} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('builder.yourBookings')}
      </SiteLink>
      <header className="grid gap-4 rounded-sm bg-white p-5 shadow-sm">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold" data-testid="booking-name">
              {booking.nameTour}
            </h1>
            <StatusBadge status={booking.status} />
          </div>
          <p className="text-sm text-muted">
            {booking.Code} · {f.day(booking.begindate)} – {f.day(booking.enddate)} ·{' '}
            {t('builder.days', { count: booking.days })} ·{' '}
            {booking.lsChildren.length > 0
              ? t('builder.partyAges', {
                  party: f.pax(booking.adultQuantity, booking.childQuantity),
                  ages: booking.lsChildren.map((child) => child.age).join(', '),
                })
              : f.pax(booking.adultQuantity, booking.childQuantity)}{' '}
            · {t('builder.rooms', { count: booking.rooms })}
            {booking.tourConsultant && ` · ${t('builder.consultant', { name: booking.tourConsultant.name })}`}
          </p>
          {booking.staffNote && (
            <p className="mt-1 rounded-sm bg-page px-3 py-2 text-sm">
              <strong>{t('builder.noteFromMonsoon')}</strong> {booking.staffNote}
            </p>
          )}
          {!editable && (
            <p className="mt-1 text-sm text-primary" role="status">
              {lockedText(t, booking.status)}
            </p>
          )}
          {(booking.status === 'confirmed' || booking.status === 'cancelled') && (
            <InvoiceStatus bookingId={booking._id} />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
            disabled={!editable}
            onClick={() => guard(() => setEditing(true))}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" /> {t('builder.editDetails')}
          </button>
          <button
            type="button"
            className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
            disabled={!editable}
            onClick={() => guard(() => setClearing(true))}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('builder.clearItinerary')}
          </button>
          <button
            type="button"
            className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((open) => !open)}
          >
            <History aria-hidden="true" className="h-4 w-4" /> {t('builder.history')}
          </button>
          {booking.quotes > 0 && (
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
              aria-expanded={showVersions}
              onClick={() => setShowVersions((open) => !open)}
            >
              <GitCompare aria-hidden="true" className="h-4 w-4" /> {t('builder.versions', { count: booking.quotes })}
            </button>
          )}
          {EXPORTS.map((option) => (
            <button
              key={option.kind}
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
              disabled={exporting !== null}
              title={option.title && t(`builder.${option.title}`)}
              onClick={() => void exportWord(option.kind)}
            >
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {exporting === option.kind ? t('builder.preparing') : t(`builder.${option.label}`)}
            </button>
          ))}
          <button
            type="button"
            className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
            onClick={() => setClientOpen(true)}
            title={t('builder.forClientTitle')}
          >
            <Users aria-hidden="true" className="h-4 w-4" /> {t('builder.forClient')}
          </button>
          {booking.status === 'confirmed' && (
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
              disabled={exporting !== null}
              title={t('builder.documentsTitle')}
              onClick={() => void travelDocuments()}
            >
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {exporting === 'documents' ? t('builder.preparing') : t('builder.documents')}
            </button>
          )}
          <button
            type="button"
            className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
            onClick={() => setTravellersOpen(true)}
            title={t('builder.travellersTitle')}
          >
            <IdCard aria-hidden="true" className="h-4 w-4" /> {t('builder.travellers')}
          </button>
          <a
            className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
            href={`/export/api/Calendar/${booking._id}`}
            download
            title={t('builder.calendarTitle')}
          >
            <CalendarPlus aria-hidden="true" className="h-4 w-4" /> {t('builder.calendar')}
          </a>
          <button
            type="button"
            className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
            aria-pressed={booking.watching}
            title={t('builder.followTitle')}
            onClick={() => void toggleFollow()}
          >
            {booking.watching ? (
              <BellRing aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Bell aria-hidden="true" className="h-4 w-4" />
            )}
            {booking.watching ? t('builder.following') : t('builder.follow')}
          </button>
        </div>
      </header>

      {/* The total and the save and send buttons stay in sight below the site's header (issue 18). */}
      <div
        id="booking-bar"
        tabIndex={-1}
        className="sticky top-[var(--sticky-top)] z-30 -mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 rounded-sm border border-line bg-white px-5 py-2 shadow-md focus:outline-none"
        data-testid="booking-bar"
      >
        <div className="flex flex-wrap items-baseline gap-x-3">
          {/* A polite live region: a screen reader hears the new total after each change (issue 27). */}
          <span
            aria-live="polite"
            aria-atomic="true"
            className="inline-flex items-baseline gap-x-3"
            data-testid="total-live"
          >
            <span className="text-sm text-muted">{t('builder.total')}</span>{' '}
            <span className="text-xl font-semibold sm:text-2xl" data-testid="grand-total">
              {f.money(priced.total, booking.currency)}
            </span>
          </span>
          {booking.clientPricing.effective.kind !== 'none' && (
            // On wide screens only: the bar keeps one line, and the pickers stick below it (issue 18).
            <span className="hidden text-sm text-muted xl:inline" data-testid="selling-total">
              {t('builder.clientPays', {
                selling: f.money(selling.selling, booking.currency),
                margin: f.money(selling.margin, booking.currency),
              })}
            </span>
          )}
          {/* Its own line on a phone, whichever font is showing: the bar's height never changes (CLS). */}
          <div className="max-sm:basis-full">
            <SaveIndicator state={saveState} />
          </div>
        </div>
        {editable && (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn-outline px-4 py-1.5 text-sm"
              disabled={saveState === 'saving'}
              onClick={() => void save()}
            >
              {t('builder.save')}
            </button>
            {/* A quote is answered where it is shown (Accept, Request changes): not sent again from here. */}
            {booking.status !== 'quoted' && (
              <button
                type="button"
                // One primary action per state (issue 54): Book now may lead instead.
                className={`${lead === 'send' ? 'btn-primary' : 'btn-outline'} inline-flex items-center gap-1.5 px-4 py-1.5 text-sm`}
                disabled={saveState === 'saving' || saveState === 'conflict'}
                onClick={() => void openSend()}
              >
                <Send aria-hidden="true" className="h-4 w-4" /> {t('builder.sendRequest')}
              </button>
            )}
          </div>
        )}
      </div>

      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role={notice.error ? 'alert' : 'status'}
          data-testid="vault-notice"
          className={`rounded-sm px-3 py-2 text-sm ${notice.error ? 'bg-primary-light text-primary' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {notice.text}
        </p>
      )}

      {link && linkSays && (
        <p role="status" data-testid="vault-link" className="rounded-sm bg-amber-50 px-3 py-2 text-sm">
          {t(
            linkSays === 'notSold'
              ? 'builder.linkNotSold'
              : linkSays === 'otherNation'
                ? 'builder.linkOtherNation'
                : 'builder.linkNotEditable',
            { name: link.name, nation: link.nation.fullName },
          )}
        </p>
      )}

      {saveError && saveState === 'error' && (
        <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-sm text-primary">
          {t('builder.notSaved', { error: saveError })}{' '}
          <button type="button" className="underline" onClick={() => void save()}>
            {t('builder.tryAgain')}
          </button>
        </p>
      )}

      {booking.status === 'quoted' && (
        <QuoteAnswer
          booking={booking}
          ready={async () => !dirty || (await save())}
          onAnswered={(saved, text) => {
            replaceWith(saved)
            setNotice({ text })
          }}
        />
      )}

      <InstantPanel
        booking={booking}
        stayCount={roomStays(priced.days).length}
        ready={async () => !dirty || (await save())}
        onChanged={async (text) => {
          await reload()
          setNotice({ text })
        }}
      />

      {editWarning && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && answerEdit(false)}
          title={t(`editWarning.${editWarning}Title`)}
          confirmLabel={t(`editWarning.${editWarning}Confirm`)}
          cancelLabel={t('editWarning.keep')}
          onConfirm={() => answerEdit(true)}
        >
          <p>{t(`editWarning.${editWarning}Text`)}</p>
        </ConfirmDialog>
      )}

      {showVersions && (
        <Versions bookingId={id} quotes={booking.quotes} days={priced.days} currency={booking.currency} />
      )}

      {showHistory && (
        <section aria-label={t('builder.history')} className="rounded-sm bg-white p-5 shadow-sm" data-testid="history">
          <h2 className="mb-3 text-lg font-semibold">{t('builder.history')}</h2>
          <ol className="grid gap-2 text-sm">
            {booking.history.map((event) => (
              <li
                key={`${event.at}-${event.action}-${event.summary}`}
                className="grid gap-0.5 border-b border-line pb-2 last:border-0 sm:grid-cols-[180px_1fr]"
              >
                {/* Shown only after a click, so in the viewer's own time zone without a hydration mismatch. */}
                <span className="text-muted">{f.localTime(event.at)}</span>
                <span>
                  <strong>
                    {event.actorKind === 'staff' ? t('builder.staffActor', { name: event.actorName }) : event.actorName}
                  </strong>
                  : {event.summary}
                  {/* An edit that moved the status (a changed quote): say so; a status entry says it itself. */}
                  {event.action !== 'status' &&
                    event.fromStatus &&
                    event.toStatus &&
                    event.fromStatus !== event.toStatus &&
                    ` · ${t(`status.${event.fromStatus}`)} → ${t(`status.${event.toStatus}`)}`}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className={`grid grid-cols-1 gap-6 ${editable ? 'lg:grid-cols-[minmax(0,1fr)_420px]' : ''}`}>
        <div id="itinerary" tabIndex={-1} className="grid min-w-0 grid-cols-1 content-start gap-4 focus:outline-none">
          <nav aria-label={t('builder.daysNav')} className="flex gap-2 overflow-x-auto pb-1 lg:hidden">
            {state.days.map((tourDay, index) => (
              <button
                key={tourDay._id}
                type="button"
                aria-pressed={index === state.currentDay}
                className={`shrink-0 rounded-full border px-3 py-1 text-sm ${index === state.currentDay ? 'border-primary bg-primary text-white' : 'border-line bg-white'}`}
                onClick={() => view((old) => ({ ...old, currentDay: index }))}
              >
                {t('builder.day', { day: tourDay.Day })}
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
              nation={booking.nation}
              isCurrent={index === state.currentDay}
              editable={editable}
              onChoose={() => view((old) => ({ ...old, currentDay: index }))}
              onRemove={(lineId) => change((old) => ({ ...old, days: removeLine(old.days, index, lineId) }))}
              onMove={(lineId, to) =>
                change((old) => ({ ...old, days: moveLine(old.days, { fromDay: index, lineId, toDay: to }) }))
              }
              onResize={(stayId, nights) => {
                const problem = stayResizeProblem(state.days, { stayId, nights })
                if (!problem) return change((old) => ({ ...old, days: resizeStay(old.days, { stayId, nights }) }))
                const name = stayLines(state.days, stayId)[0]?.line.nameTour ?? ''
                const day = problem.reason === 'tripEnd' ? 0 : (state.days[problem.day]?.Day ?? 0)
                const words = {
                  tripEnd: 'dayCard.stayTooLong',
                  noRate: 'dayCard.stayNoRate',
                  taken: 'dayCard.stayTaken',
                } as const
                setNotice({ text: t(words[problem.reason], { name, count: nights, day }), error: true })
              }}
              onChooseDay={(to) => view((old) => ({ ...old, currentDay: to }))}
              onReplaceStay={(stay) => {
                setReplacing({ ...stay, dayIndex: index })
                view((old) => ({ ...old, currentDay: index }))
                requestAnimationFrame(() => document.getElementById('catalogue')?.focus())
              }}
              onAddLocation={(city) => change((old) => ({ ...old, days: addLocation(old.days, index, city) }))}
              onRemoveLocation={(city) => change((old) => ({ ...old, days: removeLocation(old.days, index, city) }))}
            />
          ))}
          <label className="grid gap-1 rounded-sm bg-white p-4 text-sm font-medium shadow-sm">
            {t('builder.comment')}
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
            onPnr={(pnr) => view((old) => ({ ...old, pnr }))}
            onAdd={addPicks}
            onCopy={copyPicks}
            onAddHotel={addStay}
            replacing={replacing}
            onKeepStay={() => setReplacing(null)}
            focus={focus}
            onClearFocus={() => setLinkShown(false)}
          />
        )}
      </div>

      <ModalDialog open={editing} onOpenChange={setEditing} title={t('builder.bookingDetails')} wide>
        <BookingForm
          initial={headerOf(booking)}
          languages={languages}
          submitLabel={t('builder.saveDetails')}
          onCancel={() => setEditing(false)}
          onSubmit={async (form) => {
            await saveDetails(headerBody(form))
            setEditing(false)
          }}
        />
      </ModalDialog>
      {clientOpen && (
        <ClientOutputDialog
          booking={booking}
          selling={selling}
          netByType={netOfTypes}
          open={clientOpen}
          onOpenChange={setClientOpen}
          onPricing={(clientPricing) => adopt({ ...booking, clientPricing })}
          ready={async () => !dirty || (await save())}
        />
      )}
      <TravellersDialog bookingId={id} open={travellersOpen} onOpenChange={setTravellersOpen} />
      <SendRequestDialog
        bookingId={id}
        open={sendOpen}
        onOpenChange={setSendOpen}
        onSent={(result) => void sent(result)}
      />
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title={t('builder.clearTitle')}
        confirmLabel={t('builder.clearItinerary')}
        onConfirm={() => {
          change(clearItinerary)
          setClearing(false)
        }}
      >
        {t('builder.clearText', { days: booking.days })}
      </ConfirmDialog>
      <ConfirmDialog
        open={saveState === 'conflict'}
        onOpenChange={() => undefined}
        title={t('builder.conflictTitle')}
        confirmLabel={t('builder.overwrite')}
        cancelLabel={t('builder.reloadLatest')}
        onConfirm={() => void save({ overwrite: true })}
        onCancel={() => void reload()}
      >
        {saveError} {t('builder.conflictText')}
      </ConfirmDialog>
    </section>
  )
}

/** Why a booking the agent may no longer change is read-only (the booking's status says; ADR 030). */
function lockedText(t: ReturnType<typeof useTranslations<'Builder'>>, status: TBookingStatus) {
  if (status === 'confirmation_requested') return t('locked.confirming')
  if (status === 'cancelled') return t('locked.cancelled')
  return t('locked.confirmed')
}

function SaveIndicator({ state }: { state: TSaveState }) {
  const t = useTranslations('Builder')
  return (
    <p
      role="status"
      data-testid="save-state"
      data-state={state}
      className={`text-sm ${state === 'saved' ? 'text-emerald-700' : 'text-primary'}`}
    >
      {t(`saveState.${state}`)}
    </p>
  )
}
