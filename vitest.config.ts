import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// A module that reads its settings without the tests' own secrets falls back to an install's,
// which are made in the lake's data folder: this run's own (removed at the end by
// tests/support/vitest-lake-dir.ts), never a person's .data/lake.
process.env.VITEST_LAKE_DATA_DIR ??= join(tmpdir(), `vitest-lake-${randomBytes(6).toString('hex')}`)
const env = { LAKE_DATA_DIR: process.env.VITEST_LAKE_DATA_DIR }

// Two projects: fast unit tests, and integration tests that start real servers on 127.0.0.1
// (the local Content Lake, the built website, a fake HubSpot). Integration files run one at a
// time because the machine has two cores and the servers bind fixed loopback ports per file.
export default defineConfig({
  resolve: {
    alias: {
      // The website's modules import each other as '@/lib/...' (web/tsconfig.json).
      '@': fileURLToPath(new URL('./web', import.meta.url)),
      // Server modules import 'server-only', which throws outside Next's react-server build; the
      // package's own empty module is what that build resolves it to.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    globalSetup: ['tests/support/vitest-lake-dir.ts'],
    // A focused test (`.only`) would silently skip the rest, on a laptop as in CI.
    allowOnly: false,
    projects: [
      {
        test: {
          name: 'unit',
          // A workspace's own tests live beside it (content-lake/tests/{unit,integration}).
          include: ['tests/unit/**/*.test.ts', 'content-lake/tests/unit/**/*.test.ts'],
          environment: 'node',
          env,
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'tests/integration/**/*.test.ts',
            'content-lake/tests/integration/**/*.test.ts',
          ],
          environment: 'node',
          env,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
