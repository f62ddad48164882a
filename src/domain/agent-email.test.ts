import { describe, expect, it } from 'vitest'
import { ENGLISH_EMAIL_WORDS as EN, emailWordsOf } from '@/lib/i18n/email-words'
import de from '@/messages/de.json'
import fr from '@/messages/fr.json'
import { linkTo, monsoonEmail } from './agent-email'
import { instantConfirmationEmail } from './instant-email'

describe('Monsoon’s emails to agents (issue 58)', () => {
  it('are written in the reader’s language under Monsoon’s name, every value escaped', () => {
    const words = emailWordsOf('de', de)
    const { subject, html } = monsoonEmail(words, {
      subject: words.text('welcome.subject'),
      name: 'Lena <b>',
      paragraphs: [
        words.html('welcome.approved', { agency: 'Reisen & <Co>' }),
        words.html('welcome.choose', { link: linkTo('https://monsoon.test/de/set-password?token=a&b') }),
      ],
    })
    expect(subject).toBe('Ihr Monsoon-Agentenkonto ist bereit')
    expect(html).toMatch(/^<div lang="de"/)
    expect(html).toContain('MONSOON')
    expect(html).toContain('<p>Guten Tag Lena &lt;b&gt;,</p>')
    expect(html).toContain('Ihre Agentur Reisen &amp; &lt;Co&gt; ist freigeschaltet')
    expect(html).toContain('<br><a href="https://monsoon.test/de/set-password?token=a&amp;b">')
    expect(html).toContain('Herzliche Grüße<br>Ihr Monsoon-Team')
    expect(html).not.toContain('<Co>')
  })

  it('the Book now confirmation lists each stay in the reader’s words, with one point after the terms', () => {
    const stays = [
      {
        hotelName: 'The Siam',
        room: 'Deluxe',
        rooms: 1,
        dates: '12 janv. – 15 janv., 3 nuits',
        instant: true,
        terms: '50 % à partir du 2 janv.',
      },
      {
        hotelName: 'Rayavadee',
        room: 'Pavilion',
        rooms: 2,
        dates: '15 janv. – 19 janv., 4 nuits',
        instant: false,
        terms: '',
      },
    ]
    const args = { firstName: 'Camille', code: 'MS-1', confirmationNumber: 'MC-7', name: 'Îles', isWhole: false, stays }
    const more = { total: '4 250,00 €', link: 'https://m.test/fr/v/1', clientLink: 'https://m.test/c/1' }
    const french = instantConfirmationEmail({ ...args, ...more }, emailWordsOf('fr', fr))
    expect(french.subject).toBe('Partiellement confirmée MC-7\u00a0: Îles (MS-1)')
    expect(french.html).toContain(
      '<strong>The Siam</strong>, Deluxe × 1, 12 janv. – 15 janv., 3 nuits\u00a0: confirmée. 50 % à partir du 2 janv.</li>',
    )
    expect(french.html).toContain('sur demande, votre conseiller la confirme.')
    const english = instantConfirmationEmail({ ...args, isWhole: true, ...more }, EN)
    expect(english.subject).toBe('Confirmed MC-7: Îles (MS-1)')
    expect(english.html).toContain('is <strong>confirmed</strong>.')
  })
})
