import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

/**
 * The Chromium the browser tests drive, found in this order:
 * 1. `CHROME_PATH`;
 * 2. the system's Chromium: Debian's headless shell (`chromium-headless-shell`, the same build
 *    without the browser's window layer, which is what Playwright runs for headless tests and needs
 *    about a third less CPU here: ADR 058), else Debian's full browser (/usr/bin/chromium);
 * 3. the Chromium build the npm package `@sparticuz/chromium` carries (a devDependency), unpacked
 *    once into `.data/chromium/` with the NSS libraries it needs, so `npm install && npm test`
 *    works on a machine with no Chromium at all. Playwright's own download is not reachable here.
 * Lighthouse asks for the full browser (`BROWSER_PATHS`): it runs Chrome's new headless mode.
 */
export type TChromium = { executablePath: string; env?: Record<string, string> }

/** Debian's full browser. */
export const BROWSER_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']
const SYSTEM_PATHS = ['/usr/bin/chromium-headless-shell', ...BROWSER_PATHS]
const ROOT = path.resolve(import.meta.dirname, '../..')
const UNPACKED = path.join(ROOT, '.data/chromium')

export function findChromium(
  options: { chromePath?: string; systemPaths?: string[]; npm?: () => TChromium | null } = {},
): TChromium | null {
  const chromePath = 'chromePath' in options ? options.chromePath : process.env.CHROME_PATH
  if (chromePath) return existsSync(chromePath) ? { executablePath: chromePath } : null
  const system = (options.systemPaths ?? SYSTEM_PATHS).find((candidate) => existsSync(candidate))
  if (system) return { executablePath: system }
  return (options.npm ?? npmChromium)()
}

/** Unpacks the npm package's Chromium (about 2 s, once); null when the package is not installed. */
export function npmChromium(target = UNPACKED): TChromium | null {
  const bin = path.join(ROOT, 'node_modules/@sparticuz/chromium/bin')
  if (!existsSync(path.join(bin, 'chromium.br'))) return null
  const executablePath = path.join(target, 'chromium')
  const libDir = path.join(target, 'lib')
  const found = { executablePath, env: { LD_LIBRARY_PATH: libDir } }
  const stamp = path.join(target, 'version')
  const version = readFileSync(path.join(bin, '../package.json'), 'utf8')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return found
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  const partial = `${executablePath}.partial`
  writeFileSync(partial, brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br'))))
  chmodSync(partial, 0o755)
  renameSync(partial, executablePath)
  // The NSS and expat libraries the binary links against (Debian's chromium package brings them).
  const tar = path.join(target, 'al2023.tar')
  writeFileSync(tar, brotliDecompressSync(readFileSync(path.join(bin, 'al2023.tar.br'))))
  execFileSync('tar', ['-xf', tar, '-C', target])
  rmSync(tar)
  writeFileSync(stamp, version)
  return found
}

/** For the config files, which need an answer at once: the path, or undefined to fail with the hint. */
export function chromiumPath(): string | null {
  return findChromium()?.executablePath ?? null
}

export const CHROMIUM_INSTALL_HINT =
  'Chromium not found: run `npm install` (it brings @sparticuz/chromium), install Debian’s with `apt-get update && apt-get install -y chromium chromium-headless-shell`, or set CHROME_PATH to a Chromium binary.'

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
