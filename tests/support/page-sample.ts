import { PAGE_TYPES } from '@/domain/page-types'

const DECLARED: readonly string[] = Object.values(PAGE_TYPES).map((page) => page.path)

/**
 * One address of each kind of page the sitemap lists (issue 27): every declared page type's own
 * address, and one detail page under each list ("/marketplace/the-journal/*2" stands for every
 * journal article). A page type added to PAGE_TYPES, or a new kind of detail page in the sitemap,
 * is sampled without anyone adding it to a test.
 */
export function pageSample(paths: readonly string[]): string[] {
  const byKind = new Map<string, string>()
  for (const path of paths) {
    const parent = DECLARED.filter((declared) => declared !== '/' && path.startsWith(`${declared}/`)).sort(
      (a, b) => b.length - a.length,
    )[0]
    const kind =
      DECLARED.includes(path) || !parent ? path : `${parent}/*${path.slice(parent.length).split('/').length - 1}`
    if (!byKind.has(kind)) byKind.set(kind, path)
  }
  return [...byKind.values()]
}

/** The English addresses of the sitemap (other languages are the same pages in other words). */
export function englishPaths(sitemapXml: string): string[] {
  return [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => !/^\/(de|fr)(\/|$)/.test(path))
}
