'use client'

import { useMemo, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { availabilityFor, type TRoomAvailability } from '@/domain/allotments'
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
import { money } from './format'

type TRoom = TRoomOffer & { roomName: string; availability?: TRoomAvailability }
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
  const total = quoteStay(hotel, chosen, checkIn, nights, party)
  const capacity = capacityOf(hotel, chosen, party)
  const ages = party.childAges.length ? `, children aged ${party.childAges.join(', ')}` : ''
  const update = (index: number, patch: Partial<TRoomChoice>) =>
    setChoices((old) => old.map((choice, at) => (at === index ? { ...choice, ...patch } : choice)))
  const count = (value: string) => Math.max(0, Math.min(40, Number(value) || 0))
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={hotel.nameTour}
      description={`${nights} night${nights === 1 ? '' : 's'}; extras are per night, add-ons once per stay.`}
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
                {room.roomName} · sleeps {room.occupancy}
              </legend>
              {room.availability && (
                <p data-testid="room-availability">
                  <AvailabilityBadge {...availabilityFor(room.availability, Math.max(1, choice.numberRoom))} />
                </p>
              )}
              <p data-testid="room-rate">
                {rates[index]?.whole ? (
                  <>
                    {rates[index].lowest === rates[index].highest
                      ? money(rates[index].lowest, currency)
                      : `${money(rates[index].lowest, currency)} – ${money(rates[index].highest, currency)}`}{' '}
                    a room a night · <strong>{money(rates[index].stay, currency)}</strong> a room for {nights} night
                    {nights === 1 ? '' : 's'}
                  </>
                ) : (
                  <span className="text-primary">
                    No rate for every night of this stay: nights without one are left out.
                  </span>
                )}
              </p>
              <div className="flex flex-wrap gap-4">
                <label>
                  Rooms{' '}
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
                    Extra bed, adult ({money(room.extras.extraBedAdult, currency)}){' '}
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
                    Extra bed, child ({money(room.extras.extraBedChild, currency)}){' '}
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
                    Meal plan, adult ({money(room.extras.mealPlanAdult, currency)}){' '}
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
                    Meal plan, child {band.from}–{band.to} ({money(band.price, currency)}){' '}
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
                      {addOn.name} ({money(addOn.price, currency)} per stay)
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
              Total for the stay: <strong data-testid="stay-total">{money(total, currency)}</strong>
            </p>
            <p className={capacity.fits ? 'text-muted' : 'font-semibold text-primary'} data-testid="stay-capacity">
              {capacity.fits
                ? `Sleeps ${capacity.beds}: enough for ${capacity.travellers} traveller${capacity.travellers === 1 ? '' : 's'}.`
                : `These rooms sleep ${capacity.beds}; your party is ${capacity.travellers} (${party.adults} adult${party.adults === 1 ? '' : 's'}${ages}). Add a room or an extra bed.`}
            </p>
          </div>
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-outline" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={choices.every((choice) => choice.numberRoom === 0)}>
              Add to itinerary
            </button>
          </div>
        </div>
      </form>
    </ModalDialog>
  )
}
