import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium'
import { E2E_WORKERS } from './tests/support/e2e-env'

const chromium = findChromium()

/** The infra project's files (see `projects`). */
const INFRA = [
  '**/two-instances.e2e.ts',
  '**/error-page.e2e.ts',
  '**/compile-cache.e2e.ts',
  '**/security-limits.e2e.ts',
]

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Two workers share one server and one database (ADR 058): each test makes the records it changes,
  // so files run side by side; tests within a file run in order unless the file says otherwise.
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  // Two workers share two cores with the server and the database: a test takes up to twice as long
  // as it does alone (ADR 058), so the default allows twice Playwright's 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/support/e2e-global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '.data/test-results/e2e.json' }]],
  outputDir: '.data/test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace of every test, kept when it fails: actions, DOM snapshots, console and network, but no
    // screencast. Filming every test cost a quarter of the browser's CPU on this machine (ADR 058).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium?.executablePath,
      args: CHROMIUM_ARGS,
      // The npm Chromium brings its own NSS libraries (tests/support/chromium.ts).
      env: chromium?.env ? { ...process.env, ...chromium.env } : undefined,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: INFRA,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Tests that stop the shared database or start more app processes: after everything else,
      // one at a time, so no other test sees the outage or shares the machine with three servers.
      name: 'infra',
      testMatch: INFRA,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
})
