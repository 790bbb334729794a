import { campaignStatus, type CampaignEvent } from '@atl/schemas/campaign'
import { Text } from '@react-email/components'
import { campaignTexts } from '../../ad-request/booked-campaign'
import type { Locale } from '../../i18n/locales'
import { fill } from '../../i18n/message-format'
import { advertiserFacts } from '../facts'
import { emailWordsFor, type EmailWords } from '../words'
import type { CampaignEmailInput, CampaignEmailLinks } from '../render'
import { CampaignDetails } from './campaign-details'
import { BannerImage } from './banner-image'
import { ActionButton, Callout, EmailLayout } from './layout'
import { styles } from './theme'

// What the advertiser reads about their campaign: the CMS's subject and opening line, the one
// fact this event is about, the campaign details and the one thing to do next.

type Props = Omit<CampaignEmailInput, 'recipient' | 'locale'> & { locale: Locale }

type ButtonLabel = keyof EmailWords['emails']['buttons']

const BUTTONS: Record<CampaignEvent, { label: ButtonLabel; link: keyof CampaignEmailLinks }> = {
  submitted: { label: 'viewCampaign', link: 'campaignPage' },
  approved: { label: 'viewCampaign', link: 'campaignPage' },
  rejected: { label: 'submitCorrected', link: 'resubmit' },
  changesRequested: { label: 'updateAd', link: 'campaignPage' },
  paused: { label: 'resumeCampaign', link: 'campaignPage' },
  resumed: { label: 'viewCampaign', link: 'campaignPage' },
  startDateChanged: { label: 'viewCampaign', link: 'campaignPage' },
  contentChanged: { label: 'viewCampaign', link: 'campaignPage' },
  bannerReplaced: { label: 'viewCampaign', link: 'campaignPage' },
  cancelled: { label: 'viewCampaign', link: 'campaignPage' },
  linkResent: { label: 'openCampaignPage', link: 'campaignPage' },
}

/** The ad is waiting for a review again: the email repeats how fast that goes. */
const IN_REVIEW: ReadonlySet<CampaignEvent> = new Set([
  'submitted',
  'contentChanged',
  'bannerReplaced',
])

/**
 * The fact the event is about. Only the rejection reason, the date change and the dates of an
 * approved or resumed campaign are written for the advertiser; other events' details stay in
 * the history.
 */
function highlightOf({
  event,
  detail,
  campaign,
  now,
  locale,
}: Props): { label: string; text: string } | null {
  const words = emailWordsFor(locale)
  const labels = words.emails.highlights
  const wording = { locale, facts: words.booked }
  const { startDate: start, lastDay } = campaignTexts(campaign, 'full', wording)
  switch (event) {
    case 'approved':
      return start ? { label: labels.goesLive, text: start } : null
    // Resumed before its start date, a campaign was never live: the email says when it starts.
    case 'resumed':
      if (campaignStatus(campaign, now) === 'approved')
        return start ? { label: labels.goesLive, text: start } : null
      return lastDay ? { label: labels.runsThrough, text: lastDay } : null
    case 'rejected':
    case 'changesRequested': {
      const reason = detail || campaign.review?.reason
      return reason ? { label: labels.whatToChange, text: reason } : null
    }
    case 'startDateChanged':
      // The history's detail ("From ... to ...") is written in English for staff: other
      // languages show the new date.
      if (detail && locale === 'en')
        return { label: words.facts.labels.startDate.long, text: detail }
      return start ? { label: labels.newStartDate, text: start } : null
    default:
      return null
  }
}

export function AdvertiserEmail(props: Props) {
  const { event, campaign, copy, links, banner, now, locale, nameLangs } = props
  const words = emailWordsFor(locale).emails
  const message = copy.messages[event]
  const button = BUTTONS[event]
  const highlight = highlightOf(props)
  const firstName = campaign.contactName?.trim().split(/\s+/)[0]
  return (
    <EmailLayout
      lang={locale}
      productName={copy.productName}
      preview={message.intro}
      heading={message.subject}
      footer={fill(words.footer, { productName: copy.productName })}
    >
      <Text style={styles.text}>
        {firstName ? `${copy.greeting} ${firstName},` : `${copy.greeting},`}
      </Text>
      <Text style={styles.text}>{message.intro}</Text>
      {highlight && <Callout label={highlight.label} text={highlight.text} />}
      {banner && <BannerImage banner={banner} fullSize={words.bannerFullSize} />}
      <CampaignDetails facts={advertiserFacts(campaign, now, locale, nameLangs)} />
      {IN_REVIEW.has(event) && <Text style={styles.text}>{copy.reviewPromise}</Text>}
      {event === 'submitted' && <Text style={styles.text}>{copy.whatHappensNext}</Text>}
      <ActionButton
        href={links[button.link]}
        label={words.buttons[button.label]}
        openAddress={words.openAddress}
      />
      <Text style={styles.text}>{copy.signOff}</Text>
    </EmailLayout>
  )
}
