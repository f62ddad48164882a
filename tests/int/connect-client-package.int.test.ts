import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The typed client installs as its README says (issue 53): `npm pack` in clients/typescript, then
 * `npm install <tarball>` in a project of the agency's own, which imports `@monsoon/connect-client`
 * in Node and type-checks the README's example against the package's own types.
 */
const run = promisify(execFile)
const client = path.resolve(import.meta.dirname, '../../clients/typescript')
let folder = ''

/**
 * The README's usage example, as written there (its first TypeScript block), with `process` declared
 * for a project without Node's types.
 */
async function readmeExample(): Promise<string> {
  const readme = await readFile(path.join(client, 'README.md'), 'utf8')
  const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1]
  if (!example?.includes("from '@monsoon/connect-client'"))
    throw new Error('The README has no example importing the package')
  return `declare const process: { env: Record<string, string | undefined> }\n${example}`
}

describe('@monsoon/connect-client as a package', () => {
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'monsoon-client-package-'))
    const packed = path.join(folder, 'packed')
    await mkdir(packed)
    await run('npm', ['pack', '--pack-destination', packed], { cwd: client })
    const [tarball] = await readdir(packed)
    const project = path.join(folder, 'agency')
    await mkdir(project)
    await writeFile(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'agency-booking-system', private: true, type: 'module' }),
    )
    await run(
      'npm',
      ['install', path.join(packed, tarball), '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      { cwd: project },
    )
  }, 120_000)

  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('holds the built module and its types, and nothing of the sources or the tests', async () => {
    const files = await readdir(path.join(folder, 'agency/node_modules/@monsoon/connect-client'), { recursive: true })
    expect(files).toEqual(
      expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/schema.d.ts', 'package.json']),
    )
    expect(files.filter((file) => file.startsWith('src') || file.startsWith('examples'))).toEqual([])
  })

  it('imports by its name in Node and makes a client that sends the key', async () => {
    const script = `
      import { createMonsoonClient, verifyWebhook, rateLimitOf } from '@monsoon/connect-client'
      let sent
      const monsoon = createMonsoonClient({
        baseUrl: 'https://monsoon.example',
        apiKey: 'msk_test',
        fetch: async (request) => { sent = request; return Response.json({ data: { items: [] } }) },
      })
      await monsoon.POST('/b2badminapi/api/RequestBooking/ListDayPrograms', { body: { _pageSize: 1, _pageNumber: 1 } })
      console.log(JSON.stringify({ url: sent.url, key: sent.headers.get('authorization'), verify: typeof verifyWebhook, rate: typeof rateLimitOf }))
    `
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(folder, 'agency'),
    })
    expect(JSON.parse(stdout)).toEqual({
      url: 'https://monsoon.example/b2badminapi/api/RequestBooking/ListDayPrograms',
      key: 'Bearer msk_test',
      verify: 'function',
      rate: 'function',
    })
  })

  it("type-checks the README's example against the package's types, and refuses a wrong body", async () => {
    const project = path.join(folder, 'agency')
    await writeFile(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          types: [],
          lib: ['ES2022', 'DOM'],
        },
      }),
    )
    const tsc = path.join(client, 'node_modules/typescript/bin/tsc')
    const example = await readmeExample()
    await writeFile(path.join(project, 'example.ts'), example)
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project })
    expect(example).toContain('_pageSize: 10')
    await writeFile(path.join(project, 'example.ts'), example.replace('_pageSize: 10', "_pageSize: 'ten'"))
    const wrong = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    )
    expect(wrong).toMatch(/example\.ts\(\d+,\d+\): error TS2322/)
  })
})
