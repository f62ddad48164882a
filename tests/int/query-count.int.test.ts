import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { clearCache, invalidateTag } from '@/lib/tag-cache'
import { ANNA, agentTokens } from '../support/agents'
import { bootTestPayload } from '../support/payload'
import { statementsOf as countStatements } from '../support/statements'

/**
 * Issue 19: how many SQL statements one catalogue search and one auth check send, counted at the
 * connection pool. The count must not grow with the page size (no query per hotel or program), and
 * stays under a fixed ceiling: the figure a slow search would show first. Once a nation's catalogue
 * is in memory (ADR 028) a search costs the session check alone.
 */
let api: Awaited<ReturnType<typeof bootTestPayload>>['api']
let payload: Payload
const tokens: Record<string, string> = {}

const statementsOf = (run: () => Promise<unknown>) => countStatements(payload, run)

async function post(path: string, body: unknown) {
  const response = await api.request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[ANNA]}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { data: { items: unknown[] } }
}

const search = (list: string, pageSize: number) => () =>
  post(`/b2badminapi/api/RequestBooking/${list}`, {
    _pageSize: pageSize,
    _pageNumber: 1,
    _filter: { begindate: '2026-12-15', enddate: '2026-12-29', nation: 'th', adults: 2, children: 1 },
  })

beforeAll(async () => {
  const booted = await bootTestPayload({ data: 'demo' })
  api = booted.api
  payload = booted.payload
  Object.assign(tokens, await agentTokens(api, [ANNA]))
}, 120_000)

describe('statements per call (issue 19)', () => {
  it('checks a session with one statement', async () => {
    const check = async () => {
      const response = await api.request('http://localhost:3000/b2badminapi/api/ManagerUser/crmInfoclient', {
        headers: { authorization: `Bearer ${tokens[ANNA]}` },
      })
      expect(response.status).toBe(200)
    }
    await check()
    expect(await statementsOf(check)).toBe(1)
  })

  // Cold: the session, the agent with agency and nations, the nation, rates, markups, the enabled
  // languages (issue 26), and the nation's hotels with their cities, pictures and contracts (or its
  // programs with their cities, pictures and, for dining experiences, venues: issue 55): one statement a kind, never one an item. Warm: the session, and for hotels the
  // page's allotment (issue 25), one statement for every hotel and night of the page.
  it.each([
    ['ListAccommodation', 15, 2],
    ['ListDayPrograms', 15, 1],
  ])(
    '%s: at most %i statements before the nation is read, %i after, whatever the page size',
    async (list, ceiling, warmCount) => {
      const page = await search(list, 20)()
      expect(page.data.items.length).toBeGreaterThan(3)
      const cold = async (pageSize: number) => {
        clearCache()
        return statementsOf(search(list, pageSize))
      }
      const [coldSmall, coldLarge] = [await cold(1), await cold(20)]
      // The page's allotment is kept for a second (ADR 044): dropped first, each warm search reads it.
      const warm = async (pageSize: number) => {
        invalidateTag('allotment')
        return statementsOf(search(list, pageSize))
      }
      const [warmSmall, warmLarge] = [await warm(1), await warm(20)]
      expect({ coldSmall, warmSmall, warmLarge }).toEqual({
        coldSmall: coldLarge,
        warmSmall: warmCount,
        warmLarge: warmCount,
      })
      expect(coldLarge, `${coldLarge} statements`).toBeLessThanOrEqual(ceiling)
    },
  )
})
