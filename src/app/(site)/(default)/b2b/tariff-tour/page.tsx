import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { PrintButton } from '@/components/print-button.client'
import { TARIFF_NOT_ENABLED, TARIFF_TYPES, type TTariffType } from '@/domain/catalogue-contract'
import { formatAmount, type TCurrencyCode } from '@/domain/pricing/money'
import { nationLabel } from '@/domain/site'
import { currentAgent } from '@/server/auth/current'
import { agentTariff } from '@/server/catalogue/tariff'

export const metadata: Metadata = { title: 'Online tariff | Monsoon', robots: { index: false } }

const TYPE_LABELS: Record<TTariffType, string> = {
  hotels: 'Hotels',
  programs: 'Programs',
  transfers: 'Transfers',
  visa: 'Visa services',
}
const TH = 'border-b border-line px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase'
const TD = 'border-b border-line px-3 py-2 align-top text-sm'

type TProps = { searchParams: Promise<{ city?: string; type?: string }> }

/** ONLINE TARIFF (issue #4): a printable price list of the agent's current nation, in their currency and market. */
export default async function TariffPage({ searchParams }: TProps) {
  const agent = await currentAgent()
  if (!agent) redirect('/login-agent')
  if (!agent.online) {
    return (
      <section className="container-page py-20 text-center">
        <h1 className="text-2xl font-semibold">Online tariff</h1>
        <p className="mt-3 text-muted">{TARIFF_NOT_ENABLED}</p>
      </section>
    )
  }
  const { city, type } = await searchParams
  const chosenType = TARIFF_TYPES.find((candidate) => candidate === type)
  const tariff = await agentTariff(agent, { city: city || undefined, type: chosenType })
  const money = (amount: number) => formatAmount({ amount, currency: tariff.currency as TCurrencyCode })

  return (
    <section className="container-page grid gap-8 py-10 print:py-0" data-testid="tariff">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">Online tariff</p>
          <h1 className="text-3xl font-semibold">{nationLabel(tariff.nationName)}</h1>
          <p className="mt-1 text-sm text-muted">
            Prices in {tariff.currency} for {agent.cname}, per room night and per person, valid as contracted. Printed{' '}
            {tariff.date}.
          </p>
        </div>
        <form className="flex flex-wrap items-end gap-3 print:hidden" method="get">
          <label className="grid gap-1 text-xs font-semibold">
            City
            <select
              name="city"
              defaultValue={city ?? ''}
              className="rounded-sm border border-line bg-white px-2 py-1.5 text-sm"
            >
              <option value="">All cities</option>
              {tariff.cities.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            Type
            <select
              name="type"
              defaultValue={chosenType ?? ''}
              className="rounded-sm border border-line bg-white px-2 py-1.5 text-sm"
            >
              <option value="">Everything</option>
              {TARIFF_TYPES.map((option) => (
                <option key={option} value={option}>
                  {TYPE_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary">
            Show
          </button>
          <PrintButton />
        </form>
      </header>

      {tariff.hotels.length > 0 && (
        <div className="overflow-x-auto rounded-sm bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold">Hotels</h2>
          <table className="w-full border-collapse" data-testid="tariff-hotels">
            <thead>
              <tr>
                <th className={TH}>City</th>
                <th className={TH}>Hotel</th>
                <th className={TH}>Room</th>
                <th className={TH}>Period</th>
                <th className={`${TH} text-right`}>Room night ({tariff.currency})</th>
              </tr>
            </thead>
            <tbody>
              {tariff.hotels.flatMap((hotel) =>
                hotel.rooms.flatMap((room) =>
                  room.periods.map((period) => (
                    <tr key={`${hotel.name}-${room.room}-${period.beginDate}`}>
                      <td className={TD}>{hotel.city}</td>
                      <td className={TD}>
                        {hotel.name} <span className="text-muted">{'★'.repeat(hotel.stars)}</span>
                      </td>
                      <td className={TD}>{room.room}</td>
                      <td className={TD}>
                        {period.beginDate} – {period.endDate}
                      </td>
                      <td className={`${TD} text-right tabular-nums`}>{money(period.price)}</td>
                    </tr>
                  )),
                ),
              )}
            </tbody>
          </table>
        </div>
      )}

      {tariff.programs.length > 0 && (
        <div className="overflow-x-auto rounded-sm bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold">Day and overnight programs</h2>
          <table className="w-full border-collapse" data-testid="tariff-programs">
            <thead>
              <tr>
                <th className={TH}>City</th>
                <th className={TH}>Program</th>
                <th className={TH}>Duration</th>
                <th className={`${TH} text-right`}>Adult</th>
                <th className={`${TH} text-right`}>Children</th>
              </tr>
            </thead>
            <tbody>
              {tariff.programs.map((program) => (
                <tr key={program.name}>
                  <td className={TD}>{program.city}</td>
                  <td className={TD}>{program.name}</td>
                  <td className={TD}>{program.duration}</td>
                  <td className={`${TD} text-right tabular-nums`}>{money(program.adult)}</td>
                  <td className={`${TD} text-right tabular-nums`}>
                    {program.children.map((band) => `${band.ages} y: ${money(band.price)}`).join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {tariff.transfers.length > 0 && (
        <div className="overflow-x-auto rounded-sm bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold">Transfers</h2>
          <table className="w-full border-collapse" data-testid="tariff-transfers">
            <tbody>
              {tariff.transfers.map((transfer) => (
                <tr key={transfer.name}>
                  <td className={TD}>{transfer.name}</td>
                  <td className={TD}>{transfer.vehicle}</td>
                  <td className={`${TD} text-right tabular-nums`}>
                    {money(transfer.price)} <span className="text-muted">{transfer.pricing}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {tariff.visa.length > 0 && (
        <div className="overflow-x-auto rounded-sm bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold">Visa-on-arrival services</h2>
          <table className="w-full border-collapse" data-testid="tariff-visa">
            <tbody>
              {tariff.visa.map((visa) => (
                <tr key={visa.visaType}>
                  <td className={TD}>{visa.visaType}</td>
                  <td className={`${TD} text-right tabular-nums`}>{money(visa.price)} per person</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
