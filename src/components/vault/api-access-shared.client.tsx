'use client'

import { AlertTriangle, Check, Copy } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { TCallOptions } from '@/lib/api-client'
import { vaultCall } from './vault-api'

/** Monsoon Connect's management calls (issue 24, ADR 043), through the vault's one API client. */
export const CONNECT_BASE = '/b2badminapi/api/Connect'

export const connectCall = <T,>(path: string, body?: unknown, options?: TCallOptions): Promise<T> =>
  vaultCall<T>(`${CONNECT_BASE}/${path}`, body, options)

export const GET: TCallOptions = { method: 'GET' }
export const DELETE: TCallOptions = { method: 'DELETE' }
export const PATCH: TCallOptions = { method: 'PATCH' }

export const INPUT =
  'mt-1 w-full rounded-sm border border-line bg-white px-3 py-2 text-sm focus:border-primary aria-[invalid=true]:border-primary'
export const LABEL = 'block text-sm font-medium'
export const SMALL_BUTTON = 'btn-outline inline-flex items-center gap-1.5 px-3 py-1.5'
export const ALERT = 'rounded-sm bg-primary-light px-3 py-2 text-sm text-primary'

/** Copies `text`; false where the browser refuses (no clipboard outside a secure context). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** What a Copy button copies: its label and what it says come from the Connect catalogue's `copy`. */
export type TCopied = 'key' | 'secret' | 'command'

/** A "Copy" button that says what happened in a live region beside it. */
export function CopyButton({ text, what }: { text: string; what: TCopied }) {
  const t = useTranslations('Connect')
  const [said, setSaid] = useState('')
  const [copied, setCopied] = useState(false)
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={SMALL_BUTTON}
        onClick={async () => {
          const ok = await copyText(text)
          setCopied(ok)
          setSaid(ok ? t(`copy.${what}.done`) : t(`copy.${what}.refused`))
        }}
      >
        {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
        {t(`copy.${what}.label`)}
      </button>
      <span role="status" className="text-xs text-muted">
        {said}
      </span>
    </span>
  )
}

/**
 * A credential shown the one time the API gives it (an API key, a signing secret): the warning,
 * the value (wrapping, selectable as a whole), Copy, and whatever explains its use. Takes the
 * focus when it appears, so a screen reader reads the warning first.
 */
export function SecretPanel(props: {
  title: string
  secret: string
  what: Exclude<TCopied, 'command'>
  testId: string
  children?: ReactNode
  onDone: () => void
}) {
  const t = useTranslations('Connect')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="grid gap-3 text-sm" data-testid={props.testId}>
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold">
        {props.title}
      </h3>
      <p className="flex items-start gap-2 rounded-sm border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>{t.rich('secretPanel.warning', { strong: (chunks) => <strong>{chunks}</strong> })}</span>
      </p>
      <code
        className="block rounded-sm border border-line bg-page px-3 py-2 font-mono text-sm break-all select-all"
        data-testid={`${props.testId}-value`}
      >
        {props.secret}
      </code>
      <div>
        <CopyButton text={props.secret} what={props.what} />
      </div>
      {props.children}
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={props.onDone}>
          {t('secretPanel.done')}
        </button>
      </div>
    </div>
  )
}

/** The message of an API field error, wired to its input by id. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <span id={id} className="mt-1 block text-xs font-normal text-primary">
      {message}
    </span>
  )
}
