import { campaignStatus, type CampaignEvent } from '@atl/schemas/campaign'
import { campaignLabel } from '@atl/schemas/campaign-labels'
import { Text } from '@react-email/components'
import { campaignTexts } from '../../ad-request/booked-campaign'
import { advertiserFacts } from '../facts'
import type { CampaignEmailInput, CampaignEmailLinks } from '../render'
import { CampaignDetails } from './campaign-details'
import { BannerImage } from './banner-image'
import { ActionButton, Callout, EmailLayout } from './layout'
import { styles } from './theme'

// What the advertiser reads about their campaign: the CMS's subject and opening line, the one
// fact this event is about, the campaign details and the one thing to do next.

type Props = Omit<CampaignEmailInput, 'recipient'>

const BUTTONS: Record<CampaignEvent, { label: string; link: keyof CampaignEmailLinks }> = {
  submitted: { label: 'View your campaign', link: 'campaignPage' },
  approved: { label: 'View your campaign', link: 'campaignPage' },
  rejected: { label: 'Submit a corrected ad', link: 'resubmit' },
  changesRequested: { label: 'Update your ad', link: 'campaignPage' },
  paused: { label: 'Resume your campaign', link: 'campaignPage' },
  resumed: { label: 'View your campaign', link: 'campaignPage' },
  startDateChanged: { label: 'View your campaign', link: 'campaignPage' },
  contentChanged: { label: 'View your campaign', link: 'campaignPage' },
  bannerReplaced: { label: 'View your campaign', link: 'campaignPage' },
  cancelled: { label: 'View your campaign', link: 'campaignPage' },
  linkResent: { label: 'Open your campaign page', link: 'campaignPage' },
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
}: Props): { label: string; text: string } | null {
  const { startDate: start, lastDay } = campaignTexts(campaign, 'full')
  switch (event) {
    case 'approved':
      return start ? { label: 'Goes live', text: start } : null
    // Resumed before its start date, a campaign was never live: the email says when it starts.
    case 'resumed':
      if (campaignStatus(campaign, now) === 'approved')
        return start ? { label: 'Goes live', text: start } : null
      return lastDay ? { label: 'Runs through', text: lastDay } : null
    case 'rejected':
    case 'changesRequested': {
      const reason = detail || campaign.review?.reason
      return reason ? { label: 'What to change', text: reason } : null
    }
    case 'startDateChanged':
      if (detail) return { label: campaignLabel('startDate'), text: detail }
      return start ? { label: 'New start date', text: start } : null
    default:
      return null
  }
}

export function AdvertiserEmail(props: Props) {
  const { event, campaign, copy, links, banner, now } = props
  const message = copy.messages[event]
  const button = BUTTONS[event]
  const highlight = highlightOf(props)
  const firstName = campaign.contactName?.trim().split(/\s+/)[0]
  return (
    <EmailLayout
      productName={copy.productName}
      preview={message.intro}
      heading={message.subject}
      footer={`You are getting this email because you created an ad on ${copy.productName}.`}
    >
      <Text style={styles.text}>
        {firstName ? `${copy.greeting} ${firstName},` : `${copy.greeting},`}
      </Text>
      <Text style={styles.text}>{message.intro}</Text>
      {highlight && <Callout label={highlight.label} text={highlight.text} />}
      {banner && <BannerImage banner={banner} />}
      <CampaignDetails facts={advertiserFacts(campaign, now)} />
      {IN_REVIEW.has(event) && <Text style={styles.text}>{copy.reviewPromise}</Text>}
      {event === 'submitted' && <Text style={styles.text}>{copy.whatHappensNext}</Text>}
      <ActionButton href={links[button.link]} label={button.label} />
      <Text style={styles.text}>{copy.signOff}</Text>
    </EmailLayout>
  )
}
