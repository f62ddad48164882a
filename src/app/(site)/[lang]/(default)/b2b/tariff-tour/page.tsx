import { Mail, Phone } from 'lucide-react'
import type { Metadata } from 'next'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { PrintButton } from '@/components/print-button.client'
import { registrationIntl } from '@/components/registration/registration-intl'
import { ScrollRegion } from '@/components/scroll-region'
import { SiteLink } from '@/components/site-link.client'
import { TARIFF_TYPES } from '@/domain/catalogue-contract'
import { dateTimeFormat } from '@/domain/intl-formats'
import { DEFAULT_LOCALE, INTL_TAGS, localizeHref, type TLocale } from '@/domain/locales'
import { formatAmount, type TCurrencyCode } from '@/domain/pricing/money'
import { nationLabel, telHref } from '@/domain/site'
import { dayLabel, periodGrid, periodLabel, queryDay, type TPeriod } from '@/domain/tariff'
import type { TMessages } from '@/lib/i18n/catalogues'
import { pageLocale } from '@/lib/i18n/page-locale'
import { currentAgent } from '@/server/auth/current'
import { agentTariff } from '@/server/catalogue/tariff'
import { loadStartup } from '@/server/content/startup'
import { RegisterButton } from './register-button.client'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Registration.tariff')
  return { title: t('metaTitle'), robots: { index: false } }
}

const ROUTE = '/b2b/tariff-tour'
const TH = 'border-b border-line px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase'
const TD = 'border-b border-line px-3 py-2 align-top text-sm'
const CARD = 'min-w-0 rounded-sm bg-white p-4 shadow-sm print:break-inside-avoid print:p-0 print:shadow-none'
const FIELD = 'rounded-sm border border-line bg-white px-2 py-1.5 text-sm'

type TProps = { searchParams: Promise<{ city?: string; type?: string; from?: string; to?: string }> }

/**
 * The tariff's days in the page's language: English keeps the tariff's own "1 Nov 2026" whatever
 * the server's locale (a tariff is read across markets); the others are written as their readers do.
 */
function daysIn(locale: TLocale) {
  if (locale === DEFAULT_LOCALE) return { day: dayLabel, period: periodLabel }
  const format = dateTimeFormat(INTL_TAGS[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  const at = (day: string) => new Date(`${day}T00:00:00Z`)
  return {
    day: (value: string) => format.format(at(value)),
    period: (period: TPeriod) => format.formatRange(at(period.beginDate), at(period.endDate)),
  }
}

/** Who the visitor or the agent without the flag should see instead of the tariff (issue 18, ADR 034). */
function Gate({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className="container-page py-16" data-testid="tariff-gate">
      <div className="mx-auto grid max-w-xl gap-4 rounded-sm bg-white p-8 text-center shadow-sm">
        <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">{eyebrow}</p>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </section>
  )
}

/**
 * ONLINE TARIFF (issue #4, issue 18): the agent's current nation as a printable price list in their
 * currency and market: hotels grouped by city, each with its periods on sale as columns; programs,
 * transfers and visa services below. Every entry point lands here; visitors and agents without the
 * online flag are told why and what to do.
 */
export default async function TariffPage({ searchParams }: TProps) {
  const locale = await pageLocale()
  const [agent, startup, t] = await Promise.all([
    currentAgent(),
    loadStartup(locale),
    getTranslations('Registration.tariff'),
  ])
  if (!agent) {
    return (
      <Gate eyebrow={t('eyebrow')} title={t('visitorTitle')}>
        <p className="text-muted">{t('forAgents')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <SiteLink
            href={`${localizeHref('/login-agent', locale)}?next=${encodeURIComponent(localizeHref(ROUTE, locale))}`}
            className="btn-primary"
          >
            {t('signIn')}
          </SiteLink>
          <RegisterButton
            nations={startup?.nations ?? []}
            label={t('register')}
            intl={registrationIntl(locale, (await getMessages()) as TMessages)}
          />
        </div>
      </Gate>
    )
  }
  if (!agent.online) {
    const { phone, email } = startup?.config ?? { phone: null, email: null }
    return (
      <Gate eyebrow={t('eyebrow')} title={t('notEnabledTitle')}>
        <p className="text-muted">{t('notEnabled')}</p>
        {(email || phone) && (
          <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {email && (
              <a href={`mailto:${email}`} className="inline-flex items-center gap-1.5 text-primary hover:underline">
                <Mail aria-hidden="true" className="h-4 w-4" /> {email}
              </a>
            )}
            {phone && (
              <a href={telHref(phone)} className="inline-flex items-center gap-1.5 text-primary hover:underline">
                <Phone aria-hidden="true" className="h-4 w-4" /> {phone}
              </a>
            )}
          </p>
        )}
        <SiteLink
          href={localizeHref('/marketplace/b2b-agent-vault', locale)}
          className="btn-outline justify-self-center"
        >
          {t('goToVault')}
        </SiteLink>
      </Gate>
    )
  }

  const query = await searchParams
  const chosenType = TARIFF_TYPES.find((candidate) => candidate === query.type)
  const from = queryDay(query.from)
  const to = queryDay(query.to)
  const tariff = await agentTariff(agent, {
    city: query.city || undefined,
    type: chosenType,
    from,
    to: to && (!from || to >= from) ? to : undefined,
    locale,
  })
  const tag = INTL_TAGS[locale]
  const days = daysIn(locale)
  const money = (amount: number) => formatAmount({ amount, currency: tariff.currency as TCurrencyCode }, tag)
  const firstDay = from && from > tariff.date ? from : tariff.date
  // The server writes a transfer's pricing in English (the tariff's contract): its two known forms.
  const pricingText = (pricing: string) =>
    pricing === 'per person' ? t('perPerson') : pricing === 'per vehicle' ? t('perVehicle') : pricing
  const cities = [...new Set(tariff.hotels.map((hotel) => hotel.city))]
  const isEmpty = [tariff.hotels, tariff.programs, tariff.transfers, tariff.visa].every((list) => list.length === 0)

  return (
    <section className="container-page grid grid-cols-1 gap-8 py-10 print:gap-4 print:py-0" data-testid="tariff">
      <header className="grid gap-4">
        <div>
          <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">{t('eyebrow')}</p>
          <h1 className="text-3xl font-semibold">{nationLabel(tariff.nationName)}</h1>
          <p className="mt-1 text-sm text-muted">
            {t('netPrices', { currency: tariff.currency, agency: agent.cname })}{' '}
            {to
              ? t('periodsFromTo', { from: days.day(firstDay), to: days.day(to) })
              : t('periodsFrom', { from: days.day(firstDay) })}{' '}
            {t('printed', { day: days.day(tariff.date) })}
          </p>
        </div>
        <form
          className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap print:hidden"
          method="get"
          aria-label={t('filter')}
        >
          <label className="grid gap-1 text-xs font-semibold">
            {t('city')}
            <select name="city" defaultValue={query.city ?? ''} className={FIELD}>
              <option value="">{t('allCities')}</option>
              {tariff.cities.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            {t('type')}
            <select name="type" defaultValue={chosenType ?? ''} className={FIELD}>
              <option value="">{t('everything')}</option>
              {TARIFF_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`types.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            {t('travelFrom')}
            <input type="date" name="from" defaultValue={from ?? ''} min={tariff.date} className={FIELD} />
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            {t('travelTo')}
            <input type="date" name="to" defaultValue={to ?? ''} min={tariff.date} className={FIELD} />
          </label>
          <button type="submit" className="btn-primary">
            {t('show')}
          </button>
          <PrintButton label={t('print')} />
        </form>
      </header>

      {isEmpty && <p className="rounded-sm bg-white p-6 text-center text-muted shadow-sm">{t('nothing')}</p>}

      {cities.length > 0 && (
        <div className="grid min-w-0 grid-cols-1 gap-6 print:block" data-testid="tariff-hotels">
          <h2 className="text-xl font-semibold">{t('types.hotels')}</h2>
          {cities.map((city) => (
            <section key={city} className="grid min-w-0 grid-cols-1 gap-3" aria-label={t('hotelsIn', { city })}>
              <h3 className="text-sm font-bold tracking-widest text-muted uppercase">{city}</h3>
              {tariff.hotels
                .filter((hotel) => hotel.city === city)
                .map((hotel) => {
                  const grid = periodGrid(hotel.rooms)
                  return (
                    <article key={hotel.name} className={CARD} data-testid="tariff-hotel">
                      <h4 className="mb-2 font-semibold">
                        {hotel.name}{' '}
                        <span className="text-sm text-muted" role="img" aria-label={t('stars', { count: hotel.stars })}>
                          {'★'.repeat(hotel.stars)}
                        </span>
                      </h4>
                      {/* The room names stay in place while the periods scroll on a phone. */}
                      <ScrollRegion label={t('ratesOf', { hotel: hotel.name })}>
                        <table className="w-full border-collapse">
                          <thead>
                            <tr>
                              <th className={`${TH} sticky left-0 bg-white`}>{t('room')}</th>
                              {grid.columns.map((period) => (
                                <th key={period.beginDate} className={`${TH} text-right whitespace-nowrap`}>
                                  {days.period(period)}
                                </th>
                              ))}
                            </tr>
                          </thead>
                          <tbody>
                            {grid.rows.map((row) => (
                              <tr key={row.room}>
                                <th scope="row" className={`${TD} sticky left-0 bg-white text-left font-normal`}>
                                  {row.room}
                                  {row.instantNights > 0 && (
                                    <span
                                      className="ml-1.5 inline-block rounded-full bg-emerald-50 px-1.5 text-xs text-emerald-800"
                                      data-testid="tariff-instant"
                                    >
                                      {t('instant', { count: row.instantNights })}
                                    </span>
                                  )}
                                </th>
                                {row.prices.map((price, index) => (
                                  <td
                                    key={grid.columns[index].beginDate}
                                    className={`${TD} text-right whitespace-nowrap tabular-nums`}
                                  >
                                    {price === null ? '–' : money(price)}
                                  </td>
                                ))}
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </ScrollRegion>
                    </article>
                  )
                })}
            </section>
          ))}
        </div>
      )}

      {tariff.programs.length > 0 && (
        <div className={CARD}>
          <h2 className="mb-3 text-xl font-semibold">{t('programsTitle')}</h2>
          <table className="w-full border-collapse" data-testid="tariff-programs">
            <thead>
              <tr>
                <th className={TH}>{t('program')}</th>
                <th className={`${TH} text-right`}>{t('adult')}</th>
                <th className={`${TH} text-right`}>{t('children')}</th>
              </tr>
            </thead>
            <tbody>
              {tariff.programs.map((program) => (
                <tr key={program.name} className="print:break-inside-avoid">
                  <td className={TD}>
                    {program.name}
                    <span className="block text-xs text-muted">
                      {program.city} · {program.duration}
                    </span>
                  </td>
                  <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>{money(program.adult)}</td>
                  <td className={`${TD} text-right tabular-nums`}>
                    {program.children.map((band) => (
                      <span key={band.ages} className="block whitespace-nowrap">
                        {t('childBand', { ages: band.ages, price: money(band.price) })}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {tariff.transfers.length > 0 && (
        <div className={CARD}>
          <h2 className="mb-3 text-xl font-semibold">{t('transfersTitle')}</h2>
          <table className="w-full border-collapse" data-testid="tariff-transfers">
            <tbody>
              {tariff.transfers.map((transfer) => (
                <tr key={transfer.name} className="print:break-inside-avoid">
                  <td className={TD}>
                    {transfer.name}
                    <span className="block text-xs text-muted">{transfer.vehicle}</span>
                  </td>
                  <td className={`${TD} text-right tabular-nums`}>
                    <span className="whitespace-nowrap">{money(transfer.price)}</span>{' '}
                    <span className="block text-xs text-muted">{pricingText(transfer.pricing)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {tariff.visa.length > 0 && (
        <div className={CARD}>
          <h2 className="mb-3 text-xl font-semibold">{t('visaTitle')}</h2>
          <table className="w-full border-collapse" data-testid="tariff-visa">
            <tbody>
              {tariff.visa.map((visa) => (
                <tr key={visa.visaType}>
                  <td className={TD}>{visa.visaType}</td>
                  <td className={`${TD} text-right tabular-nums`}>
                    <span className="whitespace-nowrap">{money(visa.price)}</span>
                    <span className="block text-xs text-muted">{t('perPerson')}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
