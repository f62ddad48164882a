'use client'
import { useLocale, useTranslations } from 'next-intl'
import { ModalDialog } from '@/components/modal-dialog.client'
import {
  ManifestEditor,
  type TManifestSave,
  type TTravellerWords,
} from '@/components/travellers/manifest-editor.client'
import { INTL_TAGS, localeOr } from '@/domain/locales'
import type { TManifestView } from '@/domain/travellers'
import { vaultCall } from './vault-api'

/** Saves a JSON document as a download (the traveller's access-request export). */
function saveJson(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

const fileName = (name: string) =>
  `traveller-${
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'data'
  }.json`

/** The vault's Travellers dialog (issue 56): the booking's travellers, flights and rooms, through the API. */
export function TravellersDialog({
  bookingId,
  open,
  onOpenChange,
}: {
  bookingId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useTranslations('Travellers')
  const locale = INTL_TAGS[localeOr(useLocale())]
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t('title')} wide testId="travellers-dialog">
      {open && (
        <ManifestEditor
          t={t as unknown as TTravellerWords}
          locale={locale}
          load={() => vaultCall<TManifestView>('GetTravellers', { _id: bookingId })}
          save={(body: TManifestSave) =>
            vaultCall<TManifestView>('UpdateTravellers', { _id: bookingId, ...body }, { method: 'PUT' })
          }
          exportTraveller={async ({ id, name }) =>
            saveJson(await vaultCall('ExportTraveller', { _id: bookingId, travellerId: id }), fileName(name))
          }
        />
      )}
    </ModalDialog>
  )
}
