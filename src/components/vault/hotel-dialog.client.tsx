'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { roomsVerdict } from '@/domain/allotments'
import type { TRoomAvailabilityLine } from '@/domain/catalogue-contract'
import {
  capacityOf,
  quickAddChoice,
  quoteStay,
  roomOf,
  roomRates,
  type THotelOffer,
  type TParty,
  type TRoomChoice,
  type TRoomOffer,
} from '@/domain/itinerary'
import type { TIsoDate } from '@/domain/pricing'
import { AvailabilityBadge } from './availability-badge'
import { useFormat } from './format'

type TRoom = TRoomOffer & { roomName: string; availability?: TRoomAvailabilityLine }
type TProps = {
  hotel: Omit<THotelOffer, 'rooms'> & { rooms: TRoom[] }
  /** The room the hotel's card offers ("From …"): pre-filled with the rooms that sleep the party. */
  preselect?: { idContract: string; idRoom: string }
  currency: string
  checkIn: TIsoDate
  nights: number
  party: TParty
  onClose: () => void
  onAdd: (rooms: TRoomChoice[]) => void
}

const NUMBER = 'w-16 rounded-sm border border-line px-2 py-1'

/** Rooms, extra beds, meal plans and add-ons of a hotel for the stay (spec §3 Hotel room activity). */
export function HotelDialog({ hotel, preselect, currency, checkIn, nights, party, onClose, onAdd }: TProps) {
  const offered = preselect && roomOf(hotel, preselect)
  const first = offered ? hotel.rooms.indexOf(offered) : 0
  const [choices, setChoices] = useState<TRoomChoice[]>(() =>
    hotel.rooms.map((room, index) => ({
      ...quickAddChoice(room, party),
      numberRoom: index === Math.max(0, first) ? quickAddChoice(room, party).numberRoom : 0,
    })),
  )
  const rates = useMemo(() => hotel.rooms.map((room) => roomRates(room, checkIn, nights)), [hotel, checkIn, nights])
  const chosen = choices.filter((choice) => choice.numberRoom > 0)
  const total = quoteStay(hotel, { choices: chosen, checkIn, nights }, party)
  const capacity = capacityOf(hotel, chosen, party)
  const t = useTranslations('Builder')
  const f = useFormat()
  const money = f.money
  const adults = t('hotelDialog.adults', { count: party.adults })
  const partyText = party.childAges.length
    ? t('hotelDialog.adultsAndChildren', { adults, ages: party.childAges.join(', ') })
    : adults
  /** The room's badge for `rooms` rooms; the rooms left on allotment said in the page's language. */
  const badge = (availability: TRoomAvailabilityLine, rooms: number) => {
    const verdict = roomsVerdict(availability.freeRooms, rooms)
    if (verdict === 'instant') return { instant: true, reason: '' }
    if (verdict === 'rooms-left')
      return { instant: false, reason: t('hotelDialog.roomsLeft', { count: availability.freeRooms }) }
    return { instant: false, reason: availability.reason }
  }
  const update = (index: number, patch: Partial<TRoomChoice>) =>
    setChoices((old) => old.map((choice, at) => (at === index ? { ...choice, ...patch } : choice)))
  const count = (value: string) => Math.max(0, Math.min(40, Number(value) || 0))
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={hotel.nameTour}
      description={t('hotelDialog.description', { nights })}
      wide
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          onAdd(choices.filter((choice) => choice.numberRoom > 0))
        }}
      >
        {hotel.rooms.map((room, index) => {
          const choice = choices[index] as TRoomChoice
          return (
            <fieldset
              key={`${room.idContract}-${room.idRoom}`}
              className="grid gap-2 rounded-sm border border-line p-3 text-sm"
            >
              <legend className="px-1 font-semibold">
                {t('hotelDialog.sleeps', { room: room.roomName, count: room.occupancy })}
              </legend>
              {room.availability && (
                <p data-testid="room-availability">
                  <AvailabilityBadge {...badge(room.availability, Math.max(1, choice.numberRoom))} />
                </p>
              )}
              <p data-testid="room-rate">
                {rates[index]?.whole ? (
                  t.rich('hotelDialog.rate', {
                    rate:
                      rates[index].lowest === rates[index].highest
                        ? money(rates[index].lowest, currency)
                        : `${money(rates[index].lowest, currency)} – ${money(rates[index].highest, currency)}`,
                    stay: money(rates[index].stay, currency),
                    nights,
                    strong: (chunks) => <strong>{chunks}</strong>,
                  })
                ) : (
                  <span className="text-primary">{t('hotelDialog.noRate')}</span>
                )}
              </p>
              <div className="flex flex-wrap gap-4">
                <label>
                  {t('hotelDialog.rooms')}{' '}
                  <input
                    type="number"
                    min={0}
                    max={40}
                    className={NUMBER}
                    value={choice.numberRoom}
                    onChange={(event) => update(index, { numberRoom: count(event.target.value) })}
                  />
                </label>
                {room.extras.extraBedAdult > 0 && (
                  <label>
                    {t('hotelDialog.extraBedAdult', { price: money(room.extras.extraBedAdult, currency) })}{' '}
                    <input
                      type="number"
                      min={0}
                      max={40}
                      className={NUMBER}
                      value={choice.extraBedAdult}
                      onChange={(event) => update(index, { extraBedAdult: count(event.target.value) })}
                    />
                  </label>
                )}
                {room.extras.extraBedChild > 0 && (
                  <label>
                    {t('hotelDialog.extraBedChild', { price: money(room.extras.extraBedChild, currency) })}{' '}
                    <input
                      type="number"
                      min={0}
                      max={40}
                      className={NUMBER}
                      value={choice.extraBedChild}
                      onChange={(event) => update(index, { extraBedChild: count(event.target.value) })}
                    />
                  </label>
                )}
                {room.extras.mealPlanAdult > 0 && (
                  <label>
                    {t('hotelDialog.mealPlanAdult', { price: money(room.extras.mealPlanAdult, currency) })}{' '}
                    <input
                      type="number"
                      min={0}
                      max={40}
                      className={NUMBER}
                      value={choice.mealPlanAdult}
                      onChange={(event) => update(index, { mealPlanAdult: count(event.target.value) })}
                    />
                  </label>
                )}
                {room.extras.mealPlanChildren.map((band, at) => (
                  <label key={`${band.from}-${band.to}`}>
                    {t('hotelDialog.mealPlanChild', {
                      from: band.from,
                      to: band.to,
                      price: money(band.price, currency),
                    })}{' '}
                    <input
                      type="number"
                      min={0}
                      max={40}
                      className={NUMBER}
                      value={choice.mealPlanChild[at] ?? 0}
                      onChange={(event) => {
                        const quantities = room.extras.mealPlanChildren.map((_, i) => choice.mealPlanChild[i] ?? 0)
                        quantities[at] = count(event.target.value)
                        update(index, { mealPlanChild: quantities })
                      }}
                    />
                  </label>
                ))}
              </div>
              {room.extras.addOns.length > 0 && (
                <div className="flex flex-wrap gap-4">
                  {room.extras.addOns.map((addOn) => (
                    <label key={addOn.name} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={choice.addOns.includes(addOn.name)}
                        onChange={(event) =>
                          update(index, {
                            addOns: event.target.checked
                              ? [...choice.addOns, addOn.name]
                              : choice.addOns.filter((name) => name !== addOn.name),
                          })
                        }
                      />
                      {t('hotelDialog.addOn', { name: addOn.name, price: money(addOn.price, currency) })}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          )
        })}
        {/* The total, the fit and the buttons stay in sight while the rooms scroll (a phone, a long list). */}
        <div className="sticky -bottom-5 -mx-5 grid gap-3 border-t border-line bg-white px-5 pt-3 pb-5 sm:-bottom-6 sm:-mx-6 sm:px-6 sm:pb-6">
          <div className="grid gap-1 rounded-sm bg-page px-3 py-2 text-sm" aria-live="polite">
            <p>
              {t.rich('hotelDialog.stayTotal', {
                total: money(total, currency),
                strong: (chunks) => <strong data-testid="stay-total">{chunks}</strong>,
              })}
            </p>
            <p className={capacity.fits ? 'text-muted' : 'font-semibold text-primary'} data-testid="stay-capacity">
              {capacity.fits
                ? t('hotelDialog.fits', { beds: capacity.beds, travellers: capacity.travellers })
                : t('hotelDialog.tooSmall', { beds: capacity.beds, travellers: capacity.travellers, party: partyText })}
            </p>
          </div>
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-outline" onClick={onClose}>
              {t('hotelDialog.cancel')}
            </button>
            <button type="submit" className="btn-primary" disabled={choices.every((choice) => choice.numberRoom === 0)}>
              {t('hotelDialog.addToItinerary')}
            </button>
          </div>
        </div>
      </form>
    </ModalDialog>
  )
}
