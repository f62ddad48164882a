/**
 * A catalogue name search as the database's `like` reads it (Payload: every space-separated word
 * somewhere in the text, case-insensitive), for lists filtered in memory. The words are literal
 * text: `%` and `_` match themselves, not any character.
 */
export function matchesWords(text: string, search: string): boolean {
  const haystack = text.toLocaleLowerCase('en')
  return search
    .toLocaleLowerCase('en')
    .split(' ')
    .every((word) => haystack.includes(word))
}

/** Highest rating first, then by name: the order agents see hotels in (spec §5). */
export function byRatingThenName<T extends { stars: number; name: string }>(a: T, b: T): number {
  return b.stars - a.stars || compareNames(a.name, b.name)
}

const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: false })

/** Names in a person's alphabetical order (case and accents second), stable across machines. */
export const compareNames = (a: string, b: string) => collator.compare(a, b)
