'use client'

import { MapPin, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { stayLines, type THotelLine, type TLine, type TTourDay } from '@/domain/itinerary'
import { type TFormat, useFormat } from './format'
import { LocationInput } from './location-input.client'

type TBuilderWords = ReturnType<typeof useTranslations<'Builder'>>

/** The builder's words and the number format, to say a line in the agent's language. */
type TSay = { t: TBuilderWords; f: TFormat }

/** What a line is, and Monsoon's price when the consultant set one (issue 54). */
function lineDetail(line: TLine, currency: string, say: TSay): string {
  const detail = lineKindDetail(line, currency, say)
  if (line.listTotal === undefined) return detail
  return `${detail} · ${say.t('dayCard.monsoonPrice', { list: say.f.money(line.listTotal, currency) })}`
}

function lineKindDetail(line: TLine, currency: string, { t, f }: TSay): string {
  if (line.kind === 'hotel') {
    const extras = [
      line.extraBedAdult.quantity ? t('dayCard.adultExtraBeds', { count: line.extraBedAdult.quantity }) : '',
      line.extraBedChild.quantity ? t('dayCard.childExtraBeds', { count: line.extraBedChild.quantity }) : '',
      line.mealPlanAdult.quantity ? t('dayCard.adultMealPlans', { count: line.mealPlanAdult.quantity }) : '',
      ...line.mealPlanChild.map((band) =>
        t('dayCard.childMealPlans', { count: band.quantity, from: band.from, to: band.to }),
      ),
      ...(line.night === 1 ? line.addOns.map((addOn) => addOn.name) : []),
    ].filter(Boolean)
    const rooms = t('dayCard.hotelRooms', {
      rooms: line.numberRoom,
      room: line.roomName,
      price: f.money(line.price, currency),
    })
    return extras.length ? `${rooms} · ${extras.join(', ')}` : rooms
  }
  if (line.kind === 'surcharge') return t('dayCard.surcharge')
  if (line.kind === 'custom') return line.note || t('dayCard.byMonsoon')
  if (line.perVehicle) return t('dayCard.perVehicle')
  const children = line.priceSeparate.map((band) =>
    t('dayCard.childPrice', { count: band.quantity, age: band.age, price: f.money(band.unit, currency) }),
  )
  return [
    t('dayCard.adultPrice', { count: line.adultQuantity, price: f.money(line.unitPrice, currency) }),
    ...children,
  ].join(' + ')
}

type TProps = {
  day: TTourDay
  index: number
  days: TTourDay[]
  currency: string
  nation: string
  isCurrent: boolean
  editable: boolean
  onChoose: () => void
  onRemove: (lineId: string) => void
  onMove: (lineId: string, toDay: number) => void
  /** A stay's nights changed from its check-in (issue 54). */
  onResize: (stayId: string, nights: number) => void
  /** Makes another day the current one: a stay's later night points to its check-in day. */
  onChooseDay: (index: number) => void
  /** Opens the hotels to choose another one instead of this stay, same check-in and nights (issue 54). */
  onReplaceStay: (stay: { stayId: string; lineId: string; name: string; nights: number }) => void
  onAddLocation: (city: string) => void
  onRemoveLocation: (city: string) => void
}

/** One tour day (spec §3): date, locations, services with their prices, and the day total. */
export function DayCard(props: TProps) {
  const { day, index, days, currency, isCurrent, editable } = props
  const t = useTranslations('Builder')
  const f = useFormat()
  return (
    <article
      tabIndex={-1}
      className={`rounded-sm bg-white shadow-sm ${isCurrent ? 'ring-2 ring-primary' : ''} ${isCurrent ? '' : 'max-lg:hidden'}`}
      aria-current={isCurrent ? 'step' : undefined}
      aria-label={t('builder.day', { day: day.Day })}
      data-testid="tour-day"
      data-day={day.Day}
    >
      {/* The total keeps its column on the title's row: no rewrap when the web font replaces the fallback. */}
      <header className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 border-b border-line px-4 py-3">
        <button type="button" className="text-left" onClick={props.onChoose} aria-pressed={isCurrent}>
          <span className="font-semibold">{t('builder.day', { day: day.Day })}</span>{' '}
          <span className="text-sm text-muted">{f.weekday(day.date)}</span>
          {isCurrent && (
            <span className="ml-2 text-xs font-semibold text-primary uppercase">{t('dayCard.currentDay')}</span>
          )}
        </button>
        <span className="font-semibold" data-testid="day-total">
          {f.money(day.total, currency)}
        </span>
      </header>
      <div className="grid gap-3 px-4 py-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <MapPin aria-hidden="true" className="h-4 w-4 text-muted" />
          {day.location.length === 0 && <span className="text-muted">{t('dayCard.noLocations')}</span>}
          {day.location.map((location) => (
            <span key={location.city} className="inline-flex items-center gap-1 rounded-full bg-page px-2.5 py-0.5">
              {location.city}
              {editable && (
                <button
                  type="button"
                  aria-label={t('dayCard.removeFromDay', { name: location.city, day: day.Day })}
                  className="rounded-full hover:text-primary"
                  onClick={() => props.onRemoveLocation(location.city)}
                >
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              )}
            </span>
          ))}
          {editable && (
            <LocationInput
              nation={props.nation}
              day={day.Day}
              taken={day.location.map((location) => location.city)}
              onAdd={props.onAddLocation}
            />
          )}
        </div>
        {day.Activities.length === 0 ? (
          <p className="text-sm text-muted">{isCurrent ? t('dayCard.addServices') : t('dayCard.nothingPlanned')}</p>
        ) : (
          <ul className="grid gap-2">
            {day.Activities.map((line, at) => {
              if (line.kind === 'hotel') {
                // A stay is one item a day, all its rooms in it (issue 54).
                const first = day.Activities.findIndex(
                  (other) => other.kind === 'hotel' && other.stayId === line.stayId,
                )
                if (first !== at) return null
                const rooms = day.Activities.filter(
                  (other): other is THotelLine => other.kind === 'hotel' && other.stayId === line.stayId,
                )
                return <StayItem key={line._id} {...props} rooms={rooms} />
              }
              return (
                <li
                  key={line._id}
                  className={`grid gap-2 rounded-sm border border-line p-3 text-sm sm:grid-cols-[1fr_auto] ${line.kind === 'surcharge' ? 'ml-6 bg-page' : ''}`}
                  data-testid="line"
                  data-type={line.type}
                >
                  <div>
                    <p className="font-medium">
                      {line.kind === 'surcharge' ? '+ ' : ''}
                      {line.nameTour}
                      <span className="ml-2 text-xs font-normal text-muted">{t(`productType.${line.type}`)}</span>
                    </p>
                    <p className="text-xs text-muted">{lineDetail(line, currency, { t, f })}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                    <span className="font-semibold" data-testid="line-total">
                      {f.money(line.total, currency)}
                    </span>
                    {editable && line.kind !== 'surcharge' && (
                      <label className="text-xs">
                        <span className="sr-only">{t('dayCard.moveToDay', { name: line.nameTour })}</span>
                        <select
                          className="rounded-sm border border-line px-1.5 py-1"
                          value=""
                          aria-label={t('dayCard.moveToDay', { name: line.nameTour })}
                          onChange={(event) => event.target.value && props.onMove(line._id, Number(event.target.value))}
                        >
                          <option value="">{t('dayCard.moveTo')}</option>
                          {days.map((other, at) =>
                            at === index ? null : (
                              <option key={other._id} value={at}>
                                {t('builder.day', { day: other.Day })}
                              </option>
                            ),
                          )}
                        </select>
                      </label>
                    )}
                    {editable && (
                      <button
                        type="button"
                        aria-label={t('dayCard.removeFromDay', { name: line.nameTour, day: day.Day })}
                        className="rounded-full p-1 text-muted hover:bg-primary-light hover:text-primary"
                        onClick={(event) => {
                          // The focus stays in the day (issue 27): on the next line's remove button, else
                          // the previous one's, else the day itself, never on the page's body.
                          const item = event.currentTarget.closest('li')
                          const next = item?.nextElementSibling ?? item?.previousElementSibling
                          const day = event.currentTarget.closest('article')
                          props.onRemove(line._id)
                          requestAnimationFrame(() => {
                            const button = next?.isConnected ? next.querySelector<HTMLElement>('[data-remove]') : null
                            ;(button ?? day)?.focus()
                          })
                        }}
                        data-remove
                      >
                        <X aria-hidden="true" className="h-4 w-4" />
                      </button>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </article>
  )
}

/**
 * A hotel stay on one of its days (issue 54). On the check-in day it is the stay: its rooms, its
 * nights and total, and the one place to change the nights, move or remove it. On a later night it
 * says which night it is and leads back to the check-in day.
 */
function StayItem(props: TProps & { rooms: THotelLine[] }) {
  const { day, index, days, currency, editable, rooms } = props
  const t = useTranslations('Builder')
  const f = useFormat()
  const first = rooms[0] as THotelLine
  const nights = stayLines(days, first.stayId)
  const checkIn = index - (first.night - 1)
  const stayTotal = nights.reduce((sum, night) => sum + night.line.total, 0)
  const dayTotal = rooms.reduce((sum, room) => sum + room.total, 0)
  const name = first.nameTour
  const checkInDay = days[checkIn]?.Day ?? day.Day
  return (
    <li
      className="grid gap-2 rounded-sm border border-line p-3 text-sm sm:grid-cols-[1fr_auto]"
      data-testid="line"
      data-type={first.type}
      data-stay={first.stayId}
      data-night={first.night}
    >
      <div>
        <p className="font-medium">
          {name}
          <span className="ml-2 text-xs font-normal text-muted">{t(`productType.${first.type}`)}</span>
        </p>
        {first.night === 1 ? (
          <>
            {rooms.map((room) => (
              <p key={room._id} className="text-xs text-muted">
                {lineDetail(room, currency, { t, f })}
              </p>
            ))}
            {first.answer && (
              <p
                className={`text-xs font-medium ${first.answer.status === 'declined' ? 'text-red-800' : first.answer.status === 'confirmed' ? 'text-emerald-800' : 'text-muted'}`}
                data-testid="stay-answer"
              >
                {first.answer.status === 'confirmed' && first.answer.reference
                  ? t('dayCard.answerConfirmedRef', { reference: first.answer.reference })
                  : t(`dayCard.answer.${first.answer.status}`)}
              </p>
            )}
            <p className="text-xs text-muted" data-testid="stay-summary">
              {t('dayCard.staySummary', {
                nights: first.nights,
                from: day.Day,
                to: day.Day + first.nights - 1,
                total: f.money(stayTotal, currency),
              })}
            </p>
          </>
        ) : (
          <p className="text-xs text-muted">
            {t('dayCard.stayNight', { night: first.night, nights: first.nights })}{' '}
            <button type="button" className="underline hover:text-primary" onClick={() => props.onChooseDay(checkIn)}>
              {t('dayCard.stayFrom', { day: checkInDay })}
            </button>
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <span className="font-semibold" data-testid="line-total">
          {f.money(dayTotal, currency)}
        </span>
        {editable && first.night === 1 && (
          <>
            <label className="text-xs">
              <span className="sr-only">{t('dayCard.stayNightsLabel', { name })}</span>
              <select
                className="rounded-sm border border-line px-1.5 py-1"
                value={first.nights}
                aria-label={t('dayCard.stayNightsLabel', { name })}
                onChange={(event) => props.onResize(first.stayId, Number(event.target.value))}
              >
                {Array.from({ length: days.length - index }, (_, at) => at + 1).map((count) => (
                  <option key={count} value={count}>
                    {t('dayCard.nightsOption', { count })}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-xs">
              <span className="sr-only">{t('dayCard.moveStay', { name })}</span>
              <select
                className="rounded-sm border border-line px-1.5 py-1"
                value=""
                aria-label={t('dayCard.moveStay', { name })}
                onChange={(event) => event.target.value && props.onMove(first._id, Number(event.target.value))}
              >
                <option value="">{t('dayCard.checkInOn')}</option>
                {days.map((other, at) =>
                  at === index || at + first.nights > days.length ? null : (
                    <option key={other._id} value={at}>
                      {t('builder.day', { day: other.Day })}
                    </option>
                  ),
                )}
              </select>
            </label>
            <button
              type="button"
              className="rounded-sm border border-line px-2 py-1 text-xs hover:border-primary hover:text-primary"
              aria-label={t('dayCard.changeHotelLabel', { name })}
              onClick={() =>
                props.onReplaceStay({ stayId: first.stayId, lineId: first._id, name, nights: first.nights })
              }
            >
              {t('dayCard.changeHotel')}
            </button>
            <button
              type="button"
              aria-label={t('dayCard.removeStay', { name, nights: first.nights })}
              className="rounded-full p-1 text-muted hover:bg-primary-light hover:text-primary"
              onClick={(event) => {
                const article = event.currentTarget.closest('article')
                props.onRemove(first._id)
                requestAnimationFrame(() => article?.focus())
              }}
              data-remove
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </>
        )}
      </div>
    </li>
  )
}
