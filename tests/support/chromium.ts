import { existsSync } from 'node:fs'

/** Debian's Chromium, or CHROME_PATH; Playwright's own browser download is not available here. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[]
  return candidates.find((candidate) => existsSync(candidate)) ?? null
}

export const CHROMIUM_INSTALL_HINT =
  'Chromium not found: install it with `apt-get update && apt-get install -y chromium`, or set CHROME_PATH to a Chromium binary.'

/** The flags the workplace's closed network needs (DESIGN.md, Tests). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
