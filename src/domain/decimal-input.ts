/**
 * A decimal as a person typed it, in the form the parsers read ("1234.5"): English writes
 * "1,234.5"; German and French "1.234,5" or "1 234,5", though a point alone ("12.5", as a form
 * fills it) is read as the decimal point too (issue 26).
 */
export function decimalOf(typed: string, locale: string): string {
  if (locale === 'en') return typed.replace(/,/g, '')
  const bare = typed.replace(/[\s\u00a0\u202f]/g, '')
  return bare.includes(',') ? bare.replace(/\./g, '').replace(',', '.') : bare
}
