import type { Payload } from 'payload'
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
const staff: Record<'admin' | 'editor' | 'consultant', TStaffUser & { collection: 'users' }> = {} as never

const listFor = async (code: string, user: TStaffUser & { collection?: string } = staff.editor) => {
  const languages = await untranslatedTexts({ payload, user })
  return languages.find((language) => language.code === code) as TLanguageGaps
}
const entryOf = (language: TLanguageGaps, id: string) => language.documents.find((document) => document.id === id)

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  ;({ untranslatedTexts } = await import('@/server/content/translations'))
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
    expect(entry?.missing.map((gap) => gap.path).sort()).toEqual(['answer', 'question'])
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
    expect(entryOf(before, faq.id)?.missing).toHaveLength(2)

    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'de',
      data: { question: 'Kann ich mit Karte zahlen?' },
    })
    const half = await listFor('de')
    expect(entryOf(half, faq.id)?.missing.map((gap) => gap.path)).toEqual(['answer'])
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
    expect(entry?.missing.map((gap) => gap.path)).toEqual(['listItems.0.fullName'])
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
