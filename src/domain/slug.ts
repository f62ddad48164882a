/** URL segments of detail pages (travel inspirations, journeys, programs…). */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Lowercase words joined by hyphens, from a title: accents dropped, '&' spelled out, at most 80 characters. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

/** `base`, or `base-2`, `base-3`… whichever is not taken yet. */
export function uniqueSlug(base: string, taken: ReadonlySet<string | undefined>): string {
  if (!taken.has(base)) return base
  let suffix = 2
  while (taken.has(`${base}-${suffix}`)) suffix++
  return `${base}-${suffix}`
}
