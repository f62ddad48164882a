/**
 * `Intl` formatters, one per language and options: building one costs far more than formatting,
 * and money and dates are formatted per line of an itinerary (issue 26). Callers pass a few
 * fixed option sets per supported language, so the caches stay small.
 */
function memoOf<TOptions, TFormat>(make: (locale: string, options: TOptions) => TFormat) {
  const cache = new Map<string, TFormat>()
  return (locale: string, options: TOptions): TFormat => {
    const key = `${locale}|${JSON.stringify(options)}`
    let format = cache.get(key)
    if (!format) {
      format = make(locale, options)
      cache.set(key, format)
    }
    return format
  }
}

export const numberFormat = memoOf(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
)
export const dateTimeFormat = memoOf(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
)
