'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { createTranslator } from 'next-intl'
import { useEffect, useId, useState } from 'react'
import {
  ManifestEditor,
  type TManifestSave,
  type TTravellerWords,
} from '@/components/travellers/manifest-editor.client'
import type { TManifestView } from '@/domain/travellers'
import { apiCall } from '@/lib/api-client'
import en from '@/messages/en.json'
import { AdminButton } from './admin-button'

/** The back office works in English: the vault's words for the same editor. */
const t = createTranslator({ locale: 'en', messages: en, namespace: 'Travellers' }) as unknown as TTravellerWords

/**
 * The booking's Travellers panel in /admin (issue 56): who is entered and what Monsoon still needs,
 * and, on "Edit travellers", the editor the agent has in the vault, saved through the booking's
 * `travellers` action as the staff member (passport numbers in full only for admins and staff
 * allowed to read them). Folded until asked for: the booking page is the consultant's quote first.
 */
export function Travellers() {
  const { id } = useDocumentInfo()
  const [view, setView] = useState<TManifestView | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const path = id ? `/cms-api/bookings/${encodeURIComponent(String(id))}/travellers` : null
  useEffect(() => {
    if (!path) return
    apiCall<TManifestView>(path, {}).then(setView, (error: Error) => setFailed(error.message))
  }, [path])
  if (!path) return null
  const total = view ? view.party.adults + view.party.childAges.length : 0
  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="backoffice-travellers">
      <h2 style={{ fontSize: '1.25rem', margin: '0 0 0.5rem' }}>Travellers</h2>
      {failed && <p role="alert">{t('loadFailed', { message: failed })}</p>}
      {view && (
        <p style={{ margin: '0 0 0.5rem' }} data-testid="travellers-summary">
          {view.erasedAt
            ? t('erased', { date: view.erasedAt.slice(0, 10) })
            : `${view.travellers.length} of ${total} entered, ${view.flights.length} flight${view.flights.length === 1 ? '' : 's'}. ${
                view.gaps.length === 0 ? t('complete') : `${t('needs')}: ${view.gaps.length}.`
              }`}
        </p>
      )}
      <AdminButton aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)} disabled={!view}>
        {open ? 'Close travellers' : 'Edit travellers'}
      </AdminButton>
      <div id={panelId} hidden={!open} style={{ marginTop: 16 }}>
        {open && view && (
          <ManifestEditor
            t={t}
            locale="en-GB"
            load={() => Promise.resolve(view)}
            save={async (body: TManifestSave) => {
              const saved = await apiCall<TManifestView>(path, { save: body })
              setView(saved)
              return saved
            }}
          />
        )}
      </div>
    </div>
  )
}
