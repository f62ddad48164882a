import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The fences between src/server's features (ADR 060) are lint rules in biome.json, one override a
 * feature, each listing the features it may import. What a linter cannot check of its own
 * configuration is checked here: that every feature folder has its fence, and that the fences
 * allow no cycle.
 */
const root = path.resolve(import.meta.dirname, '../..')

type TOverride = {
  includes: string[]
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } } }
}

function fences(): Map<string, string[]> {
  const biome = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as { overrides: TOverride[] }
  const found = new Map<string, string[]>()
  for (const override of biome.overrides) {
    const feature = /^src\/server\/([a-z-]+)\/\*\*$/.exec(override.includes[0] ?? '')?.[1]
    if (!feature || override.includes.length !== 1) continue
    const patterns = override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? []
    const fence = patterns.find((pattern) => pattern.group[0] === '@/server/**')
    if (!fence) continue
    const allowed = fence.group
      .map((entry) => /^!@\/server\/([a-z-]+)$/.exec(entry)?.[1])
      .filter((name): name is string => Boolean(name) && name !== feature && name !== 'db' && name !== 'payload')
    found.set(feature, allowed)
  }
  return found
}

const features = () =>
  readdirSync(path.join(root, 'src', 'server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

/** A cycle through `graph`, as the features in it, or null. */
function cycleOf(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const trail: string[] = []
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node]
    state.set(node, 'open')
    trail.push(node)
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    trail.pop()
    state.set(node, 'done')
    return null
  }
  for (const node of graph.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return null
}

describe("the fences between src/server's features", () => {
  it('fence every feature folder', () => {
    expect([...fences().keys()].sort()).toEqual(features())
  })

  it('let a feature import only features that exist', () => {
    const known = new Set(features())
    for (const [feature, allowed] of fences()) {
      expect(
        allowed.filter((name) => !known.has(name)),
        feature,
      ).toEqual([])
    }
  })

  it('allow no cycle', () => {
    expect(cycleOf(fences())).toBeNull()
  })

  it('find a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ])
    expect(cycleOf(graph)).toEqual(['a', 'b', 'c', 'a'])
    expect(cycleOf(new Map([['a', ['b']]]))).toBeNull()
  })
})
