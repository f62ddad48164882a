import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../../src/lib/embedded-postgres'
import { logLines } from '../support/log-lines'

/**
 * The server's V8 code cache (ADR 057), as `npm start` runs it: the server's bundle on the e2e
 * build with `--code-cache`, started twice on the e2e database. The first start compiles everything
 * and writes the cache once quiet; the second compiles from it, Payload's chunk with its dynamic
 * imports rewritten, and serves pages and the API as the first did.
 */
const root = path.resolve(import.meta.dirname, '../..')

type TServer = { url: string; child: ChildProcess; lines: Record<string, unknown>[] }

let folder = ''

async function startServer(): Promise<TServer> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [path.join(root, '.next', 'monsoon-serve.cjs'), `--code-cache=${path.join(folder, 'code', 'this-build')}`],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        PAYLOAD_SECRET: 'code-cache-secret-0123456789',
        MONSOON_DATA_DIR: path.join(folder, 'data'),
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const lines = logLines(child)
  const server = { url: `http://127.0.0.1:${port}`, child, lines }
  await expect
    .poll(
      () =>
        fetch(`${server.url}/readyz`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        intervals: [250],
        timeout: 90_000,
      },
    )
    .toBe(200)
  return server
}

const logged = (server: TServer, message: string) => server.lines.find((line) => line.msg === message)

async function stop(server: TServer) {
  const exited = new Promise((resolve) => server.child.on('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

/** What a visitor and the launcher see: the home page, and an API answer. */
async function serves(server: TServer) {
  const home = await fetch(`${server.url}/`)
  expect(home.status).toBe(200)
  expect(await home.text()).toContain('<h1')
  const languages = await fetch(`${server.url}/b2badminapi/client/Config/Languages`)
  expect(languages.status).toBe(200)
  expect(JSON.stringify(await languages.json())).toContain('"en"')
}

test.beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'monsoon-code-cache-'))
})

test.afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true })
})

test('a second start compiles the server from the code the first one wrote, and serves the same', async () => {
  test.setTimeout(4 * 60_000)
  const first = await startServer()
  try {
    await expect.poll(() => logged(first, 'Code cache: the start-up is over')).toMatchObject({ cached: 0 })
    await serves(first)
    // Written once the server has been quiet for 15 s.
    await expect
      .poll(() => logged(first, 'Code cache: entries written'), { intervals: [1_000], timeout: 120_000 })
      .toMatchObject({ written: expect.any(Number) })
  } finally {
    await stop(first)
  }
  const written = logged(first, 'Code cache: entries written')?.written as number
  expect(written).toBeGreaterThan(100)

  const second = await startServer()
  try {
    await expect.poll(() => logged(second, 'Code cache: the start-up is over')).toBeTruthy()
    const startUp = logged(second, 'Code cache: the start-up is over') as Record<string, number>
    expect(startUp.rejected).toBe(0)
    // Everything the first start compiled came from the cache, bar what Node keeps (left).
    expect(startUp.cached).toBeGreaterThan(written / 2)
    expect(startUp.compiled).toBe(0)
    await serves(second)
  } finally {
    await stop(second)
  }
})
