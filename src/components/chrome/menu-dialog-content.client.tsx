'use client'

import { Mail, Phone, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Accordion, Dialog } from 'radix-ui'
import { useState } from 'react'
import { EmailAddress } from '@/components/email-address'
import { IntlScope } from '@/components/intl-scope.client'
import { useOpenerFocus } from '@/components/opener-focus'
import type { TMenuEntry } from '@/domain/menu'
import type { TSiteConfig } from '@/domain/site'
import type { TClientIntl } from '@/lib/i18n/client-intl'
import { MenuLink } from './menu-link'
import { SocialLinks } from './social-links'

type TProps = {
  menus: TMenuEntry[]
  config: TSiteConfig
  open: boolean
  onOpenChange: (open: boolean) => void
  intl: TClientIntl
}

/**
 * The full-screen menu dialog (spec §2 Header): a vertical accordion of the main entries, one open
 * at a time, the image of the selected entry, contact phone and email, the industry text and the
 * social links. Loaded on first open by MenuDialog.
 */
export function MenuDialogContent({ intl, ...props }: TProps) {
  return (
    <IntlScope intl={intl}>
      <MenuBody {...props} />
    </IntlScope>
  )
}

function MenuBody({ menus, config, open, onOpenChange }: Omit<TProps, 'intl'>) {
  const returnFocus = useOpenerFocus(open)
  const t = useTranslations('Chrome')
  const [selected, setSelected] = useState('')
  const selectedEntry = menus.find((entry) => entry._id === selected)
  const image = selectedEntry?.image ?? config.imageMenuModal
  const close = () => onOpenChange(false)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid="menu-dialog"
          className="fixed inset-0 z-50 grid overflow-y-auto bg-primary text-white data-[state=open]:animate-fade-in lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        >
          <div className="flex flex-col gap-8 px-8 py-10 xl:px-20">
            <div className="flex items-center justify-between">
              <Dialog.Title className="text-sm font-semibold tracking-[0.3em] uppercase opacity-80">
                {t('menu')}
              </Dialog.Title>
              <Dialog.Close asChild>
                <button type="button" aria-label={t('closeMenu')} className="rounded-full p-2 hover:bg-white/10">
                  <X aria-hidden="true" className="h-7 w-7" />
                </button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{t('mainMenuDescription')}</Dialog.Description>
            <Accordion.Root
              type="single"
              collapsible
              value={selected}
              onValueChange={setSelected}
              className="flex flex-col"
            >
              {menus.map((entry) => (
                <Accordion.Item key={entry._id} value={entry._id} className="border-b border-white/20">
                  {entry.items.length > 0 ? (
                    <>
                      <Accordion.Header>
                        <Accordion.Trigger className="group flex w-full items-center justify-between py-4 text-left text-2xl font-light tracking-wide xl:text-3xl">
                          {entry.fullName}
                          <span
                            aria-hidden="true"
                            className="text-3xl transition-transform group-data-[state=open]:rotate-45"
                          >
                            +
                          </span>
                        </Accordion.Trigger>
                      </Accordion.Header>
                      <Accordion.Content className="pb-4">
                        <ul className="grid gap-1 pl-1 sm:grid-cols-2">
                          {entry.items.map((item) => (
                            <li key={item._id}>
                              <MenuLink
                                url={item.url}
                                target={item.target}
                                onNavigate={close}
                                className="block py-1.5 text-base text-white/85 hover:text-white hover:underline"
                              >
                                {item.fullName}
                              </MenuLink>
                            </li>
                          ))}
                        </ul>
                      </Accordion.Content>
                    </>
                  ) : (
                    <MenuLink
                      url={entry.url}
                      target={entry.target}
                      onNavigate={close}
                      className="block py-4 text-2xl font-light tracking-wide hover:underline xl:text-3xl"
                    >
                      {entry.fullName}
                    </MenuLink>
                  )}
                </Accordion.Item>
              ))}
            </Accordion.Root>
            <div className="mt-auto grid gap-4 text-sm">
              {config.textMenuModal && <p className="max-w-xl leading-relaxed text-white/85">{config.textMenuModal}</p>}
              <div className="flex flex-wrap gap-6">
                {config.phone && (
                  <a
                    href={`tel:${config.phone.replace(/\s+/g, '')}`}
                    className="inline-flex items-center gap-2 hover:underline"
                  >
                    <Phone aria-hidden="true" className="h-4 w-4" />
                    {config.phone}
                  </a>
                )}
                {config.email && (
                  <a href={`mailto:${config.email}`} className="inline-flex items-center gap-2 hover:underline">
                    <Mail aria-hidden="true" className="h-4 w-4" />
                    <EmailAddress address={config.email} />
                  </a>
                )}
              </div>
              <SocialLinks links={config.sociaMedia} />
            </div>
          </div>
          <div className="relative hidden min-h-full lg:block">
            {image && (
              // biome-ignore lint/performance/noImgElement: the image swaps with the accordion selection
              <img
                key={image}
                src={image}
                alt={selectedEntry ? selectedEntry.fullName : ''}
                data-testid="menu-dialog-image"
                className="absolute inset-0 h-full w-full animate-fade-in object-cover"
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
