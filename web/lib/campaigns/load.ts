import 'server-only'
import type { CampaignByIdQueryResult } from '../../sanity/types'
import { campaignByIdQuery } from '../sanity/queries'
import { NO_STORE, writeClient } from '../sanity/write-client'
import { campaignLinkOf, linkVersionOf } from './links'

// Finding a campaign by the token in its link. Every way a token can fail (malformed, altered,
// revoked, no such document) ends in the same null.

/** An ad request as its campaign page and emails see it. */
export type Campaign = NonNullable<CampaignByIdQueryResult>

export async function findCampaign(token: string): Promise<Campaign | null> {
  const link = campaignLinkOf(token)
  if (!link) return null
  const doc = await writeClient.fetch(campaignByIdQuery, { id: link.id }, NO_STORE)
  return doc && linkVersionOf(doc) === link.version ? doc : null
}
