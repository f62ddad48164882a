import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { bootTestPayload } from '../support/payload'

/**
 * Languages (issue 26, ADR 045): content calls answer in the language their languageId names,
 * untranslated texts fall back to English, a bad languageId is English, and each language's cached
 * answer is its own and is dropped on its own.
 */

let payload: Payload
let api: Awaited<ReturnType<typeof bootTestPayload>>['api']
const ids: Record<string, string> = {}

const get = async (path: string) => {
  const response = await api.request(path)
  return { status: response.status, body: (await response.json()) as { data?: unknown } }
}
const labels = async (languageId?: string) => {
  const query = languageId === undefined ? '' : `?languageId=${encodeURIComponent(languageId)}`
  const { status, body } = await get(`/b2badminapi/client/Config/menus${query}`)
  expect(status).toBe(200)
  return (body.data as Array<{ fullName: string }>).map((entry) => entry.fullName)
}
const faqs = async (languageId: string) => {
  const { body } = await get(
    `/b2badminapi/client/FrequentlyAskedQuestion/GetFrequentlyAskedQuestion?languageId=${languageId}`,
  )
  return (body.data as { items: Array<{ question: string; answer: string }> }).items
}

beforeAll(async () => {
  ;({ payload, api } = await bootTestPayload())
  for (const [code, sort] of [
    ['en', 0],
    ['de', 1],
    ['fr', 2],
  ] as const) {
    const language = await payload.create({
      collection: 'languages',
      data: { fullName: code, code, sort, enabled: code !== 'fr' },
    })
    ids[code] = language.id
  }
  const about = await payload.create({ collection: 'menu-entries', data: { fullName: 'About us', sort: 1 } })
  await payload.create({ collection: 'menu-entries', data: { fullName: 'Contact', sort: 2 } })
  await payload.update({ collection: 'menu-entries', id: about.id, locale: 'de', data: { fullName: 'Über uns' } })
  const faq = await payload.create({
    collection: 'faqs',
    data: { question: 'How do I book?', answer: 'In the vault.', _status: 'published' },
  })
  await payload.update({
    collection: 'faqs',
    id: faq.id,
    locale: 'de',
    data: { question: 'Wie buche ich?', _status: 'published' },
  })
})

describe('content in the language asked for', () => {
  it('German where translated, English where not (never empty), by id or by code', async () => {
    expect(await labels(ids.de)).toEqual(['Über uns', 'Contact'])
    expect(await labels('de')).toEqual(['Über uns', 'Contact'])
    expect(await faqs('de')).toEqual([expect.objectContaining({ question: 'Wie buche ich?', answer: 'In the vault.' })])
  })

  it('English by default, for English, and for any languageId that names no language shown', async () => {
    for (const languageId of [undefined, 'en', ids.en, ids.fr, 'fr', 'xx', 'DE', '../de', 'de-DE', 'de_']) {
      expect({ languageId, labels: await labels(languageId) }).toEqual({ languageId, labels: ['About us', 'Contact'] })
    }
  })
})

describe('names in each language (issue 58)', () => {
  it('a nation is named in German and French, and keeps its English address in every language', async () => {
    const nation = await payload.create({ collection: 'nations', data: { fullName: 'Cambodia', code: 'kh' } })
    await payload.update({ collection: 'nations', id: nation.id, locale: 'de', data: { fullName: 'Kambodscha' } })
    const nations = async (languageId: string) => {
      const { body } = await get(`/b2badminapi/client/Nation/GetNation?languageId=${languageId}`)
      return (body.data as Array<{ fullName: string; slug: string }>).map(({ fullName, slug }) => ({ fullName, slug }))
    }
    expect(await nations('de')).toEqual([{ fullName: 'Kambodscha', slug: 'cambodia' }])
    expect(await nations('en')).toEqual([{ fullName: 'Cambodia', slug: 'cambodia' }])
    // French is not shown (switched off above): English, never empty.
    expect(await nations('fr')).toEqual([{ fullName: 'Cambodia', slug: 'cambodia' }])
  })

  it('a program’s name is translated like its description, and a translation without it keeps the English name', async () => {
    const nation = await payload.create({ collection: 'nations', data: { fullName: 'Laos', code: 'la' } })
    const city = await payload.create({
      collection: 'cities',
      data: { fullName: 'Luang Prabang', nation: nation.id } as never,
    })
    const program = await payload.create({
      collection: 'programs',
      data: {
        name: 'Alms round at dawn',
        type: 'DayProgram',
        nation: nation.id,
        city: city.id,
        currency: 'USD',
        adultPrice: '10',
      } as never,
    })
    // A German description alone: the name stays English there (no 500 for a half-translated program).
    await payload.update({
      collection: 'programs',
      id: program.id,
      locale: 'de',
      data: { description: 'Frühmorgens.' },
    })
    const read = (locale: 'de' | 'fr') =>
      payload.findByID({ collection: 'programs', id: program.id, locale, fallbackLocale: 'en', depth: 0 })
    expect((await read('de')).name).toBe('Alms round at dawn')
    await payload.update({ collection: 'programs', id: program.id, locale: 'fr', data: { name: 'L’aumône à l’aube' } })
    expect((await read('fr')).name).toBe('L’aumône à l’aube')
    expect((await read('de')).name).toBe('Alms round at dawn')
  })
})

describe('each language cached on its own', () => {
  it('a German answer never serves English readers, nor the reverse, whichever is asked first', async () => {
    // Both cached now, in either order.
    expect(await labels('de')).toEqual(['Über uns', 'Contact'])
    expect(await labels('en')).toEqual(['About us', 'Contact'])
    expect(await labels('de')).toEqual(['Über uns', 'Contact'])
  })

  it('a German edit reaches German readers; English readers keep their answer', async () => {
    const [contact] = (await payload.find({ collection: 'menu-entries', where: { fullName: { equals: 'Contact' } } }))
      .docs
    await payload.update({ collection: 'menu-entries', id: contact.id, locale: 'de', data: { fullName: 'Kontakt' } })
    expect(await labels('de')).toEqual(['Über uns', 'Kontakt'])
    expect(await labels('en')).toEqual(['About us', 'Contact'])
  })

  it('an English edit reaches every language that shows the English text', async () => {
    const [about] = (await payload.find({ collection: 'menu-entries', where: { fullName: { equals: 'About us' } } }))
      .docs
    await payload.create({ collection: 'menu-entries', data: { fullName: 'Journal', sort: 3 } })
    await payload.update({
      collection: 'menu-entries',
      id: about.id,
      locale: 'en',
      data: { fullName: 'About Monsoon' },
    })
    expect(await labels('en')).toEqual(['About Monsoon', 'Contact', 'Journal'])
    expect(await labels('de')).toEqual(['Über uns', 'Kontakt', 'Journal'])
  })

  it('switching a language off sends its readers to English at once', async () => {
    await payload.update({ collection: 'languages', id: ids.de, data: { enabled: false } })
    expect(await labels('de')).toEqual(['About Monsoon', 'Contact', 'Journal'])
    await payload.update({ collection: 'languages', id: ids.de, data: { enabled: true } })
    expect(await labels('de')).toEqual(['Über uns', 'Kontakt', 'Journal'])
  })
})
