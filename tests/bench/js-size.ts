// JavaScript transferred on a page load: the page is loaded in Chromium (Playwright), every
// script response is collected, and each script URL is fetched again with
// `accept-encoding: gzip` to count its compressed bytes (the Next server compresses with gzip).
// The browser's own transferred body sizes are reported beside it as a cross-check.
import http from 'node:http'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROME_FLAGS, chromiumPath } from './chromium.ts'
import { onInterrupt } from './cleanup.ts'

/** "Done when": JavaScript transferred (gzip) on `/` ≤ 150 KiB, on `/create-ad` ≤ 200 KiB. */
export const JS_TARGETS_KIB: Record<string, number> = { '/': 150, '/create-ad': 200 }

export interface ScriptSize {
  url: string
  gzipBytes: number
  rawBytes: number
  contentEncoding: string
  /** Named in the page's HTML (loaded for the page itself) rather than fetched later (prefetch). */
  inHtml: boolean
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

export async function benchJsSize(
  webUrl: string,
  log: (line: string) => void,
): Promise<{ results: JsSizeRun[] }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // Playwright chooses the headless mode itself.
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    handleSIGINT: false,
    handleSIGTERM: false,
  })
  const forget = onInterrupt(() => browser.close())
  try {
    const results: JsSizeRun[] = []
    for (const page of Object.keys(JS_TARGETS_KIB)) {
      log(`javascript transferred ${page}`)
      results.push(
        await measurePage(browser, webUrl, page).catch((error: unknown) => errorRun(page, error)),
      )
    }
    return { results }
  } finally {
    await browser.close()
    forget()
  }
}

async function measurePage(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  webUrl: string,
  page: string,
): Promise<JsSizeRun> {
  const context = await browser.newContext()
  try {
    const tab = await context.newPage()
    const scripts = new Map<string, Promise<number>>()
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const url = response.url()
      if (!url.startsWith(webUrl) || scripts.has(url)) return
      scripts.set(
        url,
        response
          .finished()
          .then(() => response.request().sizes())
          .then((sizes) => sizes.responseBodySize)
          .catch(() => 0),
      )
    })
    const response = await tab.goto(new URL(page, webUrl).href, {
      waitUntil: 'networkidle',
      timeout: 60_000,
    })
    const httpStatus = response?.status() ?? 0
    if (httpStatus === 404) return { page, status: 'missing', httpStatus }
    if (httpStatus >= 400) throw new Error(`GET ${page} answered ${httpStatus}`)
    const html = (await response?.text().catch(() => '')) ?? ''

    const files: ScriptSize[] = []
    let browserBytes = 0
    for (const [url, transferred] of scripts) {
      browserBytes += await transferred
      const pathname = new URL(url).pathname
      files.push({
        url: url.slice(webUrl.length),
        inHtml: html.includes(pathname),
        ...(await gzipSizeOf(url)),
      })
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes)
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
      targetKiB: JS_TARGETS_KIB[page],
      files,
    }
  } finally {
    await context.close()
  }
}

/** Fetches a URL asking for gzip; counts the bytes on the wire and once decompressed. */
function gzipSizeOf(url: string): Promise<Omit<ScriptSize, 'url' | 'inHtml'>> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        const contentEncoding = String(response.headers['content-encoding'] ?? 'identity')
        try {
          const raw = contentEncoding === 'gzip' ? zlib.gunzipSync(body) : body
          resolve({ gzipBytes: body.length, rawBytes: raw.length, contentEncoding })
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
    })
    request.on('error', reject)
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout fetching ${url}`)))
  })
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

function errorRun(page: string, error: unknown): JsSizeRun {
  return { page, status: 'error', error: error instanceof Error ? error.message : String(error) }
}
