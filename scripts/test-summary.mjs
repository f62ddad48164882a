// Sums the JSON reports of every test layer into the closing line CI reads: `N passed, N failed`,
// and prints each layer's wall time beside its budget (DESIGN.md: CI in 35 min on the 2-core
// machine), so that growth shows on every run, not at CI's 90-minute limit. Over budget is said,
// not failed: a slow neighbour must not fail a run; a change that needs more makes the suite faster.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? '.data/test-results'
const counts = (report) => {
  if ('numPassedTests' in report) {
    // Vitest. A file that fails before its tests run (an import that cannot be resolved) has no test
    // results, only a failed status: it counts as one failure, or the layer would look green.
    const unrun = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
    ).length
    return [report.numPassedTests, report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) + unrun]
  }
  if (report.stats)
    return [report.stats.expected + report.stats.flaky, report.stats.unexpected + (report.errors?.length ?? 0)] // Playwright
  return [report.passed, report.failed]
}
/** Minutes per group of layers; a group's time is the sum of its layers'. */
const BUDGETS = [
  { name: 'lint + types + contract', layers: ['lint', 'typecheck', 'contract', 'payload-types'], minutes: 3 },
  { name: 'unit', layers: ['unit'], minutes: 2 },
  { name: 'int', layers: ['int'], minutes: 10 },
  { name: 'e2e', layers: ['e2e'], minutes: 18 },
]
const seconds = (layer) => {
  const file = path.join(dir, `${layer}.seconds`)
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : null
}
const clock = (total) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`

let passed = 0
let failed = 0
const layers = ['lint', 'typecheck', 'contract', 'payload-types', 'unit', 'int', 'e2e', 'e2e-missing-browser']
for (const layer of layers) {
  const file = path.join(dir, `${layer}.json`)
  if (!existsSync(file)) {
    if (
      layer !== 'e2e-missing-browser' &&
      !(layer === 'e2e' && existsSync(path.join(dir, 'e2e-missing-browser.json')))
    ) {
      console.log(`${layer}: no report (the layer did not run to the end)`)
      failed += 1
    }
    continue
  }
  const [p, f] = counts(JSON.parse(readFileSync(file, 'utf8')))
  console.log(`${layer}: ${p} passed, ${f} failed`)
  passed += p
  failed += f
}
const unknown = readdirSync(dir).filter((name) => name.endsWith('.json') && !layers.includes(name.slice(0, -5)))
if (unknown.length) console.log(`(ignored: ${unknown.join(', ')})`)
console.log('Time per layer (min:s, budget):')
for (const budget of BUDGETS) {
  const times = budget.layers.map(seconds).filter((time) => time !== null)
  if (times.length === 0) continue
  const total = times.reduce((sum, time) => sum + time, 0)
  const over = total > budget.minutes * 60 ? '  OVER BUDGET' : ''
  console.log(`  ${budget.name.padEnd(24)} ${clock(total).padStart(6)} of ${budget.minutes}:00${over}`)
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
