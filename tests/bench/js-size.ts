// JavaScript transferred on a page load: the page is loaded in Chromium (Playwright), every
// script response is collected, and each script URL is fetched again with
// `accept-encoding: gzip` to count its compressed bytes (script-sizes.ts). The browser's own
// transferred body sizes are reported beside it as a cross-check. Then js-draft-only.ts checks
// that what only draft mode loads stays out of these public pages.
import type { Browser } from '@playwright/test'
import { launchChromium } from './chromium.ts'
import { benchDraftOnlyScripts, type DraftOnlyCheck } from './js-draft-only.ts'
import { kib, sizeScripts, watchScripts, type ScriptSize } from './script-sizes.ts'

/**
 * The public pages measured, with their budgets of JavaScript transferred (gzip, KiB), the same
 * as tests/e2e/site/js-budget.spec.ts asserts; the others are watched for growth.
 */
export const JS_PAGES: Record<string, number | undefined> = {
  '/': 145,
  '/create-ad': 190,
  '/advertise': 145,
  '/media-kit': undefined,
  '/privacy-policy': undefined,
}

export interface JsSizeRun {
  page: string
  status: 'ok' | 'missing' | 'error'
  httpStatus?: number
  error?: string
  scripts?: number
  /** Sum of the scripts' bodies fetched with accept-encoding: gzip. */
  gzipKiB?: number
  /** The part of gzipKiB named in the page's HTML; the rest came later (e.g. link prefetch). */
  inHtmlGzipKiB?: number
  /** Sum of the scripts' uncompressed bodies. */
  rawKiB?: number
  /** Sum of the encoded body sizes Chromium received for script responses. */
  browserTransferredKiB?: number
  targetKiB?: number
  files?: ScriptSize[]
}

export interface JsSizeSection {
  results: JsSizeRun[]
  draftOnly?: DraftOnlyCheck
  draftOnlyError?: string
}

export async function benchJsSize(
  webUrl: string,
  lakeUrl: string,
  log: (line: string) => void,
): Promise<JsSizeSection> {
  const chromium = await launchChromium()
  try {
    const results: JsSizeRun[] = []
    for (const page of Object.keys(JS_PAGES)) {
      log(`javascript transferred ${page}`)
      results.push(
        await measurePage(chromium.browser, webUrl, page).catch((error: unknown) =>
          errorRun(page, error),
        ),
      )
    }
    log('javascript: scripts only draft mode loads')
    try {
      const draftOnly = await benchDraftOnlyScripts(chromium.browser, webUrl, lakeUrl, results)
      return { results, draftOnly }
    } catch (error) {
      return { results, draftOnlyError: messageOf(error) }
    }
  } finally {
    await chromium.close()
  }
}

async function measurePage(browser: Browser, webUrl: string, page: string): Promise<JsSizeRun> {
  const context = await browser.newContext()
  try {
    const tab = await context.newPage()
    const scripts = watchScripts(tab, webUrl)
    const response = await tab.goto(new URL(page, webUrl).href, {
      waitUntil: 'networkidle',
      timeout: 60_000,
    })
    const httpStatus = response?.status() ?? 0
    if (httpStatus === 404) return { page, status: 'missing', httpStatus }
    if (httpStatus >= 400) throw new Error(`GET ${page} answered ${httpStatus}`)
    const html = (await response?.text().catch(() => '')) ?? ''

    let browserBytes = 0
    for (const transferred of scripts.values()) browserBytes += await transferred
    const files = await sizeScripts([...scripts.keys()], webUrl, html)
    const sum = (key: 'gzipBytes' | 'rawBytes', list = files) =>
      list.reduce((total, f) => total + f[key], 0)
    return {
      page,
      status: 'ok',
      httpStatus,
      scripts: files.length,
      gzipKiB: kib(sum('gzipBytes')),
      inHtmlGzipKiB: kib(
        sum(
          'gzipBytes',
          files.filter((f) => f.inHtml),
        ),
      ),
      rawKiB: kib(sum('rawBytes')),
      browserTransferredKiB: kib(browserBytes),
      targetKiB: JS_PAGES[page],
      files,
    }
  } finally {
    await context.close()
  }
}

function errorRun(page: string, error: unknown): JsSizeRun {
  return { page, status: 'error', error: messageOf(error) }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
