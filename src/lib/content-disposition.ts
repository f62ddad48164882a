/**
 * A download's name, as ASCII for old clients and as UTF-8 for the others (RFC 6266); `inline`
 * opens it in the browser (a client's PDF) instead of saving it.
 */
export function attachment(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
