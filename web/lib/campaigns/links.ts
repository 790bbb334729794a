import 'server-only'
import { absoluteUrl } from '../site/site-url'
import { campaignEnv } from './env'
import { campaignLocaleOf } from './locale'
import { campaignPageUrl, resubmitPath } from './page-url'
import { readCampaignToken, signCampaignToken, type CampaignLink } from './token'

// A campaign's signed links: what the campaign page reads from its address, and what the emails
// carry. Every way a token can fail (malformed, altered, not ours) ends in the same null.

/** The document and link version a token names, or null for a token we did not sign. */
export const campaignLinkOf = (token: string): CampaignLink | null =>
  readCampaignToken(campaignEnv.linkSecret, token)

/** The document a token is signed for (revoked or not), or null for a token we did not sign. */
export const campaignIdOf = (token: string): string | null => campaignLinkOf(token)?.id ?? null

/** The link version a document is at: 1 until staff revoke its links. */
export const linkVersionOf = (doc: { linkVersion?: number | null }) => doc.linkVersion ?? 1

/**
 * The links an email carries: the campaign page, and the wizard pre-filled from this (rejected)
 * request, both in the request's language.
 */
export function campaignLinks(doc: {
  _id: string
  linkVersion?: number | null
  language?: string | null
}) {
  const token = signCampaignToken(campaignEnv.linkSecret, doc._id, linkVersionOf(doc))
  const locale = campaignLocaleOf(doc)
  return {
    campaignPage: absoluteUrl(campaignPageUrl(token, {}, locale)),
    resubmit: absoluteUrl(resubmitPath(token, locale)),
  }
}
