import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, ServerProps } from 'payload'
import { STAFF_AREAS, type TStaffUser } from '@/domain/staff-roles'
import { toDoSummary, translatedCount } from '@/domain/translation-status'
import { isAppError } from '@/lib/errors'
import { type TLanguageGaps, type TUntranslatedDocument, untranslatedTexts } from '@/server/content/translations'

/** How many of a document's missing fields are named before "and N more". */
const NAMED = 4
/** Longer lists of one kind start folded, so one big collection does not hide the others. */
const OPEN_UP_TO = 25

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

const cell = { padding: '0.4rem 0.75rem 0.4rem 0', verticalAlign: 'top', textAlign: 'left' } as const

const STATE_WORDS = { missing: 'missing', copied: 'copied', outdated: 'outdated' } as const

function MissingFields({ document }: { document: TUntranslatedDocument }) {
  const named = document.toDo.slice(0, NAMED).map((text) => `${text.label} (${STATE_WORDS[text.state]})`)
  const more = document.toDo.length - named.length
  return (
    <>
      {named.join(', ')}
      {more > 0 ? `, and ${more} more` : ''}
    </>
  )
}

function LanguageSection({ language }: { language: TLanguageGaps }) {
  const groups = new Map<string, TUntranslatedDocument[]>()
  for (const document of language.documents) {
    groups.set(document.typeLabel, [...(groups.get(document.typeLabel) ?? []), document])
  }
  const headingId = `translations-${language.code}`
  const translated = translatedCount(language)
  return (
    <section aria-labelledby={headingId} className="translations__language" style={{ marginBottom: '2.5rem' }}>
      <h2 id={headingId} style={{ margin: '0 0 0.5rem' }}>
        {language.name}
      </h2>
      <p className="translations__summary" data-language={language.code} style={{ margin: 0 }}>
        {language.name}: {translated} of {plural(language.total, 'text', 'texts')} translated; {toDoSummary(language)}{' '}
        in {plural(language.documents.length, 'document', 'documents')}
      </p>
      {language.total > 0 && (
        <div
          aria-hidden="true"
          style={{
            height: 6,
            maxWidth: '32rem',
            margin: '0.75rem 0 0',
            borderRadius: 3,
            background: 'var(--theme-elevation-100)',
            overflow: 'hidden',
          }}
        >
          <div
            style={{
              height: '100%',
              width: `${(100 * translated) / language.total}%`,
              background: 'var(--theme-text)',
            }}
          />
        </div>
      )}
      {language.documents.length === 0 ? (
        <p>Everything with English text is translated and up to date.</p>
      ) : (
        [...groups.entries()].map(([typeLabel, documents]) => (
          <details key={typeLabel} open={documents.length <= OPEN_UP_TO} style={{ marginTop: '1.25rem' }}>
            <summary>
              <h3 style={{ display: 'inline' }}>
                {typeLabel} ({documents.length})
              </h3>
            </summary>
            <table style={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', marginTop: '0.5rem' }}>
              <colgroup>
                <col style={{ width: '40%' }} />
                <col style={{ width: '9rem' }} />
                <col />
              </colgroup>
              <thead>
                <tr>
                  <th style={cell} scope="col">
                    Document
                  </th>
                  <th style={cell} scope="col">
                    To do
                  </th>
                  <th style={cell} scope="col">
                    Texts
                  </th>
                </tr>
              </thead>
              <tbody>
                {documents.map((document) => (
                  <tr
                    key={`${document.slug}-${document.id ?? ''}`}
                    style={{ borderTop: '1px solid var(--theme-elevation-100)' }}
                  >
                    <td style={cell}>
                      <a href={document.href} lang="en">
                        {document.title}
                      </a>
                    </td>
                    <td style={cell}>
                      {toDoSummary(document)} of {document.total}
                    </td>
                    <td style={cell}>
                      <MissingFields document={document} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ))
      )}
    </section>
  )
}

async function Report({ initPageResult }: Pick<AdminViewServerProps, 'initPageResult'>) {
  const { req } = initPageResult
  try {
    const languages = await untranslatedTexts({
      payload: req.payload,
      user: req.user as unknown as (TStaffUser & { collection?: string }) | null,
    })
    if (languages.length === 0) {
      return (
        <p>Only English is switched on. Switch on another language in Settings → Languages to translate into it.</p>
      )
    }
    return (
      <>
        {languages.map((language) => (
          <LanguageSection key={language.code} language={language} />
        ))}
      </>
    )
  } catch (error) {
    if (isAppError(error) && (error.code === 'FORBIDDEN' || error.code === 'UNAUTHORIZED'))
      return <p>{error.message}</p>
    throw error
  }
}

/**
 * /admin/translations (issue 26 and 58, ADRs 046 and 070): the work queue of translators. Per
 * language switched on, the documents and globals with texts missing, copied from English or
 * outdated, each a link to its edit view in that language, where every text has its English beside it.
 */
export async function TranslationsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user || undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="translations-view">
        <h1 style={{ margin: '1.5rem 0 0.75rem' }}>Translations to do</h1>
        <p style={{ maxWidth: '48rem', margin: '0 0 2rem' }}>
          Texts of the latest drafts that have English and, in another language, nothing (missing), the English itself
          (copied), or a translation of an English text that has changed since (outdated). Readers see the English text
          where a translation is missing. Open a document to translate it beside the English.
        </p>
        <Report initPageResult={initPageResult} />
      </Gutter>
    </DefaultTemplate>
  )
}

/** The navigation's link to the list, for whoever edits content. */
export function TranslationsNavLink({ user, payload }: ServerProps) {
  const roles = (user as unknown as TStaffUser | undefined)?.roles ?? []
  if (!roles.some((role) => (STAFF_AREAS.content as readonly string[]).includes(role))) return null
  return (
    <a className="nav__link translations-nav-link" href={`${payload.config.routes.admin}/translations`}>
      Translations to do
    </a>
  )
}
