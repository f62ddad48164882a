import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../../src/lib/embedded-postgres'
import { logLines } from '../support/log-lines'

/**
 * Node's compile cache (ADR 059), as `npm start` gives it to the server: the server's bundle on the
 * e2e build with NODE_COMPILE_CACHE, started twice on the e2e database. The first start compiles
 * everything and leaves the code V8 made in the folder; the second starts from it and serves pages
 * and the API (the dynamic imports of Payload's chunks included) as the first did.
 */
const root = path.resolve(import.meta.dirname, '../..')

type TServer = { url: string; child: ChildProcess; lines: Record<string, unknown>[] }

let folder = ''

async function startServer(): Promise<TServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, '.next', 'monsoon-serve.cjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      PAYLOAD_SECRET: 'compile-cache-secret-0123456789',
      MONSOON_DATA_DIR: path.join(folder, 'data'),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      NODE_COMPILE_CACHE: path.join(folder, 'compile-cache'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
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
  folder = await mkdtemp(path.join(os.tmpdir(), 'monsoon-compile-cache-'))
})

test.afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true })
})

/**
 * Every file under `dir`, however deep (Node keeps one folder per Node version and V8 flags), with
 * the time it was last written.
 */
async function files(dir: string): Promise<Map<string, number>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const found = new Map<string, number>()
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const file = path.join(entry.parentPath, entry.name)
    found.set(file, (await stat(file)).mtimeMs)
  }
  return found
}

test('a second start runs from the code the first one left in the compile cache, and serves the same', async () => {
  test.setTimeout(4 * 60_000)
  const first = await startServer()
  try {
    expect(logged(first, 'Compile cache')).toMatchObject({ directory: expect.stringContaining('compile-cache') })
    await serves(first)
  } finally {
    // Node writes the cache as the process exits.
    await stop(first)
  }
  const written = await files(path.join(folder, 'compile-cache'))
  // Next's and Payload's server chunks and the packages they require: hundreds of modules.
  expect(written.size).toBeGreaterThan(100)

  const second = await startServer()
  try {
    await serves(second)
  } finally {
    await stop(second)
  }
  // The second start took its code from the cache: Node rewrites an entry only when it compiled the
  // module itself (a missing or rejected entry), and added or rewrote none.
  const after = await files(path.join(folder, 'compile-cache'))
  const rewritten = [...after].filter(([file, time]) => written.get(file) !== time).map(([file]) => file)
  expect(rewritten).toEqual([])
})
