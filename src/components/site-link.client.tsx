'use client'

import Link, { useLinkStatus } from 'next/link'
import { type ComponentProps, useEffect } from 'react'
import { isDataSaving, type TConnection } from '@/domain/loading-bar'
import { beginLoading } from '@/lib/loading-activity'

/**
 * Whether this browser asked to save data or is on 2G (spec §9: no prefetch then). Read once when
 * the page's code loads: Safari and Firefox have no `navigator.connection`, and prefetch as usual.
 */
const savesData =
  typeof navigator !== 'undefined' && isDataSaving((navigator as Navigator & { connection?: TConnection }).connection)

/** Reports the link's navigation, while Next says it is pending, to the loading bar. */
function NavigationReport() {
  const { pending } = useLinkStatus()
  useEffect(() => (pending ? beginLoading() : undefined), [pending])
  return null
}

/**
 * The site's client-navigation link: Next's `Link` (its public props), with no prefetch on a
 * data-saving or 2G connection, and the loading bar shown while a navigation it started takes
 * longer than the bar's throttle (spec §9).
 */
export function SiteLink({ prefetch, children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props} prefetch={savesData ? false : prefetch}>
      {children}
      <NavigationReport />
    </Link>
  )
}
