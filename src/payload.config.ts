import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type PostgresAdapter, postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { AgencyRegisterTemplates } from './cms/collections/agency-register-templates'
import { AgencyRegistrations } from './cms/collections/agency-registrations'
import { Agencies, AgentSessions, Agents, AgentTokens } from './cms/collections/agents'
import { AllotmentChanges, AllotmentHolds } from './cms/collections/allotments'
import {
  AgentFavourites,
  BookingEvents,
  BookingQuotes,
  BookingRequests,
  Bookings,
  ClientItineraries,
} from './cms/collections/bookings'
import {
  Airlines,
  Cities,
  HotelContracts,
  Hotels,
  Programs,
  Transfers,
  VisaServices,
} from './cms/collections/catalogue'
import { ApiKeys, WebhookDeliveries, WebhookEndpoints } from './cms/collections/connect'
import { EDITORIAL_COLLECTIONS } from './cms/collections/editorial'
import { Emails } from './cms/collections/emails'
import { FinanceLog, InvoiceCounters, Invoices, PaymentAllocations, Payments } from './cms/collections/finance'
import { JOURNAL_COLLECTIONS } from './cms/collections/journal'
import { Files, Media } from './cms/collections/media'
import { ExchangeRates, Markets } from './cms/collections/money'
import { FooterColumns, MenuEntries, PageMetas } from './cms/collections/navigation'
import { RateLimitHits } from './cms/collections/rate-limits'
import { Countries, LanguageCodes, Languages, Nations, Provinces } from './cms/collections/reference'
import { RESTAURANT_COLLECTIONS } from './cms/collections/restaurants'
import { SupplierReservations, Suppliers } from './cms/collections/suppliers'
import { TranslationStates } from './cms/collections/translation-states'
import { Users } from './cms/collections/users'
import { VIDEO_COLLECTIONS } from './cms/collections/videos'
import { withEnglishBesideEverywhere } from './cms/fields/localized'
import { BeyondItems, BeyondPage } from './cms/globals/beyond'
import { BookingRequestEmails } from './cms/globals/booking-request-emails'
import { PAGE_GLOBALS } from './cms/globals/pages'
import { SiteSettings } from './cms/globals/site-settings'
import { databaseUnavailable } from './cms/hooks/database-unavailable'
import { outboxEmailAdapter } from './cms/hooks/email-adapter'
import { translationStatusAction, translationsCurrentAction } from './cms/hooks/translation-status-actions'
import { withTranslationTracking } from './cms/hooks/translation-tracking'
import { uploadStorage } from './cms/upload-storage'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from './domain/locales'
import { poolSettings, releaseAbandoned } from './lib/database-waits'
import { env } from './lib/env'
import { baseLogger } from './lib/logger'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** EMAIL_FROM as `Name <address>` or a bare address. */
function emailFrom() {
  const raw = env().EMAIL_FROM
  const match = /^(.*)<([^>]+)>\s*$/.exec(raw)
  return match ? { name: match[1].trim(), address: match[2].trim() } : { name: 'Monsoon', address: raw.trim() }
}

export default buildConfig({
  /**
   * Content in several languages (issue 26, ADR 045): the translatable fields are localized; a
   * language without a translation shows English. The list is the supported languages; staff
   * choose which the site shows (Settings → Languages).
   */
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: {
      titleSuffix: ' | Monsoon back office',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    components: {
      // Monsoon's own logo, icon and login (issue 20).
      graphics: {
        Logo: '/components/backoffice/brand#BackOfficeLogo',
        Icon: '/components/backoffice/brand#BackOfficeIcon',
      },
      beforeLogin: ['/components/backoffice/brand#BeforeLogin'],
      // Staff open the back office to what needs doing, then everything else as lists of links.
      views: {
        dashboard: { Component: '/components/backoffice/dashboard#Dashboard' },
        // Hotels' room types × nights of Monsoon's allotments, edited in bulk (issue 25).
        allotments: { Component: '/cms/components/allotments-view#AllotmentsView', path: '/allotments' },
        // What is not yet translated, per language switched on (issue 26, ADR 046).
        translations: { Component: '/components/backoffice/translations#TranslationsView', path: '/translations' },
      },
      afterNavLinks: [
        '/cms/components/allotments-view#AllotmentsNavLink',
        '/components/backoffice/translations#TranslationsNavLink',
      ],
    },
  },
  // `/api/...` belongs to the spec's own calls (§7); Payload's REST API moves aside (ADR 002).
  routes: { api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  // While editing another language, every localized text shows its English beside it (ADR 046).
  // Every document with localized texts keeps its translations' state and shows it (ADR 070).
  collections: withTranslationTracking(
    'collection',
    withEnglishBesideEverywhere([
      Users,
      Media,
      Files,
      Languages,
      Nations,
      MenuEntries,
      FooterColumns,
      PageMetas,
      Countries,
      LanguageCodes,
      Provinces,
      AgencyRegistrations,
      Agencies,
      Agents,
      AgentSessions,
      AgentTokens,
      RateLimitHits,
      AgencyRegisterTemplates,
      Emails,
      ExchangeRates,
      Markets,
      Cities,
      Hotels,
      HotelContracts,
      Programs,
      Transfers,
      VisaServices,
      Airlines,
      Suppliers,
      Bookings,
      BookingEvents,
      BookingQuotes,
      AgentFavourites,
      BookingRequests,
      ClientItineraries,
      SupplierReservations,
      Invoices,
      InvoiceCounters,
      Payments,
      PaymentAllocations,
      FinanceLog,
      AllotmentHolds,
      AllotmentChanges,
      ApiKeys,
      WebhookEndpoints,
      WebhookDeliveries,
      ...EDITORIAL_COLLECTIONS,
      ...JOURNAL_COLLECTIONS,
      ...VIDEO_COLLECTIONS,
      ...RESTAURANT_COLLECTIONS,
      BeyondItems,
      TranslationStates,
    ]),
  ),
  globals: withTranslationTracking(
    'global',
    withEnglishBesideEverywhere([SiteSettings, ...PAGE_GLOBALS, BeyondPage, BookingRequestEmails]),
  ),
  endpoints: [translationStatusAction, translationsCurrentAction],
  hooks: { afterError: [databaseUnavailable] },
  editor: lexicalEditor(),
  secret: env().PAYLOAD_SECRET ?? '',
  serverURL: env().PUBLIC_URL,
  // Types are generated on purpose (`npm run generate:types`, checked in CI), never by a boot: Payload
  // would spawn `payload generate:types` each time it starts outside production, every test file too.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  db: postgresAdapter({
    // Every wait on the database bounded (issue 59, ADR 071).
    pool: poolSettings(env()),
    idType: 'uuid',
    // Schema changes only ever reach a database through committed migrations.
    push: false,
    migrationDir: path.resolve(dirname, '../migrations'),
  }),
  email: outboxEmailAdapter(emailFrom()),
  // Uploads on S3 when S3_BUCKET is set, on disk otherwise; the same addresses either way (issue 22).
  plugins: [uploadStorage()],
  sharp,
  // Payload's own lines go to the app's log, in its format and with the request's id (ADR 041).
  logger: baseLogger().child({ component: 'payload' }),
  // A connection a failed BEGIN leaves checked out goes back to the pool (ADR 071).
  onInit: (payload) => releaseAbandoned((payload.db as unknown as PostgresAdapter).pool),
  telemetry: false,
  graphQL: { disable: true },
})
