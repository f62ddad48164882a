'use client'

import { Tooltip } from 'radix-ui'
import type React from 'react'
import type { TFooterLink } from '@/domain/site'
import { MenuLink } from './menu-link'

/** A link of the EXPERIENCES column, with its shortName as a tooltip on the left (spec §2 Footer). */
export function ExperiencesLink({ link, className }: { link: TFooterLink; className: string }) {
  if (!link.shortName) {
    return (
      <MenuLink url={link.url} className={className}>
        {link.fullName}
      </MenuLink>
    )
  }
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <span className="inline-block">
          <MenuLink url={link.url} className={className}>
            {link.fullName}
          </MenuLink>
        </span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="left"
          sideOffset={8}
          data-testid="footer-tooltip"
          className="z-50 max-w-64 rounded-sm bg-white px-3 py-2 text-xs leading-snug text-ink shadow-lg data-[state=delayed-open]:animate-fade-in"
        >
          {link.shortName}
          <Tooltip.Arrow className="fill-white" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return <Tooltip.Provider delayDuration={150}>{children}</Tooltip.Provider>
}
