import { beforeAll, describe, expect, it } from 'vitest'
import { ANNA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { bookingHeader } from '../support/vault'

/**
 * A booking's history in its reader's language (issue 58): each entry is stored with its words
 * beside its English summary, and the API says it in the request's language (the vault sends its
 * page's), English when the call names none.
 */
let vault: TVault

beforeAll(async () => {
  vault = await bootDemoVault({ agents: [ANNA] })
})

type TBooking = { _id: string; version: number; history: { summary: string }[] }

describe('the booking history in the reader’s language', () => {
  it('says the entries of a new booking and its changed details in German, French and English', async () => {
    const created = await vault.call('POST', 'AddBooing', bookingHeader({ nameTour: 'Mekong in style' }), ANNA)
    expect(created.status).toBe(200)
    const booking = created.data as TBooking
    const changed = await vault.call(
      'PUT',
      'UpdateInfoBooing',
      { ...bookingHeader({ nameTour: 'Mekong in style', enddate: '2026-12-26', rooms: 2 }), _id: booking._id },
      ANNA,
    )
    expect(changed.status).toBe(200)
    const history = async (language?: string) => {
      const answer = await vault.call(
        'POST',
        'getOneRequestBooing',
        { _id: booking._id },
        ANNA,
        language ? { 'accept-language': language } : {},
      )
      return (answer.data as TBooking).history.map((entry) => entry.summary)
    }
    expect(await history()).toEqual([
      'Details changed: dates 15 Dec 2026 – 26 Dec 2026; 2 rooms',
      'Created “Mekong in style”, 10 days',
    ])
    expect(await history('de')).toEqual([
      'Angaben geändert: Reisedaten 15. Dez. 2026 – 26. Dez. 2026; 2 Zimmer',
      '„Mekong in style“ angelegt, 10 Tage',
    ])
    expect(await history('fr')).toEqual([
      'Informations modifiées\u00a0: dates du 15 déc. 2026 au 26 déc. 2026; 2 chambres',
      '«\u00a0Mekong in style\u00a0» créé, 10 jours',
    ])
  })

  it('keeps the English summary of an entry stored without words', async () => {
    const created = await vault.call('POST', 'AddBooing', bookingHeader({ nameTour: 'Old entries' }), ANNA)
    const booking = created.data as TBooking
    const { docs } = await vault.payload.find({
      collection: 'booking-events',
      where: { booking: { equals: booking._id } },
    })
    await vault.payload.update({
      collection: 'booking-events',
      id: docs[0].id,
      data: { summary: 'Imported from the old system', words: null },
    })
    const answer = await vault.call('POST', 'getOneRequestBooing', { _id: booking._id }, ANNA, {
      'accept-language': 'de',
    })
    expect((answer.data as TBooking).history.map((entry) => entry.summary)).toEqual(['Imported from the old system'])
  })

  it('names Monsoon’s automatic actors and says their entries in the reader’s language', async () => {
    const created = await vault.call('POST', 'AddBooing', bookingHeader({ nameTour: 'Held and released' }), ANNA)
    const booking = created.data as TBooking
    await vault.payload.create({
      collection: 'booking-events',
      data: {
        booking: booking._id,
        at: new Date().toISOString(),
        actorKind: 'staff',
        actorName: 'Automatic release',
        action: 'hold',
        summary: 'Hold expired: 2 room nights given back',
        words: [{ key: 'holdExpired', values: { roomNights: 2 } }],
      },
    })
    const answer = await vault.call('POST', 'getOneRequestBooing', { _id: booking._id }, ANNA, {
      'accept-language': 'de',
    })
    const [latest] = (answer.data as { history: { actorName: string; summary: string }[] }).history
    expect(latest).toMatchObject({
      actorName: 'Automatische Freigabe',
      summary: 'Option abgelaufen: 2 Zimmernächte freigegeben',
    })
  })
})
