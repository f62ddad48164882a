import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import vm from 'node:vm'

/**
 * A V8 code cache for the server's CommonJS files (ADR 057): the built chunks in .next and the
 * packages they require. Node 20 compiles each of them from its text at every start (Node 22's
 * `module.enableCompileCache` does not exist here); with the code V8 made in an earlier run, a warm
 * start was about three quarters of a second shorter on this machine.
 *
 * Node 20's V8 loses a script's dynamic `import()` when the script comes from cached code
 * (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING, in any process but the one that made the code). So a
 * file is cached only when it has no `import(`, or, under `.next`, once each of its `import(`s is
 * rewritten into a call to a function of ours compiled by Node, which imports as the file would
 * have (`importFor`): the `import(` expressions, and the text of an `eval` that is one (Payload's
 * `dynamicImport`). A string with `import(` given to `new Function` or to another `eval` leaves the
 * file to Node; any other string is taken for data.
 * Outside `.next` a bare package name could resolve elsewhere from our function than from the file
 * (nested node_modules), so such files are left to Node too.
 *
 * A file compiled by Node is noted; once the server has been quiet for `writeAfterMs`, each is
 * examined (its tokens, by acorn) and its entry written: the code, with the rewritten text when
 * there is one, or a note that Node keeps it. An entry is named by the file's path, size, times and
 * inode, so a changed file never meets the code of the one before; V8 checks its own version and
 * flags and rejects code it did not make. Entries are renamed into place: another server reading
 * the same folder sees a whole entry or none.
 */

/** The parameter through which a rewritten file's `import(`s reach `importFor`. */
const IMPORT_PARAMETER = '__monsoon_import__'

const WRAPPER_START = `(function (exports, require, module, __filename, __dirname, ${IMPORT_PARAMETER}) { `
const WRAPPER_END = '\n});'

/** Bumped when the entries' layout or the rewrite changes. */
const FORMAT = 'monsoon-code-cache-1'

const KIND_CODE = 0
const KIND_REWRITTEN = 1
const KIND_LEFT_TO_NODE = 2

/** Kind (1 byte), length of the rewritten text in bytes (4), the text, then V8's code. */
const HEADER_BYTES = 5

const MAY_IMPORT = /\bimport\s*\(/

export type TCodeCacheCounts = {
  /** Compiled from cached code. */
  cached: number
  /** Compiled by Node and noted, for an entry to be written. */
  compiled: number
  /** Entries refused: code V8 did not make (another Node, other flags), or a damaged entry; written again. */
  rejected: number
  /** Left to Node: outside the scope, an ES module, or an `import(` that cannot be rewritten. */
  left: number
  written: number
}

type TAnalysis = { kind: typeof KIND_CODE | typeof KIND_LEFT_TO_NODE } | { kind: typeof KIND_REWRITTEN; text: string }

type TToken = { type: { label: string; keyword?: string }; start: number; end: number; value?: unknown }

/**
 * What the cache may do with a file's text: compile it as it is (no `import(` but in comments),
 * compile it with its `import(`s rewritten (`rewrite`), or leave it to Node.
 */
export function analyse(text: string, { rewrite }: { rewrite: boolean }): TAnalysis {
  if (!MAY_IMPORT.test(text)) return { kind: KIND_CODE }
  const { tokenizer } = createRequire(import.meta.url)('acorn') as typeof import('acorn')
  const cuts: number[] = []
  let previous: TToken | undefined
  let beforePrevious: TToken | undefined
  try {
    for (const token of tokenizer(text, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowHashBang: true,
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true,
    }) as Iterable<TToken>) {
      const label = token.type.label
      if (label === '(' && previous?.type.keyword === 'import') {
        // `x.import(…)` is a method named import.
        if (beforePrevious?.type.label !== '.' && beforePrevious?.type.label !== '?.') cuts.push(previous.start)
      } else if ((label === 'template' || label === 'string') && typeof token.value === 'string') {
        if (MAY_IMPORT.test(token.value)) {
          // The call whose first argument this is: a template's first part follows its backtick.
          const open = label === 'string' ? previous : previous?.type.label === '`' ? beforePrevious : undefined
          const callee = calleeOf(text, open)
          if (callee === 'eval') {
            // `eval(\`import('${path}')\`)` or `eval("import('x')")`: the string's own first characters.
            const opening = label === 'string' ? token.start + 1 : token.start
            if (!/^import\s*\(/.test(text.slice(opening, opening + 64))) return { kind: KIND_LEFT_TO_NODE }
            cuts.push(opening)
          } else if (callee !== null) return { kind: KIND_LEFT_TO_NODE }
          // Any other string is taken for data: a file's text, a message (ADR 057).
        }
      }
      beforePrevious = previous
      previous = token
    }
  } catch {
    return { kind: KIND_LEFT_TO_NODE }
  }
  if (cuts.length === 0) return { kind: KIND_CODE }
  if (!rewrite) return { kind: KIND_LEFT_TO_NODE }
  let rewritten = ''
  let from = 0
  for (const cut of cuts) {
    rewritten += `${text.slice(from, cut)}${IMPORT_PARAMETER}`
    from = cut + 'import'.length
  }
  return { kind: KIND_REWRITTEN, text: rewritten + text.slice(from) }
}

/**
 * `eval` when `open` is the `(` of a direct call to eval, `other` when of a call that compiles code
 * some other way (`new Function(`, `globalThis.eval(`), null otherwise.
 */
function calleeOf(text: string, open: TToken | undefined): 'eval' | 'other' | null {
  if (open?.type.label !== '(') return null
  const callee = /(^|[^\w$])(eval|Function)\s*$/.exec(text.slice(Math.max(0, open.start - 24), open.start))
  if (!callee) return null
  return callee[2] === 'eval' && callee[1] !== '.' ? 'eval' : 'other'
}

/** `import()` for a rewritten file: a relative path from the file's folder, anything else as it is. */
export function importFor(filename: string) {
  return (specifier: unknown, options?: ImportCallOptions) => {
    const target =
      typeof specifier === 'string' && (specifier.startsWith('./') || specifier.startsWith('../'))
        ? pathToFileURL(path.resolve(path.dirname(filename), specifier)).href
        : specifier
    return import(target as string, options)
  }
}

/** The CommonJS `require` Node gives a module: resolution from the module, Node's own caches. */
function requireFor(module: Module): NodeJS.Require {
  const internals = Module as unknown as {
    _resolveFilename: (request: string, parent: Module, isMain: boolean, options?: unknown) => string
    _resolveLookupPaths: (request: string, parent: Module) => string[] | null
    _extensions: NodeJS.RequireExtensions
    _cache: NodeJS.Dict<NodeJS.Module>
  }
  const require = ((id: string) => module.require(id)) as NodeJS.Require
  const resolve = ((request: string, options?: { paths?: string[] }) =>
    internals._resolveFilename(request, module, false, options)) as NodeJS.RequireResolve
  resolve.paths = (request: string) => internals._resolveLookupPaths(request, module)
  require.resolve = resolve
  require.main = process.mainModule
  require.extensions = internals._extensions
  require.cache = internals._cache
  return require
}

/** The entry of a file as it is on disk now, or null when it cannot be read. */
function entryFor(dir: string, filename: string): string | null {
  try {
    const { size, mtimeMs, ctimeMs, ino } = statSync(filename)
    const key = `${FORMAT}\0${process.version}\0${filename}\0${size}\0${mtimeMs}\0${ctimeMs}\0${ino}`
    return path.join(dir, createHash('sha1').update(key).digest('hex'))
  } catch {
    return null
  }
}

function readEntry(file: string): { kind: number; text: string | null; code: Buffer } | null {
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch {
    return null
  }
  if (bytes.length < HEADER_BYTES) return null
  const kind = bytes[0]
  const textBytes = bytes.readUInt32LE(1)
  const text = kind === KIND_REWRITTEN ? bytes.toString('utf8', HEADER_BYTES, HEADER_BYTES + textBytes) : null
  return { kind, text, code: bytes.subarray(HEADER_BYTES + textBytes) }
}

function writeEntry(file: string, kind: number, text: string | null, code: Buffer | null) {
  const textBytes = text === null ? Buffer.alloc(0) : Buffer.from(text, 'utf8')
  const header = Buffer.alloc(HEADER_BYTES)
  header[0] = kind
  header.writeUInt32LE(textBytes.length, 1)
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, Buffer.concat([header, textBytes, code ?? Buffer.alloc(0)]))
  renameSync(temporary, file)
}

const compileWrapped = (text: string, filename: string, cachedData?: Buffer) =>
  new vm.Script(WRAPPER_START + text + WRAPPER_END, { filename, cachedData })

type TNoted = { filename: string; entry: string; content: string }

export type TCodeCache = {
  /** What it did so far. */
  counts: () => TCodeCacheCounts
  /** Writes the noted files' entries now. */
  write: () => Promise<void>
  /** Told after each write, with the counts. */
  onWrite: (listener: (counts: TCodeCacheCounts) => void) => void
}

type TCompile = (this: Module, content: string, filename: string, format?: string) => unknown

/**
 * Compiles the CommonJS files under `scope` through the cache in `dir` from now on; the folders
 * beside `dir` (other builds' caches) are removed when entries are written. `rewriteUnder` is where
 * a file's `import(`s may be rewritten (see above).
 */
export function installCodeCache({
  dir,
  scope,
  rewriteUnder,
  writeAfterMs = 15_000,
}: {
  dir: string
  scope: string
  rewriteUnder: string
  writeAfterMs?: number
}): TCodeCache {
  const within = (folder: string) => (folder.endsWith(path.sep) ? folder : folder + path.sep)
  const inScope = within(scope)
  const rewritable = within(rewriteUnder)
  const counts: TCodeCacheCounts = { cached: 0, compiled: 0, rejected: 0, left: 0, written: 0 }
  const noted: TNoted[] = []
  let timer: NodeJS.Timeout | undefined
  let writing: Promise<void> | undefined

  const writeNoted = async () => {
    mkdirSync(dir, { recursive: true })
    for (const other of readdirSync(path.dirname(dir))) {
      if (other !== path.basename(dir)) rmSync(path.join(path.dirname(dir), other), { recursive: true, force: true })
    }
    while (noted.length > 0) {
      const { filename, entry, content } = noted.shift() as TNoted
      let kind: number = KIND_LEFT_TO_NODE
      let text: string | null = null
      let code: Buffer | null = null
      try {
        const analysis = analyse(content, { rewrite: filename.startsWith(rewritable) })
        if (analysis.kind !== KIND_LEFT_TO_NODE) {
          text = analysis.kind === KIND_REWRITTEN ? analysis.text : null
          code = compileWrapped(text ?? content, filename).createCachedData()
          kind = analysis.kind
        }
      } catch {
        // Not a script in our wrapper (an ES module Node detected, a `#!` line): Node keeps it.
        text = null
      }
      try {
        writeEntry(entry, kind, text, code)
        counts.written++
      } catch {
        // A full disk or a read-only folder: the next start compiles it again.
      }
      // One file at a time: requests meanwhile wait for one file's work, not for all of it.
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  const listeners: ((counts: TCodeCacheCounts) => void)[] = []
  const write = () => {
    const before = counts.written
    writing ??= writeNoted().finally(() => {
      writing = undefined
      if (counts.written > before) for (const listener of listeners) listener({ ...counts })
    })
    return writing
  }
  const note = (file: TNoted) => {
    noted.push(file)
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (noted.length > 0) void write()
    }, writeAfterMs)
    timer.unref()
  }

  const moduleProto = Module.prototype as unknown as { _compile: TCompile }
  const compileByNode = moduleProto._compile
  moduleProto._compile = function compile(this: Module, content: string, filename: string, format?: string) {
    const entry = filename.startsWith(inScope) && format !== 'module' ? entryFor(dir, filename) : null
    const cached = entry ? readEntry(entry) : null
    if (!entry || cached?.kind === KIND_LEFT_TO_NODE) {
      counts.left++
      return compileByNode.call(this, content, filename, format)
    }
    if (!cached) {
      counts.compiled++
      note({ filename, entry, content })
      return compileByNode.call(this, content, filename, format)
    }
    let script: vm.Script
    try {
      script = compileWrapped(cached.text ?? content, filename, cached.code)
    } catch {
      // A damaged entry (its text no longer compiles): Node compiles the file, and it is written again.
      counts.rejected++
      note({ filename, entry, content })
      return compileByNode.call(this, content, filename, format)
    }
    if (script.cachedDataRejected) {
      counts.rejected++
      note({ filename, entry, content })
    } else counts.cached++
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown
    const dirname = path.dirname(filename)
    return wrapper.call(this.exports, this.exports, requireFor(this), this, filename, dirname, importFor(filename))
  }
  return { counts: () => ({ ...counts }), write, onWrite: (listener) => listeners.push(listener) }
}
