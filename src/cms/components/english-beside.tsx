'use client'
import { Button, useConfig, useDocumentInfo, useFieldPath, useForm, useFormFields, useLocale } from '@payloadcms/ui'
import { useEffect, useMemo, useState } from 'react'
import { DEFAULT_LOCALE } from '@/domain/locales'
import { richTextPlainText, valueAtPath } from '@/domain/translation-gaps'
import type { TTextToDo } from '@/domain/translation-status'
import { englishVersion, markStillRight, useTranslationStatus } from './english-source'

type TProps = {
  path?: string
  readOnly?: boolean
  field?: { type?: string }
}

/** The key of a text (rows named by id, ADR 070): "items.0.title" with row 0's id "abc" -> "items.abc.title". */
const textKey = (path: string, rowIds: Readonly<Record<string, string | undefined>>) => {
  const segments = path.split('.')
  return segments
    .map((segment, index) =>
      /^\d+$/.test(segment) ? (rowIds[segments.slice(0, index + 1).join('.')] ?? segment) : segment,
    )
    .join('.')
}

type TStatus = { languages?: { code: string; toDo: TTextToDo[] }[] }

/** The row prefixes of a form path: "items.0.links.2.label" -> ["items.0", "items.0.links.2"]. */
const rowPrefixes = (path: string): string[] => {
  const segments = path.split('.')
  return segments.flatMap((segment, index) => (/^\d+$/.test(segment) ? [segments.slice(0, index + 1).join('.')] : []))
}

/**
 * Beside every localized text, textarea and rich text (issue 26 and 58, ADRs 046 and 070): while
 * an editor edits another language, the field's English text, read-only, with "Copy English" for
 * plain texts so they can translate over it, and the translation's state when it needs work: copied
 * from English, or outdated with the English it was translated from and "Still right". On wide
 * screens the English stands to the left of the input (custom.css). Nothing while editing English,
 * in a document not saved yet, or where English is empty. Attached to every localized text by
 * `src/cms/fields/localized.ts`.
 */
export function EnglishBeside(props: TProps) {
  const locale = useLocale() as { code?: string } | false
  const code = locale ? locale.code : undefined
  const path = useFieldPath() ?? props.path ?? ''
  const { id, collectionSlug, globalSlug, data, lastUpdateTime } = useDocumentInfo()
  const { config } = useConfig()
  // Read and written through the form directly: a second useField on the path would run its own
  // validation and overwrite the field's errors.
  const value = useFormFields(([fields]) => fields[path]?.value)
  const dispatchField = useFormFields(([, dispatch]) => dispatch)
  const { setModified } = useForm()
  const prefixes = useMemo(() => rowPrefixes(path), [path])
  // The ids of the rows this field sits in, so the English row is found even after rows moved.
  const rowIdKey = useFormFields(([fields]) =>
    prefixes.map((prefix) => String(fields[`${prefix}.id`]?.value ?? '')).join('\u0000'),
  )
  const isTranslating = Boolean(code && code !== DEFAULT_LOCALE)
  const api = config.routes.api
  const url = !isTranslating
    ? null
    : globalSlug
      ? `${api}/globals/${globalSlug}?locale=${DEFAULT_LOCALE}&depth=0&draft=true`
      : collectionSlug && id !== undefined && id !== null
        ? `${api}/${collectionSlug}/${encodeURIComponent(String(id))}?locale=${DEFAULT_LOCALE}&depth=0&draft=true`
        : null
  const savedAt = `${String((data as { updatedAt?: unknown } | undefined)?.updatedAt ?? '')}@${lastUpdateTime}`
  const [english, setEnglish] = useState<unknown>(null)
  const [isMarking, setIsMarking] = useState(false)
  const statusBody = !isTranslating
    ? null
    : globalSlug
      ? { kind: 'global', slug: globalSlug }
      : collectionSlug && id !== undefined && id !== null
        ? { kind: 'collection', slug: collectionSlug, id: String(id) }
        : null
  const statusKey = statusBody ? JSON.stringify(statusBody) : ''

  useEffect(() => {
    if (!url) {
      setEnglish(null)
      return
    }
    let isCurrent = true
    englishVersion(url, savedAt).then((doc) => {
      if (isCurrent) setEnglish(doc)
    })
    return () => {
      isCurrent = false
    }
  }, [url, savedAt])

  const status = useTranslationStatus(api, statusKey, savedAt) as TStatus | null | undefined

  if (!isTranslating || !english) return null
  const ids = rowIdKey.split('\u0000')
  const rowIds = Object.fromEntries(prefixes.map((prefix, index) => [prefix, ids[index] || undefined]))
  const raw = valueAtPath(english, path, rowIds)
  const isRichText = props.field?.type === 'richText'
  const text = isRichText ? richTextPlainText(raw) : typeof raw === 'string' ? raw : ''
  if (!text.trim()) return null
  const key = textKey(path, rowIds)
  const toDo = status?.languages?.find((language) => language.code === code)?.toDo.find((text) => text.key === key)
  const keepAsItIs = () => {
    setIsMarking(true)
    markStillRight(api, { ...JSON.parse(statusKey), locale: code ?? '', keys: [key] }).finally(() =>
      setIsMarking(false),
    )
  }

  return (
    <section
      aria-label="English"
      className="english-beside"
      lang={DEFAULT_LOCALE}
      style={{
        padding: '0.5rem 0.75rem',
        borderLeft: '3px solid var(--theme-elevation-250)',
        background: 'var(--theme-elevation-50)',
        borderRadius: '0 var(--style-radius-s, 3px) var(--style-radius-s, 3px) 0',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem' }}>
        <strong style={{ fontSize: '0.75rem', letterSpacing: '0.04em', textTransform: 'uppercase' }}>English</strong>
        {!isRichText && (
          <Button
            buttonStyle="secondary"
            size="xsmall"
            margin={false}
            disabled={Boolean(props.readOnly) || value === text}
            onClick={() => {
              dispatchField({ type: 'UPDATE', path, value: text })
              setModified(true)
            }}
            tooltip="Fill the field with the English text, to translate over it"
          >
            Copy English
          </Button>
        )}
      </div>
      <p style={{ margin: '0.25rem 0 0', whiteSpace: 'pre-wrap', color: 'var(--theme-elevation-800)' }}>{text}</p>
      {(toDo?.state === 'copied' || toDo?.state === 'outdated') && (
        <div className="english-beside__state" data-state={toDo.state} style={{ margin: '0.5rem 0 0' }}>
          {toDo.state === 'copied' ? (
            <p style={{ margin: 0 }}>
              <strong>Copied from English:</strong> translate it, unless it is right as it is.
            </p>
          ) : (
            <>
              <p style={{ margin: 0 }}>
                <strong>Outdated:</strong> the English changed after this was translated. It was:
              </p>
              <p style={{ margin: '0.25rem 0 0', whiteSpace: 'pre-wrap' }}>
                <del>{toDo.englishThen}</del>
              </p>
            </>
          )}
          <Button
            buttonStyle="secondary"
            size="xsmall"
            margin={false}
            className="english-beside__still-right"
            disabled={isMarking || Boolean(props.readOnly)}
            onClick={keepAsItIs}
            tooltip="The translation needs no change for this English"
          >
            Still right
          </Button>
        </div>
      )}
    </section>
  )
}
