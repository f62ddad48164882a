'use client'

import { ChevronDown, X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { Dialog } from 'radix-ui'
import { useId, useState } from 'react'
import { AgencyBar } from '@/components/auth/agency-bar.client'
import { IntlScope } from '@/components/intl-scope.client'
import { useOpenerFocus } from '@/components/opener-focus'
import type { TAgentProfile } from '@/domain/agents'
import type { TMenuEntry } from '@/domain/menu'
import { agencyBarTexts, type TClientIntl } from '@/lib/i18n/client-intl'
import { LanguageSwitch } from './language-switch.client'
import { Logo } from './logo'
import { MenuLink } from './menu-link'

export type TDrawerProps = {
  menus: TMenuEntry[]
  logo: string | null
  loginHref: string
  agent: TAgentProfile | null
  nationLabels: Record<string, string>
  hideAuth: boolean
  /** The enabled languages' codes and the page's English path, for the language switch. */
  locales: string[]
  path: string
  /** The page's language and the catalogue namespaces the drawer reads. */
  intl: TClientIntl
}

/** The sub-items under an open entry, nested as deep as the menu goes. */
function DrawerEntries({ entries, onNavigate }: { entries: TMenuEntry[]; onNavigate: () => void }) {
  return (
    <ul className="pb-2 pl-4">
      {entries.map((entry) => (
        <li key={entry._id}>
          <MenuLink
            url={entry.url}
            target={entry.target}
            onNavigate={onNavigate}
            className="block py-1.5 text-sm text-muted hover:text-primary"
          >
            {entry.fullName}
          </MenuLink>
          {entry.items.length > 0 && <DrawerEntries entries={entry.items} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  )
}

/**
 * The top level as an accordion, one entry open at a time (spec §2, as the menu dialog; issue 20): an
 * entry with sub-items gets a toggle beside its link (or is the toggle, when it has no address), and
 * its sub-items show only while it is open.
 */
/** A top-level entry's words in the drawer. */
const TOP_LABEL = 'text-sm font-semibold tracking-wide uppercase'

function DrawerAccordion({ entries, onNavigate }: { entries: TMenuEntry[]; onNavigate: () => void }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const id = useId()
  return (
    <ul className="divide-y divide-line">
      {entries.map((entry) => {
        const isOpen = openId === entry._id
        const panelId = `${id}-${entry._id}`
        if (entry.items.length === 0) {
          return (
            <li key={entry._id}>
              <MenuLink
                url={entry.url}
                target={entry.target}
                onNavigate={onNavigate}
                className={`block py-3 ${TOP_LABEL}`}
              >
                {entry.fullName}
              </MenuLink>
            </li>
          )
        }
        const toggle = () => setOpenId(isOpen ? null : entry._id)
        return (
          <li key={entry._id}>
            <div className="flex items-center justify-between gap-2">
              {entry.url ? (
                <MenuLink
                  url={entry.url}
                  target={entry.target}
                  onNavigate={onNavigate}
                  className={`block flex-1 py-3 ${TOP_LABEL}`}
                >
                  {entry.fullName}
                </MenuLink>
              ) : null}
              <button
                type="button"
                onClick={toggle}
                aria-expanded={isOpen}
                aria-controls={panelId}
                aria-label={entry.url ? `${entry.fullName}: ${isOpen ? 'hide' : 'show'} its pages` : undefined}
                className={`flex items-center gap-2 py-3 ${entry.url ? 'px-2' : `flex-1 justify-between text-left ${TOP_LABEL}`}`}
              >
                {!entry.url && <span>{entry.fullName}</span>}
                <ChevronDown
                  aria-hidden="true"
                  className={`h-4 w-4 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </div>
            <div id={panelId} hidden={!isOpen}>
              <DrawerEntries entries={entry.items} onNavigate={onNavigate} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The drawer itself (spec §2 Main menu, §4 Menus and dialogs): it slides in from the right over 80%
 * of the width, locks page scroll while open (Radix), and holds a close control, the logo, the
 * nested entries and the login link. Loaded on first open by MobileDrawer.
 */
export function MobileDrawerContent({
  intl,
  ...props
}: TDrawerProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <IntlScope intl={intl}>
      <DrawerBody {...props} />
    </IntlScope>
  )
}

function DrawerBody({
  menus,
  logo,
  loginHref,
  agent,
  nationLabels,
  hideAuth,
  locales,
  path,
  open,
  onOpenChange,
}: Omit<TDrawerProps, 'intl'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const returnFocus = useOpenerFocus(open)
  const close = () => onOpenChange(false)
  const t = useTranslations('Chrome')
  const locale = useLocale()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid="mobile-drawer"
          className="fixed inset-y-0 right-0 z-50 flex w-[80%] flex-col overflow-y-auto bg-white px-5 py-4 shadow-2xl data-[state=open]:animate-drawer-in"
        >
          <div className="flex items-center justify-between border-b border-line pb-4">
            <Logo src={logo} className="h-8 w-auto" onNavigate={close} />
            <Dialog.Close asChild>
              <button type="button" aria-label={t('closeMenu')} className="rounded-full p-2 hover:bg-page">
                <X aria-hidden="true" className="h-6 w-6" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('menu')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('mainMenuDescription')}</Dialog.Description>
          <nav aria-label={t('mainMenu')} className="flex-1 py-2">
            <DrawerAccordion entries={menus} onNavigate={close} />
          </nav>
          <LanguageSwitch
            locales={locales}
            path={path}
            isAgent={Boolean(agent)}
            current={locale}
            label={t('language')}
            className="border-t border-line pt-4 text-xs"
          />
          {agent ? (
            <div className="mt-4 border-t border-line pt-4 text-xs">
              {!hideAuth && <AgencyBar agent={agent} nationLabels={nationLabels} texts={agencyBarTexts(locale, t)} />}
            </div>
          ) : (
            <MenuLink url={loginHref} onNavigate={close} className="btn-primary mt-4 w-full">
              {t('agentLogin')}
            </MenuLink>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
