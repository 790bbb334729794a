import 'server-only'
import { campaignEmailsQuery } from '../sanity/queries'
import { shareAnswers } from '../sanity/shared-answers'
import { NO_STORE, writeClient } from '../sanity/write-client'
import type { Locale } from '../i18n/locales'
import { withDefaultCopy, type CampaignEmailCopy } from './default-copy'

// Every email of a burst is written in the same copy: one answer shared by the emails sent
// within a second of it and forgotten when staff publish (shared-answers.ts), not a query per
// email.
const storedCopy = shareAnswers(() => writeClient.fetch(campaignEmailsQuery, {}, NO_STORE))

/**
 * The email copy in `locale` as published now; what the CMS lacks comes from the built-in copy. Read outside
 * page rendering (the outbox), so never from Next's data cache. A lake that cannot be reached
 * throws: the outbox retries later rather than send words staff did not write.
 */
export async function fetchEmailCopy(locale: Locale = 'en'): Promise<CampaignEmailCopy> {
  return withDefaultCopy(await storedCopy('published'), locale)
}
