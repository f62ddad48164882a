import { env } from './env'

/** The site's public origin, for links in emails: PUBLIC_URL, or this machine on PORT. */
export function publicUrl(): string {
  const { PUBLIC_URL, PORT } = env()
  return PUBLIC_URL?.replace(/\/+$/, '') || `http://localhost:${PORT}`
}
