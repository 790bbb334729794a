import 'server-only'
import {
  fetchSecretQuery,
  fetchSharedAccessSecretQuery,
  schemaIdSingleton,
  schemaType,
  schemaTypeSingleton,
} from '@sanity/preview-url-secret/constants'
import { sanityClient } from '@/lib/sanity/client'
import { sanityEnv } from '@/lib/sanity/env'
import { secretHash } from './session-cookie'

// The preview secrets the Studio stores in the lake (@sanity/preview-url-secret): one document
// per Presentation session (`drafts.<uuid>`, valid one hour for entering draft mode) and the
// share-access singleton. Read with the server token: they are never public. These are the one
// place GROQ lives outside lib/sanity/queries.ts: the queries and their document types are the
// library's contract, not our content model, so typegen has nothing to type them with.
const secretsClient = sanityClient.withConfig({
  token: sanityEnv.readToken,
  perspective: 'raw',
  useCdn: false,
  stega: false,
  // A draft session is checked while a page waits: answer from the lake quickly or not at all.
  timeout: 5_000,
  maxRetries: 0,
})

/**
 * The document holding `secret`, under the same rules next-sanity's enable route applies
 * (a Presentation secret younger than an hour, or the share-access secret); null if none.
 */
export async function findEnablingSecret(
  secret: string,
): Promise<{ id: string; hash: string } | null> {
  const found = await secretsClient.fetch<{
    private: { _id?: string; secret?: string } | null
    public: { secret?: string } | null
  }>(`{"private": ${fetchSecretQuery}, "public": ${fetchSharedAccessSecretQuery}}`, { secret })
  if (found.private?._id && found.private.secret === secret) {
    return { id: found.private._id, hash: secretHash(secret) }
  }
  if (found.public?.secret === secret) return { id: schemaIdSingleton, hash: secretHash(secret) }
  return null
}

/** How long the lake's answer about one secret is reused: deleting it ends sessions within this. */
const SECRET_CHECK_CACHE_MS = 30_000
const MAX_CACHED = 1_000
const checked = new Map<string, { present: boolean; at: number }>()

/**
 * Whether the secret document a session was enabled with still exists with the same value.
 * Asks the lake at most once per SECRET_CHECK_CACHE_MS per secret; throws when the lake does
 * not answer, so the caller can tell "ended" from "unknown".
 */
export async function secretStillPresent(id: string, hash: string, now: number): Promise<boolean> {
  const key = `${id} ${hash}`
  const cached = checked.get(key)
  if (cached && now - cached.at < SECRET_CHECK_CACHE_MS) return cached.present
  const value = await secretsClient.fetch<string | null>(
    `*[_id == $id && _type in [$private, $shared]][0].secret`,
    { id, private: schemaType, shared: schemaTypeSingleton },
  )
  const present = typeof value === 'string' && secretHash(value) === hash
  checked.delete(key)
  checked.set(key, { present, at: now })
  // Oldest first: a Map iterates in insertion order, and each check re-inserts its key.
  for (const old of checked.keys()) {
    if (checked.size <= MAX_CACHED) break
    checked.delete(old)
  }
  return present
}
