/**
 * A decimal as a person typed it, in the form the parsers read ("1234.5"): English writes
 * "1,234.5"; German and French "1.234,5" or "1 234,5" (issue 26). Without a comma, German and
 * French points are read as thousands ("1.250" is 1250, as a German agent means it) only when they
 * group digits in threes; any other point ("12.5", pasted from an English source) is the decimal
 * point, since no one writes a thousands point there.
 */
export function decimalOf(typed: string, locale: string): string {
  if (locale === 'en') return typed.replace(/,/g, '')
  const bare = typed.replace(/[\s\u00a0\u202f]/g, '')
  if (bare.includes(',')) return bare.replace(/\./g, '').replace(',', '.')
  return /^[+-]?[1-9]\d{0,2}(\.\d{3})+$/.test(bare) ? bare.replace(/\./g, '') : bare
}

/**
 * A decimal ("1250.5", as the parsers and `String(number)` write it) as a form field shows it to a
 * person of that language: a decimal comma in German and French, no grouping, so what the form
 * fills in reads back through `decimalOf` to the same figure.
 */
export function decimalInputOf(decimal: string, locale: string): string {
  return locale === 'en' ? decimal : decimal.replace('.', ',')
}
