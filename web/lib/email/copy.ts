import 'server-only'
import { defineQuery } from 'next-sanity'
import { NO_STORE, writeClient } from '../sanity/write-client'
import { withDefaultCopy, type CampaignEmailCopy, type StoredEmailCopy } from './default-copy'

// The published words of the campaign emails (the raw perspective with an exact id never sees a
// draft), with the brand name from Site settings.
export const campaignEmailsQuery =
  defineQuery(`*[_type == "campaignEmails" && _id == "campaignEmails"][0]{
  "productName": *[_type == "siteSettings" && _id == "siteSettings"][0].productName,
  greeting, signOff, reviewPromise, whatHappensNext,
  messages
}`)

/**
 * The email copy as published now; what the CMS lacks comes from the built-in copy. Read outside
 * page rendering (the outbox), so never from Next's data cache. A lake that cannot be reached
 * throws: the outbox retries later rather than send words staff did not write.
 */
export async function fetchEmailCopy(): Promise<CampaignEmailCopy> {
  const stored: StoredEmailCopy | null = await writeClient.fetch(campaignEmailsQuery, {}, NO_STORE)
  return withDefaultCopy(stored)
}
