'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useErrorText } from '@/components/use-error-text'
import { agentEditWarning, type TBookingStatus } from '@/domain/booking-status'
import {
  autosaveDue,
  hasUnsavedWork,
  nextSaveState,
  priceTours,
  type TItineraryState,
  type TParty,
} from '@/domain/itinerary'
import { isApiError } from '@/lib/api-client'
import type { headerBody } from './booking-form.client'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

const AUTOSAVE_MS = 1200

const stateOf = (booking: TBookingDetail, currentDay = 0, pnr = 1): TItineraryState => ({
  days: booking.Tours,
  currentDay: Math.min(currentDay, Math.max(0, booking.Tours.length - 1)),
  pnr,
  comment: booking.comment,
  status: booking.status,
})

/**
 * The booking being built: loaded once, edited by pure itinerary operations, priced at once in the
 * browser and saved in the background (ADR 012). The save state follows `nextSaveState`
 * (domain/itinerary/save-state.ts); a stale save waits for the agent to reload or overwrite.
 * `initial` is the booking as the server rendered the page with it: the builder's first render is
 * the itinerary itself, not a "Loading" line that the itinerary then pushes down (issue 19).
 */
export function useItinerary(id: string, initial?: TBookingDetail) {
  const errorText = useErrorText()
  const client = useQueryClient()
  const t = useTranslations('Builder')
  const detail = useQuery({
    queryKey: ['booking', id],
    queryFn: () => vaultCall<TBookingDetail>('getOneRequestBooing', { _id: id }),
    initialData: initial,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !isApiError(error, 'NOT_FOUND') && count < 1,
  })
  // The last saved booking is the query's data: every save puts the server's answer there.
  const booking = detail.data ?? null
  const adopt = useCallback((saved: TBookingDetail) => client.setQueryData(['booking', id], saved), [client, id])
  const [state, setState] = useState<TItineraryState | null>(() => (initial ? stateOf(initial) : null))
  const [saveState, dispatch] = useReducer(nextSaveState, 'saved')
  const [saveError, setSaveError] = useState<string | null>(null)
  const edits = useRef(0)
  const saving = useRef(false)

  useEffect(() => {
    if (detail.data && !state) setState(stateOf(detail.data))
  }, [detail.data, state])

  const party: TParty = useMemo(
    () => ({ adults: booking?.adultQuantity ?? 1, childAges: (booking?.lsChildren ?? []).map((child) => child.age) }),
    [booking],
  )
  const priced = useMemo(() => (state ? priceTours(state.days, party) : null), [state, party])
  const editable = booking?.editable ?? false

  // A booking Monsoon is working on is changed only after the agent read what that does (ADR 030);
  // the builder words the warning in the page's language: one for a quote, one for a request.
  const status = booking?.status as TBookingStatus | undefined
  const editWarning: 'quoted' | 'working' | null =
    status && agentEditWarning(status) ? (status === 'quoted' ? 'quoted' : 'working') : null
  const [editAgreed, setEditAgreed] = useState(false)
  const pendingEdit = useRef<(() => void) | null>(null)
  const [askingEdit, setAskingEdit] = useState(false)
  /** Runs `edit` at once, or once the agent agreed to change a booking Monsoon is working on. */
  const guard = useCallback(
    (edit: () => void) => {
      if (!editWarning || editAgreed) return edit()
      pendingEdit.current = edit
      setAskingEdit(true)
    },
    [editWarning, editAgreed],
  )
  const answerEdit = useCallback((agreed: boolean) => {
    setAskingEdit(false)
    const edit = pendingEdit.current
    pendingEdit.current = null
    if (!agreed) return
    setEditAgreed(true)
    edit?.()
  }, [])

  /** Applies an itinerary operation: priced at once, saved shortly after. */
  const change = useCallback(
    (operation: (current: TItineraryState) => TItineraryState) => {
      if (!editable) return
      guard(() => {
        setState((current) => (current ? operation(current) : current))
        edits.current += 1
        dispatch({ type: 'edit' })
      })
    },
    [editable, guard],
  )

  /** Moves between days or picker pages: not an edit of the booking. */
  const view = useCallback((update: (current: TItineraryState) => TItineraryState) => {
    setState((current) => (current ? update(current) : current))
  }, [])

  /** The server's version replaces ours (after a details save, a send, or the agent's choice to reload). */
  const replaceWith = useCallback(
    (latest: TBookingDetail) => {
      adopt(latest)
      setState((old) => stateOf(latest, old?.currentDay ?? 0, old?.pnr ?? 1))
      setSaveError(null)
      dispatch({ type: 'replaced' })
    },
    [adopt],
  )

  const reload = useCallback(async () => {
    const latest = await vaultCall<TBookingDetail>('getOneRequestBooing', { _id: id }).catch(() => null)
    if (latest) replaceWith(latest)
    void client.invalidateQueries({ queryKey: ['bookings'] })
    return latest
  }, [id, client, replaceWith])

  const save = useCallback(
    async (options: { overwrite?: boolean } = {}): Promise<boolean> => {
      if (!booking || !state || saving.current) return false
      saving.current = true
      const startedAt = edits.current
      dispatch({ type: 'start' })
      setSaveError(null)
      try {
        let version = booking.version
        if (options.overwrite) version = (await vaultCall<TBookingDetail>('getOneRequestBooing', { _id: id })).version
        const saved = await vaultCall<TBookingDetail>(
          'UpdateToursBooing',
          {
            _id: id,
            version,
            Tours: priced?.days ?? state.days,
            comment: state.comment,
            // The server decides: a draft stays a draft, a changed quote goes back for a new one (ADR 030).
            status: '',
          },
          { method: 'PUT' },
        )
        adopt(saved)
        void client.invalidateQueries({ queryKey: ['bookings'] })
        const editedMeanwhile = edits.current !== startedAt
        // Nothing changed while saving: the server's itinerary (repriced by it) becomes ours.
        setState((current) =>
          editedMeanwhile
            ? current && { ...current, status: saved.status }
            : stateOf(saved, current?.currentDay ?? 0, current?.pnr ?? 1),
        )
        dispatch({ type: 'saved', editedMeanwhile })
        return true
      } catch (error) {
        dispatch({ type: 'failed', stale: isApiError(error, 'STALE_VERSION') })
        setSaveError(errorText(error))
        return false
      } finally {
        saving.current = false
      }
    },
    [booking, state, priced, id, client, adopt, errorText],
  )

  /** UpdateInfoBooing, after any pending itinerary save, at the version that save left. */
  const saveDetails = useCallback(
    async (header: ReturnType<typeof headerBody>) => {
      if (hasUnsavedWork(saveState)) await save()
      const latest = client.getQueryData<TBookingDetail>(['booking', id]) ?? booking
      if (!latest) return
      const saved = await vaultCall<TBookingDetail>(
        'UpdateInfoBooing',
        { _id: id, version: latest.version, ...header, nation: undefined },
        { method: 'PUT' },
      )
      replaceWith(saved)
    },
    [saveState, save, client, id, booking, replaceWith],
  )

  // Background save: shortly after the last change, unless a conflict waits for the agent's choice.
  useEffect(() => {
    if (!autosaveDue(saveState) || !editable) return
    const timer = window.setTimeout(() => void save(), AUTOSAVE_MS)
    return () => window.clearTimeout(timer)
  }, [saveState, save, editable])

  const dirty = hasUnsavedWork(saveState)
  useLeaveGuard(dirty, t('builder.leaveWarning'))

  return {
    detail,
    booking,
    adopt,
    state,
    priced,
    party,
    editable,
    saveState,
    saveError,
    dirty,
    change,
    view,
    save,
    saveDetails,
    reload,
    replaceWith,
    guard,
    editWarning: askingEdit ? editWarning : null,
    answerEdit,
  }
}

/** Leaving with unsaved changes asks first: reloads and closes, and links inside the site. */
function useLeaveGuard(dirty: boolean, warning: string) {
  useEffect(() => {
    if (!dirty) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = warning
    }
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!link || link.getAttribute('target') === '_blank') return
      // A link within the page (the skip links) leaves nothing: it asked "leave?" mid-autosave.
      if (link.getAttribute('href')?.startsWith('#')) return
      if (!window.confirm(warning)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [dirty, warning])
}
