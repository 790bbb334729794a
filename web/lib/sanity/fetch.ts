import 'server-only'
import type { ClientReturn, QueryParams } from '@sanity/client'
import { defineLive } from 'next-sanity/live'
import { sanityClient } from './client'

// Pages fetch through next-sanity's Live Content API loader: each answer is cached under the
// sync tags the lake returns with it (`sanity:<tag>`), which name every document the result
// depends on, references included. A publish invalidates exactly those tags through the signed
// trigger at /api/revalidate, so no list of document types is kept by hand.
// Drafts are not read yet (no server or browser token): published content only.
const live = defineLive({ client: sanityClient, serverToken: false, browserToken: false })

/** Fetches a query for a page or route; cached until a publish invalidates its sync tags. */
export async function sanityFetch<const Query extends string>({
  query,
  params = {},
}: {
  query: Query
  params?: QueryParams
}) {
  const { data } = await live.sanityFetch({ query, params })
  // Typed as possibly stega-encoded; with no draft mode yet, stega is never on here.
  return data as ClientReturn<Query, unknown>
}
