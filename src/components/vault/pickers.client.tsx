'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Heart, Plus } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Tabs } from 'radix-ui'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { usePageLanguage } from '@/components/page-language.client'
import { useErrorText } from '@/components/use-error-text'
import type { TActivityItem, TFavouriteItem, THotelItem, TPricedPage } from '@/domain/catalogue-contract'
import {
  cardRoom,
  quickAddChoice,
  surchargeDue,
  surchargeOffered,
  type TActivityOffer,
  type TActivityPick,
  type THotelOffer,
  type TParty,
  type TRoomChoice,
  type TTourDay,
} from '@/domain/itinerary'
import { addDays } from '@/domain/pricing/dates'
import { PAGE_SIZES } from '@/domain/pricing/pages'
import type { TProductType } from '@/domain/pricing/settings'
import { AvailabilityBadge } from './availability-badge'
import { type TFormat, useFormat } from './format'
import { HotelDialog } from './hotel-dialog.client'
import { Pager } from './pager.client'
import {
  DINING_FILTERS,
  HOTEL_FILTERS,
  PickerFilters,
  PROGRAM_FILTERS,
  type TFilterKey,
  type TFilterValues,
  usePickerFilters,
} from './picker-filters.client'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

type TProps = {
  booking: TBookingDetail
  nations: { code: string; fullName: string }[]
  party: TParty
  current: TTourDay
  currentDay: number
  days: TTourDay[]
  pnr: number
  onPnr: (pnr: number) => void
  onAdd: (picks: TActivityPick[]) => void
  onCopy: (dayIndex: number, picks: TActivityPick[]) => void
  onAddHotel: (hotel: THotelOffer, rooms: TRoomChoice[], nights: number) => void
  /** A stay the next hotel added replaces (issue 54), and how to keep it after all. */
  replacing?: TReplacingStay | null
  onKeepStay?: () => void
  /** A hotel or program the agent came to add from a public page (issue 55), and how to list everything again. */
  focus?: TPickerFocus | null
  onClearFocus?: () => void
}

/** The one catalogue item a picker shows first: its tab, its id and its name. */
export type TPickerFocus = { tab: 'programs' | 'dining' | 'hotels'; id: string; name: string }

/** The stay "Change hotel" replaces: its first line, its check-in day (index), name and nights. */
export type TReplacingStay = { stayId: string; lineId: string; dayIndex: number; name: string; nights: number }

const TABS = [
  ['programs', 'tabPrograms'],
  ['dining', 'tabDining'],
  ['hotels', 'tabHotels'],
  ['transfers', 'tabTransfers'],
  ['visa', 'tabVisa'],
  ['favourites', 'tabFavourites'],
] as const

/** What a list holds, for its search, loading, empty and pager texts. */
type TListKind = 'dayPrograms' | 'dining' | 'transfers' | 'visa' | 'hotels' | 'favourites'
type TBuilderWords = ReturnType<typeof useTranslations<'Builder'>>

/** The catalogue pickers (spec §2): day programs (4 a page), accommodation (4), transfers (8), visa, favourites (8). */
export function Pickers(props: TProps) {
  const [tab, setTab] = useState<(typeof TABS)[number][0]>('programs')
  const t = useTranslations('Builder')
  const f = useFormat()
  // "Change hotel" opens the hotels (issue 54).
  const replacingId = props.replacing?.stayId
  useEffect(() => {
    if (replacingId) setTab('hotels')
  }, [replacingId])
  // A hotel or dining experience linked from a public page opens in its tab (issue 55).
  // On a phone the catalogue sits below the days: the page scrolls to it, "Adding to Day 1" on top.
  const focusTab = props.focus?.tab
  useEffect(() => {
    if (!focusTab) return
    setTab(focusTab)
    if (window.matchMedia('(max-width: 991px)').matches)
      document.getElementById('catalogue')?.scrollIntoView({ block: 'start' })
  }, [focusTab])
  return (
    // Sticks below the site's sticky header and the booking bar, not under them (issue 18).
    <aside
      id="catalogue"
      tabIndex={-1}
      className="grid min-w-0 grid-cols-1 content-start gap-3 focus:outline-none lg:sticky lg:top-[calc(var(--sticky-top)+4.5rem)] lg:max-h-[calc(100vh-var(--sticky-top)-5.5rem)] lg:overflow-y-auto"
      aria-label={t('pickers.catalogue')}
    >
      <p className="rounded-sm bg-primary px-4 py-2 text-sm text-white" data-testid="picker-target">
        {t.rich('pickers.addingTo', {
          day: props.current.Day,
          date: f.weekday(props.current.date),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      {props.replacing && (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-sm bg-amber-50 px-4 py-2 text-sm"
          role="status"
          data-testid="replacing-stay"
        >
          <span>
            {t.rich('pickers.replacing', {
              name: props.replacing.name,
              nights: props.replacing.nights,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </span>
          <button type="button" className="underline hover:text-primary" onClick={props.onKeepStay}>
            {t('pickers.keepStay', { name: props.replacing.name })}
          </button>
        </div>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as typeof tab)}
        className="min-w-0 rounded-sm bg-white shadow-sm"
      >
        {/* Six tabs in the 420 px column without clipping the last (issues 18, 55); a phone scrolls them. */}
        <Tabs.List
          aria-label={t('pickers.catalogue')}
          className="flex justify-between overflow-x-auto border-b border-line px-1"
        >
          {TABS.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="shrink-0 px-1 py-2.5 text-[13px] data-[state=active]:border-b-2 data-[state=active]:border-primary data-[state=active]:font-semibold data-[state=active]:text-primary"
            >
              {t(`pickers.${label}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="programs" className="p-3">
          <ActivityPicker {...props} listName="ListDayPrograms" pageSize={PAGE_SIZES.dayPrograms} what="dayPrograms" />
        </Tabs.Content>
        <Tabs.Content value="dining" className="p-3">
          <ActivityPicker {...props} listName="ListDayPrograms" pageSize={PAGE_SIZES.dayPrograms} what="dining" />
        </Tabs.Content>
        <Tabs.Content value="hotels" className="p-3">
          <HotelPicker {...props} />
        </Tabs.Content>
        <Tabs.Content value="transfers" className="p-3">
          <ActivityPicker {...props} listName="ListTransfers" pageSize={PAGE_SIZES.transfers} what="transfers" />
        </Tabs.Content>
        <Tabs.Content value="visa" className="p-3">
          <ActivityPicker {...props} listName="ListVisaOnArrival" pageSize={PAGE_SIZES.transfers} what="visa" />
        </Tabs.Content>
        <Tabs.Content value="favourites" className="p-3">
          <FavouritePicker {...props} />
        </Tabs.Content>
      </Tabs.Root>
    </aside>
  )
}

/** The item a picker tab shows alone, when the agent came from a public page to add it (issue 55). */
const focusIn = (props: Pick<TProps, 'focus'>, tab: TPickerFocus['tab']) =>
  props.focus?.tab === tab ? props.focus : null

/** The paged list shell: search, loading bar, readable error that keeps the items it had, pager. */
function ListShell(props: {
  search?: (text: string) => void
  filters?: ReactNode
  what: TListKind
  isFetching: boolean
  error: unknown
  empty: boolean
  isPending: boolean
  children: ReactNode
  pager: ReactNode
  /** The one item shown (issue 55), with the way back to the whole list. */
  focus?: { name: string; onClear?: () => void } | null
}) {
  const errorText = useErrorText()
  const t = useTranslations('Builder')
  const what = props.what
  return (
    <div className="grid gap-3" aria-busy={props.isFetching}>
      {props.focus && (
        <p
          className="flex flex-wrap items-center justify-between gap-2 rounded-sm bg-amber-50 px-3 py-2 text-sm"
          data-testid="picker-focus"
        >
          <span>
            {t.rich('pickers.focused', { name: props.focus.name, strong: (chunks) => <strong>{chunks}</strong> })}
          </span>
          <button type="button" className="underline hover:text-primary" onClick={props.focus.onClear}>
            {t('pickers.showAll', { what })}
          </button>
        </p>
      )}
      {props.search && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            props.search?.(String(new FormData(event.currentTarget).get('q') ?? '').trim())
          }}
          className="flex gap-2"
        >
          <label className="sr-only" htmlFor={`search-${props.what}`}>
            {t('pickers.searchList', { what })}
          </label>
          <input
            id={`search-${props.what}`}
            name="q"
            type="search"
            maxLength={100}
            placeholder={t('pickers.searchList', { what })}
            className="min-w-0 flex-1 rounded-sm border border-line px-3 py-1.5 text-sm"
          />
          <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
            {t('pickers.search')}
          </button>
        </form>
      )}
      {props.filters}
      <div className={`h-0.5 ${props.isFetching ? 'animate-pulse bg-primary' : 'bg-transparent'}`} aria-hidden="true" />
      {Boolean(props.error) && (
        <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-sm text-primary">
          {t('pickers.loadFailed', { what, error: errorText(props.error) })}
        </p>
      )}
      {props.isPending && <p className="text-sm text-muted">{t('pickers.loading', { what })}</p>}
      {!props.isPending && props.empty && <p className="text-sm text-muted">{t('pickers.empty', { what })}</p>}
      <ul className="grid gap-2">{props.children}</ul>
      {props.pager}
    </div>
  )
}

/** A picker's page and search; the current page is also the builder's `pnr` (spec §4, reset by clearing). */
function usePaging(props: Pick<TProps, 'onPnr'>, pageSize: number, what: TListKind) {
  const t = useTranslations('Builder')
  const label = t('pickers.pages', { what })
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const go = (next: number) => {
    setPage(next)
    props.onPnr(next)
  }
  return {
    page,
    search,
    onSearch: (text: string) => {
      setSearch(text)
      go(1)
    },
    firstPage: () => go(1),
    pager: (total: number) => <Pager page={page} pageSize={pageSize} total={total} onPage={go} label={label} />,
  }
}

function FavouriteButton({ tourId, type, name }: { tourId: string; type: TProductType; name: string }) {
  const t = useTranslations('Builder')
  const client = useQueryClient()
  const favourites = useQuery({
    queryKey: ['favourite-ids'],
    queryFn: async () => {
      const page = await vaultCall<TPricedPage<TFavouriteItem>>('AgentVaultFavourites', {
        _pageSize: 100,
        _pageNumber: 1,
      })
      return page.items.map((favourite) => `${favourite.type}:${favourite.tourId}`)
    },
  })
  const isFavourite = favourites.data?.includes(`${type}:${tourId}`) ?? false
  const toggle = useMutation({
    mutationFn: () =>
      vaultCall(isFavourite ? 'RemoveAgentVaultFavourites' : 'AddAgentVaultFavourites', { tourId, type }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['favourite-ids'] })
      void client.invalidateQueries({ queryKey: ['favourites'] })
    },
  })
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={isFavourite ? t('pickers.removeFavourite', { name }) : t('pickers.addFavourite', { name })}
      className="rounded-full p-1.5 text-primary hover:bg-primary-light"
      onClick={() => toggle.mutate()}
    >
      <Heart aria-hidden="true" className={`h-4 w-4 ${isFavourite ? 'fill-primary' : ''}`} />
    </button>
  )
}

function CopyToDay({
  days,
  currentDay,
  onCopy,
  name,
}: {
  days: TTourDay[]
  currentDay: number
  onCopy: (day: number) => void
  name: string
}) {
  const t = useTranslations('Builder')
  return (
    <select
      className="rounded-sm border border-line px-1.5 py-1 text-xs"
      value=""
      aria-label={t('pickers.copyToADay', { name })}
      onChange={(event) => event.target.value && onCopy(Number(event.target.value))}
    >
      <option value="">{t('pickers.copyTo')}</option>
      {days.map((day, index) =>
        index === currentDay ? null : (
          <option key={day._id} value={index}>
            {t('builder.day', { day: day.Day })}
          </option>
        ),
      )}
    </select>
  )
}

/** The builder's words and the number format, to say a price in the agent's language. */
type TSay = { t: TBuilderWords; f: TFormat }

function offerPrice(offer: TActivityOffer, currency: string, { t, f }: TSay) {
  if (offer.type === 'Transfer')
    return offer.pricing === 'perVehicle'
      ? t('pickers.perVehicle', { price: f.money(offer.price, currency) })
      : t('pickers.perPerson', { price: f.money(offer.price, currency) })
  if (offer.type === 'VisaOnArrivalServices') return t('pickers.perPerson', { price: f.money(offer.price, currency) })
  return t('pickers.perAdult', { price: f.money(offer.adultPrice, currency) })
}

/** A card's picture, its box reserved so the list does not move when it arrives. */
/** A product's picture, or the default image (spec §7) when it has none or it fails to load. */
function Thumb({ src }: { src?: string | null }) {
  return src ? (
    // biome-ignore lint/performance/noImgElement: a 480 px WebP thumbnail from the media library, sized in place
    <img
      src={src}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      data-fallback=""
      className="h-12 w-16 shrink-0 rounded-sm object-cover"
    />
  ) : (
    <span aria-hidden="true" className="default-image h-12 w-16 shrink-0 rounded-sm" />
  )
}

/** The card's description: two lines, the rest on request when there is more. */
function Summary({ text }: { text?: string }) {
  const t = useTranslations('Builder')
  const [isOpen, setOpen] = useState(false)
  const [isClipped, setClipped] = useState(false)
  const paragraph = useRef<HTMLParagraphElement>(null)
  // Measured before the browser paints: "More" is there in the first frame, moving nothing.
  useLayoutEffect(() => {
    const element = paragraph.current
    if (element && !isOpen) setClipped(element.scrollHeight > element.clientHeight + 1)
  }, [isOpen])
  if (!text) return null
  return (
    <div className="text-xs text-ink/80">
      <p ref={paragraph} className={isOpen ? '' : 'line-clamp-2'}>
        {text}
      </p>
      {(isClipped || isOpen) && (
        <button
          type="button"
          className="text-primary underline-offset-2 hover:underline"
          aria-expanded={isOpen}
          onClick={() => setOpen(!isOpen)}
        >
          {isOpen ? t('pickers.less') : t('pickers.more')}
        </button>
      )}
    </div>
  )
}

type TOfferDetails = {
  city?: string
  duration?: string
  description?: string
  image?: string | null
  /** A dining experience's restaurant (issue 55). */
  venue?: { title: string } | null
}

/** One activity with its ticked surcharges, Add and Copy-to-day. */
function ActivityRow(props: TProps & { offer: TActivityOffer & TOfferDetails; currency: string }) {
  const { offer } = props
  const t = useTranslations('Builder')
  const f = useFormat()
  const [ticked, setTicked] = useState<string[]>([])
  // What the program offers on the day it goes to; a compulsory one is ticked and stays so (issue 54).
  const date = props.current.date
  const surcharges =
    'lsSurcharge' in offer ? offer.lsSurcharge.filter((surcharge) => surchargeOffered(surcharge, date)) : []
  const already = props.current.Activities.some((line) => line.tourId === offer._id && line.kind !== 'surcharge')
  const pick = { offer, surcharges: ticked }
  const [said, setSaid] = useState('')
  return (
    <li className="grid gap-2 rounded-sm border border-line p-3 text-sm" data-testid="picker-item">
      <div className="flex items-start gap-2">
        <Thumb src={offer.image} />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{offer.nameTour}</p>
          <p className="text-xs text-muted">
            {[offer.venue?.title, offer.city, offer.duration].filter(Boolean).join(' · ')}
          </p>
          <p className="text-xs font-semibold">{offerPrice(offer, props.currency, { t, f })}</p>
        </div>
        <FavouriteButton tourId={offer._id} type={offer.type} name={offer.nameTour} />
      </div>
      <Summary text={offer.description} />
      {surcharges.length > 0 && (
        <fieldset className="grid gap-1 text-xs">
          <legend className="text-muted">{t('pickers.surcharges')}</legend>
          {surcharges.map((surcharge) => {
            const due = surchargeDue(surcharge, date)
            const words = { name: surcharge.name, price: f.money(surcharge.price, props.currency) }
            return (
              <label key={surcharge.name} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={due || ticked.includes(surcharge.name)}
                  disabled={due}
                  onChange={(event) =>
                    setTicked((old) =>
                      event.target.checked ? [...old, surcharge.name] : old.filter((name) => name !== surcharge.name),
                    )
                  }
                />
                {due ? t('pickers.surchargeCompulsory', words) : t('pickers.surcharge', words)}
              </label>
            )
          })}
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {/*
          Once added it stays focusable (aria-disabled, not disabled): a disabled button drops the
          keyboard's focus to the page's body (issue 27). The status beside it says what happened.
        */}
        <button
          type="button"
          className="btn-primary inline-flex items-center gap-1 px-3 py-1 text-xs aria-disabled:opacity-50"
          aria-disabled={already || undefined}
          onClick={() => {
            if (already) return
            props.onAdd([pick])
            setSaid(t('pickers.added', { name: offer.nameTour, day: props.current.Day }))
          }}
          // The visible words come first in the name (WCAG 2.5.3, Label in Name): "Add to day 1: Kampot → Kep".
          aria-label={t(already ? 'pickers.onDayName' : 'pickers.addNameToDay', {
            name: offer.nameTour,
            day: props.current.Day,
          })}
        >
          <Plus aria-hidden="true" className="h-3.5 w-3.5" />{' '}
          {already ? t('pickers.onDay', { day: props.current.Day }) : t('pickers.addToDay', { day: props.current.Day })}
        </button>
        {offer.type !== 'Transfer' && offer.type !== 'VisaOnArrivalServices' && (
          <CopyToDay
            days={props.days}
            currentDay={props.currentDay}
            name={offer.nameTour}
            onCopy={(day) => props.onCopy(day, [pick])}
          />
        )}
        <span role="status" className="sr-only">
          {said}
        </span>
      </div>
    </li>
  )
}

/** The body of a list call (spec §7): one page of the booking's nation for its party, on the day asked. */
const listBody = (args: {
  booking: TProps['booking']
  party: TParty
  page: number
  pageSize: number
  search: string
  begindate: string
  enddate?: string
  /** The picker's filters; `id` lists one item, `dining` the programs at a restaurant or the others. */
  filters: TFilterValues & { id?: string; dining?: boolean }
  /** The page's language: descriptions come in it (issue 26). */
  locale: string
}) => ({
  _Currency: args.booking.currency,
  _active: true,
  _pageSize: args.pageSize,
  _pageNumber: args.page,
  _filter: {
    languageId: args.locale,
    begindate: args.begindate,
    enddate: args.enddate,
    nation: args.booking.nation,
    search: args.search || undefined,
    ...args.filters,
    adults: args.party.adults,
    children: args.party.childAges.length,
  },
})

function ActivityPicker(
  props: TProps & {
    listName: 'ListDayPrograms' | 'ListTransfers' | 'ListVisaOnArrival'
    pageSize: number
    what: TListKind
  },
) {
  const { page, search, onSearch, firstPage, pager } = usePaging(props, props.pageSize, props.what)
  const filterKeys: readonly TFilterKey[] =
    props.what === 'dining' ? DINING_FILTERS : props.listName === 'ListDayPrograms' ? PROGRAM_FILTERS : []
  const filters = usePickerFilters(props.booking.nation, filterKeys, props.current)
  const date = props.current.date
  const locale = usePageLanguage()
  // Programs and dining experiences are one list of the catalogue, shown in two tabs (issue 55).
  const dining = props.listName === 'ListDayPrograms' ? props.what === 'dining' : undefined
  const focus = focusIn(props, props.what === 'dining' ? 'dining' : 'programs')
  const list = useQuery({
    queryKey: [props.listName, props.booking.nation, page, search, date, filters.sent, locale, dining, focus?.id],
    queryFn: () =>
      vaultCall<TPricedPage<TActivityItem>>(
        props.listName,
        props.listName === 'ListVisaOnArrival'
          ? { pageSize: props.pageSize, pageNumber: page, nation: props.booking.nation, begindate: date }
          : {
              ...listBody({
                booking: props.booking,
                party: props.party,
                page,
                pageSize: props.pageSize,
                search,
                begindate: date,
                // The item linked to is listed whatever the day's city (issue 55).
                filters: { ...(focus ? { id: focus.id } : filters.sent), ...(dining === undefined ? {} : { dining }) },
                locale,
              }),
              ...(props.listName === 'ListTransfers' ? { idRequest: props.booking._id, day: props.currentDay } : {}),
            },
      ),
    placeholderData: keepPreviousData,
    // The first page is asked once the filters are known, not once without them and again with.
    enabled: filters.isReady,
  })
  const items = list.data?.items ?? []
  return (
    <ListShell
      what={props.what}
      search={props.listName === 'ListVisaOnArrival' ? undefined : onSearch}
      filters={
        !focus && filterKeys.length > 0 && <PickerFilters keys={filterKeys} filters={filters} onChange={firstPage} />
      }
      isFetching={list.isFetching}
      error={list.error}
      isPending={list.isPending}
      empty={items.length === 0}
      pager={pager(list.data?.total ?? 0)}
      focus={focus && { name: focus.name, onClear: props.onClearFocus }}
    >
      {items.map((offer) => (
        <ActivityRow
          key={offer._id}
          {...props}
          offer={offer}
          currency={list.data?.currency ?? props.booking.currency}
        />
      ))}
    </ListShell>
  )
}

function HotelPicker(props: TProps) {
  const t = useTranslations('Builder')
  const f = useFormat()
  const { page, search, onSearch, firstPage, pager } = usePaging(props, PAGE_SIZES.accommodation, 'hotels')
  const filters = usePickerFilters(props.booking.nation, HOTEL_FILTERS, props.current)
  const remaining = props.days.length - props.currentDay
  const [nights, setNights] = useState(Math.min(3, Math.max(1, remaining)))
  const [choosing, setChoosing] = useState<THotelItem | null>(null)
  // Another hotel for a stay: as many nights as the stay had.
  const replacedNights = props.replacing?.nights
  useEffect(() => {
    if (replacedNights) setNights(replacedNights)
  }, [replacedNights])
  const date = props.current.date
  const stayNights = Math.max(1, Math.min(nights, remaining))
  const locale = usePageLanguage()
  const focus = focusIn(props, 'hotels')
  const list = useQuery({
    queryKey: [
      'ListAccommodation',
      props.booking.nation,
      page,
      search,
      date,
      stayNights,
      filters.sent,
      locale,
      focus?.id,
    ],
    queryFn: () =>
      vaultCall<TPricedPage<THotelItem>>('ListAccommodation', {
        ...listBody({
          booking: props.booking,
          party: props.party,
          page,
          pageSize: PAGE_SIZES.accommodation,
          search,
          begindate: date,
          enddate: addDays(date, stayNights),
          filters: focus ? { id: focus.id } : filters.sent,
          locale,
        }),
        sort: { rating: -1 },
      }),
    placeholderData: keepPreviousData,
    enabled: filters.isReady,
  })
  const items = list.data?.items ?? []
  const currency = list.data?.currency ?? props.booking.currency
  return (
    <>
      <label className="mb-2 flex items-center gap-2 text-sm">
        {t('pickers.nightsFrom', { day: props.current.Day })}
        <input
          type="number"
          min={1}
          max={remaining}
          value={stayNights}
          onChange={(event) => setNights(Math.max(1, Math.min(remaining, Number(event.target.value) || 1)))}
          className="w-20 rounded-sm border border-line px-2 py-1"
        />
      </label>
      <ListShell
        what="hotels"
        search={onSearch}
        filters={!focus && <PickerFilters keys={HOTEL_FILTERS} filters={filters} onChange={firstPage} />}
        isFetching={list.isFetching}
        error={list.error}
        isPending={list.isPending}
        empty={items.length === 0}
        pager={pager(list.data?.total ?? 0)}
        focus={focus && { name: focus.name, onClear: props.onClearFocus }}
      >
        {items.map((hotel) => {
          // Price, badge and Quick add name one room (issue 54).
          const cheapest = cardRoom(hotel.rooms, hotel.nights)
          return (
            <li
              key={hotel._id}
              className="grid gap-2 rounded-sm border border-line p-3 text-sm"
              data-testid="picker-item"
            >
              <div className="flex items-start gap-2">
                <Thumb src={hotel.image} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{hotel.nameTour}</p>
                  <p className="text-xs text-muted">
                    <span role="img" aria-label={t('pickers.stars', { count: hotel.rating })}>
                      {'★'.repeat(hotel.rating)}
                    </span>{' '}
                    · {[hotel.accommodationType, hotel.city].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <FavouriteButton tourId={hotel._id} type="Accommodation" name={hotel.nameTour} />
              </div>
              <Summary text={hotel.description} />
              {cheapest ? (
                <p className="text-xs">
                  {t('pickers.fromRoom', {
                    rooms: cheapest.numberRoom,
                    room: cheapest.roomName,
                    price: f.money(cheapest.total, currency),
                    nights: stayNights,
                  })}
                </p>
              ) : (
                <p className="text-xs text-muted">{t('pickers.noRate')}</p>
              )}
              {cheapest?.availability && <HotelAvailability room={cheapest} />}
              {cheapest && (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-primary px-3 py-1 text-xs"
                    onClick={() => props.onAddHotel(hotel, [quickAddChoice(cheapest, props.party)], stayNights)}
                    aria-label={t('pickers.quickAddName', { name: hotel.nameTour, nights: stayNights })}
                  >
                    {t('pickers.quickAdd')}
                  </button>
                  <button type="button" className="btn-outline px-3 py-1 text-xs" onClick={() => setChoosing(hotel)}>
                    {t('pickers.chooseRooms')}
                  </button>
                </div>
              )}
            </li>
          )
        })}
      </ListShell>
      {choosing && (
        <HotelDialog
          hotel={choosing}
          preselect={cardRoom(choosing.rooms, choosing.nights)}
          currency={currency}
          checkIn={date}
          nights={stayNights}
          party={props.party}
          onClose={() => setChoosing(null)}
          onAdd={(rooms) => {
            props.onAddHotel(choosing, rooms, stayNights)
            setChoosing(null)
          }}
        />
      )}
    </>
  )
}

function FavouritePicker(props: TProps) {
  const t = useTranslations('Builder')
  const { page, pager } = usePaging(props, PAGE_SIZES.favourites, 'favourites')
  const [type, setType] = useState<TProductType | ''>('')
  const date = props.current.date
  const list = useQuery({
    queryKey: ['favourites', props.booking.nation, page, date],
    queryFn: () =>
      vaultCall<TPricedPage<TFavouriteItem>>('AgentVaultFavourites', {
        _pageSize: PAGE_SIZES.favourites,
        _pageNumber: page,
        nation: props.booking.nation,
        day: date,
      }),
    placeholderData: keepPreviousData,
  })
  // Spec §5: favourites are filtered by type in the browser; the total is then the count.
  const items = (list.data?.items ?? []).filter((favourite) => !type || favourite.type === type)
  const total = type ? items.length : (list.data?.total ?? 0)
  return (
    <>
      <label className="mb-2 flex items-center gap-2 text-sm">
        {t('pickers.type')}
        <select
          className="rounded-sm border border-line px-2 py-1"
          value={type}
          onChange={(event) => setType(event.target.value as TProductType | '')}
        >
          <option value="">{t('pickers.all')}</option>
          {FAVOURITE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`pickers.favourite${value}`)}
            </option>
          ))}
        </select>
        <span className="text-muted">{t('pickers.favouriteCount', { count: total })}</span>
      </label>
      <ListShell
        what="favourites"
        isFetching={list.isFetching}
        error={list.error}
        isPending={list.isPending}
        empty={items.length === 0}
        pager={type ? null : pager(list.data?.total ?? 0)}
      >
        {items.map((favourite) =>
          !favourite.item ? (
            <li key={favourite.tourId} className="rounded-sm border border-line p-3 text-sm text-muted">
              {t('pickers.gone')}
            </li>
          ) : favourite.item.type === 'Accommodation' ? (
            <li
              key={favourite.tourId}
              className="flex items-center justify-between rounded-sm border border-line p-3 text-sm"
              data-testid="picker-item"
            >
              <span>
                <span className="font-medium">{favourite.item.nameTour}</span>
                <span className="block text-xs text-muted">{t('pickers.hotelFavourite')}</span>
              </span>
              <FavouriteButton tourId={favourite.tourId} type="Accommodation" name={favourite.item.nameTour} />
            </li>
          ) : (
            <ActivityRow
              key={favourite.tourId}
              {...props}
              offer={favourite.item}
              currency={list.data?.currency ?? props.booking.currency}
            />
          ),
        )}
      </ListShell>
    </>
  )
}

/** The types a favourite can be, in the type filter's order. */
const FAVOURITE_TYPES = [
  'DayProgram',
  'OvernightProgram',
  'Accommodation',
  'Transfer',
  'VisaOnArrivalServices',
] as const satisfies readonly TProductType[]

/** The hotel card's line (issue 25): whether the room it prices confirms at once, or why not. */
function HotelAvailability({ room }: { room: THotelItem['rooms'][number] }) {
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs" data-testid="hotel-availability">
      <AvailabilityBadge instant={Boolean(room.availability?.instant)} reason={room.availability?.reason ?? ''} />
      {room.availability?.instant && room.roomName}
    </p>
  )
}
