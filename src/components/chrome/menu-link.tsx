import { useLocale } from 'next-intl'
import type React from 'react'
import { SiteLink } from '@/components/site-link.client'
import { localeOr, localizeHref } from '@/domain/locales'
import { isExternalUrl, linkTarget } from '@/domain/menu'

type TProps = {
  url: string | null
  target?: '_self' | '_blank'
  className?: string
  children: React.ReactNode
  onNavigate?: () => void
  /** The id of a tooltip that describes the link. */
  describedBy?: string
}

/**
 * A menu or footer link: http, https and ftp links open in a new window (spec §2 Main menu);
 * an entry without a url is plain text. Our own pages are linked in the page's language.
 */
export function MenuLink({ url, target = '_self', className, children, onNavigate, describedBy }: TProps) {
  const locale = localeOr(useLocale())
  if (!url) return <span className={className}>{children}</span>
  if (isExternalUrl(url) || linkTarget({ url, target }) === '_blank') {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
        aria-describedby={describedBy}
      >
        {children}
      </a>
    )
  }
  return (
    // No prefetch (ADR 024): a prefetched page's payload preloads its hero image, and every link in
    // view would download other pages' images while this page's own are loading.
    <SiteLink
      href={localizeHref(url, locale)}
      prefetch={false}
      className={className}
      onClick={onNavigate}
      aria-describedby={describedBy}
    >
      {children}
    </SiteLink>
  )
}
