// Script sizes of a page load, shared by js-size.ts and js-draft-only.ts: the site's own script
// responses as Chromium received them, and each fetched again with `accept-encoding: gzip` to
// count its compressed bytes (the Next server compresses with gzip).
import http from 'node:http'
import zlib from 'node:zlib'
import type { Page } from '@playwright/test'

export interface ScriptSize {
  url: string
  gzipBytes: number
  rawBytes: number
  contentEncoding: string
  /** Named in the page's HTML (loaded for the page itself) rather than fetched later (prefetch). */
  inHtml: boolean
}

/** Collects the site's own script responses of a tab from now on, with the bytes transferred. */
export function watchScripts(tab: Page, webUrl: string): Map<string, Promise<number>> {
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
  return scripts
}

/** Each script's gzip and raw size, largest first; `html` tells which the page names itself. */
export async function sizeScripts(
  urls: string[],
  webUrl: string,
  html = '',
): Promise<ScriptSize[]> {
  const files: ScriptSize[] = []
  for (const url of urls) {
    files.push({
      url: url.slice(webUrl.length),
      inHtml: html.includes(new URL(url).pathname),
      ...(await gzipSizeOf(url)),
    })
  }
  return files.sort((a, b) => b.gzipBytes - a.gzipBytes)
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

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
