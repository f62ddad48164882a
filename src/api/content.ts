import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { ZRequestFormReceived, ZRequestForm as ZRequestFormShape } from '@/domain/contact-contract'
import { searchContent, searchFaqs, type TContentSearch } from '@/domain/editorial'
import type { TLocale } from '@/domain/locales'
import { ZHtml as ZHtmlShape, ZImage as ZImageShape, ZNationRef as ZNationRefShape } from '@/domain/media-contract'
import { GLOBAL_PAGES, PAGE_SLUGS, type TPageSlug } from '@/domain/page-types'
import { AppError } from '@/lib/errors'
import {
  getConciergeCollection,
  getCountryInformation,
  getExecutiveProfiles,
  getFamTrips,
  getFaqs,
  getHomeContent,
  getIntroducings,
  getListHead,
  getOverlandJourneys,
  getPage,
  getPublicPrograms,
  getTeam,
  getTravelInspirations,
} from '@/server/content/editorial'
import type { TRead } from '@/server/content/read'
import { getClientRegisterTemplate } from '@/server/content/register-template'
import { submitRequestForm } from '@/server/content/request-forms'
import { localeOfLanguage } from '@/server/languages/languages'
import { AREA } from './area'
import { registerLanguageCalls, type TCall, ZLanguageQuery } from './config'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { clientIp } from './session-cookies'

/**
 * Spec §7 "Page content": the editorial content the public pages show, at the spec's paths, read
 * from the same cached loaders as the pages (issue #7). Rich texts are HTML made on the server.
 */

export const BASE = `/b2badminapi/${AREA}`
const TAG = 'Page content'

export const ZImage = ZImageShape.nullable().openapi('Image')
// A fresh copy: the domain's schema may exist before @hono/zod-openapi adds `.openapi` to new ones.
export const ZNationRef = ZNationRefShape.extend({}).openapi('NationRef')
export const ZHtml = ZHtmlShape.clone().openapi({ description: 'HTML made from the editor’s rich text' })
const ZCard = z.object({
  _id: z.string(),
  title: z.string(),
  text: z.string().nullable(),
  image: ZImage,
  url: z.string().nullable(),
})
const nullableText = z.string().nullable()

export const ZPageContent = z
  .object({
    title: z.string(),
    subtitle: nullableText,
    image: ZImage,
    intro: ZHtml,
    facts: z.array(z.object({ _id: z.string(), value: z.string(), label: z.string() })),
    sections: z.array(z.object({ _id: z.string(), title: z.string(), text: ZHtml, image: ZImage })),
    cards: z.array(ZCard),
    offices: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        region: nullableText,
        city: nullableText,
        country: nullableText,
        address: nullableText,
        phone: nullableText,
        email: nullableText,
        contactName: nullableText,
        hours: nullableText,
      }),
    ),
    slides: z.array(z.object({ _id: z.string(), title: z.string(), image: ZImage, content: ZHtml })),
    steps: z.array(
      z.object({
        _id: z.string(),
        kind: z.enum(['image', 'text']),
        title: z.string(),
        text: nullableText,
        image: ZImage,
      }),
    ),
    form: z.object({ title: z.string(), intro: nullableText, successMessage: z.string() }).nullable(),
    updatedAt: nullableText,
  })
  .openapi('PageContent')

const ZHome = z
  .object({
    heroTitle: z.string(),
    heroSubtitle: nullableText,
    heroImage: ZImage,
    introTitle: nullableText,
    introText: nullableText,
    highlights: z.array(ZCard),
  })
  .openapi('HomeContent')

export const ZListHead = z.object({ title: z.string(), subtitle: nullableText, image: ZImage }).openapi('ListHead')
const ZFaq = z
  .object({ _id: z.string(), question: z.string(), answer: z.string(), category: nullableText })
  .openapi('Faq')
const ZTeamMember = z
  .object({
    _id: z.string(),
    name: z.string(),
    position: z.string(),
    department: nullableText,
    location: nullableText,
    bio: nullableText,
    languages: nullableText,
    photo: ZImage,
  })
  .openapi('TeamMember')
const ZExecutive = z
  .object({ _id: z.string(), name: z.string(), position: z.string(), quote: nullableText, bio: ZHtml, photo: ZImage })
  .openapi('ExecutiveProfile')
const ZIntroducing = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    subtitle: nullableText,
    nation: ZNationRef.nullable(),
    image: ZImage,
    body: ZHtml,
  })
  .openapi('Introducing')
const ZInspiration = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    nations: z.array(ZNationRef),
    duration: nullableText,
    theme: nullableText,
    summary: z.string(),
    image: ZImage,
    highlights: z.array(z.string()),
    body: ZHtml,
  })
  .openapi('TravelInspiration')
const ZDay = z.object({ day: z.number().int(), title: z.string(), text: nullableText })
const ZJourney = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    nations: z.array(ZNationRef),
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    summary: z.string(),
    image: ZImage,
    body: ZHtml,
    itinerary: z.array(ZDay),
  })
  .openapi('OverlandJourney')
const ZProgram = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    type: z.enum(['DayProgram', 'OvernightProgram']),
    duration: nullableText,
    nation: ZNationRef.nullable(),
    city: nullableText,
    experience: nullableText,
    category: nullableText,
    tourStyle: nullableText,
    description: nullableText,
    image: ZImage,
  })
  .openapi('PublicProgram')
const ZConciergeItem = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    category: z.object({ slug: z.string(), name: z.string() }),
    nation: ZNationRef.nullable(),
    location: nullableText,
    summary: z.string(),
    image: ZImage,
    body: ZHtml,
  })
  .openapi('ConciergeItem')
const ZConciergeCategory = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: nullableText,
    image: ZImage,
    itemCount: z.number().int(),
  })
  .openapi('ConciergeCategory')
const ZFamTrip = z
  .object({
    _id: z.string(),
    title: z.string(),
    nation: ZNationRef,
    startDate: z.string(),
    endDate: z.string(),
    seats: z.number().nullable(),
    summary: z.string(),
    image: ZImage,
    itinerary: z.array(ZDay),
  })
  .openapi('FamTrip')
const ZCountryInformation = z
  .object({
    _id: z.string(),
    title: z.string(),
    nation: ZNationRef,
    capital: nullableText,
    currency: nullableText,
    timeZone: nullableText,
    languages: nullableText,
    bestTime: nullableText,
    visa: nullableText,
    climate: nullableText,
    overview: z.string(),
    image: ZImage,
  })
  .openapi('CountryInformation')

export const listOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ head: ZListHead, items: z.array(item) }).openapi(name)
export const pagedOf = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({ items: z.array(item), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() })
    .openapi(name)

/** Spec §3 Search parameters (content); §9: journeys and programs are asked for as one page of 1000. */
export const ZContentSearch = z
  .object({
    languageId: z.string().trim().max(64).optional(),
    search: z.string().max(200).optional().default(''),
    nationCode: z.string().trim().toLowerCase().max(8).optional(),
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
  })
  .openapi('ContentSearch')
const ZConciergeSearch = ZContentSearch.extend({
  categoryId: z.string().max(64).optional().openapi({ description: 'A category _id or slug' }),
}).openapi('ConciergeSearch')
export const ZById = z
  .object({
    id: z.string().trim().min(1).max(120).openapi({ description: 'The entry’s _id or slug' }),
    languageId: z.string().trim().max(64).optional(),
  })
  .openapi('ContentById')

export const ZRequestForm = ZRequestFormShape.openapi('RequestForm')
const ZReceived = ZRequestFormReceived.openapi('RequestFormReceived')

const pageCall = (path: string, summary: string, slug: TPageSlug): TCall => ({
  path,
  summary,
  schema: ZPageContent,
  load: (locale) => getPage(slug, { locale }),
})

const withHead =
  <T>(key: Parameters<typeof getListHead>[0], items: (read: TRead) => Promise<T[]>) =>
  async (locale: TLocale) => {
    const [head, list] = await Promise.all([getListHead(key, { locale }), items({ locale })])
    return { head, items: list }
  }

const GET_CALLS: TCall[] = [
  {
    path: `${BASE}/Landing/clientlangding`,
    summary: 'Home page',
    schema: ZHome,
    load: (locale) => getHomeContent({ locale }),
  },
  // The single pages the spec names a call for: their `api` in the page-type table (ADR 022).
  ...GLOBAL_PAGES.flatMap(({ page, global }) =>
    page.api && global.slug !== 'home-page'
      ? [pageCall(`${BASE}/${page.api.call}`, page.api.summary, global.slug)]
      : [],
  ),
  {
    path: `${BASE}/MeetTheTeamClient/Get`,
    summary: 'Meet the team',
    schema: listOf(ZTeamMember, 'Team'),
    load: withHead('team', getTeam),
  },
  {
    path: `${BASE}/FrequentlyAskedQuestion/GetFrequentlyAskedQuestion`,
    summary: 'FAQs',
    schema: listOf(ZFaq, 'Faqs'),
    load: withHead('faq', getFaqs),
  },
  {
    path: `${BASE}/Introducings/GetIntroducings`,
    summary: 'Introducings',
    schema: z.array(ZIntroducing),
    load: (locale) => getIntroducings({ locale }),
  },
  {
    path: `${BASE}/ExecutiveProfiles/GetExecutiveProfiles`,
    summary: 'Executive profiles',
    schema: listOf(ZExecutive, 'ExecutiveProfiles'),
    load: withHead('executives', getExecutiveProfiles),
  },
  {
    path: `${BASE}/TravelInspirations/GetClientTravelInspirations`,
    summary: 'Travel inspirations',
    schema: listOf(ZInspiration, 'TravelInspirations'),
    load: withHead('inspirations', getTravelInspirations),
  },
  {
    path: `${BASE}/AgencyRegisterTemplateClient/GetAgencyRegisterTemplateClient`,
    summary:
      'The agency registration’s acknowledgement template (subject and content with its placeholders); null until staff write one',
    schema: z
      .object({ _id: z.string(), types: z.enum(['Client', 'Staff']), subject: z.string(), content: z.string() })
      .nullable()
      .openapi('AgencyRegisterTemplate'),
    load: (locale) => getClientRegisterTemplate(locale),
  },
  {
    path: `${BASE}/FamTrips/GetFamTrips`,
    summary: 'Familiarisation trips of every nation (not named by the spec)',
    schema: listOf(ZFamTrip, 'FamTrips'),
    load: withHead('famTrips', getFamTrips),
  },
  {
    path: `${BASE}/CountryInformation/GetCountryInformation`,
    summary: 'Country information per nation (not named by the spec)',
    schema: listOf(ZCountryInformation, 'CountryInformationList'),
    load: withHead('countryInformation', getCountryInformation),
  },
]

const ZPageSlug = z.object({ slug: z.enum(PAGE_SLUGS) })

const categoryOut = (category: Awaited<ReturnType<typeof getConciergeCollection>>[number]) => ({
  _id: category._id,
  slug: category.slug,
  name: category.name,
  description: category.description,
  image: category.image,
  itemCount: category.items.length,
})

export const nationCodes = (nations: readonly { code: string }[] | { code: string } | null) =>
  (Array.isArray(nations) ? nations : nations ? [nations] : []).map((nation) => nation.code)

/** A content call's summary, its request body and the data it answers. */
export type TContentRoute<TBody extends z.ZodType, TOut extends z.ZodType> = { summary: string; body: TBody; out: TOut }

export const post = <TBody extends z.ZodType, TOut extends z.ZodType>(
  path: string,
  { summary, body, out }: TContentRoute<TBody, TOut>,
) =>
  createRoute({
    method: 'post',
    path,
    summary,
    tags: [TAG],
    request: { body: { content: { 'application/json': { schema: body } }, required: true } },
    responses: {
      200: jsonContent(envelope(out), 'OK'),
      404: jsonContent(ZError, 'No such entry'),
      ...errorResponses,
    },
  })

export const byIdOrSlug = <T extends { _id: string; slug: string }>(
  entries: readonly T[],
  id: string,
  what: string,
): T => {
  const found = entries.find((entry) => entry._id === id || entry.slug === id)
  if (!found) throw new AppError('NOT_FOUND', { key: 'noSuchEntry', values: { what } })
  return found
}

export function registerContentRoutes(app: OpenAPIHono) {
  registerLanguageCalls(app, GET_CALLS, TAG)

  app.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/FrequentlyAskedQuestion/searchs`,
      summary: 'FAQs whose question or answer holds every word of Text',
      tags: [TAG],
      request: { query: ZLanguageQuery.extend({ Text: z.string().max(200).optional().default('') }) },
      responses: { 200: jsonContent(envelope(z.array(ZFaq)), 'OK'), ...errorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const locale = await localeOfLanguage(query.languageId)
      return respond(c, z.array(ZFaq), searchFaqs(await getFaqs({ locale }), query.Text))
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/Pages/{slug}`,
      summary: 'Any single editorial page by its name (for the pages the spec names no call for)',
      tags: [TAG],
      request: { params: ZPageSlug, query: ZLanguageQuery },
      responses: { 200: jsonContent(envelope(ZPageContent), 'OK'), ...errorResponses },
    }),
    async (c) => {
      const locale = await localeOfLanguage(c.req.valid('query').languageId)
      return respond(c, ZPageContent, await getPage(c.req.valid('param').slug, { locale }))
    },
  )

  /** A content search's body and the language it asks for (English when it names none we show). */
  const search = async <T extends TContentSearch & { languageId?: string }>(body: T) => ({
    ...body,
    read: { locale: await localeOfLanguage(body.languageId) },
  })

  app.openapi(
    post(`${BASE}/PushTourFromTourchain/GetTours_Client`, {
      summary: 'Overland journeys matching a content search',
      body: ZContentSearch,
      out: pagedOf(ZJourney, 'OverlandJourneyPage'),
    }),
    async (c) => {
      const query = await search(c.req.valid('json'))
      const page = searchContent(await getOverlandJourneys(query.read), query, (journey) => ({
        text: `${journey.title} ${journey.summary} ${journey.from} ${journey.to}`,
        nations: nationCodes(journey.nations),
      }))
      return respond(c, pagedOf(ZJourney, 'OverlandJourneyPage'), page)
    },
  )

  app.openapi(
    post(`${BASE}/PushTourFromTourchain/GetInfoPrograms`, {
      summary: 'Day programs (public catalogue, no prices) matching a content search',
      body: ZContentSearch,
      out: pagedOf(ZProgram, 'PublicProgramPage'),
    }),
    async (c) => {
      const query = await search(c.req.valid('json'))
      const page = searchContent(await getPublicPrograms(query.read), query, (program) => ({
        text: `${program.name} ${program.description ?? ''} ${program.city ?? ''}`,
        nations: nationCodes(program.nation),
      }))
      return respond(c, pagedOf(ZProgram, 'PublicProgramPage'), page)
    },
  )

  app.openapi(
    post(`${BASE}/PushTourFromTourchain/GetOneToursById_Client`, {
      summary: 'One overland journey',
      body: ZById,
      out: ZJourney,
    }),
    async (c) => {
      const { id, languageId } = c.req.valid('json')
      const locale = await localeOfLanguage(languageId)
      return respond(c, ZJourney, byIdOrSlug(await getOverlandJourneys({ locale }), id, 'journey'))
    },
  )

  app.openapi(
    post(`${BASE}/PushTourFromTourchain/GetOneToursById_Client_DayPrograms`, {
      summary: 'One day program',
      body: ZById,
      out: ZProgram,
    }),
    async (c) => {
      const { id, languageId } = c.req.valid('json')
      const locale = await localeOfLanguage(languageId)
      return respond(c, ZProgram, byIdOrSlug(await getPublicPrograms({ locale }), id, 'program'))
    },
  )

  app.openapi(
    post(`${BASE}/ConciergeCollectionClient/ListCategoriesClient`, {
      summary: 'Concierge collection categories (each with its image)',
      body: ZContentSearch.pick({ languageId: true }),
      out: z.array(ZConciergeCategory),
    }),
    async (c) => {
      const locale = await localeOfLanguage(c.req.valid('json').languageId)
      return respond(c, z.array(ZConciergeCategory), (await getConciergeCollection({ locale })).map(categoryOut))
    },
  )

  app.openapi(
    post(`${BASE}/ConciergeCollectionClient/ListItems`, {
      summary: 'Concierge items matching a content search, optionally of one category',
      body: ZConciergeSearch,
      out: pagedOf(ZConciergeItem, 'ConciergeItemPage'),
    }),
    async (c) => {
      const query = await search(c.req.valid('json'))
      const categories = await getConciergeCollection(query.read)
      const chosen = query.categoryId ? [byIdOrSlug(categories, query.categoryId, 'category')] : categories
      const page = searchContent(
        chosen.flatMap((category) => category.items),
        query,
        (item) => ({ text: `${item.name} ${item.summary} ${item.location ?? ''}`, nations: nationCodes(item.nation) }),
      )
      return respond(c, pagedOf(ZConciergeItem, 'ConciergeItemPage'), page)
    },
  )

  app.openapi(
    post(`${BASE}/ConciergeCollectionClient/DetailItemsClient`, {
      summary: 'One concierge item',
      body: ZById,
      out: ZConciergeItem,
    }),
    async (c) => {
      const { id, languageId } = c.req.valid('json')
      const locale = await localeOfLanguage(languageId)
      const items = (await getConciergeCollection({ locale })).flatMap((category) => category.items)
      return respond(c, ZConciergeItem, byIdOrSlug(items, id, 'item'))
    },
  )

  app.openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/RequestForms/PostRequestForms`,
      summary: 'Send the contact or get-in-touch form; the sender gets an acknowledgement email',
      tags: [TAG],
      request: { body: { content: { 'application/json': { schema: ZRequestForm } }, required: true } },
      responses: {
        200: jsonContent(envelope(ZReceived), 'Stored for staff; acknowledgement queued'),
        429: jsonContent(ZError, 'Too many messages from this sender; try again in a few minutes'),
        ...errorResponses,
      },
    }),
    async (c) => respond(c, ZReceived, await submitRequestForm(c.req.valid('json'), clientIp(c))),
  )
}
