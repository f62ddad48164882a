import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildCacheSetting, checkBuild, stampBuild, type TBuildCheck } from './build-state'

let root: string
let check: TBuildCheck

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'monsoon-build-state-'))
  await mkdir(path.join(root, 'src', 'lib'), { recursive: true })
  await writeFile(path.join(root, 'src', 'lib', 'a.ts'), 'export const a = 1\n')
  await writeFile(path.join(root, 'src', 'b.ts'), 'export const b = 2\n')
  await writeFile(path.join(root, 'next.config.ts'), 'export default {}\n')
  check = {
    root,
    inputs: ['src', 'next.config.ts', 'missing.json'],
    stampFile: path.join(root, 'stamp'),
    built: true,
    settings: 'MONSOON_SOURCE_MAPS=undefined',
  }
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function buildOnce() {
  const state = await checkBuild(check)
  expect(state.upToDate).toBe(false)
  await stampBuild(check.stampFile, state)
  return state
}

describe('whether npm start must rebuild', () => {
  it('rebuilds the first time, then finds the build up to date', async () => {
    const first = await buildOnce()
    const second = await checkBuild(check)
    expect(second).toEqual({ upToDate: true, hash: first.hash, listing: first.listing })
  })

  it('rebuilds when no build exists, whatever the stamp says', async () => {
    await buildOnce()
    expect((await checkBuild({ ...check, built: false })).upToDate).toBe(false)
  })

  it('rebuilds when a file changes, even to the same size', async () => {
    const first = await buildOnce()
    const file = path.join(root, 'src', 'lib', 'a.ts')
    await writeFile(file, 'export const a = 9\n')
    const changed = await checkBuild(check)
    expect(changed.upToDate).toBe(false)
    expect(changed.hash).not.toBe(first.hash)
  })

  it('rebuilds when a file is added or a setting changes', async () => {
    await buildOnce()
    await writeFile(path.join(root, 'src', 'c.ts'), '')
    expect((await checkBuild(check)).upToDate).toBe(false)
    await stampBuild(check.stampFile, await checkBuild(check))
    expect((await checkBuild(check)).upToDate).toBe(true)
    expect((await checkBuild({ ...check, settings: 'MONSOON_SOURCE_MAPS=1' })).upToDate).toBe(false)
  })

  it('lets the contents decide when only the times changed, and stamps the new times', async () => {
    const first = await buildOnce()
    const later = new Date(Date.now() + 60_000)
    await utimes(path.join(root, 'src', 'b.ts'), later, later)
    const touched = await checkBuild(check)
    expect(touched.upToDate).toBe(true)
    expect(touched.hash).toBe(first.hash)
    expect(touched.listing).not.toBe(first.listing)
    expect((await readFile(check.stampFile, 'utf8')).split('\n')).toEqual([first.hash, touched.listing, ''])
  })

  it('reads no file when the listing matches the stamp (an edit that keeps size and time to the nanosecond goes unseen)', async () => {
    const file = path.join(root, 'src', 'b.ts')
    await utimes(file, 1_700_000_000, 1_700_000_000)
    await buildOnce()
    await writeFile(file, 'export const b = 3\n')
    await utimes(file, 1_700_000_000, 1_700_000_000)
    expect((await checkBuild(check)).upToDate).toBe(true)
  })
})

describe("whether the build writes Turbopack's cache", () => {
  it("writes none on a clone's first build, and keeps it from the second on", async () => {
    const nextDir = path.join(root, '.next')
    expect(buildCacheSetting(undefined, nextDir)).toBe('0')
    await mkdir(nextDir)
    await writeFile(path.join(nextDir, 'BUILD_ID'), 'abc\n')
    expect(buildCacheSetting(undefined, nextDir)).toBe('1')
    await rm(path.join(nextDir, 'BUILD_ID'))
    await mkdir(path.join(nextDir, 'cache', 'turbopack'), { recursive: true })
    expect(buildCacheSetting(undefined, nextDir)).toBe('1')
  })

  it('does as MONSOON_BUILD_CACHE says when it is set', async () => {
    const nextDir = path.join(root, '.next')
    expect(buildCacheSetting('1', nextDir)).toBe('1')
    await mkdir(nextDir)
    await writeFile(path.join(nextDir, 'BUILD_ID'), 'abc\n')
    expect(buildCacheSetting('0', nextDir)).toBe('0')
  })
})
