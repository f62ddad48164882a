import { createLocalReq, type Endpoint, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TStaffUser } from '@/domain/staff-roles'
import type { TLanguageGaps } from '@/server/content/translations'
import { bootTestPayload } from '../support/payload'

/**
 * What is not yet translated (issue 26, ADR 046): a document with English texts and none in an
 * enabled language is listed for that language with a link to its edit view there, leaves the list
 * once translated, and only editors and admins may read the list.
 */

let payload: Payload
let untranslatedTexts: typeof import('@/server/content/translations').untranslatedTexts
let state: typeof import('@/server/content/translation-state')
const staff: Record<'admin' | 'editor' | 'consultant', TStaffUser & { collection: 'users' }> = {} as never

const listFor = async (code: string, user: TStaffUser & { collection?: string } = staff.editor) => {
  const languages = await untranslatedTexts({ payload, user })
  return languages.find((language) => language.code === code) as TLanguageGaps
}
const entryOf = (language: TLanguageGaps, id: string) => language.documents.find((document) => document.id === id)

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  ;({ untranslatedTexts } = await import('@/server/content/translations'))
  state = await import('@/server/content/translation-state')
  for (const [code, sort, enabled] of [
    ['en', 0, true],
    ['de', 1, true],
    ['fr', 2, false],
  ] as const) {
    await payload.create({
      collection: 'languages',
      data: { fullName: code === 'de' ? 'German' : code, code, sort, enabled },
    })
  }
  for (const role of ['admin', 'editor', 'consultant'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}@translations.test`, password: 'password-123', roles: [role] },
    })
    staff[role] = { ...user, collection: 'users' } as never
  }
})

describe('what is not yet translated', () => {
  it('lists a document with an English title and no German one for German, with a link to translate it', async () => {
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: 'How do I book?', answer: 'In the vault.', _status: 'published' },
    })
    const german = await listFor('de')
    expect(german.name).toBe('German')
    const entry = entryOf(german, faq.id)
    expect(entry).toMatchObject({
      kind: 'collection',
      slug: 'faqs',
      title: 'How do I book?',
      total: 2,
      href: `/admin/collections/faqs/${faq.id}?locale=de`,
    })
    expect(entry?.toDo.map((text) => text.path).sort()).toEqual(['answer', 'question'])
    expect(german.missing).toBeGreaterThanOrEqual(2)
    expect(german.total).toBeGreaterThanOrEqual(german.missing)
    // French is switched off: not a language to translate into.
    expect((await untranslatedTexts({ payload, user: staff.editor })).map((language) => language.code)).toEqual(['de'])
  })

  it('the document leaves the list once translated; a half translation stays with what is left', async () => {
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: 'Can I pay by card?', answer: 'Yes.', _status: 'published' },
    })
    const before = await listFor('de')
    expect(entryOf(before, faq.id)?.toDo).toHaveLength(2)

    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'de',
      data: { question: 'Kann ich mit Karte zahlen?' },
    })
    const half = await listFor('de')
    expect(entryOf(half, faq.id)?.toDo.map((text) => text.path)).toEqual(['answer'])
    expect(half.missing).toBe(before.missing - 1)

    await payload.update({ collection: 'faqs', id: faq.id, locale: 'de', data: { answer: 'Ja.' } })
    const after = await listFor('de')
    expect(entryOf(after, faq.id)).toBeUndefined()
    expect(after.missing).toBe(before.missing - 2)
    expect(after.total).toBe(before.total)
  })

  it('reads the latest draft: a translation saved as a draft counts as translated', async () => {
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: 'Where are you?', answer: 'Bangkok.', _status: 'published' },
    })
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'de',
      draft: true,
      data: { question: 'Wo sind Sie?', answer: 'Bangkok.' },
    })
    expect(entryOf(await listFor('de'), faq.id)).toBeUndefined()
  })

  it('counts texts in array rows: a translated title with an untranslated link label is listed', async () => {
    const column = await payload.create({
      collection: 'footer-columns',
      data: { title: 'Company', sort: 1, listItems: [{ url: '/about', fullName: 'About us' }] },
    })
    await payload.update({ collection: 'footer-columns', id: column.id, locale: 'de', data: { title: 'Firma' } })
    const entry = entryOf(await listFor('de'), column.id)
    expect(entry?.toDo.map((text) => text.path)).toEqual(['listItems.0.fullName'])
    expect(entry?.href).toBe(`/admin/collections/footer-columns/${column.id}?locale=de`)
  })

  it('editors and admins may read the list; a visitor, an agent and a consultant may not', async () => {
    await expect(untranslatedTexts({ payload, user: staff.admin })).resolves.toHaveLength(1)
    await expect(untranslatedTexts({ payload, user: null })).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    // An agent is not staff, whatever roles its record claims.
    const agent = { id: '00000000-0000-4000-8000-000000000001', collection: 'agents', roles: ['admin' as const] }
    await expect(untranslatedTexts({ payload, user: agent })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(untranslatedTexts({ payload, user: staff.consultant })).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })
})

/**
 * Outdated translations (issue 58, ADR 070): a translation records the English it was written
 * against; the English changing under it makes it outdated until it is translated again or marked
 * as still right. A text identical to its English sentence is copied, not translated.
 */
describe('outdated and copied translations', () => {
  const germanOf = async (id: string) => {
    const status = await state.documentTranslations({
      payload,
      user: staff.editor,
      kind: 'collection',
      slug: 'faqs',
      id,
    })
    return status?.languages.find((language) => language.code === 'de')
  }
  const newFaq = async (question: string, answer: string) =>
    payload.create({ collection: 'faqs', data: { question, answer, _status: 'published' } })

  it('a German translation becomes outdated when its English changes, and current when translated again', async () => {
    const faq = await newFaq('Do you arrange visas?', 'Yes, for every country we sell.')
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'de',
      data: { question: 'Besorgen Sie Visa?', answer: 'Ja, für jedes Land, das wir verkaufen.' },
    })
    expect(await germanOf(faq.id)).toMatchObject({ total: 2, missing: 0, outdated: 0, toDo: [] })

    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'en',
      data: { question: 'Do you arrange e-visas?' },
    })
    const outdated = await germanOf(faq.id)
    expect(outdated).toMatchObject({ outdated: 1, missing: 0 })
    expect(outdated?.toDo).toEqual([
      expect.objectContaining({ path: 'question', state: 'outdated', englishThen: 'Do you arrange visas?' }),
    ])
    const queue = (await listFor('de')).documents.find((document) => document.id === faq.id)
    expect(queue?.toDo.map((text) => text.state)).toEqual(['outdated'])

    // Saving German without touching the question keeps it outdated; translating it again does not.
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'de',
      data: { answer: 'Ja, für jedes Land, das wir anbieten.' },
    })
    expect((await germanOf(faq.id))?.outdated).toBe(1)
    await payload.update({ collection: 'faqs', id: faq.id, locale: 'de', data: { question: 'Besorgen Sie E-Visa?' } })
    expect(await germanOf(faq.id)).toMatchObject({ outdated: 0, toDo: [] })
  })

  it('a translation written before status was kept (the seed) is outdated once its English changes', async () => {
    const faq = await newFaq('Which airports do you serve?', 'All international airports.')
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'de',
      data: { question: 'Welche Flughäfen bedienen Sie?', answer: 'Alle internationalen Flughäfen.' },
      context: { seed: true },
    })
    expect((await germanOf(faq.id))?.outdated).toBe(0)
    await payload.update({ collection: 'faqs', id: faq.id, locale: 'en', data: { answer: 'All airports.' } })
    expect((await germanOf(faq.id))?.toDo).toEqual([
      expect.objectContaining({ path: 'answer', state: 'outdated', englishThen: 'All international airports.' }),
    ])
  })

  it('an editor marks an outdated translation as still right; a consultant may not', async () => {
    const faq = await newFaq('Is breakfast included?', 'Usually.')
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'de',
      data: { question: 'Ist das Frühstück inbegriffen?', answer: 'Meistens.' },
    })
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'en',
      data: { question: 'Is breakfast included?!' },
    })
    expect((await germanOf(faq.id))?.outdated).toBe(1)
    const ref = { payload, kind: 'collection' as const, slug: 'faqs', id: faq.id, locale: 'de' }
    await expect(state.markTranslationsCurrent({ ...ref, user: staff.consultant })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    await expect(state.markTranslationsCurrent({ ...ref, locale: 'en', user: staff.editor })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
    await expect(state.markTranslationsCurrent({ ...ref, user: staff.editor })).resolves.toEqual({ marked: 1 })
    expect(await germanOf(faq.id)).toMatchObject({ outdated: 0, toDo: [] })
  })

  it('a sentence left as the English is copied, not translated; a short name may stay the same', async () => {
    const faq = await newFaq('Mekong Delta', 'We sell the Mekong Delta all year round.')
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'de',
      data: { question: 'Mekong Delta', answer: 'We sell the Mekong Delta all year round.' },
    })
    const german = await germanOf(faq.id)
    expect(german).toMatchObject({ copied: 1, missing: 0, outdated: 0 })
    expect(german?.toDo).toEqual([expect.objectContaining({ path: 'answer', state: 'copied' })])
  })

  it('texts in array rows keep their state when rows move', async () => {
    const column = await payload.create({
      collection: 'footer-columns',
      data: {
        title: 'Destinations',
        sort: 9,
        listItems: [
          { url: '/th', fullName: 'Thailand by rail' },
          { url: '/vn', fullName: 'Vietnam by boat' },
        ],
      },
    })
    const rows = column.listItems ?? []
    await payload.update({
      collection: 'footer-columns',
      id: column.id,
      locale: 'de',
      data: {
        title: 'Reiseziele',
        listItems: rows.map((row, index) => ({
          ...row,
          fullName: index === 0 ? 'Thailand per Bahn' : 'Vietnam per Schiff',
        })),
      },
    })
    // The English of the second row changes and the rows swap places.
    await payload.update({
      collection: 'footer-columns',
      id: column.id,
      locale: 'en',
      data: { listItems: [{ ...rows[1], fullName: 'Vietnam by river boat' }, rows[0]] },
    })
    const status = await state.documentTranslations({
      payload,
      user: staff.editor,
      kind: 'collection',
      slug: 'footer-columns',
      id: column.id,
    })
    const german = status?.languages.find((language) => language.code === 'de')
    expect(german?.toDo).toEqual([
      expect.objectContaining({
        path: 'listItems.0.fullName',
        key: `listItems.${rows[1].id}.fullName`,
        state: 'outdated',
        englishThen: 'Vietnam by boat',
      }),
    ])
  })

  it("a list's rows are read together, each with its own state", async () => {
    const translated = await newFaq('Do you sell Laos?', 'Yes, all of it, from Luang Prabang to the 4,000 islands.')
    await payload.update({
      collection: 'faqs',
      id: translated.id,
      locale: 'de',
      data: { question: 'Verkaufen Sie Laos?' },
    })
    await payload.update({
      collection: 'faqs',
      id: translated.id,
      locale: 'en',
      data: { question: 'Do you sell all of Laos?' },
    })
    const untranslated = await newFaq('Do you sell Bhutan?', 'No.')
    const rows = await state.listedDocumentTranslations({
      payload,
      slug: 'faqs',
      ids: [translated.id, untranslated.id],
    })
    const german = (id: string) => rows.get(id)?.find((language) => language.code === 'de')
    expect(german(translated.id)).toMatchObject({ total: 2, missing: 1, outdated: 1 })
    expect(german(untranslated.id)).toMatchObject({ total: 2, missing: 2, outdated: 0 })
  })

  it("a deleted document's states go with it", async () => {
    const faq = await newFaq('Do you sell Myanmar?', 'Yes, when it is safe to travel.')
    await payload.update({ collection: 'faqs', id: faq.id, locale: 'de', data: { question: 'Verkaufen Sie Myanmar?' } })
    const target = `collections/faqs/${faq.id}`
    expect([...(await state.readBases(payload, target)).keys()]).toEqual(['de'])
    await payload.delete({ collection: 'faqs', id: faq.id })
    expect((await state.readBases(payload, target)).size).toBe(0)
  })

  it('two saves of one document at once both succeed: recording their state does not fail either', async () => {
    const faq = await newFaq('Can I change a booking?', 'Until it is confirmed.')
    // (Which of two simultaneous partial saves wins a field is Payload's; the back office locks a
    // document while someone edits it.)
    const saves = await Promise.allSettled([
      payload.update({
        collection: 'faqs',
        id: faq.id,
        locale: 'de',
        data: { question: 'Kann ich eine Buchung ändern?' },
      }),
      payload.update({ collection: 'faqs', id: faq.id, locale: 'de', data: { answer: 'Bis sie bestätigt ist.' } }),
    ])
    expect(saves.map((save) => save.status)).toEqual(['fulfilled', 'fulfilled'])
    expect((await germanOf(faq.id))?.total).toBe(2)
  })
})

/** The back office's status calls (ADR 070) refuse what is not theirs and answer bad input with a 4xx. */
describe('the translation status calls', () => {
  const call = async (path: string, body: string, user: (typeof staff)['editor'] | null = staff.editor) => {
    const endpoint = (payload.config.endpoints as Endpoint[]).find((each) => each.path === path)
    if (!endpoint) throw new Error(`No endpoint ${path}`)
    const req = await createLocalReq({ user: (user ?? undefined) as never }, payload)
    Object.assign(req, { routeParams: {}, text: async () => body })
    const response = await endpoint.handler(req)
    return { status: response.status, body: (await response.json()) as { data?: unknown; error?: { code: string } } }
  }
  const STATUS = '/translation-status'
  const CURRENT = '/translation-status/current'

  it('answers an editor with the status of a document and of a global', async () => {
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: 'Do you sell Vietnam?', answer: 'North to south.', _status: 'published' },
    })
    const document = await call(STATUS, JSON.stringify({ kind: 'collection', slug: 'faqs', id: faq.id }))
    expect(document.status).toBe(200)
    expect(document.body.data).toMatchObject({ title: 'Do you sell Vietnam?', languages: [{ code: 'de', missing: 2 }] })
    expect((await call(STATUS, JSON.stringify({ kind: 'global', slug: 'what-defines-us' }))).status).toBe(200)
  })

  it('refuses visitors and consultants, and answers bad input with a 400, 404 or 413', async () => {
    const faq = { kind: 'collection', slug: 'faqs', id: '00000000-0000-4000-8000-000000000009' }
    expect((await call(STATUS, JSON.stringify(faq), null)).status).toBe(403)
    expect((await call(STATUS, JSON.stringify(faq), staff.consultant)).status).toBe(403)
    expect((await call(CURRENT, JSON.stringify({ ...faq, locale: 'de' }), staff.consultant)).status).toBe(403)
    for (const body of [
      'not json',
      '[]',
      '"faqs"',
      JSON.stringify({ ...faq, kind: 'page' }),
      JSON.stringify({ ...faq, slug: '../users' }),
      JSON.stringify({ ...faq, slug: 'faqs\u0000' }),
      JSON.stringify({ ...faq, id: 'not-an-id' }),
      JSON.stringify({ ...faq, id: { $ne: null } }),
    ]) {
      expect({ body, status: (await call(STATUS, body)).status }).toEqual({ body, status: 400 })
    }
    for (const extra of [
      {},
      { locale: 'en' },
      { locale: 'xx' },
      { locale: 'de', keys: 'question' },
      { locale: 'de', keys: ['question\u0000'] },
      { locale: 'de', keys: Array.from({ length: 501 }, (_, index) => `k${index}`) },
    ]) {
      const body = JSON.stringify({ kind: 'collection', slug: 'faqs', id: faq.id, ...extra })
      expect({ extra, status: (await call(CURRENT, body)).status }).toEqual({ extra, status: 400 })
    }
    // No such document, or a collection without texts to translate.
    expect((await call(STATUS, JSON.stringify(faq))).status).toBe(404)
    expect((await call(STATUS, JSON.stringify({ ...faq, slug: 'bookings' }))).status).toBe(404)
    expect((await call(CURRENT, JSON.stringify({ ...faq, locale: 'de' }))).status).toBe(404)
    // A body over the limit, and a deeply nested one.
    expect((await call(STATUS, JSON.stringify({ ...faq, pad: 'x'.repeat(70_000) }))).status).toBe(413)
    expect((await call(STATUS, `${'['.repeat(5000)}${']'.repeat(5000)}`)).status).toBe(400)
  })
})
