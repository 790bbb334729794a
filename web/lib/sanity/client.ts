import 'server-only'
import { createClient } from 'next-sanity'
import { SANITY_API_VERSION, sanityEnv } from './env'

// With the local lake there is no project subdomain: requests go straight to its origin and
// carry the project id as a header instead.
const hostOptions = sanityEnv.apiHost
  ? { apiHost: sanityEnv.apiHost, useProjectHostname: false }
  : {}

/** Reads published content for pages. No CDN: revalidation must see a publish at once. */
export const sanityClient = createClient({
  projectId: sanityEnv.projectId,
  dataset: sanityEnv.dataset,
  apiVersion: SANITY_API_VERSION,
  useCdn: false,
  perspective: 'published',
  token: sanityEnv.readToken,
  // The spec's data-fetching policy: 3 retries, delay doubling from 1 s, capped at 30 s.
  maxRetries: 3,
  retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
  ...hostOptions,
})
