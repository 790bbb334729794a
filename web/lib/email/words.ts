import type { CatalogueShape } from '../messages/catalogue'
import type { Locale } from '../i18n/locales'
import { bookedFacts as enBooked } from '../messages/en/booked-facts'
import { campaignEmails as enEmails } from '../messages/en/campaign-emails'
import { campaignFacts as enFacts } from '../messages/en/campaign-facts'
import { campaignPage as enPage } from '../messages/en/campaign-page'
import { bookedFacts as esBooked } from '../messages/es/booked-facts'
import { campaignEmails as esEmails } from '../messages/es/campaign-emails'
import { campaignFacts as esFacts } from '../messages/es/campaign-facts'
import { campaignPage as esPage } from '../messages/es/campaign-page'

// The catalogue areas the advertiser's emails are written with. The emails are rendered in a
// worker thread of their own (delivery-thread.ts), where the server-only catalogue module
// (messages/catalogue.ts) cannot be imported, so the areas are taken from their files here.

export interface EmailWords {
  emails: CatalogueShape<typeof enEmails>
  /** What the campaign's facts are called. */
  facts: CatalogueShape<typeof enFacts>
  /** How their values read. */
  booked: CatalogueShape<typeof enBooked>
  statusTitles: CatalogueShape<typeof enPage>['status']['titles']
}

const WORDS: Record<Locale, EmailWords> = {
  en: { emails: enEmails, facts: enFacts, booked: enBooked, statusTitles: enPage.status.titles },
  es: { emails: esEmails, facts: esFacts, booked: esBooked, statusTitles: esPage.status.titles },
}

export const emailWordsFor = (locale: Locale): EmailWords => WORDS[locale]
