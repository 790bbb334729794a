import 'server-only'
import { sanityClient } from './client'
import { sanityEnv } from './env'

// The client of every server module that writes (submissions, the outbox, campaign actions) or
// must read what was just written (the emails' copy, a campaign by its link): the raw
// perspective with the write token, so it sees documents on private paths exactly as stored.
// It never goes through Next's data cache.
export const writeClient = sanityClient.withConfig({
  perspective: 'raw',
  token: sanityEnv.writeToken,
})

/** Whether this process may write at all (no token: submissions answer 503). */
export const canWrite = Boolean(sanityEnv.writeToken)

// Never answered from Next's data cache. (Typed loosely: @sanity/client only types `cache` where
// Next's fetch types are loaded, and the integration tests load this module without them.)
export const NO_STORE: object = { cache: 'no-store' }

/** A create on an id that exists, or a patch whose `ifRevisionId` no longer matches. */
export const isRevisionConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 409
