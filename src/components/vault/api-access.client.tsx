'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound, Plus } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { useErrorText } from '@/components/use-error-text'
import { KEY_NAME_MAX, MAX_KEYS_PER_AGENCY } from '@/domain/api-keys'
import type { TApiKey } from '@/domain/connect-contract'
import { asApiError } from '@/lib/api-client'
import { ALERT, CopyButton, connectCall, FieldError, GET, INPUT, LABEL, SecretPanel } from './api-access-shared.client'
import { Webhooks } from './api-access-webhooks.client'
import { ConfirmDialog } from './dialogs.client'
import { useFormat } from './format'

type TApiKeyCreated = TApiKey & { key: string }

const KEYS = ['connect', 'keys'] as const

/** The vault's "API access" tools (issue 24): the agency's API keys and its webhook endpoints. */
export function ApiAccess() {
  return (
    <div className="grid max-w-5xl grid-cols-1 gap-8">
      <ApiKeys />
      <Webhooks />
    </div>
  )
}

/** The agency's keys: made here and shown once, listed by prefix, revoked at once. */
function ApiKeys() {
  const errorText = useErrorText()
  const t = useTranslations('Connect')
  const { localTime } = useFormat()
  const client = useQueryClient()
  const [creating, setCreating] = useState(false)
  const [revoking, setRevoking] = useState<TApiKey | null>(null)
  const [said, setSaid] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const keys = useQuery({ queryKey: KEYS, queryFn: () => connectCall<TApiKey[]>('keys', undefined, GET) })
  const revoke = useMutation({
    mutationFn: (key: TApiKey) => connectCall<TApiKey>(`keys/${key.id}/revoke`),
    onSuccess: async (key) => {
      setRevoking(null)
      setSaid(t('keys.revokedNotice', { name: key.name, prefix: key.prefix }))
      await client.invalidateQueries({ queryKey: KEYS })
      // Its Revoke button is gone with it: the focus goes back to the section, beside the notice.
      heading.current?.focus()
    },
  })

  const rows = keys.data ?? []
  return (
    <section aria-labelledby="api-keys-title" className="grid gap-4" data-testid="api-keys">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="api-keys-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
            {t('keys.title')}
          </h2>
          <p className="max-w-3xl text-sm text-muted">
            {t.rich('keys.intro', {
              max: MAX_KEYS_PER_AGENCY,
              code: (chunks) => <code className="font-mono text-xs">{chunks}</code>,
            })}
          </p>
          <p role="status" className="text-sm font-medium text-emerald-800">
            {said}
          </p>
        </div>
        <button type="button" className="btn-primary inline-flex items-center gap-2" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="h-4 w-4" /> {t('keys.newKey')}
        </button>
      </header>
      {keys.isError && (
        <p role="alert" className={ALERT}>
          {t('keys.loadError', { error: errorText(keys.error) })}
        </p>
      )}
      <div className="rounded-sm bg-white shadow-sm" aria-busy={keys.isFetching}>
        {keys.isPending && <p className="px-4 py-8 text-center text-sm text-muted">{t('keys.loading')}</p>}
        {keys.isSuccess && rows.length === 0 && (
          <p className="px-4 py-8 text-center text-sm text-muted">{t('keys.empty')}</p>
        )}
        {rows.length > 0 && (
          <ul className="divide-y divide-line">
            {rows.map((key) => (
              <li
                key={key.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-sm"
                data-testid="api-key"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex items-start gap-2">
                    <KeyRound aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
                    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-semibold break-words">{key.name}</span>
                      <code className="rounded-sm bg-page px-1.5 py-0.5 font-mono text-xs">{key.prefix}…</code>
                      {key.revokedAt && (
                        <span className="rounded-full border border-primary/20 bg-primary-light px-2.5 py-0.5 text-xs font-semibold text-primary">
                          {t('keys.revokedBadge')}
                        </span>
                      )}
                    </span>
                  </p>
                  <p className="pl-6 text-xs text-muted">
                    {key.createdBy
                      ? t('keys.madeBy', { name: key.createdBy, time: localTime(key.createdAt) })
                      : t('keys.madeByFormer', { time: localTime(key.createdAt) })}{' '}
                    · {key.lastUsedAt ? t('keys.lastUsed', { time: localTime(key.lastUsedAt) }) : t('keys.neverUsed')}
                    {key.revokedAt && ` · ${t('keys.revokedAt', { time: localTime(key.revokedAt) })}`}
                  </p>
                </div>
                {!key.revokedAt && (
                  <button
                    type="button"
                    className="btn-outline px-3 py-1.5"
                    aria-label={t('keys.revokeLabel', { name: key.name, prefix: key.prefix })}
                    onClick={() => {
                      revoke.reset()
                      setRevoking(key)
                    }}
                  >
                    {t('keys.revoke')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <ModalDialog
        returnFocusTo={heading}
        open={creating}
        onOpenChange={(open) => setCreating(open)}
        title={t('keys.newTitle')}
        description={t('keys.newDescription')}
        wide
        testId="new-key-dialog"
      >
        <NewKey
          onCreated={() => void client.invalidateQueries({ queryKey: KEYS })}
          onClose={() => setCreating(false)}
        />
      </ModalDialog>
      <ConfirmDialog
        returnFocusTo={heading}
        open={revoking !== null}
        onOpenChange={(open) => {
          if (open) return
          setRevoking(null)
        }}
        title={t('keys.confirmTitle')}
        confirmLabel={revoke.isPending ? t('keys.revoking') : t('keys.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => revoking && !revoke.isPending && revoke.mutate(revoking)}
        error={revoke.isError ? errorText(revoke.error) : null}
      >
        {t('keys.confirmText', { name: revoking?.name ?? '', prefix: revoking?.prefix ?? '' })}
      </ConfirmDialog>
    </section>
  )
}

/** The name form, then the key itself, once, with a call to try it with. */
function NewKey({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const errorText = useErrorText()
  const t = useTranslations('Connect')
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [created, setCreated] = useState<TApiKeyCreated | null>(null)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const errorId = useId()
  useEffect(() => input.current?.focus(), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The server words a refused name in the page's language (ADR 069).
    setBusy(true)
    setProblem(null)
    setFailure(null)
    try {
      setCreated(await connectCall<TApiKeyCreated>('keys', { name: name.trim() }))
      onCreated()
    } catch (error) {
      const named = asApiError(error).fields.find((field) => field.field === 'name')
      if (named) setProblem(named.message)
      else setFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  if (created) {
    const header = `curl -H "Authorization: Bearer ${created.key}"`
    const url = `${window.location.origin}/b2badminapi/api/ManagerUser/crmInfoclient`
    return (
      <SecretPanel
        title={t('keys.yourKey', { name: created.name })}
        secret={created.key}
        what="key"
        testId="new-key"
        onDone={onClose}
      >
        <div className="grid gap-2">
          <p className="text-muted">{t('keys.tryIt')}</p>
          <pre
            className="overflow-x-auto rounded-sm bg-ink px-3 py-2 font-mono text-xs whitespace-pre-wrap break-all text-white"
            data-testid="new-key-curl"
          >
            {`${header} \\\n  ${url}`}
          </pre>
          <div>
            <CopyButton text={`${header} ${url}`} what="command" />
          </div>
        </div>
      </SecretPanel>
    )
  }
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <label htmlFor={inputId} className={LABEL}>
        {t('keys.name')}
        <input
          ref={input}
          id={inputId}
          name="name"
          className={INPUT}
          maxLength={KEY_NAME_MAX}
          required
          autoComplete="off"
          placeholder={t('keys.namePlaceholder')}
          value={name}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <FieldError id={errorId} message={problem ?? undefined} />
      </label>
      {failure && (
        <p role="alert" className={ALERT}>
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('keys.making') : t('keys.make')}
        </button>
      </div>
    </form>
  )
}
