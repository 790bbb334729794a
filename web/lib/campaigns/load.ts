import 'server-only'
import type { CampaignByIdQueryResult } from '../../sanity/types'
import { campaignByIdQuery } from '../sanity/queries'
import { NO_STORE, writeClient } from '../sanity/write-client'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { campaignLinkOf, linkVersionOf } from './links'
import { campaignLocaleOf } from './locale'

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

/**
 * The language of the campaign a token names, for answers given before a campaign is read
 * otherwise (a request the action route cannot read); English when there is none, or the lake
 * cannot say.
 */
export async function campaignLocaleOfToken(token: string): Promise<Locale> {
  const campaign = await findCampaign(token).catch(() => null)
  return campaign ? campaignLocaleOf(campaign) : DEFAULT_LOCALE
}
