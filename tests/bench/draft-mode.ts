// A browser context in draft mode on the bench website, entered the way the Presentation tool
// enters it: a preview secret stored in the lake (with the write token, as the Studio stores it),
// then /api/draft-mode/enable with that secret, which sets the draft-mode cookie and redirects.
import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { LOCAL_STUDIO_PORT, LOCAL_USER, LOCAL_WRITE_TOKEN } from '@atl/local-defaults'
import { lakeClient } from '../support/lake-client.ts'

export interface DraftSession {
  context: BrowserContext
  /** The tab that entered draft mode, on `pathname`. */
  page: Page
  /**
   * The build's draft-mode CSP names the lake it was built against (next.config.ts reads the
   * environment at build time); the bench lake runs on a port of its own, so the browser's live
   * connection to it would be refused. Then the context bypasses CSP, and the report says so.
   */
  cspBypassed: boolean
  /** <SanityLive> logged that it listens to the lake's live events (false after 30 s). */
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
  const cspBypassed = !(await draftCspAllows(webUrl, lakeUrl))
  const client = lakeClient(lakeUrl, LOCAL_WRITE_TOKEN)
  const secretId = `bench-${randomUUID()}`
  const { secret } = await createPreviewSecret(
    client,
    'sanity/presentation',
    `http://127.0.0.1:${LOCAL_STUDIO_PORT}`,
    LOCAL_USER.id,
    secretId,
  )
  const context = await browser.newContext({ bypassCSP: cspBypassed })
  const close = async () => {
    await context.close()
    await client.delete(`drafts.${secretId}`).catch(() => undefined)
  }
  try {
    const page = await context.newPage()
    onPage?.(page)
    // next-sanity's default `onWelcome` logs this once the live event stream is open.
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
    return { context, page, cspBypassed, liveConnected, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** Whether the draft-mode CSP (sent on the enable route) lets a page connect to the lake. */
async function draftCspAllows(webUrl: string, lakeUrl: string): Promise<boolean> {
  const response = await fetch(new URL('/api/draft-mode/enable', webUrl), {
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  })
  await response.arrayBuffer()
  const csp = response.headers.get('content-security-policy') ?? ''
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )
  // Without connect-src, default-src decides; without either, anything goes.
  const sources = directives.get('connect-src') ?? directives.get('default-src')
  return sources?.includes(new URL(lakeUrl).origin) ?? true
}
