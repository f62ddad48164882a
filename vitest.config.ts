import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
const alias = {
  '@payload-config': path.join(root, 'src/payload.config.ts'),
  '@': path.join(root, 'src'),
  // `server-only` throws outside Next's server bundle; tests are server code by definition.
  'server-only': path.join(root, 'tests/support/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          setupFiles: ['tests/support/int-setup.ts'],
          // Each file boots Payload on its own database; two at a time suits a 2-core machine.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
