'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { createTranslator } from 'next-intl'
import {
  ManifestEditor,
  type TManifestSave,
  type TTravellerWords,
} from '@/components/travellers/manifest-editor.client'
import type { TManifestView } from '@/domain/travellers'
import { apiCall } from '@/lib/api-client'
import en from '@/messages/en.json'

/** The back office works in English: the vault's words for the same editor. */
const t = createTranslator({ locale: 'en', messages: en, namespace: 'Travellers' }) as unknown as TTravellerWords

/**
 * The booking's Travellers panel in /admin (issue 56): the editor the agent has in the vault, saved
 * through the booking's `travellers` action as the staff member (passport numbers in full only for
 * admins and staff allowed to read them), and what is missing before Monsoon confirms.
 */
export function Travellers() {
  const { id } = useDocumentInfo()
  if (!id) return null
  const path = `/cms-api/bookings/${encodeURIComponent(String(id))}/travellers`
  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="backoffice-travellers">
      <h2 style={{ fontSize: '1.25rem', margin: '0 0 0.75rem' }}>Travellers</h2>
      <ManifestEditor
        t={t}
        locale="en-GB"
        load={() => apiCall<TManifestView>(path, {})}
        save={(body: TManifestSave) => apiCall<TManifestView>(path, { save: body })}
      />
    </div>
  )
}
