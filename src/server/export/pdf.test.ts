import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import type { TExportDocument } from '@/domain/booking-export'
import { ENGLISH_DOCUMENT_WORDS as EN } from '@/lib/i18n/document-words'
import { renderPdf } from './pdf'

/** Each page's lines of text, as a reader's PDF library reads them, without the running footer. */
async function pagesOf(file: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false })
    .promise
  const pages: string[][] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str.trim() : ''))
        .filter((line) => line && !/ · page \d+ of \d+$/.test(line)),
    )
  }
  await document.destroy()
  return pages
}

/** A long trip whose days have one to three services, the first with a description of any length: its headings land all over the pages. */
function longTrip(length: number, facts = 1): TExportDocument {
  const days = Array.from({ length }, (_, index) => ({
    anchor: `day-${index + 1}`,
    heading: `Day ${index + 1} · heading`,
    locations: 'Luang Prabang',
    lines: Array.from({ length: 1 + (index % 3) }, (_, line) => ({
      text: `Service ${index + 1}.${line + 1}`,
      detail: '2 adults',
      status: null,
      price: null,
      description: line === 0 ? 'A morning on the river. '.repeat(1 + ((index * 7) % 23)) : null,
      image: null,
    })),
    totalLabel: '',
    total: null,
  }))
  return {
    lang: 'en',
    agencyName: 'Lotus Travel GmbH',
    contact: null,
    title: `${length} days of Laos`,
    facts: Array.from({ length: facts }, (_, index) => ({ label: `Fact ${index + 1}`, value: 'A value' })),
    days,
    contents: days.map((day) => ({ label: day.heading.replace('heading', 'at a glance'), anchor: day.anchor })),
    total: null,
    notesTitle: 'Good to know',
    notes: ['Carry a passport valid for six months.'],
    withPrices: false,
    selling: null,
    route: [],
  }
}

const BRAND = {
  agencyName: 'Lotus Travel GmbH',
  colour: '#2f6b4f',
  logo: null,
  contact: { name: '', email: '', place: '' },
}
const render = (document: TExportDocument, size: 'a4' | 'letter') =>
  renderPdf({ document, brand: BRAND, logo: null, photos: new Map(), size, words: EN })

describe('the PDF keeps headings with their content (issue 54)', () => {
  it('puts each day’s heading on the page of its first service, and the notes’ heading with the first note', async () => {
    for (const size of ['a4', 'letter'] as const) {
      const pages = await pagesOf(await render(longTrip(60), size))
      expect(pages.length).toBeGreaterThan(5)
      for (const page of pages) {
        for (const line of page) {
          const day = /^Day (\d+) · heading$/.exec(line)?.[1]
          if (day) expect(page, `${size}: day ${day}'s heading without its first service`).toContain(`Service ${day}.1`)
        }
        if (page.includes('Good to know')) expect(page).toContain('Carry a passport valid for six months.')
      }
    }
  })

  it('keeps the days at a glance on one page when they fit on one', async () => {
    for (const size of ['a4', 'letter'] as const) {
      // The facts push the list down the first page: it must move whole to the next.
      const pages = await pagesOf(await render(longTrip(30, 25), size))
      const glance = pages.find((page) => page.includes('At a glance')) ?? []
      expect(glance, size).toContain('Day 1 · at a glance')
      expect(glance, size).toContain('Day 30 · at a glance')
    }
  })
})
