'use client'
import { useEffect, useId, useRef, useState } from 'react'
import {
  addActivities,
  addHotel,
  priceTours,
  quickAddChoice,
  removeLine,
  type TActivityOffer,
  type THotelOffer,
  type TLine,
  type TParty,
  type TRoomOffer,
  type TTourDay,
} from '@/domain/itinerary'
import { formatMoney, type TCurrencyCode } from '@/domain/pricing/money'
import { PRODUCT_TYPE_LABELS } from '@/domain/pricing/settings'
import { postAction } from '@/lib/post-action'
import { AdminButton } from './admin-button'

const KINDS = ['DayProgram', 'OvernightProgram', 'Transfer', 'VisaOnArrivalServices', 'Accommodation'] as const
type TKind = (typeof KINDS)[number]

type TFoundRoom = TRoomOffer & { availability: { instant: boolean; reason: string } }
type TFound =
  | { kind: 'activities'; items: TActivityOffer[] }
  | { kind: 'hotels'; nights: number; items: (Omit<THotelOffer, 'rooms'> & { stars: number; rooms: TFoundRoom[] })[] }

/** The service a "Swap" replaces, with the day it is on. */
export type TReplacing = { line: TLine; dayIndex: number }

/**
 * The quote editor's catalogue search for one day (issue 54): services of the booking's nation,
 * priced for its agent, each with what it adds to the total for this party; "Add" places it with
 * the vault's own operations (a hotel for its nights, a program with its compulsory surcharges).
 * "Swap" does the same in place of a service: a stay is replaced whole, from its check-in day.
 */
export function QuoteCatalogue(props: {
  bookingId: string
  days: TTourDay[]
  dayIndex: number
  party: TParty
  currency: TCurrencyCode
  replacing?: TReplacing
  onChange: (days: TTourDay[]) => void
  onClose: () => void
}) {
  const { days, dayIndex, party, currency, replacing } = props
  const replaced = replacing?.line
  const [kind, setKind] = useState<TKind>(replaced ? (replaced.type as TKind) : 'DayProgram')
  const [search, setSearch] = useState('')
  const [nights, setNights] = useState(replaced?.kind === 'hotel' ? replaced.nights : 1)
  const [found, setFound] = useState<TFound | null>(null)
  const [state, setState] = useState<{ busy: boolean; problem: string }>({ busy: false, problem: '' })
  const ids = useId()
  const region = useRef<HTMLElement>(null)
  // Opened from a day's row above: brought into view, its first field ready.
  useEffect(() => {
    region.current?.scrollIntoView({ block: 'nearest' })
    region.current?.querySelector('select')?.focus()
  }, [])
  const day = days[dayIndex] as TTourDay
  // The days a found service is added to: without the service it replaces.
  const base = replacing ? removeLine(days, replacing.dayIndex, replacing.line._id) : days
  const before = priceTours(base, party).total
  const money = (amount: number) => formatMoney(amount, currency)

  const find = async () => {
    setState({ busy: true, problem: '' })
    try {
      const answer = await postAction<TFound>(`bookings/${props.bookingId}/catalogue`, {
        day: dayIndex + 1,
        kind,
        search: search.trim(),
        nights,
      })
      setFound(answer)
      setState({ busy: false, problem: '' })
    } catch (error) {
      setFound(null)
      setState({ busy: false, problem: error instanceof Error ? error.message : String(error) })
    }
  }
  const place = (next: TTourDay[]) => {
    props.onChange(next)
    props.onClose()
  }
  /** The itinerary with the found service added (in place of the one swapped). */
  const withActivity = (offer: TActivityOffer) => addActivities(base, dayIndex, [{ offer }])
  const withRoom = (hotel: Omit<THotelOffer, 'rooms'>, room: TFoundRoom, stayNights: number) =>
    addHotel(base, dayIndex, {
      hotel: { ...hotel, rooms: [room] },
      rooms: [quickAddChoice(room, party)],
      nights: stayNights,
    })
  const now = priceTours(days, party).total
  /** What a found service costs this party, and for a swap what it changes in the quote. */
  const priceText = (next: TTourDay[]) => {
    const total = priceTours(next, party).total
    if (!replaced) return `+ ${money(total - before)}`
    const change = total - now
    return `${money(total - before)} (${change >= 0 ? '+' : '−'} ${money(Math.abs(change))} on the quote)`
  }
  const verb = replaced ? 'Swap in' : 'Add'

  return (
    <section
      ref={region}
      aria-labelledby={`${ids}-title`}
      style={{ display: 'grid', gap: 8, padding: 8, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}
      data-testid="quote-catalogue"
    >
      <h4 id={`${ids}-title`} style={{ margin: 0 }}>
        {replaced ? `Swap ${replaced.nameTour} on day ${day.Day}` : `Add from the catalogue to day ${day.Day}`}
      </h4>
      {/* Not a <form>: this sits inside the document's form, and a submit would save the booking. */}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}>
        <label style={{ display: 'grid', gap: 4 }}>
          Service
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as TKind)
              setFound(null)
            }}
          >
            {KINDS.map((option) => (
              <option key={option} value={option}>
                {PRODUCT_TYPE_LABELS[option] ?? option}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          Name or city
          <input
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void find()
              }
            }}
          />
        </label>
        {kind === 'Accommodation' && (
          <label style={{ display: 'grid', gap: 4 }}>
            Nights
            <select value={nights} onChange={(event) => setNights(Number(event.target.value))}>
              {Array.from({ length: Math.max(1, days.length - dayIndex - 1) }, (_, at) => at + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
        )}
        <AdminButton primary onClick={() => void find()}>
          Search
        </AdminButton>
        <AdminButton onClick={props.onClose}>Close</AdminButton>
      </div>
      <p role="status" style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>
        {state.busy
          ? 'Searching…'
          : found && found.items.length === 0
            ? 'Nothing in the catalogue of this trip’s country matches.'
            : found
              ? replaced
                ? `Priced for the agent in ${currency}, for this party; in brackets, what the swap changes in the quote.`
                : `Priced for the agent in ${currency}; what each adds to the quote for this party.`
              : ''}
      </p>
      {state.problem && (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-750)' }}>
          {state.problem}
        </p>
      )}
      {found?.kind === 'activities' && (
        <ul style={{ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none' }}>
          {found.items.map((offer) => {
            const next = withActivity(offer)
            const onDay = next[dayIndex]?.Activities.length === base[dayIndex]?.Activities.length
            return (
              <li key={offer._id} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <span style={{ flex: '1 1 16rem' }}>{offer.nameTour}</span>
                <span>{onDay ? `Already on day ${day.Day}` : priceText(next)}</span>
                <AdminButton
                  disabled={onDay}
                  onClick={() => place(next)}
                  aria-label={`${verb} ${offer.nameTour} on day ${day.Day}`}
                >
                  {verb}
                </AdminButton>
              </li>
            )
          })}
        </ul>
      )}
      {found?.kind === 'hotels' && (
        <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
          {found.items.map((hotel) => (
            <li key={hotel._id}>
              <strong>{hotel.nameTour}</strong>{' '}
              <span style={{ color: 'var(--theme-elevation-600)' }}>
                {hotel.city} · {hotel.stars}★
              </span>
              <ul style={{ display: 'grid', gap: 4, margin: '4px 0 0', padding: 0, listStyle: 'none' }}>
                {hotel.rooms.map((room) => {
                  const next = withRoom(hotel, room, found.nights)
                  const stay = `${quickAddChoice(room, party).numberRoom} × ${room.idRoom}, ${found.nights} ${found.nights === 1 ? 'night' : 'nights'}`
                  return (
                    <li
                      key={`${room.idContract}|${room.idRoom}`}
                      style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <span style={{ flex: '1 1 16rem' }}>
                        {stay}{' '}
                        <span
                          style={{
                            color: room.availability.instant ? 'var(--theme-success-750)' : 'var(--theme-warning-750)',
                          }}
                        >
                          {room.availability.instant ? 'Instant' : `On request: ${room.availability.reason}`}
                        </span>
                      </span>
                      <span>{priceText(next)}</span>
                      <AdminButton
                        onClick={() => place(next)}
                        aria-label={`${verb} ${hotel.nameTour}, ${stay}, from day ${day.Day}`}
                      >
                        {verb}
                      </AdminButton>
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
