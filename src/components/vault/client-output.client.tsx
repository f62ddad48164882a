'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, ExternalLink, FileDown, Link2, Lock } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { useErrorText } from '@/components/use-error-text'
import type { TClientLink, TClientPricing } from '@/domain/client-contract'
import { decimalInputOf, decimalOf } from '@/domain/decimal-input'
import { INTL_TAGS, isLocale, LOCALE_NAMES, type TLocale } from '@/domain/locales'
import { decimalOf as decimalOfMoney, isCurrency, parseAmount } from '@/domain/pricing/money'
import { parsePercent, percentOf, sellingPrice, type TAgentMarkup, type TSellingPrice } from '@/domain/pricing/selling'
import { PRODUCT_TYPES, type TProductType } from '@/domain/pricing/settings'
import { downloadPdf } from './download'
import { useFormat } from './format'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

const API = '/b2badminapi/api/ClientItinerary'

type TKind = 'default' | TAgentMarkup['kind']
type TForm = { kind: TKind; percent: string; byType: Record<TProductType, string>; fixed: string }

const formOf = (pricing: TClientPricing, currency: string, locale: string): TForm =>
  formOfMarkup(pricing.booking, { currency, locale, current: pricing.effective })

/** The percentage of each product type a markup gives (a fixed amount or none: 0 %). */
const bpsByType = (markup: TAgentMarkup | null | undefined) =>
  Object.fromEntries(
    PRODUCT_TYPES.map((type) => [
      type,
      markup?.kind === 'percent' ? markup.bps : markup?.kind === 'byType' ? markup.bps[type] : 0,
    ]),
  ) as Record<TProductType, number>

/**
 * A markup in the form's fields, written as the page's language writes decimals ("12,5" in
 * German), so that what the form fills in reads back the same; null is the form's "default" choice.
 * The choices not taken start from the markup in force (`current`, issue 54): switching to "a
 * percentage per product type" shows today's 15 % in every field, not 0 %, so saving at once changes nothing.
 */
const formOfMarkup = (
  markup: TAgentMarkup | null,
  { currency, locale, current }: { currency: string; locale: string; current?: TAgentMarkup | null },
): TForm => {
  const percent = (bps: number) => decimalInputOf(percentOf(bps), locale)
  const start = markup ?? current
  const split = bpsByType(start)
  const byType = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, percent(split[type])])) as Record<
    TProductType,
    string
  >
  return {
    kind: markup ? markup.kind : 'default',
    percent: start?.kind === 'percent' ? percent(start.bps) : '15',
    byType,
    fixed:
      markup?.kind === 'fixed' && isCurrency(currency)
        ? decimalInputOf(decimalOfMoney({ amount: markup.amount, currency }), locale)
        : '',
  }
}

/** The selling figures a markup would give the trip, or null when it is not one that can price it. */
function previewOf(
  netByType: Readonly<Partial<Record<TProductType, number>>>,
  markup: TAgentMarkup,
  people: number,
): TSellingPrice | null {
  try {
    return sellingPrice(netByType, markup, people)
  } catch {
    return null
  }
}

/** What the form needs of the page's language: its problems' words and how it writes decimals. */
type TFormWords = {
  t: ReturnType<typeof useTranslations<'ClientOutput'>>
  locale: string
}

/** The form as a markup (null: the default), or the reason it is not one. */
function markupOfForm(
  form: TForm,
  currency: string,
  words: TFormWords,
): { markup: TAgentMarkup | null } | { problem: string } {
  const { t, locale } = words
  switch (form.kind) {
    case 'default':
      return { markup: null }
    case 'none':
      return { markup: { kind: 'none' } }
    case 'percent': {
      const bps = parsePercent(decimalOf(form.percent, locale))
      return bps === null ? { problem: t('percentProblem') } : { markup: { kind: 'percent', bps } }
    }
    case 'byType': {
      const bps = Object.fromEntries(
        PRODUCT_TYPES.map((type) => [type, parsePercent(decimalOf(form.byType[type], locale))]),
      )
      const missing = PRODUCT_TYPES.find((type) => bps[type] === null)
      return missing
        ? { problem: t('typeProblem', { type: t(`typeInSentence.${missing}`) }) }
        : { markup: { kind: 'byType', bps: bps as Record<TProductType, number> } }
    }
    case 'fixed': {
      try {
        if (!isCurrency(currency)) throw new Error('currency')
        const amount = parseAmount(decimalOf(form.fixed, locale), currency)
        if (amount < 0) throw new Error('negative')
        return { markup: { kind: 'fixed', amount } }
      } catch {
        return { problem: t('amountProblem', { currency }) }
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
  netByType,
  open,
  onOpenChange,
  onPricing,
  ready,
}: {
  booking: TBookingDetail
  selling: TSellingPrice
  /** Monsoon's price of the trip per product type: what the markup being typed is previewed on. */
  netByType: Readonly<Partial<Record<TProductType, number>>>
  open: boolean
  onOpenChange: (open: boolean) => void
  onPricing: (pricing: TClientPricing) => void
  /** Saves unsaved changes first: documents show what the agent sees. */
  ready: () => Promise<boolean>
}) {
  const errorText = useErrorText()
  const pricing = booking.clientPricing
  const currency = booking.currency
  const { t, words, markupText } = useMarkupWords()
  const { locale, money, localTime } = useFormat()
  const [form, setForm] = useState<TForm>(() => formOf(pricing, currency, locale))
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

  // The figures as the markup being typed would make them (issue 54), the saved ones until it reads as one.
  const typed = markupOfForm(form, currency, words)
  const typedMarkup = 'markup' in typed ? (typed.markup ?? pricing.agent ?? pricing.agency ?? { kind: 'none' }) : null
  const shown = typedMarkup ? (previewOf(netByType, typedMarkup, selling.people) ?? selling) : selling
  const unsaved = shown.selling !== selling.selling

  const savePricing = async () => {
    if ('problem' in typed) return setNotice({ text: typed.problem, error: true })
    setBusy(true)
    try {
      const saved = await vaultCall<TClientPricing>(
        `${API}/Pricing`,
        { bookingId: booking._id, markup: typed.markup, showPrice },
        { method: 'PUT' },
      )
      onPricing(saved)
      setForm(formOf(saved, currency, locale))
      setNotice({ text: t('saved') })
    } catch (error) {
      setNotice({ text: errorText(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  // The page offers the travel documents only when the agent says so (issue 56): they name the travellers.
  const [travelDocuments, setTravelDocuments] = useState(false)
  const makeLink = async (frozen: boolean) => {
    setNotice(null)
    if (!(await ready())) return
    setBusy(true)
    try {
      const answer = await vaultCall<{ url: string }>(`${API}/CreateLink`, {
        bookingId: booking._id,
        frozen,
        travelDocuments,
      })
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
      setNotice({ text: t('revoked', { hint: link.hint }) })
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
    if (!ok) setNotice({ text: t('pdfFailed'), error: true })
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      wide
      testId="client-output"
    >
      <div className="grid gap-6 text-sm">
        <section aria-labelledby="selling-title" className="grid gap-3">
          <h3 id="selling-title" className="text-base font-semibold">
            {t('sellingTitle')}
          </h3>
          <dl
            className="grid grid-cols-2 gap-2 rounded-sm bg-page p-3 sm:grid-cols-4"
            data-testid="selling-figures"
            aria-live="polite"
          >
            <div>
              <dt className="text-muted">{t('monsoonPrice')}</dt>
              <dd className="font-medium">{money(shown.net, currency)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('clientPays')}</dt>
              <dd className="font-semibold">{money(shown.selling, currency)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('perPerson', { people: shown.people })}</dt>
              <dd className="font-medium">{money(shown.perPerson, currency)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('margin')}</dt>
              <dd className="font-medium">{money(shown.margin, currency)}</dd>
            </div>
          </dl>
          {unsaved && (
            <p className="text-muted" data-testid="selling-preview">
              {t('previewNote', { saved: money(selling.selling, currency) })}
            </p>
          )}
          <p className="text-muted">
            {t.rich('inForce', {
              markup: markupText(pricing.effective, currency),
              source: t(`sources.${pricing.source}`),
              strong: (chunks) => <strong className="text-ink">{chunks}</strong>,
            })}
          </p>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">{t('onBooking')}</legend>
            <MarkupFields
              form={form}
              onChange={setForm}
              currency={currency}
              label={t('kindLabel')}
              kinds={[
                [
                  'default',
                  t('yourDefault', {
                    markup: pricing.agent
                      ? markupText(pricing.agent, currency)
                      : pricing.agency
                        ? t('agencyMarkup', { markup: markupText(pricing.agency, currency) })
                        : t('noneShort'),
                  }),
                ],
                ['percent', t('kinds.percent')],
                ['byType', t('kinds.byType')],
                ['fixed', t('kinds.fixed')],
                ['none', t('kinds.none')],
              ]}
            />
            <label className="mt-1 inline-flex items-center gap-2">
              <input type="checkbox" checked={showPrice} onChange={(event) => setShowPrice(event.target.checked)} />
              {t('showPrice')}
            </label>
            <div>
              <button
                type="button"
                className="btn-primary px-4 py-1.5 text-sm"
                disabled={busy}
                onClick={() => void savePricing()}
              >
                {t('savePrice')}
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
            {t('pageTitle')}
          </h3>
          <p className="text-muted">{t('pageText')}</p>
          {isLocale(booking.languageId) && (
            <p className="text-muted" data-testid="client-language-note">
              {t('languageNote', { language: languageName(booking.languageId, INTL_TAGS[locale]) })}
            </p>
          )}
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={travelDocuments}
              onChange={(event) => setTravelDocuments(event.target.checked)}
            />
            <span>{t('withTravelDocuments')}</span>
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5"
              disabled={busy}
              onClick={() => void makeLink(false)}
            >
              <Link2 aria-hidden="true" className="h-4 w-4" /> {t('newLive')}
            </button>
            <button
              type="button"
              className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5"
              disabled={busy}
              onClick={() => void makeLink(true)}
            >
              <Lock aria-hidden="true" className="h-4 w-4" /> {t('newFrozen')}
            </button>
          </div>
          {created && (
            <div
              className="grid gap-2 rounded-sm border border-emerald-300 bg-emerald-50 p-3"
              data-testid="created-link"
            >
              <label className="grid gap-1">
                <span className="font-medium">{t('copyNow')}</span>
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
                  <Copy aria-hidden="true" className="h-4 w-4" /> {copied ? t('copied') : t('copy')}
                </button>
                <a
                  href={created}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5 text-sm"
                >
                  <ExternalLink aria-hidden="true" className="h-4 w-4" /> {t('open')}
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
                      …{link.hint} · {link.frozen ? t('frozen') : t('follows')}
                      {link.travelDocuments && ` · ${t('travelDocumentsBadge')}`}
                      {link.revokedAt && <span className="ml-2 text-primary">{t('revokedBadge')}</span>}
                    </span>
                    <span className="text-muted">
                      {[link.label, t('created', { by: link.createdBy, at: localTime(link.createdAt) })]
                        .filter(Boolean)
                        .join(' · ')}{' '}
                      ·{' '}
                      {link.opens === 0
                        ? t('notOpened')
                        : t('opened', { count: link.opens, at: localTime(link.lastOpenedAt ?? link.createdAt) })}
                    </span>
                  </span>
                  {!link.revokedAt && (
                    <button
                      type="button"
                      className="btn-outline px-3 py-1 text-sm"
                      disabled={busy}
                      onClick={() => void revoke(link)}
                    >
                      {t('revoke')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="pdf-title" className="grid gap-2">
          <h3 id="pdf-title" className="text-base font-semibold">
            {t('pdf')}
          </h3>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ['client', 'a4', t('pdfClientA4')],
                ['client', 'letter', t('pdfClientLetter')],
                ['agent', 'a4', t('pdfAgent')],
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
                {downloading === `${version}-${size}` ? t('preparing') : label}
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
  const errorText = useErrorText()
  const { t, words } = useMarkupWords()
  const save = async (scope: 'agent' | 'agency', form: TForm) => {
    const parsed = markupOfForm(form, currency, words)
    if ('problem' in parsed) return onSaved({ text: parsed.problem, error: true })
    try {
      await vaultCall(`${API}/DefaultMarkup`, { scope, markup: parsed.markup }, { method: 'PUT' })
      onSaved({ text: t(scope === 'agent' ? 'defaultSaved' : 'agencyDefaultSaved') })
    } catch (error) {
      onSaved({ text: errorText(error), error: true })
    }
  }
  return (
    <details className="rounded-sm border border-line p-3">
      <summary className="cursor-pointer font-medium">{t('defaults')}</summary>
      <div className="mt-3 grid gap-4">
        <DefaultRow
          title={t('yourDefaultMarkup')}
          initial={formOfMarkup(pricing.agent, {
            currency,
            locale: words.locale,
            current: pricing.agent ?? pricing.agency,
          })}
          currency={currency}
          empty={t('followAgency')}
          onSave={(form) => void save('agent', form)}
        />
        {pricing.canSetAgency && (
          <DefaultRow
            title={t('agencyDefaultMarkup')}
            initial={formOfMarkup(pricing.agency, { currency, locale: words.locale, current: pricing.agency })}
            currency={currency}
            empty={t('kinds.none')}
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
  const t = useTranslations('ClientOutput')
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
          ['percent', t('kinds.percent')],
          ['byType', t('kinds.byType')],
        ]}
      />
      <div>
        <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={() => props.onSave(form)}>
          {t('save')}
        </button>
      </div>
    </fieldset>
  )
}

const FIELD = 'rounded-sm border border-line px-2 py-1.5 text-sm'

/** A language as the page's reader calls it ("German" on an English page, "allemand" on a French one). */
const languageName = (code: TLocale, tag: string) => {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(code) ?? LOCALE_NAMES[code]
  } catch {
    return LOCALE_NAMES[code]
  }
}

/** The kind of markup and its figures: one percentage, one per product type, or an amount. */
function MarkupFields(props: {
  form: TForm
  onChange: (form: TForm) => void
  currency: string
  label: string
  kinds: readonly (readonly [TKind, string])[]
}) {
  const { form, onChange, currency } = props
  const { t, typeName } = useMarkupWords()
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
              aria-label={t('percentOf', { label: props.label })}
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
              aria-label={t('amountIn', { label: props.label, currency })}
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
              <span className="text-muted">{typeName(type)}</span>
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

/** The dialog's words, a product type's name and a markup as the agent reads it, in the page's language. */
function useMarkupWords() {
  const t = useTranslations('ClientOutput')
  const tb = useTranslations('Builder')
  const { locale, money } = useFormat()
  const typeName = (type: TProductType) => tb(`productType.${type}`)
  const percent = (bps: number) =>
    t('markup.percent', { value: (bps / 100).toLocaleString(INTL_TAGS[locale], { maximumFractionDigits: 2 }) })
  /** "15 %", "Hotel 10 %, Transfer 5 %, …", "250.00 USD on the trip", "None". */
  const markupText = (markup: TAgentMarkup, currency: string) => {
    switch (markup.kind) {
      case 'none':
        return t('markup.none')
      case 'percent':
        return percent(markup.bps)
      case 'byType':
        return PRODUCT_TYPES.map((type) =>
          t('markup.byTypeItem', { type: typeName(type), percent: percent(markup.bps[type]) }),
        ).join(', ')
      case 'fixed':
        return t('markup.fixed', { amount: money(markup.amount, currency) })
    }
  }
  const words: TFormWords = { t, locale }
  return { t, words, typeName, markupText }
}
