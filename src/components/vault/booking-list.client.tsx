'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Landmark, PlugZap, Plus, Search, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { SiteLink } from '@/components/site-link.client'
import { useErrorText } from '@/components/use-error-text'
import { agentMayDelete, BOOKING_STATUSES, type TBookingStatus } from '@/domain/booking-status'
import { localizeHref, type TLocale } from '@/domain/locales'
import { PAGE_SIZES } from '@/domain/pricing/pages'
import { type TVaultLinkItem, VAULT_LIST_PATH, withVaultAdd } from '@/domain/vault-link'
import { BookingForm, emptyHeader, headerBody, type TClientLanguage } from './booking-form.client'
import { ConfirmDialog } from './dialogs.client'
import { useFormat } from './format'
import { Pager } from './pager.client'
import { StatusBadge, useStatusLabel } from './status-badge'
import type { TBookingDetail, TBookingRow, TPage } from './types'
import { vaultCall } from './vault-api'

type TProps = {
  nation: string
  nations: { code: string; fullName: string }[]
  currency: string
  /** The languages shown, and the one the agent works in: a new booking's client language (issue 26). */
  languages: TClientLanguage[]
  language: string
  /** A hotel or dining experience a public page sent the agent to add (issue 55): which booking takes it? */
  link?: TVaultLinkItem | null
  /** The first page, unfiltered, as the page was rendered with it (absent: loaded). */
  firstPage?: TPage<TBookingRow>
}

/** The agent's bookings (spec §2 Agent vault: 10 per page), newest first, with search, status filter, create and delete. */
export function BookingList({ nation, nations, currency, languages, language, link, firstPage }: TProps) {
  const errorText = useErrorText()
  const t = useTranslations('Bookings')
  const { day, money, pax, locale } = useFormat()
  const statusLabel = useStatusLabel()
  const router = useRouter()
  const client = useQueryClient()
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<TBookingStatus | ''>('')
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<TBookingRow | null>(null)
  const idempotencyKey = useRef<string | null>(null)
  const searchId = useId()
  const statusId = useId()

  const list = useQuery({
    queryKey: ['bookings', nation, page, search, status],
    queryFn: () =>
      vaultCall<TPage<TBookingRow>>('listData', {
        _pageSize: PAGE_SIZES.bookings,
        _pageNumber: page,
        nation,
        search: search || undefined,
        status: status || undefined,
      }),
    placeholderData: keepPreviousData,
    initialData: page === 1 && !search && !status ? firstPage : undefined,
  })
  const remove = useMutation({
    mutationFn: (row: Pick<TBookingRow, '_id' | 'version'>) =>
      vaultCall('RemoveBooking', { _id: row._id, version: row.version }, { method: 'DELETE' }),
    onSuccess: () => {
      setDeleting(null)
      void client.invalidateQueries({ queryKey: ['bookings'] })
    },
  })

  const rows = list.data?.items ?? []
  // The bookings listed are of the current nation: they take the linked item only if it is there too.
  const linkHere = link?.allowed && link.nation.code === nation ? link : null
  const bookingHref = (id: string) => localizeHref(withVaultAdd(`${VAULT_LIST_PATH}/${id}`, linkHere), locale)
  return (
    <section className="container-page grid grid-cols-1 gap-6 py-10" data-testid="booking-list">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">{t('kicker')}</p>
          <h1 className="text-3xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-sm text-muted">
            {t('lead', {
              nation: nations.find((known) => known.code === nation)?.fullName ?? nation.toUpperCase(),
              currency,
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <SiteLink
            href={localizeHref('/marketplace/b2b-agent-vault/api-access', locale)}
            className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
          >
            <PlugZap aria-hidden="true" className="h-4 w-4" /> {t('apiAccess')}
          </SiteLink>
          <SiteLink
            href={localizeHref('/marketplace/b2b-agent-vault/account', locale)}
            className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
          >
            <Landmark aria-hidden="true" className="h-4 w-4" /> {t('account')}
          </SiteLink>
          <button
            type="button"
            className="btn-primary inline-flex items-center gap-2"
            onClick={() => {
              idempotencyKey.current = crypto.randomUUID()
              setCreating(true)
            }}
          >
            <Plus aria-hidden="true" className="h-4 w-4" /> {t('newBooking')}
          </button>
        </div>
      </header>

      {link && <LinkBanner link={link} nation={nation} locale={locale} />}

      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          setSearch(String(data.get('search') ?? '').trim())
          setPage(1)
        }}
      >
        <label htmlFor={searchId} className="grid gap-1 text-sm font-medium">
          {t('search')}
          <span className="flex">
            <input
              id={searchId}
              name="search"
              type="search"
              maxLength={100}
              className="w-64 max-w-[60vw] rounded-l-sm border border-line bg-white px-3 py-2 text-sm"
              placeholder={t('searchPlaceholder')}
            />
            <button type="submit" className="rounded-r-sm bg-primary px-3 text-white" aria-label={t('searchButton')}>
              <Search aria-hidden="true" className="h-4 w-4" />
            </button>
          </span>
        </label>
        <label htmlFor={statusId} className="grid gap-1 text-sm font-medium">
          {t('status')}
          <select
            id={statusId}
            className="rounded-sm border border-line bg-white px-3 py-2 text-sm"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TBookingStatus | '')
              setPage(1)
            }}
          >
            <option value="">{t('allStatuses')}</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </label>
      </form>

      {list.isError && (
        <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-sm text-primary">
          {t('loadFailed', { error: errorText(list.error) })}
        </p>
      )}
      <div className="relative overflow-x-auto rounded-sm bg-white shadow-sm" aria-busy={list.isFetching}>
        {list.isFetching && (
          <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-primary" aria-hidden="true" />
        )}
        {/* A table from 992 px; below, each booking is a two-column card (issue 18): a tablet's table wrapped names word by word. */}
        <table className="block w-full text-sm lg:table lg:min-w-[720px]">
          <thead className="hidden lg:table-header-group">
            <tr className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
              <th className="px-4 py-3">{t('columns.booking')}</th>
              <th className="px-4 py-3">{t('columns.dates')}</th>
              <th className="px-4 py-3">{t('columns.travellers')}</th>
              <th className="px-4 py-3">{t('columns.status')}</th>
              <th className="px-4 py-3 text-right">{t('columns.total')}</th>
              <th className="px-4 py-3">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="block lg:table-row-group">
            {rows.map((row) => (
              <tr
                key={row._id}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 border-b border-line px-4 py-3 last:border-0 hover:bg-page lg:table-row lg:p-0"
                data-testid="booking-row"
              >
                <td className="col-start-1 row-start-1 lg:px-4 lg:py-3">
                  {/* Not prefetched: ten bookings would be ten renders on the server each time the list shows. */}
                  <SiteLink
                    href={bookingHref(row._id)}
                    prefetch={false}
                    className="font-semibold text-primary hover:underline"
                  >
                    {row.nameTour}
                  </SiteLink>
                  <div className="text-xs text-muted">{row.Code}</div>
                </td>
                <td className="col-start-1 row-start-2 whitespace-nowrap lg:px-4 lg:py-3">
                  {day(row.begindate)} – {day(row.enddate)}
                  <div className="text-xs text-muted">{t('days', { count: row.days })}</div>
                </td>
                <td className="col-start-1 row-start-3 lg:px-4 lg:py-3">{pax(row.adultQuantity, row.childQuantity)}</td>
                <td className="col-start-2 row-start-2 text-right lg:px-4 lg:py-3 lg:text-left">
                  <StatusBadge status={row.status} />
                </td>
                <td className="col-start-2 row-start-1 text-right font-medium whitespace-nowrap lg:px-4 lg:py-3">
                  {money(row.total, row.currency)}
                </td>
                <td className="col-start-2 row-start-3 text-right lg:px-4 lg:py-3">
                  {/* Only drafts are deleted; anything sent to Monsoon is cancelled in the booking (issue 54). */}
                  {agentMayDelete(row.status) && (
                    <button
                      type="button"
                      className="rounded-full p-2 text-muted hover:bg-primary-light hover:text-primary"
                      aria-label={t('delete', { name: row.nameTour })}
                      onClick={() => setDeleting(row)}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </button>
                  )}
                </td>
              </tr>
            ))}
            {!list.isPending && rows.length === 0 && (
              <tr className="block lg:table-row">
                <td colSpan={6} className="block px-4 py-10 text-center text-muted lg:table-cell">
                  {search || status ? t('noMatch') : t('empty')}
                </td>
              </tr>
            )}
            {list.isPending && (
              <tr className="block lg:table-row">
                <td colSpan={6} className="block px-4 py-10 text-center text-muted lg:table-cell">
                  {t('loading')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pageSize={PAGE_SIZES.bookings}
        total={list.data?.total ?? 0}
        onPage={setPage}
        label={t('pages')}
      />

      <ModalDialog open={creating} onOpenChange={setCreating} title={t('newBooking')} wide>
        <BookingForm
          initial={emptyHeader(link?.allowed ? link.nation.code : nation, language)}
          nations={nations}
          languages={languages}
          submitLabel={t('createBooking')}
          onCancel={() => setCreating(false)}
          onSubmit={async (form) => {
            const created = await vaultCall<TBookingDetail>('AddBooing', headerBody(form), {
              headers: { 'Idempotency-Key': idempotencyKey.current ?? crypto.randomUUID() },
            })
            // No list refresh: the list is left at once, and arrives with its first page next time.
            // A new booking for a linked item opens on it (issue 55).
            const add = link?.allowed && created.nation === link.nation.code ? link : null
            router.push(localizeHref(withVaultAdd(`${VAULT_LIST_PATH}/${created._id}`, add), locale))
          }}
        />
      </ModalDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle')}
        confirmLabel={remove.isPending ? t('deleting') : t('deleteConfirm')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        error={remove.isError ? errorText(remove.error) : null}
      >
        {t('deleteText', { name: deleting?.nameTour ?? '', code: deleting?.Code ?? '' })}
      </ConfirmDialog>
    </section>
  )
}

/**
 * What to do with the item a public page linked to (issue 55): open a booking below, start a new
 * one, or, when it is in another nation, switch nations first; an item of a nation the account does
 * not sell is said so.
 */
function LinkBanner({ link, nation, locale }: { link: TVaultLinkItem; nation: string; locale: TLocale }) {
  const t = useTranslations('Bookings')
  const words = {
    name: link.name,
    nation: link.nation.fullName,
    strong: (chunks: React.ReactNode) => <strong>{chunks}</strong>,
  }
  const text = !link.allowed
    ? t.rich('link.notSold', words)
    : link.nation.code === nation
      ? t.rich('link.choose', words)
      : t.rich('link.otherNation', words)
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-sm border-l-4 border-primary bg-white px-4 py-3 text-sm shadow-sm"
      data-testid="vault-link"
    >
      <p>{text}</p>
      <SiteLink href={localizeHref(VAULT_LIST_PATH, locale)} className="underline hover:text-primary">
        {t('link.dismiss')}
      </SiteLink>
    </div>
  )
}
