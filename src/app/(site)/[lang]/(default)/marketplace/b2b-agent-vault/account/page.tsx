import { ArrowLeft, FileDown, ShieldAlert } from 'lucide-react'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site-link.client'
import { AGEING_BUCKETS } from '@/domain/invoices'
import { shortDay } from '@/domain/itinerary/summary'
import { INTL_TAGS, localizeHref } from '@/domain/locales'
import { formatMoney } from '@/domain/pricing/money'
import { pageLocale } from '@/lib/i18n/page-locale'
import { currentAuth } from '@/server/auth/current'
import { listInvoices, listPayments, statementFor } from '@/server/finance/account'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account')
  return { title: t('title'), robots: { index: false } }
}

const PATH = '/marketplace/b2b-agent-vault/account'
const FILE = '/b2badminapi/api/Finance/statement/file'
// The tables are tables from 640 px; on a phone each row is a card of label and value pairs (the
// cells' data-label), so nothing hides off the side of the screen.
const TABLE = 'w-full border-collapse text-sm max-sm:block'
const THEAD = 'max-sm:hidden'
const TBODY = 'max-sm:block'
const TR = 'max-sm:block max-sm:border-b max-sm:border-line max-sm:px-3 max-sm:py-2'
const TH = 'border-b border-line px-3 py-2 text-left font-semibold'
const TD =
  'border-b border-line px-3 py-2 align-top max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:border-0 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-muted max-sm:before:content-[attr(data-label)]'
const NUM = 'text-right tabular-nums sm:whitespace-nowrap'

/**
 * The agency's account with Monsoon in the vault (issue 57): for its admin, what it owes per
 * currency and how late, its open invoices, its payments, and the statement of account as PDF or
 * CSV. Rendered on the server in one pass: nothing loads after the page.
 */
export default async function AccountPage() {
  const [auth, locale, t] = await Promise.all([currentAuth(), pageLocale(), getTranslations('Account')])
  if (!auth) redirect(`${localizeHref('/login-agent', locale)}?next=${encodeURIComponent(localizeHref(PATH, locale))}`)
  const back = (
    <SiteLink
      href={localizeHref('/marketplace/b2b-agent-vault', locale)}
      className="inline-flex items-center gap-1 justify-self-start text-sm text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('yourBookings')}
    </SiteLink>
  )
  if (!auth.agent.isAgencyAdmin)
    return (
      <section className="container-page grid grid-cols-1 gap-6 py-10" data-testid="account">
        {back}
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <div
          className="flex max-w-3xl items-start gap-3 rounded-sm bg-white p-5 text-sm shadow-sm"
          data-testid="account-not-admin"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <h2 className="text-base font-semibold">{t('notAdminTitle')}</h2>
            <p className="text-muted">{t('notAdminText')}</p>
          </div>
        </div>
      </section>
    )
  const [statement, open, payments] = await Promise.all([
    statementFor(auth, { from: null, to: null }),
    listInvoices(auth, { open: true, page: 1, limit: 100 }),
    listPayments(auth, { page: 1, limit: 20 }),
  ])
  const tag = INTL_TAGS[locale]
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale)
  const bookingHref = (id: string) => localizeHref(`/marketplace/b2b-agent-vault/${id}`, locale)
  return (
    <section className="container-page grid grid-cols-1 gap-8 py-10" data-testid="account">
      {back}
      <header className="grid max-w-3xl gap-2">
        <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">{t('eyebrow')}</p>
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="text-sm text-muted">{t('intro')}</p>
      </header>

      <section aria-labelledby="account-balance" className="grid gap-3">
        <h2 id="account-balance" className="text-xl font-semibold">
          {t('balanceTitle')}
        </h2>
        {statement.sections.length === 0 ? (
          <p className="text-sm text-muted">{t('nothingYet')}</p>
        ) : (
          <div className="rounded-sm bg-white shadow-sm">
            <table className={TABLE}>
              <thead className={THEAD}>
                <tr>
                  <th className={TH}>{t('currency')}</th>
                  <th className={`${TH} text-right`}>{t('balance')}</th>
                  {AGEING_BUCKETS.map((bucket) => (
                    <th key={bucket} className={`${TH} text-right`}>
                      {t(`ageing.${bucket}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={TBODY}>
                {statement.sections.map((section) => (
                  <tr key={section.currency} className={TR} data-testid="account-balance-row">
                    <td className={TD}>{section.currency}</td>
                    <td className={`${TD} ${NUM} font-semibold`}>{money(section.closing, section.currency)}</td>
                    {AGEING_BUCKETS.map((bucket) => (
                      <td
                        key={bucket}
                        className={`${TD} ${NUM} ${bucket !== 'current' && section.ageing[bucket] > 0 ? 'font-semibold text-primary' : ''}`}
                      >
                        {money(section.ageing[bucket], section.currency)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <form
          action={FILE}
          method="get"
          className="flex flex-wrap items-end gap-3 text-sm"
          data-testid="statement-form"
        >
          <label className="grid gap-1 font-medium">
            {t('from')}
            <input type="date" name="from" className="rounded-sm border border-line bg-white px-2 py-1.5" />
          </label>
          <label className="grid gap-1 font-medium">
            {t('to')}
            <input type="date" name="to" className="rounded-sm border border-line bg-white px-2 py-1.5" />
          </label>
          <label className="grid gap-1 font-medium">
            {t('paper')}
            <select
              name="size"
              defaultValue={locale === 'en' ? 'a4' : 'a4'}
              className="rounded-sm border border-line bg-white px-2 py-1.5"
            >
              <option value="a4">A4</option>
              <option value="letter">{t('letter')}</option>
            </select>
          </label>
          <button
            type="submit"
            name="format"
            value="pdf"
            className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5"
          >
            <FileDown aria-hidden="true" className="h-4 w-4" /> {t('statementPdf')}
          </button>
          <button
            type="submit"
            name="format"
            value="csv"
            className="btn-outline inline-flex items-center gap-1.5 px-3 py-1.5"
          >
            <FileDown aria-hidden="true" className="h-4 w-4" /> {t('statementCsv')}
          </button>
        </form>
      </section>

      <section aria-labelledby="account-open" className="grid gap-3">
        <h2 id="account-open" className="text-xl font-semibold">
          {t('openTitle', { count: open.length })}
        </h2>
        {open.length === 0 ? (
          <p className="text-sm text-muted">{t('allPaid')}</p>
        ) : (
          <div className="rounded-sm bg-white shadow-sm">
            <table className={TABLE}>
              <thead className={THEAD}>
                <tr>
                  <th className={TH}>{t('invoice')}</th>
                  <th className={TH}>{t('booking')}</th>
                  <th className={`${TH} text-right`}>{t('total')}</th>
                  <th className={`${TH} text-right`}>{t('open')}</th>
                  <th className={TH}>{t('due')}</th>
                </tr>
              </thead>
              <tbody className={TBODY}>
                {open.map((invoice) => (
                  <tr key={invoice.id} className={TR} data-testid="account-invoice">
                    <td className={TD} data-label={t('invoice')}>
                      <div>
                        <a
                          href={`/b2badminapi/api/Finance/invoices/${invoice.id}/pdf`}
                          download
                          className="text-primary hover:underline"
                        >
                          {invoice.number}
                        </a>
                        <div className="text-xs text-muted">{shortDay(invoice.issuedOn, tag)}</div>
                      </div>
                    </td>
                    <td className={TD} data-label={t('booking')}>
                      <div>
                        <SiteLink href={bookingHref(invoice.bookingId)} className="text-primary hover:underline">
                          {invoice.bookingCode}
                        </SiteLink>
                        <div className="text-xs text-muted">{invoice.bookingName}</div>
                      </div>
                    </td>
                    <td className={`${TD} ${NUM}`} data-label={t('total')}>
                      {money(invoice.total, invoice.currency)}
                    </td>
                    <td className={`${TD} ${NUM}`} data-label={t('open')}>
                      {money(invoice.open, invoice.currency)}
                    </td>
                    <td className={TD} data-label={t('due')}>
                      {invoice.dueOn && invoice.dueAmount !== null && (
                        <span className={invoice.standing === 'overdue' ? 'font-semibold text-primary' : undefined}>
                          {t(invoice.standing === 'overdue' ? 'overdue' : 'dueOn', {
                            amount: money(invoice.dueAmount, invoice.currency),
                            date: shortDay(invoice.dueOn, tag),
                          })}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="account-payments" className="grid gap-3">
        <h2 id="account-payments" className="text-xl font-semibold">
          {t('paymentsTitle')}
        </h2>
        {payments.length === 0 ? (
          <p className="text-sm text-muted">{t('noPayments')}</p>
        ) : (
          <div className="rounded-sm bg-white shadow-sm">
            <table className={TABLE}>
              <thead className={THEAD}>
                <tr>
                  <th className={TH}>{t('received')}</th>
                  <th className={TH}>{t('reference')}</th>
                  <th className={`${TH} text-right`}>{t('amount')}</th>
                  <th className={TH}>{t('allocatedTo')}</th>
                </tr>
              </thead>
              <tbody className={TBODY}>
                {payments.map((payment) => (
                  <tr key={payment.id} className={TR} data-testid="account-payment">
                    <td className={`${TD} whitespace-nowrap`} data-label={t('received')}>
                      {shortDay(payment.receivedOn, tag)}
                    </td>
                    <td className={TD} data-label={t('reference')}>
                      {payment.reference}
                    </td>
                    <td className={`${TD} ${NUM}`} data-label={t('amount')}>
                      {money(payment.amount, payment.currency)}
                    </td>
                    <td className={TD} data-label={t('allocatedTo')}>
                      <div>
                        {[...new Set(payment.allocations.filter((a) => a.amount > 0).map((a) => a.invoice))].join(', ')}
                        {payment.unallocated > 0 && (
                          <div className="text-xs text-muted">
                            {t('onAccount', { amount: money(payment.unallocated, payment.currency) })}
                          </div>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  )
}
