import 'server-only'
import type { ClientReturn, QueryParams } from '@sanity/client'
import { defineLive } from 'next-sanity/live'
import { sanityClient } from './client'
import { sanityEnv } from './env'

// Pages fetch through next-sanity's Live Content API loader: each answer is cached under the
// sync tags the lake returns with it (`sanity:<tag>`), which name every document the result
// depends on, references included. A publish invalidates exactly those tags through the signed
// trigger at /api/revalidate, so no list of document types is kept by hand.
//
// In draft mode (entered only through /api/draft-mode/enable with a valid preview secret) the
// same fetch reads drafts with the server token and encodes stega for click-to-edit;
// <SanityLive> then refreshes the page as drafts change, with the browser token.
const live = defineLive({
  client: sanityClient,
  serverToken: sanityEnv.readToken ?? false,
  browserToken: sanityEnv.browserToken ?? false,
})

export const SanityLive = live.SanityLive

/**
 * Fetches a query for a page or route; cached until a publish invalidates its sync tags.
 * `stega: false` where text is not shown as page copy (metadata, files, feeds).
 */
export async function sanityFetch<const Query extends string>({
  query,
  params = {},
  stega,
}: {
  query: Query
  params?: QueryParams
  stega?: false
}) {
  const { data } = await live.sanityFetch({ query, params, stega })
  // The loader brands strings as possibly stega-encoded; callers that compare or parse a value
  // use `stegaClean`, and the client's stega filter keeps keys, links and slugs clean.
  return data as ClientReturn<Query, unknown>
}
