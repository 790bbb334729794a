import 'server-only'
import type { QueryParams } from 'next-sanity'
import { sanityClient } from './client'

/** The safety net: even if a webhook is lost, content is at most five minutes old. */
const SAFETY_REVALIDATE_SECONDS = 300

/**
 * Fetches a query for a page. `tags` are the document types the result depends on; the
 * revalidation webhook expires exactly those tags when such a document is published.
 */
export function sanityFetch<const Query extends string>({
  query,
  params = {},
  tags,
}: {
  query: Query
  params?: QueryParams
  tags: readonly string[]
}) {
  return sanityClient.fetch(query, params, {
    next: { revalidate: SAFETY_REVALIDATE_SECONDS, tags: [...tags] },
  })
}
