/**
 * The deterministic demo data set, loaded once into an empty database at start-up.
 *
 * Everything but the media is written in one database transaction: the start-up check is "no
 * languages yet", so a seed that failed half-way must leave nothing behind, or it would never be
 * retried. The media are written beside it, as many at a time as there are cores, and a retry reuses
 * them (images.ts, ADR 029). The steps run concurrently: their database calls queue one at a time on
 * the transaction (see context.ts) while images are drawn or copied from the cache. Every document
 * goes through Payload's Local API, created in English and then translated (documents.ts, ADR 062);
 * only the flat reference lists go as multi-row inserts through the adapter's Drizzle instance.
 */
import type { Payload } from 'payload'
import { DEFAULT_EXPORT_TEXTS } from '@/domain/booking-export'
import { LOCALE_NAMES, LOCALES } from '@/domain/locales'
import { DEFAULT_REQUEST_TEMPLATES } from '@/domain/request-email'
import { insertRows, inTransaction } from '@/server/db'
import { seedAgents } from './agents'
import { seedBeyond } from './beyond-seed'
import { seedAirlines, seedCatalogue } from './catalogue'
import { seedCommercial } from './commercial'
import {
  CLIENT_TEMPLATE_TRANSLATIONS,
  FOOTER_COLUMNS,
  HOME_PAGE,
  NATIONS,
  PAGE_METAS,
  REGISTER_TEMPLATES,
  SITE_SETTINGS,
  STAFF_TEMPLATE_TRANSLATIONS,
} from './content'
import { createSeedContext, type TSeedContext } from './context'
import { seedDining } from './dining'
import { createDocument, createDocuments, saveGlobal } from './documents'
import { seedEditorialLists, seedEditorialPages } from './editorial-seed'
import { logoMedia, sceneMedia } from './images'
import { seedJournal } from './journal-seed'
import { seedMainMenu } from './menu'
import { seedProvinces } from './provinces'
import { countryList, languageCodeList } from './reference'
import { seedRestaurants } from './restaurants-seed'
import { seedVideos } from './videos-seed'

type TLog = (message: string) => void

async function seedLanguages(ctx: TSeedContext): Promise<void> {
  // The demo shows the site in German and French as well (issue 26).
  await createDocuments(
    ctx,
    'languages',
    LOCALES.map((code, sort) => ({ fullName: LOCALE_NAMES[code], code, sort, enabled: true })),
  )
}

async function seedNations(ctx: TSeedContext): Promise<void> {
  await Promise.all(
    NATIONS.map(async (nation, index) => {
      const image = await sceneMedia(ctx, {
        name: `nation-${nation.fullName.toLowerCase()}`,
        width: 1600,
        height: 900,
        // No words in the picture: cards crop it and print the nation's name themselves (issue 20).
        ...nation.scene,
      })
      // Named in German and French too, from the memories ("Kambodscha", "Cambodge").
      await createDocument(ctx, 'nations', {
        code: nation.code,
        fullName: nation.fullName,
        image,
        sort: (index + 1) * 10,
      })
    }),
  )
}

async function seedSiteSettings(ctx: TSeedContext): Promise<void> {
  const [logo, imageMenuModal, loginBackground] = await Promise.all([
    logoMedia(ctx),
    sceneMedia(ctx, {
      name: 'menu-dialog',
      width: 1200,
      height: 800,
      motif: 'river',
      palette: 'dusk',
      alt: 'A river winding between dark hills under an evening sky',
    }),
    sceneMedia(ctx, {
      name: 'login-background',
      width: 1920,
      height: 1080,
      motif: 'bagan',
      palette: 'dusk',
      alt: 'Temples of Bagan and hot-air balloons under a dusk sky',
    }),
  ])
  const data = {
    ...SITE_SETTINGS,
    socialMedia: SITE_SETTINGS.socialMedia.map((item) => ({ ...item })),
    logo,
    imageMenuModal,
    loginBackground,
  }
  await saveGlobal(ctx, 'site-settings', data)
}

async function seedHomePage(ctx: TSeedContext): Promise<void> {
  const [heroImage, ...highlightImages] = await Promise.all([
    sceneMedia(ctx, {
      name: 'home-hero',
      width: 1920,
      height: 1080,
      motif: 'karst',
      palette: 'sunrise',
      alt: 'Sunrise over the limestone islands of Ha Long Bay, with a junk under red sails',
    }),
    ...HOME_PAGE.highlights.map((highlight, index) =>
      sceneMedia(ctx, {
        name: `home-highlight-${index + 1}`,
        width: 1200,
        height: 800,
        // No caption: the card prints the title under the image.
        ...highlight.scene,
      }),
    ),
  ])
  const data = {
    heroTitle: HOME_PAGE.heroTitle,
    heroSubtitle: HOME_PAGE.heroSubtitle,
    heroImage,
    introTitle: HOME_PAGE.introTitle,
    introText: HOME_PAGE.introText,
    highlights: HOME_PAGE.highlights.map(({ title, text, url }, index) => ({
      title,
      text,
      url,
      image: highlightImages[index],
    })),
    // The page keeps drafts: without this the public site would show nothing.
    _status: 'published' as const,
  }
  await saveGlobal(ctx, 'home-page', data)
}

async function seedFooter(ctx: TSeedContext): Promise<void> {
  await createDocuments(
    ctx,
    'footer-columns',
    FOOTER_COLUMNS.map((column, index) => ({
      title: column.title,
      sort: (index + 1) * 10,
      listItems: column.listItems.map((item) => ({ ...item })),
    })),
  )
}

async function seedPageMetas(ctx: TSeedContext): Promise<void> {
  await createDocuments(
    ctx,
    'page-metas',
    PAGE_METAS.map((meta) => ({ ...meta })),
  )
}

async function seedRegisterTemplates(ctx: TSeedContext): Promise<void> {
  const ids = await createDocuments(
    ctx,
    'agency-register-templates',
    REGISTER_TEMPLATES.map((template) => ({ ...template })),
  )
  const translations = [
    ['Client', CLIENT_TEMPLATE_TRANSLATIONS],
    ['Staff', STAFF_TEMPLATE_TRANSLATIONS],
  ] as const
  for (const [types, byLocale] of translations) {
    const id = ids[REGISTER_TEMPLATES.findIndex((template) => template.types === types)]
    for (const [locale, data] of Object.entries(byLocale))
      await ctx.write((req) =>
        ctx.payload.update({
          collection: 'agency-register-templates',
          id,
          locale: locale as 'de' | 'fr',
          data: { ...data },
          depth: 0,
          req,
        }),
      )
  }
}

/**
 * The booking-request emails and the documents' texts as a new site has them, stored: so the demo's
 * translations of the client's texts (the German and French translation memories) have an English
 * text to translate.
 */
async function seedRequestEmails(ctx: TSeedContext): Promise<void> {
  await saveGlobal(ctx, 'booking-request-emails', {
    ...DEFAULT_REQUEST_TEMPLATES,
    exportTerms: DEFAULT_EXPORT_TEXTS.terms,
    exportClientNotes: DEFAULT_EXPORT_TEXTS.clientNotes,
  })
}

/** Flat lists of the code's own rows: a few statements, not a Local API call per row (issue 19). */
async function seedReferenceLists({ payload, write }: TSeedContext): Promise<void> {
  await write((req) => insertRows(payload, req, { collection: 'countries', rows: countryList() }))
  await write((req) => insertRows(payload, req, { collection: 'language-codes', rows: languageCodeList() }))
}

/** Runs one step of the seed and logs how long it took. */
async function timed(log: TLog, name: string, run: () => Promise<unknown>): Promise<void> {
  const started = Date.now()
  await run()
  log(`Seed: ${name} (${Date.now() - started} ms)`)
}

/** Loads the demo content (no staff users: the bootstrap creates those). Same content on every run. */
export async function seedDemoData(payload: Payload, log: TLog = () => {}): Promise<void> {
  const started = Date.now()
  // One transaction for every step: a failed step rolls back the whole (its first error is thrown).
  await inTransaction(payload, async (req) => {
    const ctx = createSeedContext(payload, req.transactionID)
    const step = (name: string, run: (ctx: TSeedContext) => Promise<unknown>) => timed(log, name, () => run(ctx))
    const results = await Promise.allSettled([
      step('language', seedLanguages),
      step('nations', seedNations),
      step('main menu', seedMainMenu),
      step('site settings', seedSiteSettings),
      step('home page', seedHomePage),
      step('footer', seedFooter),
      step('page metas', seedPageMetas),
      step('registration e-mail templates', seedRegisterTemplates),
      step('booking request emails', seedRequestEmails),
      step('countries and language codes', seedReferenceLists),
      step('provinces', seedProvinces),
      step('exchange rates and markets', seedCommercial),
    ])
    // Agents, the catalogue and the editorial lists need the nations: they come once everything else is written.
    if (results.every((result) => result.status === 'fulfilled')) {
      const catalogue = step('catalogue', seedCatalogue)
      const restaurants = step('restaurants', seedRestaurants)
      results.push(
        ...(await Promise.allSettled([
          step('agencies and agents', seedAgents),
          // The journal's hotels link to the catalogue's hotels and programs.
          catalogue.then(() => step('journal, hotels and webinars', seedJournal)),
          // Dining experiences are programs of the catalogue at the restaurants' venues (issue 55).
          Promise.all([catalogue, restaurants]).then(() => step('dining experiences', seedDining)),
          step('airlines', seedAirlines),
          step('editorial pages', seedEditorialPages),
          step('editorial lists', seedEditorialLists),
          step('videos', seedVideos),
          step('beyond', seedBeyond),
        ])),
      )
    }
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failure) throw ctx.firstWriteError() ?? failure.reason
  })
  // Imported here: pricing loads server modules that read the Payload config, set up by now.
  const [{ seedAllotments }, { seedBookings }] = await Promise.all([import('./allotments'), import('./bookings')])
  // Both read the committed data and neither the other's: the allotments are one large insert the
  // database works on while the bookings are priced, from the committed catalogue, rates and
  // markets, as an agent's would be.
  const committed = await Promise.allSettled([
    timed(log, 'allotments', () => seedAllotments(payload)),
    timed(log, 'demo consultants and bookings', async () => {
      await seedBookings(payload)
      // Invoices come with the confirmed bookings; the demo's payments and credit limit follow them.
      await (await import('./finance')).seedFinance(payload)
    }),
  ])
  const failed = committed.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) throw failed.reason
  log(`Seed: demo data complete in ${Date.now() - started} ms`)
}
