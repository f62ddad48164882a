import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'
import { toDoSummary } from '@/domain/translation-status'
import { listedDocumentTranslations, type TLanguageTranslation } from '@/server/content/translation-state'

/**
 * The rows of one list are read together: each cell of a render asks for its document, and the
 * first ask waits a turn so that the others join one read (a few queries for the whole page instead
 * of a few per row). A cell that comes after the read has started is read on its own.
 */
const listBatch = cache((payload: Payload, slug: string) => {
  let ids: string[] = []
  let read: Promise<Map<string, TLanguageTranslation[]>> | null = null
  const readNow = (wanted: string[]) => listedDocumentTranslations({ payload, slug, ids: wanted })
  return async (id: string): Promise<TLanguageTranslation[]> => {
    if (read === null) {
      ids.push(id)
      read = new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
        const wanted = ids
        ids = []
        return readNow(wanted)
      })
    } else if (!ids.includes(id)) {
      ids.push(id)
    }
    const batch = await read
    return batch.get(id) ?? (await readNow([id])).get(id) ?? []
  }
})

/**
 * The "Translations" column of a back-office list (issue 58, ADR 070): per language switched on,
 * the language's code and what is left to translate in the row's document.
 */
export async function TranslationStatusCell({ rowData, collectionSlug, payload }: DefaultServerCellComponentProps) {
  const id = rowData?.id
  if (typeof id !== 'string' && typeof id !== 'number') return null
  const languages = await listBatch(payload, collectionSlug)(String(id))
  if (languages.length === 0) return null
  return (
    <span
      className="translation-status-cell"
      style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem 0.75rem' }}
    >
      {languages.map((language) => {
        const summary = toDoSummary(language)
        const isDone = summary === 'translated'
        return (
          <span
            key={language.code}
            data-language={language.code}
            data-state={isDone ? 'translated' : 'to-do'}
            title={`${language.name}: ${summary}`}
            style={{
              whiteSpace: 'nowrap',
              color: isDone ? 'var(--theme-elevation-500)' : 'var(--theme-warning-750, inherit)',
            }}
          >
            <abbr title={language.name} style={{ textDecoration: 'none', fontWeight: 600 }}>
              {language.code.toUpperCase()}
            </abbr>{' '}
            {isDone ? '✓' : summary}
          </span>
        )
      })}
    </span>
  )
}
