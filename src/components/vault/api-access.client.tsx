'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound, Plus } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { KEY_NAME_MAX, keyNameProblem, MAX_KEYS_PER_AGENCY } from '@/domain/api-keys'
import type { TApiKey } from '@/domain/connect-contract'
import { asApiError, errorText } from '@/lib/api-client'
import {
  ALERT,
  CopyButton,
  connectCall,
  FieldError,
  GET,
  INPUT,
  LABEL,
  SecretPanel,
  useReturnFocus,
} from './api-access-shared.client'
import { Webhooks } from './api-access-webhooks.client'
import { ConfirmDialog } from './dialogs.client'
import { localTime } from './format'

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
  const client = useQueryClient()
  const [creating, setCreating] = useState(false)
  const [revoking, setRevoking] = useState<TApiKey | null>(null)
  const [said, setSaid] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const focus = useReturnFocus(heading)
  const keys = useQuery({ queryKey: KEYS, queryFn: () => connectCall<TApiKey[]>('keys', undefined, GET) })
  const revoke = useMutation({
    mutationFn: (key: TApiKey) => connectCall<TApiKey>(`keys/${key.id}/revoke`),
    onSuccess: async (key) => {
      setRevoking(null)
      setSaid(`The key “${key.name}” (${key.prefix}) is revoked: it no longer works.`)
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
            API keys
          </h2>
          <p className="max-w-3xl text-sm text-muted">
            A key lets your system call Monsoon’s API for your agency, with the nations of the agent who made it. Send
            it in the <code className="font-mono text-xs">Authorization: Bearer</code> header. Your agency may have up
            to {MAX_KEYS_PER_AGENCY} active keys: one per system makes it easy to revoke one alone.
          </p>
          <p role="status" className="text-sm font-medium text-emerald-800">
            {said}
          </p>
        </div>
        <button
          type="button"
          className="btn-primary inline-flex items-center gap-2"
          onClick={() => {
            focus.remember()
            setCreating(true)
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> New key
        </button>
      </header>
      {keys.isError && (
        <p role="alert" className={ALERT}>
          We could not load your API keys: {errorText(keys.error)}
        </p>
      )}
      <div className="rounded-sm bg-white shadow-sm" aria-busy={keys.isFetching}>
        {keys.isPending && <p className="px-4 py-8 text-center text-sm text-muted">Loading your keys…</p>}
        {keys.isSuccess && rows.length === 0 && (
          <p className="px-4 py-8 text-center text-sm text-muted">No API keys yet. Make one with “New key”.</p>
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
                          Revoked
                        </span>
                      )}
                    </span>
                  </p>
                  <p className="pl-6 text-xs text-muted">
                    Made by {key.createdBy || 'a former agent'}, {localTime(key.createdAt)} ·{' '}
                    {key.lastUsedAt ? `Last used ${localTime(key.lastUsedAt)}` : 'Never used'}
                    {key.revokedAt && ` · Revoked ${localTime(key.revokedAt)}`}
                  </p>
                </div>
                {!key.revokedAt && (
                  <button
                    type="button"
                    className="btn-outline px-3 py-1.5"
                    aria-label={`Revoke ${key.name} (${key.prefix})`}
                    onClick={() => {
                      focus.remember()
                      revoke.reset()
                      setRevoking(key)
                    }}
                  >
                    Revoke
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <ModalDialog
        open={creating}
        onOpenChange={(open) => {
          setCreating(open)
          if (!open) focus.restore()
        }}
        title="New API key"
        description="One key per system that uses it, named after that system: you can then revoke one alone."
        wide
        testId="new-key-dialog"
      >
        <NewKey
          onCreated={() => void client.invalidateQueries({ queryKey: KEYS })}
          onClose={() => {
            setCreating(false)
            focus.restore()
          }}
        />
      </ModalDialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (open) return
          setRevoking(null)
          focus.restore()
        }}
        title="Revoke this key?"
        confirmLabel={revoke.isPending ? 'Revoking…' : 'Revoke key'}
        onConfirm={() => revoking && !revoke.isPending && revoke.mutate(revoking)}
        error={revoke.isError ? errorText(revoke.error) : null}
      >
        “{revoking?.name}” ({revoking?.prefix}…) stops working at once, for every system using it. This cannot be
        undone: a system that still needs access needs a new key.
      </ConfirmDialog>
    </section>
  )
}

/** The name form, then the key itself, once, with a call to try it with. */
function NewKey({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
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
    const local = keyNameProblem(name)
    if (local) return setProblem(local)
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
        title={`Your key “${created.name}”`}
        secret={created.key}
        what="Key"
        testId="new-key"
        onDone={onClose}
      >
        <div className="grid gap-2">
          <p className="text-muted">Try it: this call answers with the profile the key acts as.</p>
          <pre
            className="overflow-x-auto rounded-sm bg-ink px-3 py-2 font-mono text-xs whitespace-pre-wrap break-all text-white"
            data-testid="new-key-curl"
          >
            {`${header} \\\n  ${url}`}
          </pre>
          <div>
            <CopyButton text={`${header} ${url}`} label="Copy command" what="Command" />
          </div>
        </div>
      </SecretPanel>
    )
  }
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <label htmlFor={inputId} className={LABEL}>
        Key name
        <input
          ref={input}
          id={inputId}
          name="name"
          className={INPUT}
          maxLength={KEY_NAME_MAX}
          required
          autoComplete="off"
          placeholder="e.g. Booking engine (production)"
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
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Making the key…' : 'Make key'}
        </button>
      </div>
    </form>
  )
}
