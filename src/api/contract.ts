import type { OpenAPIHono } from '@hono/zod-openapi'
import { operationIds } from '@/domain/api-contract'

/**
 * What the OpenAPI document says about itself beyond the routes (issue 24): the tags, each declared
 * with what it covers, and the operationIds derived from the paths (src/domain/api-contract.ts).
 * A route with a tag missing here fails tests/int/config-api.int.test.ts.
 */
export const API_TAGS = [
  {
    name: 'Config and common',
    description: 'Languages, nations, menus, footer, site settings and page metas (spec §7 Config).',
  },
  {
    name: 'Page content',
    description: 'The editorial pages, FAQs, team, showcases and forms of the public site, by `languageId`.',
  },
  {
    name: 'Journal and webinars',
    description: 'The journal’s posts and categories, and the webinars with their calendar.',
  },
  { name: 'Videos', description: 'The video platform, the TV channel and the cruise videos.' },
  { name: 'AXS and Wild Rice', description: 'The restaurant brands: covers, menus and venues by nation and area.' },
  { name: 'Beyond', description: 'The Beyond page and its legacy items.' },
  { name: 'Agents', description: 'Agency registration and the agency’s contract details.' },
  { name: 'Auth', description: 'Agent sign-in, session, sign-out and passwords.' },
  {
    name: 'Catalogue',
    description: 'Day programs, hotels with their rooms and rates, transfers and visa services, priced for the agent.',
  },
  {
    name: 'Reference lists',
    description: 'Durations, categories, styles, airlines, places and locations used to filter the catalogue.',
  },
  {
    name: 'Bookings',
    description: 'The agent’s bookings: create, edit the itinerary, send requests, answer quotes, favourites, exports.',
  },
  { name: 'Notifications', description: 'The agent’s notifications and watchers.' },
  {
    name: 'Client itinerary',
    description: 'The agent’s selling price, client links and client documents (PDF, page).',
  },
] as const

type TDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>
type TOperation = { operationId?: string; tags?: string[] }

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const

/** The generated document with every operation named and every tag declared. */
export function finishDocument(document: TDocument): TDocument {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, TOperation | undefined>)[method]
      return operation ? [{ method, path, operation }] : []
    }),
  )
  const ids = operationIds(operations)
  for (const { method, path, operation } of operations)
    operation.operationId = ids.get(`${method.toUpperCase()} ${path}`)
  return { ...document, tags: API_TAGS.map((tag) => ({ ...tag })) }
}
