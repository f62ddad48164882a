'use client'
import { Button, useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useState } from 'react'
import { type TTextToDo, toDoSummary, translatedCount } from '@/domain/translation-status'
import { markStillRight, useTranslationStatus } from './english-source'

type TLanguage = {
  code: string
  name: string
  total: number
  missing: number
  copied: number
  outdated: number
  toDo: TTextToDo[]
  href: string
}

/** How many of a language's texts the panel names before "and N more". */
const NAMED = 6

const STATE_WORDS: Record<TTextToDo['state'], string> = {
  missing: 'missing',
  copied: 'copied from English',
  outdated: 'outdated',
}

/**
 * Beside the edit form of every document with localized texts (issue 58, ADR 070): per language
 * switched on, how much is translated, what is missing, copied from English or outdated, a link
 * to translate it beside the English, and "still right" for outdated texts that need no change.
 * Read again after each save.
 */
export function TranslationStatusPanel() {
  const { id, collectionSlug, globalSlug, data, lastUpdateTime } = useDocumentInfo()
  const { config } = useConfig()
  const locale = useLocale() as { code?: string } | false
  const current = locale ? locale.code : undefined
  const api = config.routes.api
  const ref = globalSlug
    ? { kind: 'global', slug: globalSlug }
    : collectionSlug && id !== undefined && id !== null
      ? { kind: 'collection', slug: collectionSlug, id: String(id) }
      : null
  const refKey = ref ? JSON.stringify(ref) : ''
  // The fields' key for the same read (EnglishBeside): one status call serves the panel and them.
  const savedAt = `${String((data as { updatedAt?: unknown } | undefined)?.updatedAt ?? '')}@${lastUpdateTime}`
  const status = useTranslationStatus(api, refKey, savedAt) as { languages: TLanguage[] } | null | undefined
  const languages = status ? status.languages : null
  const failed = status === null
  const [busy, setBusy] = useState<string | null>(null)

  if (!ref) return null
  return (
    <section
      aria-labelledby="translation-status-heading"
      className="translation-status-panel"
      style={{ marginBottom: '1.5rem' }}
    >
      <h3 id="translation-status-heading" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
        Translations
      </h3>
      {failed && <p role="alert">The translations' status could not be read. Reload the page to try again.</p>}
      {!failed && languages === null && <p>Reading the translations…</p>}
      {languages?.length === 0 && <p>Only English is switched on.</p>}
      {languages?.map((language) => {
        const translated = translatedCount(language)
        const named = language.toDo.slice(0, NAMED)
        return (
          <div key={language.code} data-language={language.code} style={{ margin: '0 0 1rem' }}>
            <p style={{ margin: 0 }}>
              <strong>{language.name}</strong>: {translated} of {language.total}{' '}
              {language.total === 1 ? 'text' : 'texts'} translated
            </p>
            {language.total > 0 && (
              <div
                aria-hidden="true"
                style={{
                  height: 4,
                  margin: '0.35rem 0',
                  borderRadius: 2,
                  background: 'var(--theme-elevation-100)',
                  overflow: 'hidden',
                }}
              >
                <div
                  style={{
                    height: '100%',
                    width: `${(100 * translated) / language.total}%`,
                    background: 'var(--theme-success-500, var(--theme-text))',
                  }}
                />
              </div>
            )}
            {language.toDo.length > 0 && (
              <>
                <p style={{ margin: '0.25rem 0' }}>{toDoSummary(language)}:</p>
                <ul style={{ margin: '0 0 0.35rem', paddingLeft: '1.1rem' }}>
                  {named.map((text) => (
                    <li key={text.key}>
                      {text.label} ({STATE_WORDS[text.state]})
                    </li>
                  ))}
                  {language.toDo.length > named.length && <li>and {language.toDo.length - named.length} more</li>}
                </ul>
              </>
            )}
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
              {current !== language.code && language.toDo.length > 0 && (
                <a href={language.href}>Translate into {language.name}</a>
              )}
              {language.outdated > 0 && (
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  disabled={busy !== null}
                  tooltip="The translations need no change for the new English"
                  onClick={() => {
                    setBusy(language.code)
                    markStillRight(api, { ...ref, locale: language.code }).finally(() => setBusy(null))
                  }}
                >
                  {language.outdated === 1
                    ? 'Outdated text is still right'
                    : `All ${language.outdated} outdated are still right`}
                </Button>
              )}
            </div>
          </div>
        )
      })}
    </section>
  )
}
