'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PlugZap, Plus, Search, Trash2 } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { BOOKING_STATUSES, STATUS_LABELS, type TBookingStatus } from '@/domain/booking-status'
import { PAGE_SIZES } from '@/domain/pricing/pages'
import { errorText } from '@/lib/api-client'
import { BookingForm, emptyHeader, headerBody } from './booking-form.client'
import { ConfirmDialog } from './dialogs.client'
import { day, money, pax } from './format'
import { Pager } from './pager.client'
import { StatusBadge } from './status-badge'
import type { TBookingDetail, TBookingRow, TPage } from './types'
import { vaultCall } from './vault-api'

type TProps = { nation: string; nations: { code: string; fullName: string }[]; currency: string }

/** The agent's bookings (spec §2 Agent vault: 10 per page), newest first, with search, status filter, create and delete. */
export function BookingList({ nation, nations, currency }: TProps) {
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
  return (
    <section className="container-page grid grid-cols-1 gap-6 py-10" data-testid="booking-list">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">Agent vault</p>
          <h1 className="text-3xl font-semibold">Your bookings</h1>
          <p className="mt-1 text-sm text-muted">
            Your agency’s bookings in {nations.find((known) => known.code === nation)?.fullName ?? nation.toUpperCase()}
            , priced in {currency}. Build an itinerary day by day and send it to Monsoon.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <Link
            href="/marketplace/b2b-agent-vault/api-access"
            className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
          >
            <PlugZap aria-hidden="true" className="h-4 w-4" /> API access
          </Link>
          <button
            type="button"
            className="btn-primary inline-flex items-center gap-2"
            onClick={() => {
              idempotencyKey.current = crypto.randomUUID()
              setCreating(true)
            }}
          >
            <Plus aria-hidden="true" className="h-4 w-4" /> New booking
          </button>
        </div>
      </header>

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
          Search by name or code
          <span className="flex">
            <input
              id={searchId}
              name="search"
              type="search"
              maxLength={100}
              className="w-64 max-w-[60vw] rounded-l-sm border border-line bg-white px-3 py-2 text-sm"
              placeholder="e.g. Honeymoon or BK123456"
            />
            <button type="submit" className="rounded-r-sm bg-primary px-3 text-white" aria-label="Search">
              <Search aria-hidden="true" className="h-4 w-4" />
            </button>
          </span>
        </label>
        <label htmlFor={statusId} className="grid gap-1 text-sm font-medium">
          Status
          <select
            id={statusId}
            className="rounded-sm border border-line bg-white px-3 py-2 text-sm"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TBookingStatus | '')
              setPage(1)
            }}
          >
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </form>

      {list.isError && (
        <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-sm text-primary">
          We could not load your bookings: {errorText(list.error)}
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
              <th className="px-4 py-3">Booking</th>
              <th className="px-4 py-3">Dates</th>
              <th className="px-4 py-3">Travellers</th>
              <th className="px-4 py-3">Status</th>
              <th className="px-4 py-3 text-right">Total</th>
              <th className="px-4 py-3">
                <span className="sr-only">Actions</span>
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
                  <Link
                    href={`/marketplace/b2b-agent-vault/${row._id}`}
                    className="font-semibold text-primary hover:underline"
                  >
                    {row.nameTour}
                  </Link>
                  <div className="text-xs text-muted">{row.Code}</div>
                </td>
                <td className="col-start-1 row-start-2 whitespace-nowrap lg:px-4 lg:py-3">
                  {day(row.begindate)} – {day(row.enddate)}
                  <div className="text-xs text-muted">{row.days} days</div>
                </td>
                <td className="col-start-1 row-start-3 lg:px-4 lg:py-3">{pax(row.adultQuantity, row.childQuantity)}</td>
                <td className="col-start-2 row-start-2 text-right lg:px-4 lg:py-3 lg:text-left">
                  <StatusBadge status={row.status} />
                </td>
                <td className="col-start-2 row-start-1 text-right font-medium whitespace-nowrap lg:px-4 lg:py-3">
                  {money(row.total, row.currency)}
                </td>
                <td className="col-start-2 row-start-3 text-right lg:px-4 lg:py-3">
                  {row.status !== 'confirmed' && (
                    <button
                      type="button"
                      className="rounded-full p-2 text-muted hover:bg-primary-light hover:text-primary"
                      aria-label={`Delete ${row.nameTour}`}
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
                  {search || status ? 'No booking matches.' : 'No bookings yet. Start with “New booking”.'}
                </td>
              </tr>
            )}
            {list.isPending && (
              <tr className="block lg:table-row">
                <td colSpan={6} className="block px-4 py-10 text-center text-muted lg:table-cell">
                  Loading your bookings…
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
        label="Bookings pages"
      />

      <ModalDialog open={creating} onOpenChange={setCreating} title="New booking" wide>
        <BookingForm
          initial={emptyHeader(nation)}
          nations={nations}
          submitLabel="Create booking"
          onCancel={() => setCreating(false)}
          onSubmit={async (form) => {
            const created = await vaultCall<TBookingDetail>('AddBooing', headerBody(form), {
              headers: { 'Idempotency-Key': idempotencyKey.current ?? crypto.randomUUID() },
            })
            void client.invalidateQueries({ queryKey: ['bookings'] })
            router.push(`/marketplace/b2b-agent-vault/${created._id}`)
          }}
        />
      </ModalDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this booking?"
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete booking'}
        onConfirm={() => deleting && remove.mutate(deleting)}
        error={remove.isError ? errorText(remove.error) : null}
      >
        “{deleting?.nameTour}” ({deleting?.Code}) and its itinerary will be removed from your vault.
      </ConfirmDialog>
    </section>
  )
}
