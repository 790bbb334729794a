// A CMS editor's upload is served from our own origin (/media-kit/logo) and must never run as
// our page: a scripted SVG logo gets a sandboxing CSP, so its script cannot read our cookies.
import { expect, test } from '@playwright/test'
import { editorClient } from '../support/clients.ts'

const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">
<script>window.stolen = document.cookie || 'script ran'</script>
<text x="4" y="24">logo</text></svg>`

test('a scripted SVG logo is served sandboxed and its script does not run', async ({ page }) => {
  const original = await editorClient.fetch<string>(`*[_id == "mediaKitPage"][0].logo.asset._ref`)
  const asset = await editorClient.assets.upload('image', Buffer.from(SCRIPTED_SVG), {
    filename: `scripted-${Date.now()}.svg`,
  })
  try {
    await editorClient.patch('mediaKitPage').set({ 'logo.asset._ref': asset._id }).commit()
    // The route follows the CMS within a publish (the revalidation webhook).
    await expect
      .poll(
        async () => (await (await page.request.get('/media-kit/logo')).text()).includes('stolen'),
        { timeout: 20_000 },
      )
      .toBe(true)

    const response = await page.goto('/media-kit/logo')
    const headers = response?.headers() ?? {}
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['content-type']).toBe('image/svg+xml')
    expect(await page.evaluate(() => (window as { stolen?: string }).stolen)).toBeUndefined()

    const download = await page.request.get('/media-kit/logo?download=1')
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="[\w.-]+"$/)
    expect(download.headers()['content-security-policy']).toContain('sandbox')
  } finally {
    await editorClient.patch('mediaKitPage').set({ 'logo.asset._ref': original }).commit()
  }
})
