import 'server-only'
import { defineLive } from 'next-sanity/live'
import { sanityClient } from './client'
import { sanityEnv } from './env'

// Pages fetch through next-sanity's Live Content API loader: each answer is cached under the
// sync tags the lake returns with it (`sanity:<tag>`), which name every document the result
// depends on, references included. A publish invalidates exactly those tags through the signed
// trigger at /api/revalidate, so no list of document types is kept by hand.
//
// In draft mode (entered only through /api/draft-mode/enable with a valid preview secret) the
// same fetch reads drafts with the server token and encodes stega for click-to-edit. No token
// ever goes to a browser: a draft-mode page hears of changes through the website's relay
// (lib/draft-mode/live-relay.ts), not through next-sanity's <SanityLive>.
export const { sanityFetch } = defineLive({
  client: sanityClient,
  serverToken: sanityEnv.readToken ?? false,
  browserToken: false,
})
