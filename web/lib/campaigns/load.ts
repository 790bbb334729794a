import 'server-only'
import type { AdRequest } from '../../sanity/types'
import { absoluteUrl } from '../site/site-url'
import { NO_STORE, writeClient } from '../sanity/write-client'
import { campaignEnv } from './env'
import { campaignPageUrl, resubmitPath } from './page-url'
import { readCampaignToken, signCampaignToken } from './token'

// Finding a campaign by the token in its link, and making that link. Every way a token can
// fail (malformed, altered, revoked, no such document) ends in the same null.

export type Campaign = AdRequest

const campaignByIdQuery = `*[_id == $id && _type == "adRequest"][0]`

const linkOf = (token: string) => {
  const secret = campaignEnv.linkSecret
  return secret ? readCampaignToken(secret, token) : null
}

/** The document a token is signed for (revoked or not), or null for a token we did not sign. */
export const campaignIdOf = (token: string): string | null => linkOf(token)?.id ?? null

export async function findCampaign(token: string): Promise<Campaign | null> {
  const link = linkOf(token)
  if (!link) return null
  const doc = await writeClient.fetch<Campaign | null>(campaignByIdQuery, { id: link.id }, NO_STORE)
  return doc && linkVersionOf(doc) === link.version ? doc : null
}

export const linkVersionOf = (doc: Pick<Campaign, 'linkVersion'>) => doc.linkVersion ?? 1

/** The token of a campaign's current link (null when no link secret is configured). */
export function campaignToken(doc: Pick<Campaign, '_id' | 'linkVersion'>): string | null {
  const secret = campaignEnv.linkSecret
  return secret ? signCampaignToken(secret, doc._id, linkVersionOf(doc)) : null
}

/**
 * The links an email carries: the campaign page, and the wizard pre-filled from this (rejected)
 * request. Without a link secret there is no token, and the page link says so.
 */
export function campaignLinks(doc: Pick<Campaign, '_id' | 'linkVersion'>) {
  const token = campaignToken(doc)
  return {
    campaignPage: absoluteUrl(campaignPageUrl(token ?? 'unavailable')),
    resubmit: absoluteUrl(resubmitPath(token ?? '')),
  }
}
