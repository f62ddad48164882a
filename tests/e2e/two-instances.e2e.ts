import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import S3rver from 's3rver'
import sharp from 'sharp'
import { EDITORIAL_PATHS } from '../../src/domain/editorial-routes'
import type { THotelOffer } from '../../src/domain/itinerary'
import { freePort } from '../../src/lib/embedded-postgres'
import { logLines } from '../support/log-lines'
import { startSmtpPeer } from '../support/smtp-peer'
import { bookingHeader, hotelBooking } from '../support/vault'
import { sqlAt } from '../support/wait'
import { AGENT_PASSWORD } from './helpers'

/**
 * Two app processes on one PostgreSQL, as production runs them behind a load balancer (issue 22,
 * ADR 041): each is src/host/server.ts on the e2e build, with its own port and its own data folder,
 * one database, one SMTP peer, one S3 server (s3rver) for the media. They start together on an
 * empty database (one prepares it, the other waits), share sessions, uploads and the outbox, hear
 * each other's publishes, and refuse the second of two saves of one booking version.
 */
const root = path.resolve(import.meta.dirname, '../..')
const ADMIN = { email: 'pair-admin@monsoon.test', password: 'pair-admin-password-1' }
const DATABASE = 'monsoon_pair'

type TInstance = {
  name: string
  url: string
  child: ChildProcess
  lines: Record<string, unknown>[]
  exited: Promise<number | null>
}

let peer: Awaited<ReturnType<typeof startSmtpPeer>>
let s3: S3rver
let s3Endpoint = ''
let databaseUrl = ''
let folder = ''
const instances: TInstance[] = []

const sql = (text: string, values: unknown[] = [], url = databaseUrl) => sqlAt(url, text, values)

async function startInstance(name: string): Promise<TInstance> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/host/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'two-instances-secret-0123456789',
      MONSOON_DATA_DIR: path.join(folder, name),
      SMTP_URL: peer.url,
      S3_BUCKET: 'pair-media',
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SHUTDOWN_GRACE_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = logLines(child)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const instance = { name, url: `http://127.0.0.1:${port}`, child, lines, exited }
  instances.push(instance)
  return instance
}

async function whenReady(instance: TInstance) {
  const deadline = Date.now() + 4 * 60_000
  while (Date.now() < deadline && instance.child.exitCode === null) {
    try {
      if ((await fetch(`${instance.url}/readyz`)).status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Instance ${instance.name} did not become ready`)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000)
  const e2eUrl = process.env.E2E_DATABASE_URL ?? ''
  await sql(`drop database if exists ${DATABASE}`, [], e2eUrl)
  await sql(`create database ${DATABASE}`, [], e2eUrl)
  const url = new URL(e2eUrl)
  url.pathname = `/${DATABASE}`
  databaseUrl = url.toString()
  folder = await mkdtemp(path.join(os.tmpdir(), 'monsoon-pair-'))
  peer = await startSmtpPeer()
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: 'pair-media' }],
  })
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`
  // Both at once, on an empty database: the start-up lock lets one migrate and seed.
  const [a, b] = await Promise.all([startInstance('a'), startInstance('b')])
  await Promise.all([whenReady(a), whenReady(b)])
})

test.afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL')
  await peer?.close()
  await s3?.close()
  if (folder) await rm(folder, { recursive: true, force: true })
  await sql(`drop database if exists ${DATABASE} with (force)`, [], process.env.E2E_DATABASE_URL ?? '')
})

test('they started together on an empty database: seeded once, both ready', async () => {
  const [a, b] = instances
  expect((await sql('select count(*)::int as n from languages'))[0].n).toBeGreaterThan(0)
  const seeded = [a, b].filter((instance) => instance.lines.some((line) => /Demo data loaded/.test(String(line.msg))))
  expect(seeded).toHaveLength(1)
  for (const instance of [a, b]) {
    expect(await (await fetch(`${instance.url}/readyz`)).json()).toEqual({
      status: 'ready',
      checks: { 'start-up': 'ok', database: 'ok', migrations: 'ok', outbox: 'ok' },
    })
  }
})

test('a session made on A works on B', async () => {
  const [a, b] = instances
  const context = await playwrightRequest.newContext()
  const signIn = await context.post(`${a.url}/b2badminapi/api/ManagerUser/authenticateCrmclient`, {
    data: { grant_type: 'password', username: 'anna@lotus-travel.demo', password: AGENT_PASSWORD },
    headers: { origin: a.url },
  })
  expect(signIn.ok()).toBe(true)
  // Cookies belong to the host, not the port: the browser sends A's session to B, as behind one balancer.
  const me = await context.get(`${b.url}/b2badminapi/api/ManagerUser/crmInfoclient`, {
    headers: { 'x-request-id': 'pair-session-1' },
  })
  expect(me.status()).toBe(200)
  expect(JSON.stringify(await me.json())).toContain('anna@lotus-travel.demo')
  // B's log line for that call names the request and the agent, and nothing secret.
  await expect
    .poll(() => b.lines.find((line) => line.msg === 'request' && line.requestId === 'pair-session-1'))
    .toMatchObject({
      method: 'GET',
      path: '/b2badminapi/api/ManagerUser/crmInfoclient',
      status: 200,
      actor: expect.stringMatching(/^agent:/),
    })
  expect(JSON.stringify([...a.lines, ...b.lines])).not.toContain(AGENT_PASSWORD)
  await context.dispose()
})

test('a publish on A shows on B at its next request', async () => {
  const [a, b] = instances
  const page = EDITORIAL_PATHS.whatDefinesUs
  const heading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${b.url}${page}`)).text())?.[1]
  const original = await heading()
  expect(original).toBeTruthy()
  // B has the page in its cache now.
  expect(await heading()).toBe(original)
  const login = await fetch(`${a.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  const edited = `${original} (edited on A)`
  const published = await fetch(`${a.url}/cms-api/globals/what-defines-us?draft=false`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title: edited, _status: 'published' }),
  })
  expect(published.status).toBe(200)
  const started = Date.now()
  await expect.poll(heading, { intervals: [50], timeout: 1_000 }).toBe(edited)
  expect(Date.now() - started).toBeLessThan(1_000)
})

test('an image uploaded through /admin on A is served by A and B, from the bucket, on neither disk', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const [a, b] = instances
  const image = await sharp({ create: { width: 640, height: 420, channels: 3, background: '#2f6b4f' } })
    .png()
    .toBuffer()
  await page.goto(`${a.url}/admin/login`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`${a.url}/admin/collections/media/create`)
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pair-upload.png', mimeType: 'image/png', buffer: image })
  await page.locator('#field-alt').fill('Uploaded on A')
  const saved = page.waitForResponse(
    (response) => response.url().includes('/cms-api/media') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Save' }).click()
  const created = (await (await saved).json()) as {
    doc: { filename: string; sizes: { thumbnail: { filename: string } } }
  }
  for (const instance of [a, b]) {
    const original = await fetch(`${instance.url}/cms-api/media/file/${created.doc.filename}`)
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer()).equals(image)).toBe(true)
  }
  // A size made on A (640 px wide: only the 480 px thumbnail is smaller) is in the bucket too.
  const thumbnail = await fetch(`${b.url}/cms-api/media/file/${created.doc.sizes.thumbnail.filename}`)
  expect(thumbnail.status).toBe(200)
  expect(thumbnail.headers.get('content-type')).toBe('image/webp')
  expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(480)
  for (const instance of ['a', 'b']) {
    const media = path.join(folder, instance, 'media')
    expect(existsSync(media) ? await readdir(media) : []).not.toContain(created.doc.filename)
  }
})

test('100 queued emails are sent exactly once by the two workers together', async () => {
  test.setTimeout(120_000)
  peer.received.length = 0
  await sql(
    `insert into emails (id, "to", subject, html, text, kind, status, attempts, created_at, updated_at)
     select gen_random_uuid(), 'pair' || n || '@agency.test', 'Pair ' || n, '<p>' || n || '</p>', n::text, 'pair-test', 'pending', 0, now(), now()
     from generate_series(1, 100) as n`,
  )
  const count = () => peer.received.filter((mail) => mail.to.startsWith('pair')).length
  await expect.poll(count, { timeout: 90_000, intervals: [500] }).toBeGreaterThanOrEqual(100)
  // Nothing more arrives: no email went out twice.
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  const pair = peer.received.filter((mail) => /^pair\d+@agency\.test$/.test(mail.to))
  expect(pair).toHaveLength(100)
  expect(new Set(pair.map((mail) => mail.to)).size).toBe(100)
  expect(await sql(`select status, count(*)::int as n from emails where kind = 'pair-test' group by status`)).toEqual([
    { status: 'sent', n: 100 },
  ])
})

test('a booking saved on A and on B at the same version: one save wins, the other gets 409', async () => {
  const [a, b] = instances
  const tokenOn = async (instance: TInstance) => {
    const answer = await fetch(`${instance.url}/b2badminapi/api/ManagerUser/authenticateCrmclient`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: 'anna@lotus-travel.demo',
        password: AGENT_PASSWORD,
        client: 'api',
      }),
    })
    return ((await answer.json()) as { data: { token: string } }).data.token
  }
  const token = await tokenOn(a)
  const call = (instance: TInstance, method: string, name: string, body: unknown) =>
    fetch(`${instance.url}/b2badminapi/api/RequestBooking/${name}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
  const created = (await (await call(a, 'POST', 'AddBooing', bookingHeader())).json()) as { data: { _id: string } }
  const save = (instance: TInstance, comment: string) =>
    call(instance, 'PUT', 'UpdateInfoBooing', { _id: created.data._id, version: 1, ...bookingHeader({ comment }) })
  const answers = await Promise.all([save(a, 'Saved on A'), save(b, 'Saved on B')])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  const rows = await sql('select version::int as version, comment from bookings where id = $1', [created.data._id])
  expect(rows).toHaveLength(1)
  expect(rows[0].version).toBe(2)
  expect(['Saved on A', 'Saved on B']).toContain(rows[0].comment)
})

test('the last 3 rooms, booked now on A and on B at once by two agencies: exactly 3 succeed (issue 25)', async () => {
  test.setTimeout(120_000)
  const [a, b] = instances
  const agents = ['anna@lotus-travel.demo', 'olivia@southerncross.demo']
  const tokens = await Promise.all(
    agents.map(async (username) => {
      const answer = await fetch(`${a.url}/b2badminapi/api/ManagerUser/authenticateCrmclient`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username, password: AGENT_PASSWORD, client: 'api' }),
      })
      return ((await answer.json()) as { data: { token: string } }).data.token
    }),
  )
  const call = async (instance: TInstance, token: string, method: string, name: string, body: unknown) => {
    const answer = await fetch(`${instance.url}/b2badminapi/api/RequestBooking/${name}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    return { status: answer.status, json: (await answer.json()) as { data: Record<string, unknown> } }
  }
  const date = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10)
  const found = await call(a, tokens[0] as string, 'POST', 'ListAccommodation', {
    _pageSize: 1,
    _pageNumber: 1,
    _filter: { begindate: date, enddate: date, nation: 'th', adults: 2 },
  })
  const item = (found.json.data.items as Record<string, unknown>[])[0] as Record<string, unknown>
  const hotel = { _id: item._id, nameTour: item.nameTour, rooms: item.rooms } as THotelOffer
  await sql("update allotment_nights set held = 3 where hotel_id = $1 and room = 'Deluxe' and date = $2", [
    hotel._id,
    date,
  ])
  const bookings: { token: string; id: string; version: number }[] = []
  for (let index = 0; index < 40; index++) {
    const token = tokens[index % 2] as string
    // Made on A, its hotel saved on B.
    const saved = await hotelBooking(
      async (method, name, body) => {
        const answer = await call(method === 'PUT' ? b : a, token, method, name, body)
        return { status: answer.status, data: answer.json.data }
      },
      { hotel, begin: date },
    )
    bookings.push({ token, id: String(saved._id), version: Number(saved.version) })
  }
  const answers = await Promise.all(
    bookings.map(({ token, id, version }, index) =>
      call(index % 2 ? b : a, token, 'POST', 'BookNow', { _id: id, version }),
    ),
  )
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
  expect(answers.filter((answer) => answer.status === 409)).toHaveLength(37)
  const rows = await sql(
    "select held, sold, on_hold from allotment_nights where hotel_id = $1 and room = 'Deluxe' and date = $2",
    [hotel._id, date],
  )
  expect(rows[0]).toEqual({ held: 3, sold: 3, on_hold: 0 })
})

test('SIGTERM stops B cleanly while A keeps serving', async () => {
  const [a, b] = instances
  b.child.kill('SIGTERM')
  expect(await b.exited).toBe(0)
  expect(b.lines.some((line) => line.msg === 'Stopped')).toBe(true)
  expect((await fetch(`${a.url}/readyz`)).status).toBe(200)
  // B's listener and pool are gone from the database; A's are still there.
  const names = (await sql(`select application_name from pg_stat_activity where datname = $1`, [DATABASE])).map(
    (row) => row.application_name,
  )
  expect(names.filter((name) => name === 'monsoon-cache-bus')).toHaveLength(1)
})
