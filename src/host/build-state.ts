/**
 * Whether `npm start` must rebuild (launcher.ts): the production build in .next is stamped
 * with the hash of its sources' contents and the hash of their listing (paths, sizes and
 * modification times). A start whose listing matches the stamp reads no file: a fiftieth of the
 * time of hashing the 27 MB of contents. A listing that differs (a checkout, a copy, an edit) lets
 * the contents decide, as git does with its index (ADR 054).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Everything that changes the production build (and the server's bundle). */
export const BUILD_INPUTS = [
  'src',
  'migrations',
  'public',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
]

type TInput = { relative: string; size: number; modified: number }

export type TBuildState = { upToDate: boolean; hash: string; listing: string }

export type TBuildCheck = {
  root: string
  /** Files and folders under `root`; folders are walked. */
  inputs: string[]
  /** Where the hashes of the last build are kept. */
  stampFile: string
  /** Whether a build exists at all. */
  built: boolean
  /** Settings that change the build as much as a file does (next.config.ts reads them). */
  settings: string
}

/**
 * The inputs' files, in a stable order, with their sizes and modification times. Synchronous: the
 * launcher has nothing else to do meanwhile, and ~600 awaited stats took five times as long (ADR 057).
 */
function listInputs(root: string, roots: string[]): TInput[] {
  const inputs: TInput[] = []
  const visit = (relative: string) => {
    const found = statSync(path.join(root, relative), { throwIfNoEntry: false })
    if (!found) return
    if (found.isDirectory()) {
      for (const name of readdirSync(path.join(root, relative)).sort()) visit(path.join(relative, name))
      return
    }
    inputs.push({ relative, size: found.size, modified: found.mtimeMs })
  }
  for (const input of roots) visit(input)
  return inputs
}

async function hashContents(root: string, inputs: TInput[], settings: string): Promise<string> {
  const hash = createHash('sha256')
  for (const { relative } of inputs) {
    hash.update(relative)
    hash.update(await readFile(path.join(root, relative)))
  }
  hash.update(settings)
  return hash.digest('hex')
}

function hashListing(inputs: TInput[], settings: string): string {
  const hash = createHash('sha256')
  for (const { relative, size, modified } of inputs) hash.update(`${relative}\0${size}\0${modified}\n`)
  hash.update(settings)
  return hash.digest('hex')
}

/** Whether the build is up to date with its sources, and the hashes to stamp a new one with. */
export async function checkBuild({
  root,
  inputs: roots,
  stampFile,
  built,
  settings,
}: TBuildCheck): Promise<TBuildState> {
  const inputs = listInputs(root, roots)
  const listing = hashListing(inputs, settings)
  const [previousHash = '', previousListing = ''] = existsSync(stampFile)
    ? (await readFile(stampFile, 'utf8')).trim().split('\n')
    : []
  if (built && previousListing === listing) return { upToDate: true, hash: previousHash, listing }
  const hash = await hashContents(root, inputs, settings)
  const upToDate = built && previousHash === hash
  // Same contents, other times: the next start needs to read no file.
  if (upToDate) await stampBuild(stampFile, { hash, listing })
  return { upToDate, hash, listing }
}

/** Records what a finished build was made from. */
export async function stampBuild(stampFile: string, { hash, listing }: Pick<TBuildState, 'hash' | 'listing'>) {
  await writeFile(stampFile, `${hash}\n${listing}\n`)
}

/**
 * MONSOON_BUILD_CACHE for `next build` (next.config.ts, ADR 055): as configured, else whether
 * Turbopack's build cache is worth writing. It makes a rebuild after a change about twice as fast,
 * but writing it made a clone's first build 29 s slower, and most clones are built once (CI, a
 * deployment, a first look). So a clone's first build (no build and no cache in `nextDir`) writes
 * none; a clone built again is being worked on, and keeps the cache from its second build on.
 */
export function buildCacheSetting(configured: '0' | '1' | undefined, nextDir: string): '0' | '1' {
  if (configured) return configured
  return existsSync(path.join(nextDir, 'BUILD_ID')) || existsSync(path.join(nextDir, 'cache', 'turbopack')) ? '1' : '0'
}
