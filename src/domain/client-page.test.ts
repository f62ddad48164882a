import { describe, expect, it } from 'vitest'
import { documentWordsOf, ENGLISH_DOCUMENT_WORDS as EN } from '@/lib/i18n/document-words'
import fr from '@/messages/fr.json'
import { DEFAULT_EXPORT_TEXTS, exportDocument } from './booking-export'
import { clientItineraryGoneHtml, clientItineraryHtml } from './client-page'
import type { TItinerarySummary } from './itinerary/summary'
import { sellingPrice } from './pricing/selling'

const summary: TItinerarySummary = {
  currency: 'EUR',
  total: 30_000,
  days: [
    {
      day: 1,
      date: '2027-01-11',
      dateLabel: 'Mon 11 Jan 2027',
      locations: ['Hội An'],
      items: [
        {
          kind: 'activity',
          type: 'DayProgram',
          tourId: 'p',
          name: 'Lanterns <b>& rice</b>',
          detail: '2 adults',
          total: 30_000,
        },
      ],
      total: 30_000,
    },
  ],
}
const booking = {
  Code: 'BK000123',
  nameTour: 'Central "Vietnam"',
  begindate: '2027-01-11T07:00:00.000Z',
  enddate: '2027-01-11T07:00:00.000Z',
  days: 1,
  nights: 0,
  adultQuantity: 2,
  childQuantity: 0,
  lsChildren: [],
  rooms: 1,
  agentName: 'Anna',
}
const brand = {
  agencyName: 'Lotus & Co',
  colour: '#2f6b4f',
  logo: null,
  contact: { name: 'Anna Schmidt', email: 'anna@lotus.example', place: 'Munich' },
}
const documentWith = (showToClient: boolean, words = EN) =>
  exportDocument({
    booking,
    summary,
    agencyName: brand.agencyName,
    withPrices: false,
    texts: DEFAULT_EXPORT_TEXTS,
    stories: new Map([
      [
        'p',
        {
          description: 'Evening <script>x</script>',
          image: { filename: 'f.jpg', url: '/media/f.jpg', width: 960, height: 640, alt: 'Lanterns' },
        },
      ],
    ]),
    selling: {
      price: sellingPrice({ DayProgram: 30_000 }, { kind: 'percent', bps: 2000 }, 2),
      markup: { kind: 'percent', bps: 2000 },
      showToClient,
    },
    words,
  })

describe('the client itinerary page (issue 21)', () => {
  it('is the agency’s document: escaped, no script, not indexed, nothing of the site’s', () => {
    const html = clientItineraryHtml({ document: documentWith(false), brand, pdfPath: '/itinerary/t/pdf', say: EN.say })
    expect(html).toContain('<title>Central &quot;Vietnam&quot; · Lotus &amp; Co</title>')
    expect(html).toContain('Lanterns &lt;b&gt;&amp; rice&lt;/b&gt;')
    expect(html).toContain('Evening &lt;script&gt;x&lt;/script&gt;')
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow, noarchive">')
    expect(html).toContain('<meta name="referrer" content="no-referrer">')
    expect(html).toContain('<img src="/media/f.jpg" alt="Lanterns" width="960" height="640"')
    expect(html).toContain('href="/itinerary/t/pdf?size=letter"')
    // The travel documents only when the link offers them (issue 56).
    expect(html).not.toContain('data-travel-documents')
    const offered = clientItineraryHtml({
      document: documentWith(false),
      brand,
      pdfPath: '/itinerary/t/pdf',
      travelDocumentsPath: '/itinerary/t/travel-documents',
      say: EN.say,
    })
    expect(offered).toContain(
      '<a class="button" href="/itinerary/t/travel-documents?size=a4" data-travel-documents>Travel documents with vouchers (A4)</a>',
    )
    expect(html).toContain('--brand:#2f6b4f')
    expect(html).not.toMatch(/monsoon|BK000123|EUR/i)
  })

  it('shows the selling price only when the agent chose to', () => {
    const html = clientItineraryHtml({ document: documentWith(true), brand, pdfPath: '/p', say: EN.say })
    expect(html).toContain('360.00 EUR <span>in total</span>')
    expect(html).toContain('180.00 EUR per person')
    expect(html).not.toContain('300.00')
  })

  it('is written in the client’s language (issue 26): labels, dates, money, the page’s lang', () => {
    const french = documentWordsOf('fr', fr)
    const html = clientItineraryHtml({
      document: documentWith(true, french),
      brand,
      pdfPath: '/p',
      say: french.say,
    })
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<h2 id="days">Jour par jour</h2>')
    expect(html).toContain('<h3 id="day-1-title">Jour 1 · ')
    expect(html).toContain('360,00\u00a0€ <span>au total</span>')
    expect(html).toContain('180,00\u00a0€ par personne')
    expect(html).toContain('Pour 2 voyageurs')
    expect(html).toContain('>Dates</dt><dd>11 janv. 2027 – 11 janv. 2027</dd>')
    expect(html).toContain(
      'Une question sur votre voyage\u202f? Écrivez à Anna Schmidt à l’adresse <a href="mailto:anna@lotus.example">anna@lotus.example</a>.',
    )
    expect(html).not.toMatch(/Day by day|in total|per person/)
  })

  it('says a withdrawn link plainly', () => {
    const html = clientItineraryGoneHtml()
    expect(html).toContain('This itinerary is not available')
    expect(html).not.toMatch(/monsoon|<script/i)
  })
})
