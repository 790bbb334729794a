// The JavaScript each page costs a visitor on a phone: the compressed bytes of every script the
// page loads, against its budget. A byte count, not a timing, so it is stable on a busy machine.
import { expect, test } from '@playwright/test'

const KIB = 1024
const BUDGETS: Record<string, number> = {
  '/': 145 * KIB,
  '/advertise': 145 * KIB,
  '/create-ad': 190 * KIB,
}

for (const [path, budget] of Object.entries(BUDGETS)) {
  test(`${path} loads at most ${budget / KIB} KiB of compressed JavaScript`, async ({ page }) => {
    const sizes: Array<Promise<number>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      sizes.push(
        response
          .finished()
          .then(() => response.request().sizes())
          .then((s) => s.responseBodySize),
      )
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    const total = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0)
    expect(sizes.length).toBeGreaterThan(0)
    expect(total, `${(total / KIB).toFixed(1)} KiB`).toBeLessThanOrEqual(budget)
  })
}
