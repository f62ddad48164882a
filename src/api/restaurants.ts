import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import {
  MAX_VOLUME,
  parseBrands,
  parseVolume,
  RESTAURANT_BRANDS,
  ZRestaurantArea as ZRestaurantAreaShape,
  ZRestaurantCover as ZRestaurantCoverShape,
  ZRestaurantMenu as ZRestaurantMenuShape,
  ZVenue as ZVenueShape,
} from '@/domain/restaurants'
import type { TErrorWords } from '@/lib/errors'
import { findCovers, findMenu, findVenueGroups } from '@/server/content/restaurants'
import { localeOfLanguage } from '@/server/languages/languages'
import { ZLanguageQuery } from './config'
import { BASE } from './content'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'

/**
 * Spec §7 "AXS and Wild Rice (AxsAllAreas)" (issue 17, ADR 026): the covers, the venues grouped by
 * area and the menu of the brands AXS, AXS Private and Wild Rice, from the same cached readers as
 * the pages. `types`/`type` is the brand; the volume is 1 unless asked (spec §9), any of 1–99.
 * What a volume or place without content answers: no cover in the list, no venue groups, a null menu.
 */

const TAG = 'AXS and Wild Rice'
const PATH = `${BASE}/AxsAllAreas`

// Fresh copies: the domain's schemas may exist before @hono/zod-openapi adds `.openapi` to new ones.
const ZRestaurantCover = ZRestaurantCoverShape.extend({}).openapi('RestaurantCover')
const ZRestaurantArea = ZRestaurantAreaShape.extend({}).openapi('RestaurantArea')
const ZVenue = ZVenueShape.extend({}).openapi('Venue')
const ZVenueGroup = z.object({ area: ZRestaurantArea, venues: z.array(ZVenue) }).openapi('VenueGroup')
const ZRestaurantMenu = ZRestaurantMenuShape.extend({}).openapi('RestaurantMenu')

const VOLUME_MESSAGE = `A volume is a whole number from 1 to ${MAX_VOLUME}`
const BRAND_LIST = RESTAURANT_BRANDS.join(', ')
/** The refusals' words, which the API says in the request's language (ADR 069). */
const VOLUME_WORDS: TErrorWords = { key: 'volumeRange', values: { max: MAX_VOLUME } }
const BRAND_WORDS: TErrorWords = { key: 'brandOneOf', values: { brands: BRAND_LIST } }
const BRANDS_WORDS: TErrorWords = { key: 'brandsOneOf', values: { brands: BRAND_LIST } }

const ZVolumeText = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const volume = parseVolume(value)
    if (volume === null) {
      ctx.addIssue({ code: 'custom', message: VOLUME_MESSAGE, params: { words: VOLUME_WORDS } })
      return z.NEVER
    }
    return volume
  })
  .openapi({ description: `The volume, 1 to ${MAX_VOLUME}; 1 when omitted (spec §9)`, example: '1' })

/** The spec's callers send the volume from a page address: a JSON number or its digits both do. */
const ZVolumeValue = z
  .union([z.number(), z.string().max(8)])
  .optional()
  .transform((value, ctx) => {
    const volume =
      typeof value === 'number'
        ? Number.isInteger(value) && value >= 1 && value <= MAX_VOLUME
          ? value
          : null
        : parseVolume(value)
    if (volume === null) {
      ctx.addIssue({ code: 'custom', message: VOLUME_MESSAGE, params: { words: VOLUME_WORDS } })
      return z.NEVER
    }
    return volume
  })
  .openapi({ description: `The volume, 1 to ${MAX_VOLUME}; 1 when omitted (spec §9)`, example: 1 })

const ZBrand = z
  .string()
  .trim()
  .max(32)
  .transform((value, ctx) => {
    const brand = RESTAURANT_BRANDS.find((item) => item === value.toLowerCase())
    if (!brand) {
      ctx.addIssue({ code: 'custom', message: `The brand is one of ${BRAND_LIST}`, params: { words: BRAND_WORDS } })
      return z.NEVER
    }
    return brand
  })
  .openapi({ description: `The brand: ${BRAND_LIST}`, example: 'wild-rice' })

const ZNationId = z
  .string()
  .trim()
  .max(64)
  .optional()
  .openapi({ description: 'Wild Rice: a nation’s _id or code (e.g. th)' })
const ZAreaId = z
  .string()
  .trim()
  .max(120)
  .optional()
  .openapi({ description: 'Wild Rice: an area’s slug or _id (it must lie in the nation, when one is given)' })

const ZCoverQuery = ZLanguageQuery.extend({
  types: z
    .string()
    .trim()
    .max(100)
    .transform((value, ctx) => {
      const brands = parseBrands(value)
      if (!brands) {
        ctx.addIssue({
          code: 'custom',
          message: `Each brand is one of ${BRAND_LIST}, separated by commas`,
          params: { words: BRANDS_WORDS },
        })
        return z.NEVER
      }
      return brands
    })
    .openapi({ description: `One brand or several, comma-separated: ${BRAND_LIST}`, example: 'axs,wild-rice' }),
  volume: ZVolumeText,
  nationId: ZNationId,
  area: ZAreaId,
})

const ZVenuesQuery = ZLanguageQuery.extend({ type: ZBrand, volume: ZVolumeText, nationId: ZNationId, area: ZAreaId })

const ZMenuRequest = z
  .object({
    languageId: z.string().trim().max(64).optional(),
    type: ZBrand,
    volume: ZVolumeValue,
    nationId: ZNationId,
  })
  .openapi('RestaurantMenuRequest')

const notFound = jsonContent(ZError, 'No such nation or area (or an area of another nation)')

export function registerRestaurantRoutes(app: OpenAPIHono) {
  app.openapi(
    createRoute({
      method: 'get',
      path: `${PATH}/GetCoverAxsPage`,
      summary:
        'The cover (introduce and outroduce pages) of each brand asked, of a volume; Wild Rice also of a nation or an area. A brand without a cover there is left out.',
      tags: [TAG],
      request: { query: ZCoverQuery },
      responses: {
        200: jsonContent(envelope(z.array(ZRestaurantCover)), 'OK'),
        404: notFound,
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const locale = await localeOfLanguage(query.languageId)
      return respond(c, z.array(ZRestaurantCover), await findCovers(query.types, { ...query, locale }))
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: `${PATH}/GetAxsPage`,
      summary:
        'A brand’s venues of a volume (of a nation, of an area), grouped by area in the editors’ order (spec §3); none is an empty list',
      tags: [TAG],
      request: { query: ZVenuesQuery },
      responses: {
        200: jsonContent(envelope(z.array(ZVenueGroup)), 'OK'),
        404: notFound,
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const locale = await localeOfLanguage(query.languageId)
      return respond(c, z.array(ZVenueGroup), await findVenueGroups(query.type, { ...query, locale }))
    },
  )

  app.openapi(
    createRoute({
      method: 'post',
      path: `${PATH}/GetMenuAxsPage`,
      summary:
        'A brand’s menu of a volume: courses of dishes with their prices and dietary tags. With a nation, its own menu when it has one. Null when there is none.',
      tags: [TAG],
      request: { body: { content: { 'application/json': { schema: ZMenuRequest } }, required: true } },
      responses: {
        200: jsonContent(envelope(ZRestaurantMenu.nullable()), 'OK'),
        404: notFound,
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json')
      const locale = await localeOfLanguage(body.languageId)
      return respond(c, ZRestaurantMenu.nullable(), await findMenu(body.type, { ...body, locale }))
    },
  )
}
