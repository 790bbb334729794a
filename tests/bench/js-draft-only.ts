// Draft-mode code loads only in draft mode: `/` is loaded in draft mode (draft-mode.ts) and its
// script URLs are diffed against a visitor's `/`. What only draft mode loads (the live refresh, the
// visual-editing overlays) must be something, or its code would sit in the public bundles, and
// no public page measured by js-size.ts may load any of it.
import type { Browser } from '@playwright/test'
import { openDraftSession } from './draft-mode.ts'
import type { JsSizeRun } from './js-size.ts'
import { kib, sizeScripts, watchScripts, type ScriptSize } from './script-sizes.ts'

/** Lazy chunks (next/dynamic) arrive after the load event; this long without one means done. */
const QUIET_MS = 1_500
const MAX_WAIT_MS = 15_000

export interface DraftOnlyCheck {
  page: string
  /** Scripts draft mode loads on `page` that a visitor's `page` does not. */
  scripts: ScriptSize[]
  gzipKiB: number
  /** Draft-mode-only scripts a public page loaded, as "page url". Must be none. */
  loadedOnPublicPages: string[]
  publicPages: string[]
  ok: boolean
  /** The draft-mode page's live refresh connected: it ran its live code. */
  liveConnected: boolean
}

export async function benchDraftOnlyScripts(
  browser: Browser,
  webUrl: string,
  lakeUrl: string,
  publicRuns: JsSizeRun[],
  page = '/',
): Promise<DraftOnlyCheck> {
  const visitor = publicRuns.find((r) => r.page === page && r.status === 'ok')?.files
  if (!visitor) throw new Error(`a visitor's ${page} was not measured`)
  const watched: Array<Map<string, Promise<number>>> = []
  const session = await openDraftSession(browser, webUrl, lakeUrl, page, (tab) => {
    watched.push(watchScripts(tab, webUrl))
  })
  try {
    const scripts = watched[0] ?? new Map<string, Promise<number>>()
    const liveConnected = await session.liveConnected
    await untilQuiet(() => scripts.size)

    const visitorUrls = new Set(visitor.map((f) => f.url))
    const draftOnly = [...scripts.keys()].filter(
      (url) => !visitorUrls.has(url.slice(webUrl.length)),
    )
    const files = await sizeScripts(draftOnly, webUrl)
    const draftOnlyUrls = new Set(files.map((f) => f.url))
    const publicPages = publicRuns.filter((r) => r.status === 'ok')
    const loadedOnPublicPages = publicPages.flatMap((r) =>
      (r.files ?? []).filter((f) => draftOnlyUrls.has(f.url)).map((f) => `${r.page} ${f.url}`),
    )
    return {
      page,
      scripts: files,
      gzipKiB: kib(files.reduce((total, f) => total + f.gzipBytes, 0)),
      loadedOnPublicPages,
      publicPages: publicPages.map((r) => r.page),
      ok: files.length > 0 && loadedOnPublicPages.length === 0,
      liveConnected,
    }
  } finally {
    await session.close()
  }
}

/** Resolves once `count()` has not changed for QUIET_MS (or after MAX_WAIT_MS). */
async function untilQuiet(count: () => number): Promise<void> {
  const deadline = performance.now() + MAX_WAIT_MS
  let last = count()
  let since = performance.now()
  while (performance.now() < deadline && performance.now() - since < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    if (count() !== last) {
      last = count()
      since = performance.now()
    }
  }
}
