import { useLocale, useMessages, useTranslations } from 'next-intl'
import { registrationIntl } from '@/components/registration/registration-intl'
import { SignUpBox } from '@/components/registration/sign-up-box.client'
import { isExperiencesColumn, type TFooterColumn, type TNation, type TSiteConfig } from '@/domain/site'
import type { TMessages } from '@/lib/i18n/catalogues'
import { ExperiencesLink } from './experiences-link'
import { MenuLink } from './menu-link'
import { SocialLinks } from './social-links'

const LINK_CLASS = 'text-sm text-white/75 transition-colors hover:text-white'

/**
 * Spec §2 Footer: the sign-up box (for visitors: a signed-in agent is a partner already, issue 20),
 * the configured columns (EXPERIENCES links with a shortName tooltip) and the copyright bar with the
 * optional footer text.
 */
export function Footer({
  columns,
  config,
  nations,
  isAgent,
}: {
  columns: TFooterColumn[]
  config: TSiteConfig
  nations: TNation[]
  isAgent: boolean
}) {
  const t = useTranslations('SignUp')
  const intl = registrationIntl(useLocale(), useMessages() as TMessages)
  return (
    <footer className="mt-auto bg-[#1c1716] text-white print:hidden">
      {!isAgent && (
        <div className="border-b border-white/10">
          <div className="container-page py-10">
            <SignUpBox
              nations={nations}
              labels={{ heading: t('heading'), email: t('email'), submit: t('submit') }}
              intl={intl}
            />
          </div>
        </div>
      )}
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map((column) => {
          const experiences = isExperiencesColumn(column.title)
          return (
            <section key={column._id} aria-labelledby={`footer-${column._id}`} data-testid="footer-column">
              <h2 id={`footer-${column._id}`} className="mb-4 text-xs font-bold tracking-[0.25em] text-white uppercase">
                {column.title}
              </h2>
              <ul className="grid gap-2">
                {column.listItems.map((link) => (
                  <li key={link._id}>
                    {experiences ? (
                      <ExperiencesLink link={link} className={LINK_CLASS} />
                    ) : (
                      <MenuLink url={link.url} className={LINK_CLASS}>
                        {link.fullName}
                      </MenuLink>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-5 text-xs text-white/60 md:flex-row md:items-center md:justify-between">
          <div data-testid="copyright">
            <p>{config.copyRight}</p>
            {config.textFooter && <p className="mt-1">{config.textFooter}</p>}
          </div>
          <SocialLinks links={config.sociaMedia} />
        </div>
      </div>
    </footer>
  )
}
