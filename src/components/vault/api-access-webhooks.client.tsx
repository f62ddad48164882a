'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Pause, Play, Plus, RefreshCw, RotateCcw, Send, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { useErrorText } from '@/components/use-error-text'
import type { TWebhookDelivery, TWebhookEndpoint } from '@/domain/connect-contract'
import {
  DESCRIPTION_MAX,
  MAX_ENDPOINTS_PER_AGENCY,
  type TWebhookEvent,
  URL_MAX,
  WEBHOOK_EVENTS,
} from '@/domain/webhooks'
import { asApiError } from '@/lib/api-client'
import type { TFieldError } from '@/lib/errors'
import {
  ALERT,
  connectCall,
  DELETE,
  FieldError,
  GET,
  INPUT,
  LABEL,
  PATCH,
  SecretPanel,
  SMALL_BUTTON,
} from './api-access-shared.client'
import { ConfirmDialog } from './dialogs.client'
import { useFormat } from './format'

type TWithSecret = TWebhookEndpoint & { secret: string }

const ENDPOINTS = ['connect', 'webhooks'] as const
const deliveriesKey = (id: string) => ['connect', 'deliveries', id] as const

/** The agency's webhook endpoints: Monsoon calls them, signed, when its bookings change. */
export function Webhooks() {
  const errorText = useErrorText()
  const t = useTranslations('Connect')
  const client = useQueryClient()
  const [adding, setAdding] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const endpoints = useQuery({
    queryKey: ENDPOINTS,
    queryFn: () => connectCall<TWebhookEndpoint[]>('webhooks', undefined, GET),
  })
  const rows = endpoints.data ?? []
  return (
    <section aria-labelledby="webhooks-title" className="grid gap-4" data-testid="webhooks">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="webhooks-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
            {t('webhooks.title')}
          </h2>
          <p className="max-w-3xl text-sm text-muted">{t('webhooks.intro', { max: MAX_ENDPOINTS_PER_AGENCY })}</p>
        </div>
        <button type="button" className="btn-primary inline-flex items-center gap-2" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="h-4 w-4" /> {t('webhooks.add')}
        </button>
      </header>
      {endpoints.isError && (
        <p role="alert" className={ALERT}>
          {t('webhooks.loadError', { error: errorText(endpoints.error) })}
        </p>
      )}
      {endpoints.isPending && (
        <p className="rounded-sm bg-white px-4 py-8 text-center text-sm text-muted shadow-sm">
          {t('webhooks.loading')}
        </p>
      )}
      {endpoints.isSuccess && rows.length === 0 && (
        <p className="rounded-sm bg-white px-4 py-8 text-center text-sm text-muted shadow-sm">{t('webhooks.empty')}</p>
      )}
      {rows.length > 0 && (
        <ul className="grid gap-4">
          {rows.map((endpoint) => (
            <Endpoint key={endpoint.id} endpoint={endpoint} heading={heading} />
          ))}
        </ul>
      )}
      <ModalDialog
        returnFocusTo={heading}
        open={adding}
        onOpenChange={(open) => setAdding(open)}
        title={t('webhooks.addTitle')}
        description={t('webhooks.addDescription')}
        wide
        testId="new-endpoint-dialog"
      >
        <NewEndpoint
          onCreated={() => void client.invalidateQueries({ queryKey: ENDPOINTS })}
          onClose={() => setAdding(false)}
        />
      </ModalDialog>
    </section>
  )
}

/** The URL, description and events, then the signing secret, once. */
function NewEndpoint({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const errorText = useErrorText()
  const t = useTranslations('Connect')
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [events, setEvents] = useState<TWebhookEvent[]>([...WEBHOOK_EVENTS])
  const [fields, setFields] = useState<TFieldError[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [created, setCreated] = useState<TWithSecret | null>(null)
  const [busy, setBusy] = useState(false)
  const urlInput = useRef<HTMLInputElement>(null)
  const ids = { url: useId(), urlError: useId(), description: useId(), descriptionError: useId(), eventsError: useId() }
  useEffect(() => urlInput.current?.focus(), [])
  const fieldError = (name: string) => fields.find((field) => field.field === name)?.message

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    if (events.length === 0) return setFields([{ field: 'events', message: t('webhooks.chooseEvent') }])
    setBusy(true)
    setFields([])
    try {
      setCreated(
        await connectCall<TWithSecret>('webhooks', { url: url.trim(), description: description.trim(), events }),
      )
      onCreated()
    } catch (error) {
      const named = asApiError(error).fields
      setFields(named)
      if (named.length === 0) setFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  if (created)
    return (
      <SecretPanel
        title={t('webhooks.secretTitle')}
        secret={created.secret}
        what="secret"
        testId="new-secret"
        onDone={onClose}
      >
        <p className="text-muted">
          {t.rich('webhooks.secretUse', {
            url: created.url,
            code: (chunks) => <code className="font-mono text-xs">{chunks}</code>,
            mono: (chunks) => <span className="font-mono break-all">{chunks}</span>,
          })}
        </p>
      </SecretPanel>
    )
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <label htmlFor={ids.url} className={LABEL}>
        {t('webhooks.url')}
        <input
          ref={urlInput}
          id={ids.url}
          name="url"
          type="url"
          inputMode="url"
          className={`${INPUT} font-mono`}
          maxLength={URL_MAX}
          required
          autoComplete="off"
          placeholder="https://booking.your-agency.com/monsoon-events"
          value={url}
          aria-invalid={fieldError('url') ? true : undefined}
          aria-describedby={fieldError('url') ? ids.urlError : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <FieldError id={ids.urlError} message={fieldError('url')} />
      </label>
      <label htmlFor={ids.description} className={LABEL}>
        {t('webhooks.description')} <span className="font-normal text-muted">{t('webhooks.optional')}</span>
        <input
          id={ids.description}
          name="description"
          className={INPUT}
          maxLength={DESCRIPTION_MAX}
          autoComplete="off"
          placeholder={t('webhooks.descriptionPlaceholder')}
          value={description}
          aria-invalid={fieldError('description') ? true : undefined}
          aria-describedby={fieldError('description') ? ids.descriptionError : undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FieldError id={ids.descriptionError} message={fieldError('description')} />
      </label>
      <fieldset
        className="grid gap-2"
        aria-invalid={fieldError('events') ? true : undefined}
        aria-describedby={fieldError('events') ? ids.eventsError : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t('webhooks.events')}</legend>
        {WEBHOOK_EVENTS.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={events.includes(type)}
              onChange={(event) =>
                setEvents((old) =>
                  event.target.checked
                    ? WEBHOOK_EVENTS.filter((known) => known === type || old.includes(known))
                    : old.filter((kept) => kept !== type),
                )
              }
            />
            <span>
              {t(`events.${type}`)} <code className="font-mono text-xs whitespace-nowrap text-muted">{type}</code>
            </span>
          </label>
        ))}
        <FieldError id={ids.eventsError} message={fieldError('events')} />
      </fieldset>
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
          {busy ? t('webhooks.adding') : t('webhooks.add')}
        </button>
      </div>
    </form>
  )
}

/** One endpoint: what it receives, and pause, test, rotate, remove and its deliveries. */
function Endpoint({
  endpoint,
  heading,
}: {
  endpoint: TWebhookEndpoint
  heading: RefObject<HTMLHeadingElement | null>
}) {
  const errorText = useErrorText()
  const t = useTranslations('Connect')
  const { localTime } = useFormat()
  const client = useQueryClient()
  const [said, setSaid] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [rotating, setRotating] = useState(false)
  const [removing, setRemoving] = useState(false)
  const [showDeliveries, setShowDeliveries] = useState(false)
  const refresh = () => client.invalidateQueries({ queryKey: ENDPOINTS })
  const failed = (error: unknown) => {
    setSaid('')
    setFailure(errorText(error))
  }

  const toggle = useMutation({
    mutationFn: () => connectCall<TWebhookEndpoint>(`webhooks/${endpoint.id}`, { active: !endpoint.active }, PATCH),
    onMutate: () => setFailure(null),
    onSuccess: async (saved) => {
      setSaid(saved.active ? t('webhooks.resumed') : t('webhooks.pausedNotice'))
      await refresh()
    },
    onError: failed,
  })
  const test = useMutation({
    mutationFn: () => connectCall<TWebhookDelivery>(`webhooks/${endpoint.id}/test`),
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      setSaid(endpoint.active ? t('webhooks.testSent') : t('webhooks.testQueued'))
      setShowDeliveries(true)
      await client.invalidateQueries({ queryKey: deliveriesKey(endpoint.id) })
    },
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: () => connectCall<{ id: string }>(`webhooks/${endpoint.id}`, undefined, DELETE),
    onSuccess: async () => {
      setRemoving(false)
      await refresh()
      // The endpoint and its buttons are gone: the focus goes back to the section.
      heading.current?.focus()
    },
  })

  const label = endpoint.description || endpoint.url
  return (
    <li className="grid min-w-0 gap-3 rounded-sm bg-white p-4 text-sm shadow-sm" data-testid="webhook-endpoint">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="font-mono break-all">{endpoint.url}</p>
          {endpoint.description && <p className="break-words text-muted">{endpoint.description}</p>}
        </div>
        <span
          className={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${endpoint.active ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-line bg-page text-muted'}`}
        >
          {endpoint.active ? t('webhooks.active') : t('webhooks.paused')}
        </span>
      </div>
      <ul aria-label={t('webhooks.eventsSent')} className="flex flex-wrap gap-1.5">
        {endpoint.events.map((type) => (
          <li key={type} className="rounded-full border border-line bg-page px-2 py-0.5 font-mono text-xs">
            {type}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">
        {t('webhooks.added', { time: localTime(endpoint.createdAt) })}
        {endpoint.secretRotatedAt && ` · ${t('webhooks.rotated', { time: localTime(endpoint.secretRotatedAt) })}`}
        {endpoint.previousSecretUntil &&
          ` · ${t('webhooks.previousUntil', { time: localTime(endpoint.previousSecretUntil) })}`}
      </p>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={toggle.isPending}
            aria-label={t(endpoint.active ? 'webhooks.pauseLabel' : 'webhooks.resumeLabel', { label })}
            onClick={() => toggle.mutate()}
          >
            {endpoint.active ? (
              <Pause aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Play aria-hidden="true" className="h-4 w-4" />
            )}
            {endpoint.active ? t('webhooks.pause') : t('webhooks.resume')}
          </button>
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={test.isPending}
            aria-label={t('webhooks.sendTestLabel', { label })}
            onClick={() => test.mutate()}
          >
            <Send aria-hidden="true" className="h-4 w-4" />{' '}
            {test.isPending ? t('webhooks.sending') : t('webhooks.sendTest')}
          </button>
          <button
            type="button"
            className={SMALL_BUTTON}
            aria-label={t('webhooks.rotateLabel', { label })}
            onClick={() => setRotating(true)}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" /> {t('webhooks.rotate')}
          </button>
          <button
            type="button"
            className={SMALL_BUTTON}
            aria-label={t('webhooks.removeLabel', { label })}
            onClick={() => {
              remove.reset()
              setRemoving(true)
            }}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('webhooks.remove')}
          </button>
        </div>
        <p role="status" className="font-medium text-emerald-800">
          {said}
        </p>
      </div>
      {failure && (
        <p role="alert" className={ALERT}>
          {failure}
        </p>
      )}
      <Deliveries
        endpointId={endpoint.id}
        isActive={endpoint.active}
        open={showDeliveries}
        onOpenChange={setShowDeliveries}
      />

      <ModalDialog
        returnFocusTo={heading}
        open={rotating}
        onOpenChange={(open) => setRotating(open)}
        title={t('webhooks.rotateTitle')}
      >
        <RotateSecret endpoint={endpoint} onRotated={() => void refresh()} onClose={() => setRotating(false)} />
      </ModalDialog>
      <ConfirmDialog
        returnFocusTo={heading}
        open={removing}
        onOpenChange={(open) => setRemoving(open)}
        title={t('webhooks.removeTitle')}
        confirmLabel={remove.isPending ? t('webhooks.removing') : t('webhooks.removeConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => !remove.isPending && remove.mutate()}
        error={remove.isError ? errorText(remove.error) : null}
      >
        {t.rich('webhooks.removeText', {
          url: endpoint.url,
          mono: (chunks) => <span className="font-mono break-all">{chunks}</span>,
        })}
      </ConfirmDialog>
    </li>
  )
}

/** The rotation's warning, then the new secret, once. */
function RotateSecret(props: { endpoint: TWebhookEndpoint; onRotated: () => void; onClose: () => void }) {
  const errorText = useErrorText()
  const t = useTranslations('Connect')
  const { localTime } = useFormat()
  const rotate = useMutation({
    mutationFn: () => connectCall<TWithSecret>(`webhooks/${props.endpoint.id}/rotate-secret`),
    onSuccess: props.onRotated,
  })
  if (rotate.data)
    return (
      <SecretPanel
        title={t('webhooks.newSecretTitle')}
        secret={rotate.data.secret}
        what="secret"
        testId="rotated-secret"
        onDone={props.onClose}
      >
        <p className="text-muted">
          {rotate.data.previousSecretUntil
            ? t('webhooks.twoSignaturesUntil', { time: localTime(rotate.data.previousSecretUntil) })
            : t('webhooks.twoSignatures')}
        </p>
      </SecretPanel>
    )
  return (
    <div className="grid gap-4 text-sm">
      <p>{t('webhooks.rotateWarning')}</p>
      {rotate.isError && (
        <p role="alert" className={ALERT}>
          {errorText(rotate.error)}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-outline" onClick={props.onClose}>
          {t('cancel')}
        </button>
        <button type="button" className="btn-primary" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
          {rotate.isPending ? t('webhooks.rotating') : t('webhooks.rotate')}
        </button>
      </div>
    </div>
  )
}

/** Each delivery status's badge colours; its words are the Connect catalogue's `deliveries.status`. */
const DELIVERY_TONES: Record<TWebhookDelivery['status'], string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-800',
  sending: 'border-sky-200 bg-sky-50 text-sky-800',
  delivered: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  failed: 'border-primary/20 bg-primary-light text-primary',
}

/** A delivery about to be tried (a first attempt, or one under way): worth watching for a few seconds. */
const isImminent = (delivery: TWebhookDelivery) =>
  delivery.status === 'sending' || (delivery.status === 'pending' && delivery.attempts === 0)

/** The endpoint's last deliveries, fetched when opened and watched while one is on its way. */
function Deliveries(props: {
  endpointId: string
  /** A paused endpoint's deliveries wait for it: nothing to watch. */
  isActive: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const errorText = useErrorText()
  const t = useTranslations('Connect')
  const { localTime } = useFormat()
  const deliveries = useQuery({
    queryKey: deliveriesKey(props.endpointId),
    queryFn: () => connectCall<TWebhookDelivery[]>(`webhooks/${props.endpointId}/deliveries`, undefined, GET),
    enabled: props.open,
    staleTime: 0,
    refetchInterval: (query) => (props.isActive && query.state.data?.some(isImminent) ? 1_500 : false),
  })
  const rows = deliveries.data ?? []
  return (
    <details
      className="rounded-sm border border-line"
      open={props.open}
      onToggle={(event) => props.onOpenChange(event.currentTarget.open)}
    >
      <summary className="cursor-pointer px-3 py-2 font-medium">{t('deliveries.title')}</summary>
      <div className="grid gap-2 border-t border-line px-3 py-3" aria-busy={deliveries.isFetching}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted">{t('deliveries.lastFifty')}</p>
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={deliveries.isFetching}
            onClick={() => void deliveries.refetch()}
          >
            <RefreshCw aria-hidden="true" className={`h-4 w-4 ${deliveries.isFetching ? 'animate-spin' : ''}`} />
            {t('deliveries.refresh')}
          </button>
        </div>
        {deliveries.isError && (
          <p role="alert" className={ALERT}>
            {t('deliveries.loadError', { error: errorText(deliveries.error) })}
          </p>
        )}
        {deliveries.isPending && props.open && <p className="text-muted">{t('deliveries.loading')}</p>}
        {deliveries.isSuccess && rows.length === 0 && <p className="text-muted">{t('deliveries.empty')}</p>}
        {rows.length > 0 && (
          <ul className="divide-y divide-line" data-testid="deliveries">
            {rows.map((delivery) => {
              const tone = DELIVERY_TONES[delivery.status]
              return (
                <li key={delivery.id} className="grid gap-1 py-2" data-testid="delivery">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <code className="font-mono text-xs">{delivery.eventType}</code>
                    <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
                      {t(`deliveries.status.${delivery.status}`)}
                    </span>
                    <span className="text-xs text-muted">
                      {t('deliveries.attempts', { count: delivery.attempts })}
                      {delivery.lastStatusCode !== null && ` · HTTP ${delivery.lastStatusCode}`}
                    </span>
                    <span className="text-xs text-muted sm:ml-auto">{localTime(delivery.createdAt)}</span>
                  </div>
                  {delivery.lastError && (
                    <p className="text-xs break-words text-primary">
                      {t('deliveries.lastError', { error: delivery.lastError })}
                    </p>
                  )}
                  {delivery.status === 'pending' && !props.isActive && (
                    <p className="text-xs text-muted">{t('deliveries.held')}</p>
                  )}
                  {delivery.nextAttemptAt && delivery.attempts > 0 && props.isActive && (
                    <p className="text-xs text-muted">
                      {t('deliveries.nextAttempt', { time: localTime(delivery.nextAttemptAt) })}
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </details>
  )
}
