'use client'

import { useQuery } from '@tanstack/react-query'
import { Check, ChevronDown } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Select } from 'radix-ui'
import { createContext, type ReactNode, useContext, useId, useState } from 'react'
import type { TTourDay } from '@/domain/itinerary'
import { vaultCall } from './vault-api'

/** A reference-list value (spec §3): the pickers send its `_id`. */
type TNamed = { _id: string; fullName: string }
type TCity = TNamed & { province: string }

/** The filters a picker offers (issue 18); programs use all but `accommodationType`, hotels city and type. */
export const PROGRAM_FILTERS = ['city', 'category', 'duration', 'tourStyle', 'experience'] as const
export const HOTEL_FILTERS = ['city', 'accommodationType'] as const
/** Dining experiences (issue 55) are found by their city. */
export const DINING_FILTERS = ['city'] as const
export type TFilterKey = (typeof PROGRAM_FILTERS)[number] | (typeof HOTEL_FILTERS)[number]
export type TFilterValues = Partial<Record<TFilterKey, string>>

/** "Any" in a Radix select (whose items cannot have an empty value). */
const ANY = '*'

const get = <T,>(path: string) => vaultCall<T>(path, undefined, { method: 'GET' })

/** The reference lists of the booking's nation, as its page was rendered with them (issue 59). */
export type TRenderedLists = { nation: string; lists: Record<TFilterKey, TNamed[]> }
const RenderedLists = createContext<TRenderedLists | undefined>(undefined)

/** Gives the pickers the lists the page was rendered with: their filters show without a call. */
export function RenderedListsProvider({ value, children }: { value?: TRenderedLists; children: ReactNode }) {
  return <RenderedLists value={value}>{children}</RenderedLists>
}

/**
 * The reference lists for a nation (spec §7 Config and common), fetched once per nation and kept;
 * those the page was rendered with are used at once.
 */
function useOptions(nation: string, keys: readonly TFilterKey[]) {
  const rendered = useContext(RenderedLists)
  const query = `nation=${encodeURIComponent(nation)}`
  const loaders: Record<TFilterKey, () => Promise<TNamed[]>> = {
    city: async () =>
      (await get<{ items: TCity[] }>(`/b2badminapi/api/GeoPaths/CountryCityWithCount?Id=${nation}&pageSize=100`)).items,
    category: () => get(`/b2badminapi/api/Tourcategories/getList?${query}`),
    duration: () => get(`/b2badminapi/api/Tourdurations/GetDurations?${query}`),
    experience: () => get(`/b2badminapi/client/PushTourFromTourchain/GetExperiences?${query}`),
    tourStyle: () => vaultCall('/b2badminapi/api/TourStypeValue/GetTourStypeAll', { nation }),
    accommodationType: () => vaultCall('/api/auth/getListAccommodation', { nation }),
  }
  const lists = useQuery({
    queryKey: ['picker-options', nation, keys.join()],
    queryFn: async () =>
      Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await loaders[key]()] as const))),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: keys.length > 0,
    initialData:
      rendered?.nation === nation ? Object.fromEntries(keys.map((key) => [key, rendered.lists[key]])) : undefined,
  })
  return {
    options: lists.data as Partial<Record<TFilterKey, TNamed[]>> | undefined,
    // Without filters, or when the lists could not be read, the picker lists without them.
    isReady: keys.length === 0 || lists.isSuccess || lists.isError,
  }
}

/**
 * The picker's filters. The city follows the current day's first location that is a catalogue city
 * (issue 18: "from the day's locations by default") until the agent picks one, "Any city" included.
 */
export function usePickerFilters(nation: string, keys: readonly TFilterKey[], day: TTourDay) {
  const { options, isReady } = useOptions(nation, keys)
  const [chosen, setChosen] = useState<TFilterValues>({})
  const dayCity = options?.city?.find((city) =>
    day.location.some((location) => location.city.trim().toLowerCase() === city.fullName.toLowerCase()),
  )
  const values: TFilterValues = { ...chosen, city: chosen.city ?? dayCity?._id }
  /** What the list call sends: only the filters set, "any" left out. */
  const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value && value !== ANY)) as TFilterValues
  return {
    options,
    isReady,
    values,
    sent,
    isFiltered: Object.keys(sent).length > 0,
    set: (key: TFilterKey, value: string) => setChosen((old) => ({ ...old, [key]: value })),
    clear: () => setChosen(Object.fromEntries(keys.map((key) => [key, ANY]))),
  }
}

/** The filter row: one select per filter, lists at most 274 px tall (spec §9). */
export function PickerFilters(props: {
  keys: readonly TFilterKey[]
  filters: ReturnType<typeof usePickerFilters>
  onChange: () => void
}) {
  const { filters } = props
  const t = useTranslations('Builder')
  return (
    <fieldset className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-3" aria-label={t('filters.filters')}>
      {props.keys.map((key) => (
        <FilterSelect
          key={key}
          label={t(`filters.${key}`)}
          any={t('filters.any', { filter: key })}
          value={filters.values[key] ?? ANY}
          options={filters.options?.[key] ?? []}
          onChange={(value) => {
            filters.set(key, value)
            props.onChange()
          }}
        />
      ))}
      {filters.isFiltered && (
        <button
          type="button"
          className="self-end justify-self-start py-1.5 text-primary underline-offset-2 hover:underline"
          onClick={() => {
            filters.clear()
            props.onChange()
          }}
        >
          {t('filters.clear')}
        </button>
      )}
    </fieldset>
  )
}

function FilterSelect(props: {
  label: string
  /** "Any city": the choice of no filter. */
  any: string
  value: string
  options: TNamed[]
  onChange: (value: string) => void
}) {
  const id = useId()
  const any = props.any
  return (
    <div className="grid min-w-0 gap-0.5">
      <span id={id} className="text-muted">
        {props.label}
      </span>
      <Select.Root value={props.value} onValueChange={props.onChange}>
        <Select.Trigger
          aria-labelledby={id}
          className="flex min-w-0 items-center justify-between gap-1 rounded-sm border border-line bg-white px-2 py-1.5 text-left text-xs data-[state=open]:border-primary"
        >
          <span className="truncate">
            <Select.Value placeholder={any} />
          </span>
          <Select.Icon>
            <ChevronDown aria-hidden="true" className="h-3.5 w-3.5 text-muted" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[274px] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-sm border border-line bg-white text-xs shadow-lg"
          >
            <Select.Viewport className="max-h-[272px] p-1">
              {[{ _id: ANY, fullName: any }, ...props.options].map((option) => (
                <Select.Item
                  key={option._id}
                  value={option._id}
                  className="relative flex cursor-default items-center rounded-sm py-1.5 pr-2 pl-6 outline-none select-none data-[highlighted]:bg-primary-light data-[highlighted]:text-primary"
                >
                  <Select.ItemIndicator className="absolute left-1.5">
                    <Check aria-hidden="true" className="h-3.5 w-3.5" />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option.fullName}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  )
}
