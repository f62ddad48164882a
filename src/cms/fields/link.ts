import type { Field } from 'payload'

/** A link target: internal paths start with '/', external ones with http(s):// or ftp://. */
export const urlField = (name = 'url', required = false, description?: string): Field => ({
  name,
  type: 'text',
  required,
  admin: description ? { description } : undefined,
  validate: (value: unknown) => {
    if (value === undefined || value === null || value === '') return required ? 'A link is required' : true
    return typeof value === 'string' && /^(\/|#|https?:\/\/|ftp:\/\/|mailto:|tel:)/i.test(value)
      ? true
      : "Start the link with '/', 'http://', 'https://', 'ftp://', 'mailto:' or 'tel:'"
  },
})

/** Stores a text value trimmed and lowercased (emails, nation codes), so lookups and unique indexes agree. */
export const lowercaseHooks = {
  beforeValidate: [
    ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  ],
}

/** A unique, lowercased email address. */
export const uniqueEmailField = (): Field => ({
  name: 'email',
  type: 'email',
  required: true,
  unique: true,
  index: true,
  hooks: lowercaseHooks,
})
