import 'server-only'
import { createClient } from 'next-sanity'
import { SANITY_API_VERSION, sanityEnv } from '../sanity/env'
import { adOptionsQuery } from '../sanity/queries'

// The submissions pipeline's own client: it writes inbox documents on private paths with the
// write token and reads them back raw. It never goes through Next's data cache.
const hostOptions = sanityEnv.apiHost
  ? { apiHost: sanityEnv.apiHost, useProjectHostname: false }
  : {}

export const submissionsClient = createClient({
  projectId: sanityEnv.projectId,
  dataset: sanityEnv.dataset,
  apiVersion: SANITY_API_VERSION,
  useCdn: false,
  perspective: 'raw',
  token: sanityEnv.writeToken,
  ...hostOptions,
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
