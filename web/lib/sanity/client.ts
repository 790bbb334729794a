import 'server-only'
import type { StegaConfig } from '@sanity/client'
import { createClient } from 'next-sanity'
import { SANITY_API_VERSION, sanityEnv } from './env'

// With the local lake there is no project subdomain: requests go straight to its origin and
// carry the project id as a header instead.
const hostOptions = sanityEnv.apiHost
  ? { apiHost: sanityEnv.apiHost, useProjectHostname: false }
  : {}

// Field names whose values code compares, parses or puts in URLs, on top of what @sanity/client
// never encodes (keys, hrefs, emails, slugs, URLs, dates, seo): stega's invisible characters
// there would break the wizard's choices and links in draft mode. `language`: the language a
// translated text is written in, which pages compare with their own.
const NEVER_ENCODED = new Set([
  'current',
  'availability',
  'employmentType',
  'form',
  'extension',
  'language',
])
/** `generalEmail`, `betaUrl`, ...: mailto: and link targets. */
const LINK_FIELD = /(email|url|href)$/i

const stega: StegaConfig = {
  studioUrl: sanityEnv.studioUrl,
  filter: (props) => {
    const field = props.sourcePath.at(-1)
    if (typeof field === 'string' && (NEVER_ENCODED.has(field) || LINK_FIELD.test(field))) {
      return false
    }
    return props.filterDefault(props)
  },
}

/**
 * Reads content for pages: published, or drafts in draft mode (lib/sanity/fetch.ts decides, and
 * turns stega on only there). No CDN: a refresh must see a publish at once.
 */
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
  stega,
  ...hostOptions,
})
