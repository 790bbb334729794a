import 'server-only'
import type { CampaignByIdQueryResult } from '../../sanity/types'
import { campaignByIdQuery } from '../sanity/queries'
import { absoluteUrl } from '../site/site-url'
import { NO_STORE, writeClient } from '../sanity/write-client'
import { campaignEnv } from './env'
import { campaignPageUrl, resubmitPath } from './page-url'
import { readCampaignToken, signCampaignToken } from './token'

// Finding a campaign by the token in its link, and making that link. Every way a token can
// fail (malformed, altered, revoked, no such document) ends in the same null.

/** An ad request as its campaign page and emails see it. */
export type Campaign = NonNullable<CampaignByIdQueryResult>

const linkOf = (token: string) => readCampaignToken(campaignEnv.linkSecret, token)

/** The document a token is signed for (revoked or not), or null for a token we did not sign. */
export const campaignIdOf = (token: string): string | null => linkOf(token)?.id ?? null

export async function findCampaign(token: string): Promise<Campaign | null> {
  const link = linkOf(token)
  if (!link) return null
  const doc = await writeClient.fetch(campaignByIdQuery, { id: link.id }, NO_STORE)
  return doc && linkVersionOf(doc) === link.version ? doc : null
}

const linkVersionOf = (doc: Pick<Campaign, 'linkVersion'>) => doc.linkVersion ?? 1

/** The token of a campaign's current link. */
function campaignToken(doc: Pick<Campaign, '_id' | 'linkVersion'>): string {
  return signCampaignToken(campaignEnv.linkSecret, doc._id, linkVersionOf(doc))
}

/**
 * The links an email carries: the campaign page, and the wizard pre-filled from this (rejected)
 * request.
 */
export function campaignLinks(doc: Pick<Campaign, '_id' | 'linkVersion'>) {
  const token = campaignToken(doc)
  return {
    campaignPage: absoluteUrl(campaignPageUrl(token)),
    resubmit: absoluteUrl(resubmitPath(token)),
  }
}
