'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, ExternalLink, FileDown, Link2, Lock } from 'lucide-react'
import { useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import type { TClientLink, TClientPricing } from '@/domain/client-contract'
import { MARKUP_SOURCE_LABELS } from '@/domain/client-itinerary'
import { isCurrency, parseAmount } from '@/domain/pricing/money'
import { markupLabel, parsePercent, percentOf, type TAgentMarkup, type TSellingPrice } from '@/domain/pricing/selling'
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type TProductType } from '@/domain/pricing/settings'
import { errorText } from '@/lib/api-client'
import { downloadPdf } from './download'
import { localTime, money } from './format'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

const API = '/b2badminapi/api/ClientItinerary'

type TKind = 'default' | TAgentMarkup['kind']
type TForm = { kind: TKind; percent: string; byType: Record<TProductType, string>; fixed: string }

const formOf = (pricing: TClientPricing, currency: string): TForm => formOfMarkup(pricing.booking, currency)

/** A markup in the form's fields; null is the form's "default" choice. */
const formOfMarkup = (markup: TAgentMarkup | null, currency: string): TForm => {
  const byType = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, '0'])) as Record<TProductType, string>
  if (markup?.kind === 'byType') for (const type of PRODUCT_TYPES) byType[type] = percentOf(markup.bps[type])
  return {
    kind: markup ? markup.kind : 'default',
    percent: markup?.kind === 'percent' ? percentOf(markup.bps) : '15',
    byType,
    fixed:
      markup?.kind === 'fixed' && isCurrency(currency)
        ? money(markup.amount, currency).split(' ')[0].replace(/,/g, '')
        : '',
  }
}

/** The form as a markup (null: the default), or the reason it is not one. */
function markupOfForm(form: TForm, currency: string): { markup: TAgentMarkup | null } | { problem: string } {
  switch (form.kind) {
    case 'default':
      return { markup: null }
    case 'none':
      return { markup: { kind: 'none' } }
    case 'percent': {
      const bps = parsePercent(form.percent)
      return bps === null
        ? { problem: 'Enter a percentage from 0 to 1,000, e.g. 12.5' }
        : { markup: { kind: 'percent', bps } }
    }
    case 'byType': {
      const bps = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, parsePercent(form.byType[type])]))
      const missing = PRODUCT_TYPES.find((type) => bps[type] === null)
      return missing
        ? { problem: `Enter the ${PRODUCT_TYPE_LABELS[missing].toLowerCase()} markup as a percentage from 0 to 1,000` }
        : { markup: { kind: 'byType', bps: bps as Record<TProductType, number> } }
    }
    case 'fixed': {
      try {
        if (!isCurrency(currency)) throw new Error('currency')
        const amount = parseAmount(form.fixed.replace(/,/g, ''), currency)
        if (amount < 0) throw new Error('negative')
        return { markup: { kind: 'fixed', amount } }
      } catch {
        return { problem: `Enter the amount in ${currency}, e.g. 250.00` }
      }
    }
  }
}

/**
 * What the agent hands their client (issue 21): their selling price on this booking, the links to
 * the client's itinerary page, and the PDFs. The selling price is computed here from the priced
 * itinerary as the agent edits it; the server computes it again for every document.
 */
export function ClientOutputDialog({
  booking,
  selling,
  open,
  onOpenChange,
  onPricing,
  ready,
}: {
  booking: TBookingDetail
  selling: TSellingPrice
  open: boolean
  onOpenChange: (open: boolean) => void
  onPricing: (pricing: TClientPricing) => void
  /** Saves unsaved changes first: documents show what the agent sees. */
  ready: () => Promise<boolean>
}) {
  const pricing = booking.clientPricing
  const currency = booking.currency
  const [form, setForm] = useState<TForm>(() => formOf(pricing, currency))
  const [showPrice, setShowPrice] = useState(pricing.showPrice)
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const queries = useQueryClient()
  const links = useQuery({
    queryKey: ['client-links', booking._id],
    queryFn: () => vaultCall<TClientLink[]>(`${API}/Links`, { bookingId: booking._id }),
    enabled: open,
  })

  const savePricing = async () => {
    const parsed = markupOfForm(form, currency)
    if ('problem' in parsed) return setNotice({ text: parsed.problem, error: true })
    setBusy(true)
    try {
      const saved = await vaultCall<TClientPricing>(
        `${API}/Pricing`,
        { bookingId: booking._id, markup: parsed.markup, showPrice },
        { method: 'PUT' },
      )
      onPricing(saved)
      setForm(formOf(saved, currency))
      setNotice({ text: 'Your selling price is saved. Your client’s page and documents show it from now on.' })
    } catch (error) {
      setNotice({ text: errorText(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  const makeLink = async (frozen: boolean) => {
    setNotice(null)
    if (!(await ready())) return
    setBusy(true)
    try {
      const answer = await vaultCall<{ url: string }>(`${API}/CreateLink`, { bookingId: booking._id, frozen })
      setCreated(answer.url)
      setCopied(false)
      await queries.invalidateQueries({ queryKey: ['client-links', booking._id] })
    } catch (error) {
      setNotice({ text: errorText(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  const revoke = async (link: TClientLink) => {
    setBusy(true)
    try {
      await vaultCall(`${API}/RevokeLink`, { bookingId: booking._id, linkId: link.id })
      await queries.invalidateQueries({ queryKey: ['client-links', booking._id] })
      setNotice({ text: `The link ending …${link.hint} no longer opens.` })
    } catch (error) {
      setNotice({ text: errorText(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  const copy = async () => {
    if (!created) return
    await navigator.clipboard?.writeText(created).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }

  const [downloading, setDownloading] = useState<string | null>(null)
  const download = async (version: 'agent' | 'client', size: 'a4' | 'letter') => {
    setNotice(null)
    if (!(await ready())) return
    setDownloading(`${version}-${size}`)
    const ok = await downloadPdf(booking._id, version, size)
    setDownloading(null)
    if (!ok) setNotice({ text: 'The PDF could not be downloaded. Please try again.', error: true })
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="For your client"
      description="Your selling price, a page to share and documents under your agency’s name. Monsoon’s name, codes and prices never appear on them."
      wide
      testId="client-output"
    >
      <div className="grid gap-6 text-sm">
        <section aria-labelledby="selling-title" className="grid gap-3">
          <h3 id="selling-title" className="text-base font-semibold">
            Your selling price
          </h3>
          <dl className="grid grid-cols-2 gap-2 rounded-sm bg-page p-3 sm:grid-cols-4" data-testid="selling-figures">
            <div>
              <dt className="text-muted">Monsoon’s price</dt>
              <dd className="font-medium">{money(selling.net, currency)}</dd>
            </div>
            <div>
              <dt className="text-muted">Your client pays</dt>
              <dd className="font-semibold">{money(selling.selling, currency)}</dd>
            </div>
            <div>
              <dt className="text-muted">Per person ({selling.people})</dt>
              <dd className="font-medium">{money(selling.perPerson, currency)}</dd>
            </div>
            <div>
              <dt className="text-muted">Your margin</dt>
              <dd className="font-medium">{money(selling.margin, currency)}</dd>
            </div>
          </dl>
          <p className="text-muted">
            Markup in force: <strong className="text-ink">{markupLabel(pricing.effective, currency)}</strong> (
            {MARKUP_SOURCE_LABELS[pricing.source].toLowerCase()})
          </p>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">Markup on this booking</legend>
            <MarkupFields
              form={form}
              onChange={setForm}
              currency={currency}
              label="Kind of markup"
              kinds={[
                [
                  'default',
                  `Your default (${
                    pricing.agent
                      ? markupLabel(pricing.agent, currency)
                      : pricing.agency
                        ? `agency: ${markupLabel(pricing.agency, currency)}`
                        : 'none'
                  })`,
                ],
                ['percent', 'A percentage of the trip'],
                ['byType', 'A percentage per product type'],
                ['fixed', 'A fixed amount on the trip'],
                ['none', 'No markup'],
              ]}
            />
            <label className="mt-1 inline-flex items-center gap-2">
              <input type="checkbox" checked={showPrice} onChange={(event) => setShowPrice(event.target.checked)} />
              Show the selling price (total and per person) on your client’s page, PDF and Word file
            </label>
            <div>
              <button
                type="button"
                className="btn-primary px-4 py-1.5 text-sm"
                disabled={busy}
                onClick={() => void savePricing()}
              >
                Save selling price
              </button>
            </div>
          </fieldset>
        </section>

        {notice && (
          <p
            role={notice.error ? 'alert' : 'status'}
            className={`rounded-sm px-3 py-2 ${notice.error ? 'bg-primary-light text-primary' : 'bg-emerald-50 text-emerald-800'}`}
          >
            {notice.text}
          </p>
        )}

        <Defaults pricing={pricing} currency={currency} onSaved={setNotice} />

        <section aria-labelledby="links-title" className="grid gap-3">
          <h3 id="links-title" className="text-base font-semibold">
            Your client’s itinerary page
          </h3>
          <p className="text-muted">
            A private page with the day by day, photos and a PDF, under your agency’s name. Anyone with the link can
            open it; revoke it any time.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5"
              disabled={busy}
              onClick={() => void makeLink(false)}
            >
              <Link2 aria-hidden="true" className="h-4 w-4" /> New link (follows the booking)
            </button>
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5"
              disabled={busy}
              onClick={() => void makeLink(true)}
            >
              <Lock aria-hidden="true" className="h-4 w-4" /> New link, frozen at this version
            </button>
          </div>
          {created && (
            <div
              className="grid gap-2 rounded-sm border border-emerald-300 bg-emerald-50 p-3"
              data-testid="created-link"
            >
              <label className="grid gap-1">
                <span className="font-medium">
                  Copy this link now: only a fingerprint of it is kept, so it cannot be shown again.
                </span>
                <input
                  readOnly
                  value={created}
                  className={`${FIELD} bg-white font-mono text-xs`}
                  onFocus={(event) => event.target.select()}
                />
              </label>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-primary inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
                  onClick={() => void copy()}
                >
                  <Copy aria-hidden="true" className="h-4 w-4" /> {copied ? 'Copied' : 'Copy link'}
                </button>
                <a
                  href={created}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
                >
                  <ExternalLink aria-hidden="true" className="h-4 w-4" /> Open as your client sees it
                </a>
              </div>
            </div>
          )}
          {links.data && links.data.length > 0 && (
            <ul className="grid gap-2" data-testid="client-links">
              {links.data.map((link) => (
                <li
                  key={link.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2 last:border-0"
                >
                  <span className="grid gap-0.5">
                    <span className="font-medium">
                      …{link.hint} · {link.frozen ? 'Frozen' : 'Follows the booking'}
                      {link.revokedAt && <span className="ml-2 text-primary">Revoked</span>}
                    </span>
                    <span className="text-muted">
                      {[link.label, `${link.createdBy}, ${localTime(link.createdAt)}`].filter(Boolean).join(' · ')} ·{' '}
                      {link.opens === 0
                        ? 'not opened yet'
                        : `opened ${link.opens}×, last ${localTime(link.lastOpenedAt ?? link.createdAt)}`}
                    </span>
                  </span>
                  {!link.revokedAt && (
                    <button
                      type="button"
                      className="btn-outline px-3 py-1 text-sm"
                      disabled={busy}
                      onClick={() => void revoke(link)}
                    >
                      Revoke
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="pdf-title" className="grid gap-2">
          <h3 id="pdf-title" className="text-base font-semibold">
            PDF
          </h3>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ['client', 'a4', 'For your client (A4)'],
                ['client', 'letter', 'For your client (Letter)'],
                ['agent', 'a4', 'Your copy with Monsoon’s prices'],
              ] as const
            ).map(([version, size, label]) => (
              <button
                key={`${version}-${size}`}
                type="button"
                className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5"
                disabled={downloading !== null}
                onClick={() => void download(version, size)}
              >
                <FileDown aria-hidden="true" className="h-4 w-4" />{' '}
                {downloading === `${version}-${size}` ? 'Preparing…' : label}
              </button>
            ))}
          </div>
        </section>
      </div>
    </ModalDialog>
  )
}

/**
 * The defaults new bookings take: the agent's own (or none, to follow the agency's) and, for an
 * agency admin, the agency's: a percentage, or one per product type (a fixed amount belongs to one
 * booking).
 */
function Defaults({
  pricing,
  currency,
  onSaved,
}: {
  pricing: TClientPricing
  currency: string
  onSaved: (notice: { text: string; error?: boolean }) => void
}) {
  const save = async (scope: 'agent' | 'agency', form: TForm) => {
    const parsed = markupOfForm(form, currency)
    if ('problem' in parsed) return onSaved({ text: parsed.problem, error: true })
    try {
      await vaultCall(`${API}/DefaultMarkup`, { scope, markup: parsed.markup }, { method: 'PUT' })
      onSaved({
        text: `${scope === 'agent' ? 'Your' : 'The agency’s'} default is saved; bookings created from now on take it.`,
      })
    } catch (error) {
      onSaved({ text: errorText(error), error: true })
    }
  }
  return (
    <details className="rounded-sm border border-line p-3">
      <summary className="cursor-pointer font-medium">Defaults for new bookings</summary>
      <div className="mt-3 grid gap-4">
        <DefaultRow
          title="Your default markup"
          initial={formOfMarkup(pricing.agent, currency)}
          currency={currency}
          empty="Follow your agency’s default"
          onSave={(form) => void save('agent', form)}
        />
        {pricing.canSetAgency && (
          <DefaultRow
            title="Your agency’s default markup"
            initial={formOfMarkup(pricing.agency, currency)}
            currency={currency}
            empty="No markup"
            onSave={(form) => void save('agency', form)}
          />
        )}
      </div>
    </details>
  )
}

function DefaultRow(props: {
  title: string
  initial: TForm
  currency: string
  /** What no default means at this level. */
  empty: string
  onSave: (form: TForm) => void
}) {
  const [form, setForm] = useState(props.initial)
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium">{props.title}</legend>
      <MarkupFields
        form={form}
        onChange={setForm}
        currency={props.currency}
        label={props.title}
        kinds={[
          ['default', props.empty],
          ['percent', 'A percentage of the trip'],
          ['byType', 'A percentage per product type'],
        ]}
      />
      <div>
        <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={() => props.onSave(form)}>
          Save
        </button>
      </div>
    </fieldset>
  )
}

const FIELD = 'rounded-sm border border-line px-2 py-1.5 text-sm'

/** The kind of markup and its figures: one percentage, one per product type, or an amount. */
function MarkupFields(props: {
  form: TForm
  onChange: (form: TForm) => void
  currency: string
  label: string
  kinds: readonly (readonly [TKind, string])[]
}) {
  const { form, onChange, currency } = props
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={props.label}
          className={FIELD}
          value={form.kind}
          onChange={(event) => onChange({ ...form, kind: event.target.value as TKind })}
        >
          {props.kinds.map(([kind, text]) => (
            <option key={kind} value={kind}>
              {text}
            </option>
          ))}
        </select>
        {form.kind === 'percent' && (
          <label className="inline-flex items-center gap-1">
            <input
              className={`${FIELD} w-20 text-right`}
              inputMode="decimal"
              value={form.percent}
              aria-label={`${props.label}: percent`}
              onChange={(event) => onChange({ ...form, percent: event.target.value })}
            />
            %
          </label>
        )}
        {form.kind === 'fixed' && (
          <label className="inline-flex items-center gap-1">
            <input
              className={`${FIELD} w-28 text-right`}
              inputMode="decimal"
              value={form.fixed}
              aria-label={`${props.label}: amount in ${currency}`}
              onChange={(event) => onChange({ ...form, fixed: event.target.value })}
            />
            {currency}
          </label>
        )}
      </div>
      {form.kind === 'byType' && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {PRODUCT_TYPES.map((type) => (
            <label key={type} className="grid gap-0.5">
              <span className="text-muted">{PRODUCT_TYPE_LABELS[type]}</span>
              <span className="inline-flex items-center gap-1">
                <input
                  className={`${FIELD} w-20 text-right`}
                  inputMode="decimal"
                  value={form.byType[type]}
                  onChange={(event) => onChange({ ...form, byType: { ...form.byType, [type]: event.target.value } })}
                />
                %
              </span>
            </label>
          ))}
        </div>
      )}
    </>
  )
}
