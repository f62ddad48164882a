import { spawn } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { waitForDatabase } from '@/host/bootstrap/database-wait'
import { embeddedDatabaseUrl, freePort, startEmbeddedPostgres } from '@/lib/embedded-postgres'

const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

describe('the embedded PostgreSQL the app starts without DATABASE_URL', () => {
  it('opens its parent folders to the postgres user without taking anything away (a shared /tmp stays 1777)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-pg-parents-'))
    dirs.push(dir)
    const shared = path.join(dir, 'shared')
    const closed = path.join(shared, 'closed')
    await mkdir(closed, { recursive: true })
    await chmod(shared, 0o1777)
    await chmod(closed, 0o700)
    const server = await startEmbeddedPostgres({ dataDir: path.join(closed, 'pg') })
    try {
      expect((await stat(shared)).mode & 0o7777).toBe(0o1777)
      expect((await stat(closed)).mode & 0o7777).toBe(process.getuid?.() === 0 ? 0o701 : 0o700)
      expect((await stat(os.tmpdir())).mode & 0o1002).toBe(0o1002)
    } finally {
      await server.stop()
    }
  })

  it('keeps its data across a stop and a second start on another port', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-pg-'))
    dirs.push(dir)
    const first = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') })
    await first.createDatabase('monsoon')
    await query(first.url('monsoon'), "create table kept (v text); insert into kept values ('still here')")
    await first.stop()

    const second = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') })
    try {
      expect(second.port).not.toBe(0)
      await second.createDatabase('monsoon')
      expect(await query(second.url('monsoon'), 'select v from kept')).toEqual([{ v: 'still here' }])
    } finally {
      await second.stop()
    }
  })

  it('takes over its folder from a server left behind by a killed app', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-pg-'))
    dirs.push(dir)
    const dataDir = path.join(dir, 'pg')
    // A separate Node process starts the server and is then killed outright, as by SIGKILL.
    const script = `import('${path.resolve('src/lib/embedded-postgres.ts')}').then(async (m) => {
      await m.startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} }); console.log('up'); setInterval(() => {}, 1e6) })`
    const orphanParent = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve) => orphanParent.stdout?.on('data', () => resolve()))
    orphanParent.kill('SIGKILL')
    const leftoverPid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0])
    expect(() => process.kill(leftoverPid, 0)).not.toThrow()

    const restarted = await startEmbeddedPostgres({ dataDir })
    try {
      expect(await query(restarted.url('postgres'), 'select 1 as ok')).toEqual([{ ok: 1 }])
      expect(() => process.kill(leftoverPid, 0)).toThrow()
    } finally {
      await restarted.stop()
    }
  })
})

describe('waiting for a database that is starting (npm start runs the server beside it, ADR 054)', () => {
  it('connects as soon as the server listens and its database exists, then at once when it is up', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-pg-wait-'))
    dirs.push(dir)
    const port = await freePort()
    const url = embeddedDatabaseUrl(port, 'monsoon')
    let settled = false
    const waiting = waitForDatabase(url, { timeoutMs: 60_000, intervalMs: 20 }).finally(() => {
      settled = true
    })
    // Nothing listens yet, then the server answers without the database: the wait goes on.
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port })
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(settled).toBe(false)
      await server.createDatabase('monsoon')
      expect(await waiting).toBe(true)
      const again = Date.now()
      expect(await waitForDatabase(url, { timeoutMs: 1_000 })).toBe(true)
      expect(Date.now() - again).toBeLessThan(1_000)
      // A wrong password will not mend by waiting: answered at once, not at the deadline.
      const refused = Date.now()
      const wrong = new URL(url)
      wrong.password = 'not-the-password'
      expect(await waitForDatabase(wrong.toString(), { timeoutMs: 10_000 })).toBe(false)
      expect(Date.now() - refused).toBeLessThan(5_000)
    } finally {
      await server.stop()
    }
  })

  it('gives up at the deadline when nothing ever answers', async () => {
    const url = embeddedDatabaseUrl(await freePort(), 'monsoon')
    const started = Date.now()
    expect(await waitForDatabase(url, { timeoutMs: 400, intervalMs: 50 })).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
