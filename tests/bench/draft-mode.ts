// A browser context in draft mode on the bench website, entered the way the Presentation tool
// enters it: a preview secret stored in the lake (with the write token, as the Studio stores it),
// then /api/draft-mode/enable with that secret, which sets the draft-mode cookie and redirects.
import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { LOCAL_STUDIO_PORT, LOCAL_USER } from '@atl/local-defaults'
import { lakeClient } from '../support/lake-client.ts'
import { OWN_SECRETS } from '../support/own-settings.ts'

export interface DraftSession {
  context: BrowserContext
  /** The tab that entered draft mode, on `pathname`. */
  page: Page
  /** The page logged that it listens to draft changes, through the website (false after 30 s). */
  liveConnected: Promise<boolean>
  close: () => Promise<void>
}

export async function openDraftSession(
  browser: Browser,
  webUrl: string,
  lakeUrl: string,
  pathname = '/',
  /** Called with the tab before it enters draft mode, e.g. to watch what it loads. */
  onPage?: (page: Page) => void,
): Promise<DraftSession> {
  const client = lakeClient(lakeUrl, OWN_SECRETS.writeToken)
  const secretId = `bench-${randomUUID()}`
  const { secret } = await createPreviewSecret(
    client,
    'sanity/presentation',
    `http://127.0.0.1:${LOCAL_STUDIO_PORT}`,
    LOCAL_USER.id,
    secretId,
  )
  const context = await browser.newContext()
  const close = async () => {
    await context.close()
    await client.delete(`drafts.${secretId}`).catch(() => undefined)
  }
  try {
    const page = await context.newPage()
    onPage?.(page)
    // DraftLiveRefresh logs this once the website's relay of the live events is open.
    const liveConnected = page
      .waitForEvent('console', {
        predicate: (message) => message.text().includes('is connected and listening'),
        timeout: 30_000,
      })
      .then(() => true)
      .catch(() => false)
    const enable = new URL('/api/draft-mode/enable', webUrl)
    enable.searchParams.set('sanity-preview-secret', secret)
    enable.searchParams.set('sanity-preview-pathname', pathname)
    await page.goto(enable.href, { waitUntil: 'load', timeout: 60_000 })
    // The bar DraftModeTools renders: proof the redirect landed in draft mode.
    await page
      .getByRole('status')
      .filter({ hasText: 'Previewing drafts' })
      .waitFor({ timeout: 30_000 })
    return { context, page, liveConnected, close }
  } catch (error) {
    await close()
    throw error
  }
}
