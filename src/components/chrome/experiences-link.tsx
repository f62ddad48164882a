import type { TFooterLink } from '@/domain/site'
import { MenuLink } from './menu-link'

/**
 * A link of the EXPERIENCES column with its shortName as a tooltip on the left (spec §2 Footer);
 * above the link on narrow screens, where the left edge is the screen's. Pure CSS: it shows on
 * hover and on keyboard focus, before hydration too, and costs no JavaScript.
 */
export function ExperiencesLink({ link, className }: { link: TFooterLink; className: string }) {
  if (!link.shortName) {
    return (
      <MenuLink url={link.url} className={className}>
        {link.fullName}
      </MenuLink>
    )
  }
  const tipId = `tip-${link._id}`
  return (
    <span className="group/tip relative inline-block">
      <MenuLink url={link.url} className={className} describedBy={tipId}>
        {link.fullName}
      </MenuLink>
      <span
        role="tooltip"
        id={tipId}
        data-testid="footer-tooltip"
        className="pointer-events-none invisible absolute bottom-full left-0 z-50 mb-2 w-max max-w-64 rounded-sm bg-white px-3 py-2 text-xs leading-snug text-ink opacity-0 shadow-lg transition-opacity group-focus-within/tip:visible group-focus-within/tip:opacity-100 group-hover/tip:visible group-hover/tip:opacity-100 lg:top-1/2 lg:right-full lg:bottom-auto lg:left-auto lg:mr-3 lg:mb-0 lg:-translate-y-1/2"
      >
        {link.shortName}
      </span>
    </span>
  )
}
