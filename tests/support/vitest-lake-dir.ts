// Vitest's global setup. vitest.config.ts gives every test file a lake data folder of this run's
// own, where an install's secrets are made when a module reads its settings without the tests'
// own values; it goes when the run ends.
import fs from 'node:fs'

export function teardown() {
  const dir = process.env.VITEST_LAKE_DATA_DIR
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
}
