import type { Field } from 'payload'

/** Bookkeeping that changes on every save and says nothing about what pages show. */
const IGNORED = new Set(['updatedAt', 'createdAt'])

/**
 * A document's fields that every language shares (everything but the localized texts), so a save in
 * one language can tell whether it changed what the other languages show too.
 */
export function sharedPart(fields: readonly Field[], value: unknown): unknown {
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  const visit = (list: readonly Field[]) => {
    for (const field of list) {
      if ('localized' in field && field.localized) continue
      if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) visit(field.fields)
      else if (field.type === 'tabs') for (const tab of field.tabs) visit(tab.fields)
      else if ('name' in field && field.name && !IGNORED.has(field.name)) {
        const inner = record[field.name]
        if (field.type === 'array' && Array.isArray(inner))
          out[field.name] = inner.map((row) => sharedPart(field.fields, row))
        else if (field.type === 'group' && 'fields' in field) out[field.name] = sharedPart(field.fields, inner)
        else out[field.name] = relationIdOf(inner)
      }
    }
  }
  visit(fields)
  return out
}

/** A relation compares by id, whatever depth it was read at. */
const relationIdOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

export const sharedFieldsChanged = (fields: readonly Field[], doc: unknown, previousDoc: unknown): boolean =>
  JSON.stringify(sharedPart(fields, doc)) !== JSON.stringify(sharedPart(fields, previousDoc))
