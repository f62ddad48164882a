import { describe, expect, it } from 'vitest'
import { DOCUMENT_KEYS } from '@/domain/document-words'
import en from '@/messages/en.json'
import { documentWords } from './document-words'

describe('the documents’ words (issue 26)', () => {
  it('are exactly the Document namespace of the catalogues', () => {
    expect([...DOCUMENT_KEYS].sort()).toEqual(Object.keys(en.Document).sort())
  })

  it('are written in the language asked for, with its plurals and dates’ tag', async () => {
    const [english, german, french] = await Promise.all([documentWords('en'), documentWords('de'), documentWords('fr')])
    expect(english.say('durationValue', { days: 1, nights: 0 })).toBe('1 day, 0 nights')
    expect(german.say('durationValue', { days: 12, nights: 11 })).toBe('12 Tage, 11 Nächte')
    expect(french.say('perPersonValue', { amount: '90,00 €', people: 1 })).toBe('90,00 € (1 voyageur)')
    expect([english.tag, german.tag, french.tag]).toEqual(['en-GB', 'de-DE', 'fr-FR'])
  })
})
