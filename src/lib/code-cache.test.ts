import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyse } from './code-cache'

const run = promisify(execFile)

describe('analyse: what the code cache may do with a file', () => {
  it('compiles a file without import( as it is, and one whose import( are only in comments', () => {
    expect(analyse('module.exports = 1', { rewrite: true })).toEqual({ kind: 0 })
    const typedef = "/** @typedef {import('./types').T} T */\n// import('x')\nmodule.exports = (a) => a.import(1)"
    expect(analyse(typedef, { rewrite: true })).toEqual({ kind: 0 })
  })

  it('rewrites each import( expression and an eval of one, and nothing else', () => {
    const text = [
      "const a = () => import('./a.mjs')",
      '/* import(x) */ const b = (p) => import ( p, { with: { type: "json" } })',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a file with a template literal
      "const c = (p) => eval(`import('${p}')`)",
      'const d = (p) => eval("import(\'x\')")',
      'const e = { import: 1 }.import',
    ].join('\n')
    const result = analyse(text, { rewrite: true })
    expect(result).toEqual({
      kind: 1,
      text: [
        "const a = () => __monsoon_import__('./a.mjs')",
        '/* import(x) */ const b = (p) => __monsoon_import__ ( p, { with: { type: "json" } })',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a file with a template literal
        "const c = (p) => eval(`__monsoon_import__('${p}')`)",
        'const d = (p) => eval("__monsoon_import__(\'x\')")',
        'const e = { import: 1 }.import',
      ].join('\n'),
    })
  })

  it('takes any other string for data: the text of a file it writes, a message', () => {
    const template = "const file = `/** @type import('payload').ImportMap */\nexport const importMap = {}`"
    expect(analyse(template, { rewrite: true })).toEqual({ kind: 0 })
    expect(analyse('const s = "import(\'x\')"', { rewrite: false })).toEqual({ kind: 0 })
  })

  it('leaves to Node a file with import( in code compiled another way, or that may not be rewritten', () => {
    expect(analyse('new Function("return import(\'x\')")', { rewrite: true })).toEqual({ kind: 2 })
    expect(analyse('globalThis.eval("import(\'x\')")', { rewrite: true })).toEqual({ kind: 2 })
    expect(analyse('eval("x; import(\'x\')")', { rewrite: true })).toEqual({ kind: 2 })
    expect(analyse('Function(`return import(x)`)', { rewrite: true })).toEqual({ kind: 2 })
    expect(analyse("const a = () => import('./a.mjs')", { rewrite: false })).toEqual({ kind: 2 })
    expect(analyse("import('x", { rewrite: true })).toEqual({ kind: 2 })
  })
})

/**
 * The cache across processes, as the server uses it: each run is a new Node process, so code
 * written by one is read by the next (in one process V8 would reuse its own compiled code).
 */
describe('installCodeCache across processes', () => {
  let dir: string
  let installer: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'monsoon-code-cache-'))
    installer = path.join(dir, 'code-cache.cjs')
    await build({
      entryPoints: [path.join(import.meta.dirname, 'code-cache.ts')],
      outfile: installer,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      define: { 'import.meta.url': JSON.stringify(import.meta.url) },
      logLevel: 'error',
    })
    await writeFile(path.join(dir, 'value.mjs'), 'export const value = 42\n')
    // A file as the build's chunks are: an import( expression, and Payload's eval of one.
    await mkdir(path.join(dir, 'build'))
    await writeFile(
      path.join(dir, 'build', 'chunk.cjs'),
      [
        'module.exports = async () => [',
        "  (await import('../value.mjs')).value,",
        "  typeof (await import('node:path')).join,",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a file with a template literal
        "  (await eval(`import('${require('node:url').pathToFileURL(__dirname + '/../value.mjs').href}')`)).value,",
        "  __filename.endsWith('chunk.cjs'),",
        ']',
      ].join('\n'),
    )
  })

  afterAll(() => rm(dir, { recursive: true, force: true }))

  /** One process: installs the cache, runs the chunk, writes what it compiled, prints both. */
  const start = async (rewriteUnder: string) => {
    const program = `
      const { installCodeCache } = require(${JSON.stringify(installer)})
      const cache = installCodeCache({ dir: ${JSON.stringify(path.join(dir, 'cache', 'build-1'))}, scope: ${JSON.stringify(dir)}, rewriteUnder: ${JSON.stringify(rewriteUnder)}, writeAfterMs: 60000 })
      require(${JSON.stringify(path.join(dir, 'build', 'chunk.cjs'))})().then(async (result) => {
        await cache.write()
        console.log(JSON.stringify({ result, counts: cache.counts() }))
      }, (error) => { console.log(JSON.stringify({ error: error.code ?? error.message })) })
    `
    const { stdout } = await run(process.execPath, ['-e', program])
    return JSON.parse(stdout)
  }

  it('runs a file with dynamic imports from the code of an earlier process, its imports rewritten', async () => {
    const first = await start(path.join(dir, 'build'))
    expect(first).toEqual({
      result: [42, 'function', 42, true],
      counts: expect.objectContaining({ compiled: 1, written: 1 }),
    })
    const second = await start(path.join(dir, 'build'))
    expect(second).toEqual({
      result: [42, 'function', 42, true],
      counts: expect.objectContaining({ cached: 1, compiled: 0 }),
    })
  })

  it('leaves the file to Node, from then on, where its imports may not be rewritten; removes other builds', async () => {
    await rm(path.join(dir, 'cache'), { recursive: true, force: true })
    await mkdir(path.join(dir, 'cache', 'build-0'), { recursive: true })
    const first = await start(path.join(dir, 'elsewhere'))
    expect(first.counts).toEqual(expect.objectContaining({ compiled: 1, written: 1 }))
    const second = await start(path.join(dir, 'elsewhere'))
    expect(second).toEqual({
      result: [42, 'function', 42, true],
      counts: expect.objectContaining({ cached: 0, left: 1 }),
    })
    expect(await readdir(path.join(dir, 'cache'))).toEqual(['build-1'])
  })

  it('compiles the file again when its entry is damaged, and writes it anew', async () => {
    await rm(path.join(dir, 'cache'), { recursive: true, force: true })
    await start(path.join(dir, 'build'))
    const folder = path.join(dir, 'cache', 'build-1')
    const entries = await readdir(folder)
    expect(entries).toHaveLength(1)
    // A rewritten entry whose text no longer compiles, and whose code is not V8's.
    const damaged = Buffer.concat([Buffer.from([1, 4, 0, 0, 0]), Buffer.from('}{ ('), Buffer.from('not code')])
    await writeFile(path.join(folder, entries[0]), damaged)
    const after = await start(path.join(dir, 'build'))
    expect(after).toEqual({
      result: [42, 'function', 42, true],
      counts: expect.objectContaining({ rejected: 1, written: 1 }),
    })
    expect((await start(path.join(dir, 'build'))).counts).toEqual(expect.objectContaining({ cached: 1, rejected: 0 }))
  })

  it('compiles a changed file again', async () => {
    await start(path.join(dir, 'build'))
    await writeFile(path.join(dir, 'value.mjs'), 'export const value = 43\n')
    await writeFile(
      path.join(dir, 'build', 'chunk.cjs'),
      "module.exports = async () => [(await import('../value.mjs')).value]\n",
    )
    const changed = await start(path.join(dir, 'build'))
    expect(changed).toEqual({ result: [43], counts: expect.objectContaining({ cached: 0, compiled: 1 }) })
    expect((await start(path.join(dir, 'build'))).counts).toEqual(expect.objectContaining({ cached: 1 }))
  })
})
