import 'server-only'
import { campaignEmailsQuery } from '../sanity/queries'
import { NO_STORE, writeClient } from '../sanity/write-client'
import type { Locale } from '../i18n/locales'
import { withDefaultCopy, type CampaignEmailCopy } from './default-copy'

/**
 * The email copy in `locale` as published now; what the CMS lacks comes from the built-in copy. Read outside
 * page rendering (the outbox), so never from Next's data cache. A lake that cannot be reached
 * throws: the outbox retries later rather than send words staff did not write.
 */
export async function fetchEmailCopy(locale: Locale = 'en'): Promise<CampaignEmailCopy> {
  const stored = await writeClient.fetch(campaignEmailsQuery, {}, NO_STORE)
  return withDefaultCopy(stored, locale)
}
