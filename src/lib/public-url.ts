/** The site's public origin, for links in emails: PUBLIC_URL, or this machine on PORT. */
export function publicUrl(): string {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '')
  return configured || `http://localhost:${process.env.PORT ?? '3000'}`
}
