import { apiFile } from '@/lib/api-client'

/** The file name a `Content-Disposition` header gives (RFC 6266: `filename*` first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1])
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null
}

/**
 * Downloads the booking's Word export (spec §7 WordExport/ExportDetail) as a file. On any failure
 * it logs 'Failed to fetch the file' and returns false (spec §8), so the caller can tell the agent.
 */
export async function downloadWordExport(bookingId: string, withPrices: boolean): Promise<boolean> {
  try {
    const { blob, disposition } = await apiFile('/export/api/WordExport/ExportDetail', { _id: bookingId, withPrices })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = fileNameOf(disposition) ?? 'itinerary.docx'
    document.body.append(link)
    link.click()
    link.remove()
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
    return true
  } catch {
    console.error('Failed to fetch the file')
    return false
  }
}
