/** The parts of RFC 5545 (iCalendar) our calendar files use: the webinars' and the trips' (issue 21). */

/** Text: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters have no place in a calendar
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')

/** A date-time in UTC: 20261203T090000Z. */
export const icsDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** A calendar date (all-day events): 2027-02-03 → 20270203. */
export const icsDate = (isoDate: string) => isoDate.slice(0, 10).replaceAll('-', '')

const utf8 = new TextEncoder()

/** Lines longer than 75 octets continue on the next line after a space (§3.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8.encode(char).length
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

/** The file: every content line folded, CRLF line ends, a final CRLF. */
export const icsFile = (lines: readonly string[]) => `${lines.map(fold).join('\r\n')}\r\n`
