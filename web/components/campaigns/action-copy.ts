import 'server-only'
import type { AdvertiserAction } from '@atl/schemas/campaign'
import type { Campaign } from '../../lib/campaigns/load'
import { campaignTexts, durationWords } from '../../lib/ad-request/booked-campaign'
import { messagesFor } from '../../lib/messages/catalogue'
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales'
import { fill } from '../../lib/i18n/message-format'

// What the campaign page says about each action: the link that offers it, the confirmation's
// question and buttons, and the message once it is done (catalogue: campaignPage.actions).

/** The words of one action, in the page's language. */
export const actionCopy = (action: AdvertiserAction, locale: Locale = DEFAULT_LOCALE) =>
  messagesFor(locale).campaignPage.actions[action]

export const doneMessage = (action: AdvertiserAction, locale: Locale = DEFAULT_LOCALE) =>
  fill(messagesFor(locale).campaignPage.actions.done, { done: actionCopy(action, locale).done })

/** What the action means for this campaign, in the confirmation. */
export function actionConsequence(
  action: AdvertiserAction,
  campaign: Campaign,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const messages = messagesFor(locale)
  const words = messages.campaignPage.consequences
  const wording = { locale, facts: messages.bookedFacts }
  const { startDate: start, lastDay: end } = campaignTexts(campaign, 'full', wording)
  switch (action) {
    case 'pause':
      return end ? fill(words.pauseEnds, { end }) : words.pause
    case 'resume':
      return end ? fill(words.resumeEnds, { end }) : words.resume
    case 'changeStartDate': {
      // The days alone, as booked: "30 days", not the CMS's name for them.
      const duration = campaign.duration
        ? durationWords(campaign.duration, undefined, wording)
        : words.sameDuration
      return start
        ? fill(words.changeStartDateFrom, { duration, start })
        : fill(words.changeStartDate, { duration })
    }
    case 'changeContent':
      return words.changeContent
    case 'replaceBanner':
      return words.replaceBanner
    case 'cancel':
      return words.cancel
  }
}
