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
 * Fetches a file and hands it to the browser as a download under the name the server gave. On any
 * failure it logs 'Failed to fetch the file' and returns false (spec §8), so the caller can tell the agent.
 */
async function download(fetchFile: () => ReturnType<typeof apiFile>, fallbackName: string): Promise<boolean> {
  try {
    const { blob, disposition } = await fetchFile()
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = fileNameOf(disposition) ?? fallbackName
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

/** The booking's Word export (spec §7 WordExport/ExportDetail). */
export const downloadWordExport = (bookingId: string, withPrices: boolean) =>
  download(() => apiFile('/export/api/WordExport/ExportDetail', { _id: bookingId, withPrices }), 'itinerary.docx')

/** A booking's PDF (issue 21): the agent's copy or the client's, A4 or Letter. */
export const downloadPdf = (bookingId: string, version: 'agent' | 'client', size: 'a4' | 'letter') =>
  download(
    () => apiFile(`/export/api/Pdf/${bookingId}?version=${version}&size=${size}`, undefined, { method: 'GET' }),
    'itinerary.pdf',
  )

/** The travel documents pack of a confirmed booking (issue 56): the client's itinerary and every voucher. */
export const downloadTravelDocuments = (bookingId: string, size: 'a4' | 'letter') =>
  download(
    () => apiFile(`/export/api/TravelDocuments/${bookingId}?size=${size}`, undefined, { method: 'GET' }),
    'travel-documents.pdf',
  )
