import type { Payload } from 'payload'
import type { TTourDay } from '@/domain/itinerary'
import { addDays } from '@/domain/pricing/dates'
import { EMPTY_MANIFEST, stayRooms, type TManifestInput, type TRoomAssignment } from '@/domain/travellers'
import type { Booking } from '@/payload-types'
import { updateBookingRecord } from '@/server/bookings/write'
import { inTransaction } from '@/server/db'
import { RESERVATION_SYNC, syncReservations } from '@/server/suppliers/reservations'
import { merged } from '@/server/travellers/manifest'

/**
 * Who travels on the demo's confirmed trip (issue 56): two couples from Munich and Vienna with their
 * passports, the Vietnam Airlines flights in and out, and two to a room in every stay, so the demo
 * shows a booking Monsoon has everything for. Fictional people and documents.
 */
const COUPLES = [
  [
    {
      givenNames: 'Katrin',
      surname: 'Vogel',
      dateOfBirth: '1979-05-14',
      nationality: 'DE',
      passport: 'C4F7K2L91',
      dietary: '',
    },
    {
      givenNames: 'Thomas',
      surname: 'Vogel',
      dateOfBirth: '1976-10-02',
      nationality: 'DE',
      passport: 'C4F7K9M20',
      dietary: '',
    },
  ],
  [
    {
      givenNames: 'Sabine',
      surname: 'Brandt',
      dateOfBirth: '1981-01-23',
      nationality: 'AT',
      passport: 'P2384471',
      dietary: 'Vegetarian',
    },
    {
      givenNames: 'Michael',
      surname: 'Brandt',
      dateOfBirth: '1980-07-30',
      nationality: 'AT',
      passport: 'P2384472',
      dietary: '',
    },
  ],
] as const

export function demoManifest(
  days: readonly TTourDay[],
  { begin, end }: { begin: string; end: string },
): TManifestInput {
  const travellers = COUPLES.flat().map((person, index) => ({
    id: `demo${index + 1}`,
    kind: 'adult' as const,
    givenNames: person.givenNames,
    surname: person.surname,
    dateOfBirth: person.dateOfBirth,
    nationality: person.nationality,
    passportNumber: person.passport,
    passportExpiry: addDays(end, 4 * 365),
    dietary: person.dietary,
    mobility: '',
  }))
  // Each couple in a room of its own in every stay, as far as the stay's rooms go.
  const rooming: TRoomAssignment[] = stayRooms(days).flatMap((stay) =>
    stay.rooms.slice(0, COUPLES.length).map((room, index) => ({
      stayId: stay.stayId,
      lineId: room.lineId,
      room: room.room,
      travellerIds: [`demo${index * 2 + 1}`, `demo${index * 2 + 2}`].slice(0, room.capacity),
    })),
  )
  return {
    travellers,
    flights: [
      { id: 'in', direction: 'arrival', number: 'VN36', date: begin, time: '06:05', airport: 'HAN', travellerIds: [] },
      { id: 'out', direction: 'departure', number: 'VN31', date: end, time: '23:45', airport: 'SGN', travellerIds: [] },
    ],
    rooming,
  }
}

/**
 * Stores the demo's travellers on a confirmed booking as the imported history has it (no entry of its
 * own), with its supplier reservations and their answers.
 */
export async function seedTravellers(
  payload: Payload,
  booking: Pick<Booking, 'id' | 'tours' | 'begindate' | 'enddate'>,
) {
  const input = demoManifest((booking.tours ?? []) as TTourDay[], {
    begin: booking.begindate.slice(0, 10),
    end: booking.enddate.slice(0, 10),
  })
  const manifest = merged(input, EMPTY_MANIFEST, booking.id)
  await inTransaction(payload, async (req) => {
    await updateBookingRecord(payload, req, {
      id: booking.id,
      data: { manifest },
      write: { actor: { kind: 'staff', name: 'Demo data' }, event: null },
    })
    // Monsoon's requests to the suppliers, and their answers: every stay and transfer confirmed,
    // the programs still waiting (the work queue's demo).
    await syncReservations(req, booking.id, { notify: false })
    const { docs } = await payload.find({
      collection: 'supplier-reservations',
      where: { booking: { equals: booking.id } },
      depth: 0,
      pagination: false,
      req,
    })
    for (const [index, row] of docs.entries()) {
      if (row.kind !== 'stay' && row.kind !== 'transfer') continue
      await payload.update({
        collection: 'supplier-reservations',
        id: row.id,
        data: {
          status: 'confirmed',
          confirmationNumber: `${row.kind === 'stay' ? 'HTL' : 'TRF'}-${4711 + index * 37}`,
          answeredAt: new Date().toISOString(),
          answeredBy: 'Mai Tran',
          version: row.version + 1,
        },
        context: { [RESERVATION_SYNC]: true },
        req,
        depth: 0,
      })
    }
  })
}
