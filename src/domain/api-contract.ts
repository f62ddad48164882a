/**
 * The API document's shape rules that the route files cannot state one by one (issue 24): every
 * operation gets a stable `operationId`, derived here once from its method and path and never typed
 * by hand, and every tag an operation uses is declared at the top with what it covers.
 */

/** Address segments that name the API, not the call: `/b2badminapi/api/…`, `/notificationapi/api/v1/…`. */
const PREFIXES = new Set(['b2badminapi', 'api', 'client', 'notificationapi', 'export', 'v1'])

/** `ListAccommodation` → `listAccommodation`, `list_Airlines` → `listAirlines`, `GetCoverAxsPage` stays readable. */
export function lowerCamel(words: string[]): string {
  const parts = words.flatMap((word) => word.split(/[^A-Za-z0-9]+/)).filter(Boolean)
  return parts
    .map((part, index) =>
      index === 0 ? part.charAt(0).toLowerCase() + part.slice(1) : part.charAt(0).toUpperCase() + part.slice(1),
    )
    .join('')
}

/** The segments that name a call: no API prefix, no `{parameter}`. */
const callSegments = (path: string) =>
  path.split('/').filter((segment, index, all) => {
    if (!segment || /^\{.*\}$/.test(segment)) return false
    // Prefixes count only before the first segment that names something.
    const before = all.slice(0, index).filter((previous) => previous && !PREFIXES.has(previous))
    return before.length > 0 || !PREFIXES.has(segment)
  })

export type TOperationKey = { method: string; path: string }

/**
 * One `operationId` per operation, from the spec's own call name (the path's last segment, in
 * lower camel case: `listAccommodation`, `addBooing`), so generated clients read like the spec.
 * Where two calls share that name, both take their whole path (`geoPathsAutocompleteLocationByCountry`,
 * `requestBookingAutocompleteLocationByCountry`); where two methods share a path, the method leads.
 * Keys are `METHOD path`.
 */
export function operationIds(operations: TOperationKey[]): Map<string, string> {
  const keyOf = (operation: TOperationKey) => `${operation.method.toUpperCase()} ${operation.path}`
  const short = (operation: TOperationKey) => lowerCamel(callSegments(operation.path).slice(-1))
  const long = (operation: TOperationKey) => lowerCamel(callSegments(operation.path))
  const countBy = (name: (operation: TOperationKey) => string) => {
    const counts = new Map<string, number>()
    for (const operation of operations) counts.set(name(operation), (counts.get(name(operation)) ?? 0) + 1)
    return counts
  }
  const shortCounts = countBy(short)
  const chosen = (operation: TOperationKey) =>
    (shortCounts.get(short(operation)) ?? 0) > 1 ? long(operation) : short(operation)
  const chosenCounts = countBy(chosen)
  const ids = new Map<string, string>()
  for (const operation of operations) {
    const id = chosen(operation)
    ids.set(keyOf(operation), (chosenCounts.get(id) ?? 0) > 1 ? lowerCamel([operation.method, id]) : id)
  }
  // A list and one of it with the same method (GET …/invoices, GET …/invoices/{id}): the one is "ById".
  const taken = countBy((operation) => ids.get(keyOf(operation)) ?? '')
  for (const operation of operations) {
    const id = ids.get(keyOf(operation)) ?? ''
    if ((taken.get(id) ?? 0) > 1 && /\}$/.test(operation.path)) ids.set(keyOf(operation), `${id}ById`)
  }
  return ids
}
