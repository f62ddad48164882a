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

/**
 * A catalogue search over several texts of a row (name, city, description): every word must be in
 * one of them, and rows whose name alone holds every word come first, each group in its order.
 */
export function searchRows<T>(rows: T[], search: string | undefined, texts: (row: T) => string[]): T[] {
  if (!search?.trim()) return rows
  const byName: T[] = []
  const byText: T[] = []
  for (const row of rows) {
    const [name = '', ...rest] = texts(row)
    if (matchesWords(name, search)) byName.push(row)
    else if (matchesWords([name, ...rest].join('\n'), search)) byText.push(row)
  }
  return [...byName, ...byText]
}

/** The id a reference-list value goes by (spec §3 `{ _id, fullName }`): "Small group" is `small-group`. */
export const slugOf = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')

/** Highest rating first, then by name: the order agents see hotels in (spec §5). */
export function byRatingThenName<T extends { stars: number; name: string }>(a: T, b: T): number {
  return b.stars - a.stars || compareNames(a.name, b.name)
}

const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: false })

/** Names in a person's alphabetical order (case and accents second), stable across machines. */
export const compareNames = (a: string, b: string) => collator.compare(a, b)
