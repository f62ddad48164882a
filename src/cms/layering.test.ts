import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const cmsDir = import.meta.dirname
const sources = readdirSync(cmsDir, { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))

/** Static imports of src/server modules in a source text (type-only imports are erased, so allowed). */
function staticServerImports(source: string): string[] {
  return [...source.matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+'(@\/server[^']*)'/gm)].map((match) => match[1])
}

describe('src/cms reaches src/server only lazily (ADR 019)', () => {
  it('finds a static import and ignores lazy and type-only ones', () => {
    expect(staticServerImports("import { a } from '@/server/x'\nimport type { B } from '@/server/y'")).toEqual([
      '@/server/x',
    ])
    expect(staticServerImports("const { a } = await import('@/server/x')")).toEqual([])
  })

  it.each(sources)('%s has no static import of src/server', (file) => {
    expect(staticServerImports(readFileSync(path.join(cmsDir, file), 'utf8'))).toEqual([])
  })
})
