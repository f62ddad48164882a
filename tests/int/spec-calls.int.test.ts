import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { bootTestPayload } from '../support/payload'

/**
 * Every call of spec §7, read from the spec itself, is answered by a route of ours: whatever the
 * status (a call without its body or session is a 400 or 401), never the router's "No such call".
 * The spec's placeholders are read as ADR 005 fixes them: {area} = client, {area-nation} = Nation;
 * {activity-list name} and One{activity name} are the four catalogue kinds.
 */

const SPEC = readFileSync(path.resolve(__dirname, '../../../shared/spec/product-spec.md'), 'utf8')

type TCall = { method: string; path: string; line: string }

function section(title: string): string[] {
  const start = SPEC.indexOf(`### ${title}`)
  const end = SPEC.indexOf('\n##', start + 4)
  return SPEC.slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim())
}

const METHOD = /^(GET|POST|PUT|DELETE)\s+/
const area = (value: string) => value.replaceAll('{area-nation}', 'Nation').replaceAll('{area}', 'client')
const bare = (value: string) => value.split(/[?\s:(]/)[0].replace(/\.$/, '')

/** One spec line: an optional method, then one path or a comma-separated list sharing a prefix. */
function callsOf(line: string, base: string, defaultMethod: string): TCall[] {
  const method = METHOD.exec(line)?.[1] ?? defaultMethod
  // The call names end where their description starts ("listData: _pageSize…", "Favourites (_pageSize…)").
  const rest = line.replace(METHOD, '').split(/:\s| \(| with /)[0]
  if (rest.startsWith('{hash}') || /^One\{|^\{activity/.test(rest)) return []
  // An absolute path is one call, whatever the words after it.
  if (rest.startsWith('/')) return [{ method, path: bare(area(rest)), line }]
  let group = ''
  return rest
    .split(/,\s+/)
    .map((part) => bare(area(part)))
    .filter((part) => /^[/A-Za-z]/.test(part) && !/\s/.test(part) && part.length > 2)
    .map((part) => {
      if (part.startsWith('/')) return { method, path: part, line }
      if (part.startsWith('api/')) return { method, path: `/${part}`, line }
      if (part.includes('/')) group = part.slice(0, part.lastIndexOf('/') + 1)
      else if (group) part = `${group}${part}`
      return { method, path: `${base}${part}`, line }
    })
}

const CLIENT = '/b2badminapi/client/'
const CALLS: TCall[] = [
  ...section('Config and common').flatMap((line) => callsOf(line, '/', 'GET')),
  ...section('Page content').flatMap((line) => callsOf(line, CLIENT, 'GET')),
  ...section('AXS and Wild Rice').flatMap((line) => callsOf(line, `${CLIENT}AxsAllAreas/`, 'GET')),
  ...section('POST with a search body').flatMap((line) => callsOf(line, CLIENT, 'POST')),
  ...section('Booking and agent vault').flatMap((line) => callsOf(line, '/b2badminapi/api/RequestBooking/', 'POST')),
  ...section('Auth')
    .filter((line) => METHOD.test(line))
    .flatMap((line) => callsOf(line.replace(' api/', ' /b2badminapi/api/'), '/', 'GET')),
  ...['DayPrograms', 'Accommodation', 'Transfers', 'VisaOnArrival'].map((kind) => ({
    method: 'POST',
    path: `/b2badminapi/api/RequestBooking/List${kind}`,
    line: '{activity-list name}',
  })),
  ...['DayProgram', 'Accommodation', 'Transfer', 'VisaOnArrival'].map((kind) => ({
    method: 'POST',
    path: `/b2badminapi/api/RequestBooking/One${kind}`,
    line: 'One{activity name}',
  })),
]

let api: Awaited<ReturnType<typeof bootTestPayload>>['api']

beforeAll(async () => {
  let payload: Awaited<ReturnType<typeof bootTestPayload>>['payload']
  ;({ api, payload } = await bootTestPayload())
  // Content calls answer 503 until a language is configured.
  await payload.create({ collection: 'languages', data: { fullName: 'English', code: 'en', sort: 0 } })
})

describe('spec §7: every call has a route', () => {
  it('reads the spec’s calls (the count guards the parser)', () => {
    expect(CALLS.length).toBe(94)
    expect(new Set(CALLS.map((call) => `${call.method} ${call.path}`)).size).toBe(CALLS.length)
  })

  it.each(CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
    const response = await api.request(`http://localhost:3000${call.path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: call.method === 'GET' ? undefined : '{}',
    })
    const text = await response.text()
    expect(text, `${call.line} → ${response.status}`).not.toContain('No such call')
    expect(response.status, text).toBeLessThan(500)
  })
})
