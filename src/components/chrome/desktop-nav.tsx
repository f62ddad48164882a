import { ChevronDown } from 'lucide-react'
import { desktopBarEntries, desktopItems, type TMenuEntry } from '@/domain/menu'
import { MenuLink } from './menu-link'

/**
 * The desktop bar (960 px and up): top-level entries in `sort` order with hover sub-menus that list
 * only the sub-items flagged showOnMenu (spec §2 Main menu). Pure CSS: hover and keyboard focus open
 * a sub-menu, so the bar costs no JavaScript.
 */
export function DesktopNav({ menus }: { menus: TMenuEntry[] }) {
  return (
    <nav aria-label="Main" className="hidden nav:block">
      <ul className="flex items-center xl:gap-1" data-testid="desktop-menu">
        {desktopBarEntries(menus).map((entry) => {
          const items = desktopItems(entry)
          return (
            <li key={entry._id} className="group relative">
              <MenuLink
                url={entry.url}
                target={entry.target}
                className="flex items-center gap-1 px-2 py-3 text-[13px] font-semibold tracking-wide whitespace-nowrap uppercase hover:text-primary"
              >
                {entry.fullName}
                {items.length > 0 && <ChevronDown aria-hidden="true" className="h-3.5 w-3.5" />}
              </MenuLink>
              {items.length > 0 && (
                <ul
                  data-testid="desktop-submenu"
                  className="invisible absolute top-full left-0 z-50 min-w-60 translate-y-1 border-t-2 border-primary bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100"
                >
                  {items.map((item) => (
                    <li key={item._id}>
                      <MenuLink
                        url={item.url}
                        target={item.target}
                        className="block px-4 py-2 text-sm text-ink hover:bg-primary-light hover:text-primary"
                      >
                        {item.fullName}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
