/** The id of a relationship value, whether Payload returned it populated (an object) or as an id. */
export function relationId(value: unknown): string {
  if (typeof value === 'string') return value
  return (value as { id?: string } | null | undefined)?.id ?? ''
}
