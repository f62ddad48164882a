import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TStaffUser } from '@/domain/staff-roles'
import { bootTestPayload } from '../support/payload'

/**
 * Every demo document in German and French (issue 58): the translators' work queue of the demo
 * data set is empty in both languages, nothing missing, copied from English or outdated.
 */
let payload: Payload
let editor: TStaffUser & { collection: 'users' }

beforeAll(async () => {
  ;({ payload } = await bootTestPayload({ data: 'demo' }))
  const user = await payload.create({
    collection: 'users',
    data: { email: 'editor@demo-translations.test', password: 'password-123', roles: ['editor'] },
  })
  editor = { ...user, collection: 'users' } as never
})

describe('the demo in German and French', () => {
  it('has nothing left to translate', async () => {
    const { untranslatedTexts } = await import('@/server/content/translations')
    const languages = await untranslatedTexts({ payload, user: editor })
    expect(languages.map((language) => language.code).sort()).toEqual(['de', 'fr'])
    for (const language of languages) {
      expect(language.total).toBeGreaterThan(1500)
      const toDo = language.documents.map((document) => ({
        document: document.title,
        texts: document.toDo.map((text) => `${text.label} (${text.state})`),
      }))
      expect({ code: language.code, toDo }).toEqual({ code: language.code, toDo: [] })
    }
  })
})
