/**
 * Demo agencies and agents (issue #3): two agencies, three approved agents with different markets,
 * currencies and nation lists (one without the online tariff), and two registrations still pending.
 * The logins are listed in the README's demo section.
 */
import { createHash } from 'node:crypto'
import { hashPassword } from '@/server/auth/passwords'
import type { TSeedContext } from './context'
import { agencyLogoMedia } from './images'

export const DEMO_AGENT_PASSWORD = 'agent-demo-2026'

type TDemoAgent = {
  email: string
  firstName: string
  lastName: string
  ccode: string
  ccurrency: 'EUR' | 'AUD' | 'GBP'
  cmarket: 'europe' | 'asia-pacific'
  nations: string[]
  online: boolean
  /** The agency's account owner: contract details, default markup, API keys and webhooks. */
  isAgencyAdmin: boolean
}

const AGENCIES: Array<{
  name: string
  agencyType: 'Wholesale' | 'Tour Operator'
  city: string
  stateProvince: string
  country: string
  agents: TDemoAgent[]
}> = [
  {
    name: 'Lotus Travel GmbH',
    agencyType: 'Wholesale',
    city: 'Munich',
    stateProvince: 'Bavaria',
    country: 'Germany',
    agents: [
      {
        email: 'anna@lotus-travel.demo',
        firstName: 'Anna',
        lastName: 'Schmidt',
        ccode: 'MA100101',
        ccurrency: 'EUR',
        cmarket: 'europe',
        nations: ['th', 'vn', 'kh'],
        online: true,
        isAgencyAdmin: true,
      },
      {
        email: 'jonas@lotus-travel.demo',
        firstName: 'Jonas',
        lastName: 'Weber',
        ccode: 'MA100102',
        ccurrency: 'EUR',
        cmarket: 'europe',
        nations: ['vn', 'la'],
        online: false,
        isAgencyAdmin: false,
      },
    ],
  },
  {
    name: 'Southern Cross Journeys',
    agencyType: 'Tour Operator',
    city: 'Sydney',
    stateProvince: 'New South Wales',
    country: 'Australia',
    agents: [
      {
        email: 'olivia@southerncross.demo',
        firstName: 'Olivia',
        lastName: 'Chen',
        ccode: 'MA100201',
        ccurrency: 'AUD',
        cmarket: 'asia-pacific',
        nations: ['th', 'vn', 'kh', 'la', 'mm'],
        online: true,
        isAgencyAdmin: true,
      },
    ],
  },
  {
    // The agency at its credit limit with Monsoon (issue 57): its Book now is refused until it pays.
    name: 'Saffron Journeys Ltd',
    agencyType: 'Tour Operator',
    city: 'London',
    stateProvince: 'England',
    country: 'United Kingdom',
    agents: [
      {
        email: 'priya@saffronjourneys.demo',
        firstName: 'Priya',
        lastName: 'Nair',
        ccode: 'MA100301',
        ccurrency: 'GBP',
        cmarket: 'europe',
        nations: ['th', 'vn'],
        online: false,
        isAgencyAdmin: true,
      },
    ],
  },
]

const PENDING = [
  {
    firstName: 'Liam',
    lastName: 'Tremblay',
    email: 'liam@mapleleafvoyages.demo',
    agencyName: 'Maple Leaf Voyages',
    position: 'Asia product manager',
    affiliateAgency: 'Virtuoso',
    agencyType: 'Retail' as const,
    stateProvince: 'Ontario',
    city: 'Toronto',
    agencyCountry: 'Canada',
    nations: ['th', 'vn'],
  },
  {
    firstName: 'Lucía',
    lastName: 'Romero',
    email: 'lucia@solymarviajes.demo',
    agencyName: 'Sol y Mar Viajes',
    position: 'Directora',
    affiliateAgency: 'None',
    agencyType: 'Leisure' as const,
    stateProvince: 'Madrid',
    city: 'Madrid',
    agencyCountry: 'Spain',
    nations: ['kh', 'la', 'mm'],
  },
]

/** Opaque, but the same on every run. */
const md5code = (email: string) => createHash('sha256').update(`demo:${email}`).digest('hex').slice(0, 32)

/** Lotus Travel's default markup on Monsoon's prices for its clients: 15 %. */
const DEMO_CLIENT_MARKUP = { kind: 'percent', bps: 1500 } as const

/** The demo agencies that have a logo (the other shows an agency without one). */
const LOGO_COLOURS: Record<string, string> = { 'Lotus Travel GmbH': '#2f6b4f' }

export async function seedAgents(ctx: TSeedContext): Promise<void> {
  const { payload, write } = ctx
  const nations = await write((req) => payload.find({ collection: 'nations', depth: 0, pagination: false, req }))
  const idOf = new Map(nations.docs.map((nation) => [nation.code, nation.id]))
  const ids = (codes: string[]) => codes.map((code) => idOf.get(code)).filter((id): id is string => Boolean(id))
  const passwordHash = await hashPassword(DEMO_AGENT_PASSWORD)
  for (const { agents, ...agency } of AGENCIES) {
    const colour = LOGO_COLOURS[agency.name]
    const logo = colour ? await agencyLogoMedia(ctx, { name: agency.name, colour }) : undefined
    const created = await write((req) =>
      payload.create({
        collection: 'agencies',
        // The agency with a logo also shows its colour and its markup for clients (issue 21).
        data: { ...agency, logo, ...(colour ? { brandColour: colour, clientMarkup: DEMO_CLIENT_MARKUP } : {}) },
        depth: 0,
        req,
      }),
    )
    for (const { nations: codes, ...agent } of agents) {
      await write((req) =>
        payload.create({
          collection: 'agents',
          data: {
            ...agent,
            agency: created.id,
            md5code: md5code(agent.email),
            listNation: ids(codes),
            active: true,
            passwordHash,
            passwordSetAt: new Date('2026-01-15T09:00:00Z').toISOString(),
          },
          depth: 0,
          req,
        }),
      )
    }
  }
  for (const { nations: codes, ...registration } of PENDING) {
    await write((req) =>
      payload.create({
        collection: 'agency-registrations',
        data: { ...registration, nations: ids(codes), status: 'pending' },
        depth: 0,
        req,
      }),
    )
  }
}
