import { describe, expect, it } from 'vitest'
import { partsOf, said } from '@/domain/history-words'
import { confirmedWithoutWords } from '@/domain/travellers'
import { errorDay } from '@/lib/errors'
import de from '@/messages/de.json'
import fr from '@/messages/fr.json'
import { englishHistory, historyEntry, historyWordsOf, storedRefusal } from './history-words'

/** The booking history's words (issue 58, ADR 069): stored once, said in each reader's language. */
describe('the history’s words', () => {
  const changed = [
    said('detailsChanged', {
      changes: partsOf([
        said('changeDates', { begin: { date: '2026-12-15' }, end: { date: '2026-12-26' } }),
        said('changeParty', { adults: 2, children: 1 }),
        said('changeLanguage', { language: { language: 'fr' } }),
      ]),
    }),
  ]

  it('stores an English summary beside its words', () => {
    expect(historyEntry('details', changed)).toEqual({
      action: 'details',
      summary: 'Details changed: dates 15 Dec 2026 – 26 Dec 2026; 2 adults, 1 child; client’s language Français',
      words: changed,
    })
  })

  it('says statuses, money, moments and lists in German and French', () => {
    const german = historyWordsOf('de', de)
    const french = historyWordsOf('fr', fr)
    expect(german(changed)).toBe(
      'Angaben geändert: Reisedaten 15. Dez. 2026 – 26. Dez. 2026; 2 Erwachsene, 1 Kind; Sprache des Kunden Français',
    )
    const quoted = [
      said('status', { from: { status: 'requested' }, to: { status: 'quoted' } }),
      said('quoteEdited', {
        changes: partsOf([said('editPriced', { count: 1 }), said('editRemoved', { count: 2 })], 'comma'),
      }),
    ]
    expect(englishHistory(quoted)).toBe('Status Requested → Quoted; Quote edited: 1 price changed, 2 services removed')
    expect(german(quoted)).toBe(
      'Status Angefragt → Angebot erhalten; Angebot bearbeitet: 1 Preis geändert, 2 Leistungen entfernt',
    )
    const sent = [said('sent', { services: 3, total: { money: 123456, currency: 'EUR' } })]
    expect(englishHistory(sent)).toBe('Sent to Monsoon: 3 services, total 1,234.56 EUR')
    expect(french(sent)).toBe('Envoyé à Monsoon\u00a0: 3 prestations, total 1\u202f234,56\u00a0€')
    const held = [said('holdExtended', { until: { moment: '2026-12-21T14:00:00.000Z' } })]
    expect(englishHistory(held)).toBe('Hold extended until 21 Dec 2026, 14:00 UTC')
  })

  it('says a dropped service’s refusal, its date kept as text, in the reader’s language', () => {
    const refusal = storedRefusal({
      key: 'noRateOn',
      values: { hotel: 'Rayavadee', room: 'Pavilion', date: errorDay('2026-12-20') },
    })
    expect(typeof refusal.values?.date).toBe('string')
    const removed = [said('removed', { problems: { refusals: [refusal] } })]
    expect(englishHistory(removed)).toBe('removed: Rayavadee, Pavilion: no rate on 20 Dec 2026')
    expect(historyWordsOf('de', de)(removed)).toBe('entfernt: Rayavadee, Pavilion: kein Preis am 20. Dez. 2026')
  })

  it('says what a consultant confirmed without, with their note as written', () => {
    const without = [
      confirmedWithoutWords(
        [{ code: 'noDeparture' }, { code: 'unroomed', hotel: 'Rayavadee', checkIn: '2026-12-20', count: 2 }],
        'Flights follow',
      ),
    ]
    expect(englishHistory(without)).toBe(
      'confirmed without: No departure flight; Rayavadee from 20 Dec 2026: 2 travellers without a room (note: Flights follow)',
    )
    expect(historyWordsOf('de', de)(without)).toBe(
      'bestätigt ohne: Kein Abflug; Rayavadee ab 20. Dez. 2026: 2 Reisende ohne Zimmer (Notiz: Flights follow)',
    )
  })
})
