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

test('a new Spanish tagline is on the Spanish sharing card, the English one untouched', async ({
  request,
}) => {
  const card = async (path: string) => (await request.get(path)).body()
  const cardChanged = (path: string, from: Buffer) =>
    expect
      .poll(async () => (await card(path)).equals(from), { timeout: 15_000, intervals: [300] })
      .toBe(false)
  const tagline = 'taglineTranslations[_key=="es"].value'
  const original = await editorClient.fetch<string>(
    `*[_id == "siteSettings"][0].taglineTranslations[_key == "es"][0].value`,
  )
  const [english, spanish] = [await card('/share-card.png'), await card('/es/share-card.png')]
  try {
    await editorClient
      .patch('siteSettings')
      .set({ [tagline]: 'Tu noche en Atlanta empieza aquí' })
      .commit()
    await cardChanged('/es/share-card.png', spanish)
    expect((await card('/share-card.png')).equals(english)).toBe(true)
  } finally {
    await editorClient
      .patch('siteSettings')
      .set({ [tagline]: original })
      .commit()
  }
  await expect
    .poll(async () => (await card('/es/share-card.png')).equals(spanish), { timeout: 15_000 })
    .toBe(true)
})
