import { describe, expect, it } from 'vitest'
import { englishLines, isEnglish } from './english-text'

describe('isEnglish: the language crawl’s reading of one line (issue 58)', () => {
  it('finds English sentences, labels and the reasons the issue quotes', () => {
    expect(isEnglish('Sent with the request to anna@lotus-travel.demo')).toBe(true)
    expect(isEnglish('Auf Anfrage: Inside the release period')).toBe(true)
    expect(isEnglish('Tailor-made journeys through Thailand, Vietnam, Cambodia, Laos and Myanmar')).toBe(true)
    expect(isEnglish('Book now')).toBe(true)
  })

  it('leaves German, French, names and figures alone', () => {
    expect(isEnglish('Individuelle Reisen durch Thailand, Vietnam und Kambodscha – für Reisebüros geplant.')).toBe(
      false,
    )
    expect(isEnglish('Des voyages sur mesure en Thaïlande et au Cambodge, conçus pour les agences.')).toBe(false)
    expect(isEnglish('Temple of Literature')).toBe(false)
    expect(isEnglish('The Reverie Saigon')).toBe(false)
    expect(isEnglish('Anantara Riverside Bangkok Resort')).toBe(false)
    expect(isEnglish('The Library Room, Thonglor')).toBe(false)
    expect(isEnglish('Dîner privé dans The Library Room, Thonglor')).toBe(false)
    expect(isEnglish('1.234,50 € · 24. Nov. 2026')).toBe(false)
  })
})

describe('englishLines', () => {
  it('lists each English line of a page’s text once, trimmed', () => {
    const text =
      'Startseite\n  Your ground partner across the Mekong region \nIhr Partner\nYour ground partner across the Mekong region'
    expect(englishLines(text)).toEqual(['Your ground partner across the Mekong region'])
  })
})
