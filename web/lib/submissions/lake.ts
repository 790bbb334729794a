import 'server-only'
import { sanityClient } from '../sanity/client'
import { sanityEnv } from '../sanity/env'
import { adOptionsQuery } from '../sanity/queries'

// The submissions pipeline's own client: it writes inbox documents on private paths with the
// write token and reads them back raw. It never goes through Next's data cache.
export const submissionsClient = sanityClient.withConfig({
  perspective: 'raw',
  token: sanityEnv.writeToken,
})

// Never answered from Next's data cache. (Typed loosely: @sanity/client only types `cache` where
// Next's fetch types are loaded, and the integration tests load this module without them.)
export const NO_STORE: object = { cache: 'no-store' }

const publishedClient = submissionsClient.withConfig({ perspective: 'published' })

export const canStoreSubmissions = Boolean(sanityEnv.writeToken)

/** The wizard's options exactly as published in the CMS now (for the server-side re-check). */
export function fetchCurrentAdOptions() {
  return publishedClient.fetch(adOptionsQuery, {}, NO_STORE)
}

/** A create on an id that exists, or a patch whose `ifRevisionId` no longer matches. */
export const isRevisionConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 409
