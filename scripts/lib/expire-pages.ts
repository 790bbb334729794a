// A reused build serves pages rendered before the restart, and Next.js keeps which cache tags a
// publish expired in memory only: a page whose refresh was still due when the website stopped,
// or whose content was published while it was down, would be served as it was until the next
// publish touching it. So once a reused website answers, every content tag its cached pages
// carry is expired through the signed refresh trigger (POST /api/revalidate), as a publish
// would: each page renders anew from the CMS on its first visit.
import fs from 'node:fs'
import path from 'node:path'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { z } from 'zod'

/** How lib/sanity/fetch.ts names a sync tag as a cache tag. */
const CONTENT_TAG = 'sanity:'
/** The most tags /api/revalidate takes in one request. */
const MAX_TAGS_PER_REQUEST = 500

/** A page's `.meta` file, where it names its cache tags (comma-separated); a page with none is
 *  not read. */
const PageMeta = z.object({ headers: z.object({ 'x-next-cache-tags': z.string() }) })

/** The content tags of every page Next.js keeps rendered in `nextDir` (the `.meta` files). */
export function cachedContentTags(nextDir: string): string[] {
  const pages = path.join(nextDir, 'server', 'app')
  const tags = new Set<string>()
  for (const name of fs.readdirSync(pages, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.meta')) continue
    const meta = PageMeta.safeParse(JSON.parse(fs.readFileSync(path.join(pages, name), 'utf8')))
    if (!meta.success) continue
    for (const tag of meta.data.headers['x-next-cache-tags'].split(',')) {
      if (tag.startsWith(CONTENT_TAG)) tags.add(tag.slice(CONTENT_TAG.length))
    }
  }
  return [...tags].sort()
}

/** Expires `tags` on the website at `siteUrl`, signed with its revalidation secret. */
export async function expireContentTags(
  siteUrl: string,
  secret: string,
  tags: string[],
): Promise<void> {
  for (let start = 0; start < tags.length; start += MAX_TAGS_PER_REQUEST) {
    const body = JSON.stringify({ tags: tags.slice(start, start + MAX_TAGS_PER_REQUEST) })
    const signature = await encodeSignatureHeader(body, Date.now(), secret)
    const response = await fetch(`${siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
      body,
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`${siteUrl}/api/revalidate answered ${response.status}`)
  }
}
