import { expect, test } from '@playwright/test'
import { E2E_PORT } from '../../playwright.config'

/**
 * Issue 14's limits over real HTTP: keyed on the socket (not on a header the client writes), and
 * staff sign-in answers that do not tell accounts apart. In the infra project (playwright.config.ts):
 * every test of the run comes from this machine's address, so using up its allowance while other
 * tests run would refuse their messages and sign-ins.
 */
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`

test('a client cannot pick its own address with X-Forwarded-For: the socket decides', async ({ request }) => {
  const statuses: number[] = []
  for (let n = 0; n < 6; n++) {
    const response = await request.post('/b2badminapi/client/RequestForms/PostRequestForms', {
      headers: { 'x-forwarded-for': `10.20.30.${n}`, 'x-monsoon-client-ip': `10.40.50.${n}` },
      data: {
        form: 'contact',
        firstName: 'Mai',
        lastName: 'Tran',
        email: `spoof${n}@lotus.test`,
        company: '',
        message: 'Testing the limits',
        additionalDetails: '',
        website: '',
      },
    })
    statuses.push(response.status())
    if (response.status() === 429) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
  }
  // Earlier tests may have sent a message from this machine already: some 200s, then only 429s.
  const firstRefusal = statuses.indexOf(429)
  expect(firstRefusal).toBeGreaterThan(-1)
  expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true)
})

test('staff sign-in answers an existing and an unknown account alike, and limits both', async ({ request }) => {
  const attempt = async (email: string) => {
    const response = await request.post('/cms-api/users/login', {
      headers: { origin: ORIGIN },
      data: { email, password: 'not-the-password' },
    })
    return [response.status(), ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message]
  }
  const existing: unknown[] = []
  const unknown: unknown[] = []
  for (let n = 0; n < 6; n++) {
    existing.push(await attempt('mai@monsoon.demo'))
    unknown.push(await attempt('nobody-on-staff@monsoon.demo'))
  }
  expect(existing).toEqual(unknown)
  expect(existing.slice(0, 5).every((answer) => (answer as [number])[0] === 401)).toBe(true)
  expect((existing[5] as [number, string])[0]).toBe(429)
})
