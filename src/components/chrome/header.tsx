import { useLocale, useMessages, useTranslations } from 'next-intl'
import { AgencyBar } from '@/components/auth/agency-bar.client'
import { LoginDialog } from '@/components/auth/login-dialog.client'
import { registrationIntl } from '@/components/registration/registration-intl'
import { SiteLink } from '@/components/site-link.client'
import type { TAgentProfile } from '@/domain/agents'
import { localeOr, localizeHref } from '@/domain/locales'
import type { TMenuEntry } from '@/domain/menu'
import { nationLabel, type TNation, type TSiteConfig } from '@/domain/site'
import type { TMessages } from '@/lib/i18n/catalogues'
import { agencyBarTexts, clientIntlOf } from '@/lib/i18n/client-intl'
import { DesktopNav } from './desktop-nav'
import { HeaderShell } from './header-shell.client'
import { LanguageSwitch } from './language-switch.client'
import { Logo } from './logo'
import { MenuDialog } from './menu-dialog.client'
import { MobileDrawer } from './mobile-drawer.client'
import { OnlineTariffLink } from './online-tariff-link.client'

/** Spec §2 Layouts: the login redirect target. */
export const LOGIN_ROUTE = '/login-agent'

type THeaderProps = {
  menus: TMenuEntry[]
  config: TSiteConfig
  agent: TAgentProfile | null
  nations: TNation[]
  /** The page's meta asks to hide the agency area (spec §2 Header). */
  hideAuth?: boolean
  /** The enabled languages' codes, English first; a switch shows when there are several. */
  locales: string[]
  /** The page's English path, for the language switch. */
  path: string
}

/**
 * Spec §2 Header: the logo back to '/', a Home label, the login link for visitors (the agency bar
 * for a signed-in agent), the desktop bar
 * from 960 px, the full-screen menu dialog, and the drawer below 960 px.
 */
export function Header({ menus, config, agent, nations, hideAuth = false, locales, path }: THeaderProps) {
  const t = useTranslations('Chrome')
  const locale = localeOr(useLocale())
  // What the menu dialog, the drawer and the sign-in form read once opened (IntlScope).
  const messages = useMessages() as TMessages
  const intl = clientIntlOf(locale, messages)
  const tariff = useTranslations('Registration.tariff')
  const barTexts = agencyBarTexts(locale, t)
  const nationLabels = Object.fromEntries(nations.map((nation) => [nation.code, nationLabel(nation.fullName)]))
  return (
    <HeaderShell>
      <div className="hidden h-[41px] border-b border-line nav:block">
        <div className="container-page flex h-full items-center justify-between text-xs tracking-wide text-muted">
          <div className="flex items-center gap-6 bar:gap-8">
            <SiteLink
              href={localizeHref('/', locale)}
              prefetch={false}
              className="font-semibold uppercase hover:text-primary"
            >
              {t('home')}
            </SiteLink>
            <OnlineTariffLink
              canOpen={Boolean(agent?.online)}
              nations={nations}
              label={t('onlineTariff')}
              registration={
                agent?.online
                  ? undefined
                  : {
                      reason: agent ? tariff('notEnabled') : tariff('forAgents'),
                      isVisitor: !agent,
                      intl: registrationIntl(locale, messages),
                    }
              }
            />
          </div>
          <div className="flex items-center gap-4">
            <LanguageSwitch
              locales={locales}
              path={path}
              isAgent={Boolean(agent)}
              current={locale}
              label={t('language')}
            />
            {agent ? (
              !hideAuth && <AgencyBar agent={agent} nationLabels={nationLabels} texts={barTexts} />
            ) : (
              <LoginDialog href={LOGIN_ROUTE} label={t('agentLogin')} intl={intl} />
            )}
          </div>
        </div>
      </div>
      {/* From 1400 px the bar sits beside the logo; between 960 and 1400 it takes a row of its own. */}
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4">
        <div className="flex h-[72px] items-center gap-3 2xl:h-[105px]">
          <Logo src={config.logo} size={config.logoSize} className="h-9 w-auto 2xl:h-12" />
          <SiteLink
            href={localizeHref('/', locale)}
            prefetch={false}
            className="text-xs font-semibold tracking-widest text-muted uppercase nav:hidden"
          >
            {t('home')}
          </SiteLink>
        </div>
        <div className="order-last w-full border-t border-line nav:flex nav:justify-center 2xl:order-none 2xl:w-auto 2xl:border-0 max-nav:hidden">
          <DesktopNav menus={menus} moreIn={(name) => t('moreIn', { name })} />
        </div>
        <div className="flex items-center gap-1">
          <MenuDialog menus={menus} config={config} label={t('menu')} intl={intl} />
          <MobileDrawer
            menus={menus}
            logo={config.logo}
            loginHref={LOGIN_ROUTE}
            agent={agent}
            nationLabels={nationLabels}
            hideAuth={hideAuth}
            locales={locales}
            path={path}
            openLabel={t('openMenu')}
            intl={intl}
          />
        </div>
      </div>
    </HeaderShell>
  )
}
