import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium'

const chromium = findChromium()

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // One server, one database, and a test that stops the database: run files one after another.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/support/e2e-global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '.data/test-results/e2e.json' }]],
  outputDir: '.data/test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium?.executablePath,
      args: CHROMIUM_ARGS,
      // The npm Chromium brings its own NSS libraries (tests/support/chromium.ts).
      env: chromium?.env ? { ...process.env, ...chromium.env } : undefined,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
})
