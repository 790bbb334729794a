// Publishing in the CMS refreshes the static pages through the lake's signed webhook and
// /api/revalidate: no restart, no rebuild.
import { expect, test, type Page } from '@playwright/test'
import { editorClient } from '../support/clients.ts'

async function eventually(page: Page, path: string, text: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path)
        return page.getByText(text, { exact: false }).count()
      },
      { timeout: 15_000, intervals: [200, 300, 500] },
    )
    .toBeGreaterThan(0)
}

test('a new job title shows on the home page', async ({ page }) => {
  const original = await editorClient.fetch<string>(`*[_id == "job-mobile-developer"][0].title`)
  const title = `Senior Mobile Developer ${Date.now()}`
  try {
    await editorClient.patch('job-mobile-developer').set({ title }).commit()
    await eventually(page, '/', title)
  } finally {
    await editorClient.patch('job-mobile-developer').set({ title: original }).commit()
  }
  await eventually(page, '/', original)
})

test('a new package price shows on the advertise page', async ({ page }) => {
  const original = await editorClient.fetch<number>(
    `*[_id == "adPackage-standard"][0].monthlyPrice`,
  )
  try {
    await editorClient.patch('adPackage-standard').set({ monthlyPrice: 345 }).commit()
    await eventually(page, '/advertise', '$345/month')
  } finally {
    await editorClient.patch('adPackage-standard').set({ monthlyPrice: original }).commit()
  }
  await eventually(page, '/advertise', `$${original}/month`)
})

test('an edited legal page shows its new text', async ({ page }) => {
  const original = await editorClient.fetch<string>(`*[_id == "page-support"][0].title`)
  try {
    await editorClient.patch('page-support').set({ title: 'Help Center and FAQ' }).commit()
    await eventually(page, '/support', 'Help Center and FAQ')
  } finally {
    await editorClient.patch('page-support').set({ title: original }).commit()
  }
})
