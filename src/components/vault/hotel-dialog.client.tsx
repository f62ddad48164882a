'use client'

import { useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { quickAddChoice, type TParty, type TRoomChoice, type TRoomOffer } from '@/domain/itinerary'
import { money } from './format'

type TRoom = TRoomOffer & { roomName: string }
type TProps = {
  hotel: { nameTour: string; rooms: TRoom[] }
  currency: string
  nights: number
  party: TParty
  onClose: () => void
  onAdd: (rooms: TRoomChoice[]) => void
}

const NUMBER = 'w-16 rounded-sm border border-line px-2 py-1'

/** Rooms, extra beds, meal plans and add-ons of a hotel for the stay (spec §3 Hotel room activity). */
export function HotelDialog({ hotel, currency, nights, party, onClose, onAdd }: TProps) {
  const [choices, setChoices] = useState<TRoomChoice[]>(() =>
    hotel.rooms.map((room, index) => ({
      ...quickAddChoice(room, party),
      numberRoom: index === 0 ? quickAddChoice(room, party).numberRoom : 0,
    })),
  )
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
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={choices.every((choice) => choice.numberRoom === 0)}>
            Add to itinerary
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
