import { createRequire } from 'node:module'

/**
 * Expires Next.js's statically rendered pages tagged `tag` from outside a Next request: what a
 * notification from another instance needs (ADR 041). `revalidateTag` works only inside a request
 * of this instance; underneath, it marks the tag in the tags manifest that Next's incremental cache
 * consults before serving a page, and that manifest is one module (`*.external`, never bundled)
 * shared by the whole process. This writes the same entry `revalidateTag(tag, { expire: 0 })`
 * writes. It is Next's internal module, so the version is pinned (ADR 007) and the two-instance
 * test (tests/e2e/two-instances.e2e.ts) fails if an upgrade moves or changes it.
 *
 * Only the process owner (scripts/serve.ts, loaded by Node, not bundled) calls this.
 */
type TTagEntry = { stale?: number; expired?: number }
type TManifest = Map<string, TTagEntry>

/** Next's module holding the tags manifest (a private surface: docs/architecture/serving.md). */
export const MANIFEST_MODULE = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

let manifest: TManifest | undefined

function tagsManifest(): TManifest {
  if (!manifest) {
    const loaded = createRequire(import.meta.url)(MANIFEST_MODULE) as { tagsManifest?: unknown }
    if (!(loaded.tagsManifest instanceof Map)) throw new Error(`${MANIFEST_MODULE} no longer exports tagsManifest`)
    manifest = loaded.tagsManifest as TManifest
  }
  return manifest
}

export function expirePageTag(tag: string): void {
  const now = Date.now()
  const entries = tagsManifest()
  entries.set(tag, { ...entries.get(tag), stale: now, expired: now })
}
