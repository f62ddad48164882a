'use client'

import { MapPin, X } from 'lucide-react'
import type { TLine, TTourDay } from '@/domain/itinerary'
import { PRODUCT_TYPE_LABELS } from '@/domain/pricing/settings'
import { money, weekday } from './format'
import { LocationInput } from './location-input.client'

function lineDetail(line: TLine, currency: string): string {
  if (line.kind === 'hotel') {
    const extras = [
      line.extraBedAdult.quantity ? `${line.extraBedAdult.quantity} adult extra bed` : '',
      line.extraBedChild.quantity ? `${line.extraBedChild.quantity} child extra bed` : '',
      line.mealPlanAdult.quantity ? `${line.mealPlanAdult.quantity} adult meal plan` : '',
      ...line.mealPlanChild.map((band) => `${band.quantity} child meal plan (${band.from}–${band.to})`),
      ...(line.night === 1 ? line.addOns.map((addOn) => addOn.name) : []),
    ].filter(Boolean)
    return `${line.numberRoom} × ${line.roomName} at ${money(line.price, currency)}, night ${line.night} of ${line.nights}${extras.length ? ` · ${extras.join(', ')}` : ''}`
  }
  if (line.kind === 'surcharge') return 'Surcharge'
  if (line.perVehicle) return 'Per vehicle'
  const children = line.priceSeparate.map(
    (band) => `${band.quantity} child (${band.age}) × ${money(band.unit, currency)}`,
  )
  return [
    `${line.adultQuantity} adult${line.adultQuantity === 1 ? '' : 's'} × ${money(line.unitPrice, currency)}`,
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
  onAddLocation: (city: string) => void
  onRemoveLocation: (city: string) => void
}

/** One tour day (spec §3): date, locations, services with their prices, and the day total. */
export function DayCard(props: TProps) {
  const { day, index, days, currency, isCurrent, editable } = props
  return (
    <article
      className={`rounded-sm bg-white shadow-sm ${isCurrent ? 'ring-2 ring-primary' : ''} ${isCurrent ? '' : 'max-lg:hidden'}`}
      aria-current={isCurrent ? 'step' : undefined}
      aria-label={`Day ${day.Day}`}
      data-testid="tour-day"
      data-day={day.Day}
    >
      {/* The total keeps its column on the title's row: no rewrap when the web font replaces the fallback. */}
      <header className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 border-b border-line px-4 py-3">
        <button type="button" className="text-left" onClick={props.onChoose} aria-pressed={isCurrent}>
          <span className="font-semibold">Day {day.Day}</span>{' '}
          <span className="text-sm text-muted">{weekday(day.date)}</span>
          {isCurrent && <span className="ml-2 text-xs font-semibold text-primary uppercase">Current day</span>}
        </button>
        <span className="font-semibold" data-testid="day-total">
          {money(day.total, currency)}
        </span>
      </header>
      <div className="grid gap-3 px-4 py-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <MapPin aria-hidden="true" className="h-4 w-4 text-muted" />
          {day.location.length === 0 && <span className="text-muted">No locations yet</span>}
          {day.location.map((location) => (
            <span key={location.city} className="inline-flex items-center gap-1 rounded-full bg-page px-2.5 py-0.5">
              {location.city}
              {editable && (
                <button
                  type="button"
                  aria-label={`Remove ${location.city} from day ${day.Day}`}
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
          <p className="text-sm text-muted">
            {isCurrent ? 'Add services from the catalogue.' : 'Nothing planned yet.'}
          </p>
        ) : (
          <ul className="grid gap-2">
            {day.Activities.map((line) => (
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
                    <span className="ml-2 text-xs font-normal text-muted">{PRODUCT_TYPE_LABELS[line.type]}</span>
                  </p>
                  <p className="text-xs text-muted">{lineDetail(line, currency)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                  <span className="font-semibold" data-testid="line-total">
                    {money(line.total, currency)}
                  </span>
                  {editable && line.kind !== 'surcharge' && (
                    <label className="text-xs">
                      <span className="sr-only">Move {line.nameTour} to another day</span>
                      <select
                        className="rounded-sm border border-line px-1.5 py-1"
                        value=""
                        aria-label={`Move ${line.nameTour} to another day`}
                        onChange={(event) => event.target.value && props.onMove(line._id, Number(event.target.value))}
                      >
                        <option value="">Move to…</option>
                        {days.map((other, at) =>
                          at === index ? null : (
                            <option key={other._id} value={at}>
                              Day {other.Day}
                            </option>
                          ),
                        )}
                      </select>
                    </label>
                  )}
                  {editable && (
                    <button
                      type="button"
                      aria-label={`Remove ${line.nameTour} from day ${day.Day}`}
                      className="rounded-full p-1 text-muted hover:bg-primary-light hover:text-primary"
                      onClick={() => props.onRemove(line._id)}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
