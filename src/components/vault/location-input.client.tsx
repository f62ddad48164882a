'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { vaultCall } from './vault-api'

type TCity = { _id: string; fullName: string; province: string }

/** Spec §9: the fetch waits 200 ms, so typing a name asks once, not once a letter. */
const DELAY_MS = 200

function useDebounced(value: string) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DELAY_MS)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}

/**
 * A day's "Add a location" with the nation's cities as suggestions (spec §7
 * clientRequestLocationQuery; list at most 280 px tall, §9), as a WAI-ARIA combobox: arrows move,
 * Enter adds the highlighted city or, with none highlighted, the typed place (a beach or a village
 * that is not a catalogue city), Escape closes.
 */
export function LocationInput(props: { nation: string; day: number; taken: string[]; onAdd: (city: string) => void }) {
  const id = useId()
  const t = useTranslations('Builder')
  const [text, setText] = useState('')
  const [isOpen, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const keyword = useDebounced(text.trim())
  const cities = useQuery({
    queryKey: ['locations', props.nation, keyword],
    queryFn: () => vaultCall<TCity[]>('clientRequestLocationQuery', { nation: props.nation, keyword }),
    enabled: isOpen,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
  const taken = new Set(props.taken.map((city) => city.toLowerCase()))
  // While the answer for what was just typed is on its way, the list shown is the previous one:
  // narrowed here to what is typed, so a quick arrow and Enter never pick a city that does not match.
  const typed = text.trim().toLowerCase()
  const isStale = cities.isPlaceholderData || keyword !== text.trim()
  const options = (cities.data ?? []).filter(
    (city) => !taken.has(city.fullName.toLowerCase()) && (!isStale || city.fullName.toLowerCase().includes(typed)),
  )
  const add = (city: string) => {
    if (!city.trim()) return
    props.onAdd(city.trim())
    setText('')
    setActive(-1)
    setOpen(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((old) => (options.length ? (old + step + options.length) % options.length : -1))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      add(isOpen && active >= 0 && options[active] ? options[active].fullName : text)
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }
  const listId = `${id}-list`
  return (
    <div className="relative flex items-center gap-1">
      <label htmlFor={`${id}-city`} className="sr-only">
        {t('location.addTo', { day: props.day })}
      </label>
      <input
        id={`${id}-city`}
        role="combobox"
        aria-expanded={isOpen && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        maxLength={100}
        placeholder={t('location.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-40 rounded-sm border border-line px-2 py-1 text-sm"
      />
      <button
        type="button"
        className="rounded-sm border border-line px-2 py-1 text-sm hover:border-primary"
        onClick={() => add(text)}
      >
        {t('location.add')}
      </button>
      {isOpen && options.length > 0 && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('location.cities', { day: props.day })}
          className="absolute top-full left-0 z-30 mt-1 max-h-[280px] w-64 overflow-y-auto rounded-sm border border-line bg-white py-1 shadow-lg"
        >
          {options.map((city, index) => (
            <div
              key={city._id}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-1.5 text-sm ${index === active ? 'bg-primary-light text-primary' : ''}`}
              // Before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault()
                add(city.fullName)
              }}
            >
              {city.fullName}
              {city.province && city.province !== city.fullName && (
                <span className="ml-1 text-xs text-muted">{city.province}</span>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
