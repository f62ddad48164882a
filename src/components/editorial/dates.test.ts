import { describe, expect, it } from 'vitest'
import { PAGE_TYPES, type TPageType } from '@/domain/page-types'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import { editorialDate, editorialUtc } from './dates'

describe('editorial dates in the page language (issue 26)', () => {
  it('keeps spec §9 "MMM DD, YYYY" in English, on the UTC calendar', () => {
    expect(editorialDate('2026-11-04T07:00:00.000Z', 'en')).toBe('Nov 04, 2026')
    expect(editorialDate('2026-03-01T00:30:00+01:00', 'en')).toBe('Feb 28, 2026')
    expect(editorialUtc('2026-12-03T09:00:00.000Z', 'en')).toBe('Dec 03, 2026, 09:00 UTC')
  })

  it('writes German and French dates as their readers do', () => {
    expect(editorialDate('2026-11-04T07:00:00.000Z', 'de')).toBe('04. Nov. 2026')
    expect(editorialDate('2026-11-04T07:00:00.000Z', 'fr')).toBe('04 nov. 2026')
    expect(editorialDate('2026-03-01T00:30:00+01:00', 'de')).toBe('28. Feb. 2026')
    expect(editorialUtc('2026-12-03T09:00:00.000Z', 'de')).toBe('03. Dez. 2026, 09:00 UTC')
  })

  it('gives nothing for a bad date', () => {
    for (const locale of ['en', 'de', 'fr'] as const) expect(editorialDate('not a date', locale)).toBe('')
  })
})

describe('breadcrumb labels', () => {
  const crumbs = Object.entries(PAGE_TYPES as Record<string, TPageType>).filter(([, page]) => page.crumb)

  it('every page shown in breadcrumbs has its label in the catalogue, English as the page table has it', () => {
    const english = en.Editorial.crumbs as Record<string, string>
    const german = de.Editorial.crumbs as Record<string, string>
    for (const [key, page] of crumbs) {
      expect({ key, label: english[key] }).toEqual({ key, label: page.label })
      expect({ key, present: Boolean(german[key]) }).toEqual({ key, present: true })
    }
  })
})
