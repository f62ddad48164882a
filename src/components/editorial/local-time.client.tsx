'use client'

import { useEffect, useState } from 'react'

/**
 * A moment in the visitor's own time zone. The server renders it in UTC (pages are cached for
 * everyone); once the page runs, the browser writes it in the zone it is set to. The line keeps
 * its height, so nothing below it moves.
 */
export function LocalTime({ iso, utc, tag = 'en-GB' }: { iso: string; utc: string; tag?: string }) {
  const [text, setText] = useState(utc)
  useEffect(() => {
    const date = new Date(iso)
    if (Number.isNaN(date.getTime())) return
    setText(
      new Intl.DateTimeFormat(tag, {
        weekday: 'short',
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(date),
    )
  }, [iso, tag])
  return (
    <time dateTime={iso} className="block min-h-[1.5em]" data-testid="local-time">
      {text}
    </time>
  )
}
