import type { CampaignEvent } from '@atl/schemas/campaign'
import { Text } from '@react-email/components'
import { staffFacts } from '../facts'
import type { CampaignEmailInput } from '../render'
import { CampaignDetails } from './campaign-details'
import { BannerImage } from './banner-image'
import { ActionButton, Callout, EmailLayout } from './layout'
import { styles } from './theme'

// What the ads team reads when an advertiser acts: what happened, who it is, and the request in
// the Studio. Internal, so its words live here rather than in the CMS. Staff are emailed about
// the advertiser's own actions (emailRecipients); the other events have words too, so no event
// can leave an email without a body.

type Props = Omit<CampaignEmailInput, 'recipient'>

export const STAFF_MESSAGES: Record<CampaignEvent, { title: string; line: string }> = {
  submitted: {
    title: 'New ad request',
    line: 'An advertiser created an ad. It is waiting for your review.',
  },
  approved: { title: 'Ad approved', line: 'This ad was approved and the advertiser told.' },
  rejected: { title: 'Ad rejected', line: 'This ad was rejected and the advertiser told why.' },
  changesRequested: {
    title: 'Changes requested',
    line: 'The ads team asked the advertiser for changes to this ad and told them why.',
  },
  paused: {
    title: 'Campaign paused',
    line: 'The advertiser paused their campaign. Their ad is off until they resume it.',
  },
  resumed: {
    title: 'Campaign resumed',
    line: 'The advertiser resumed their campaign. Their ad runs on its dates again.',
  },
  startDateChanged: {
    title: 'Start date moved',
    line: 'The advertiser moved the start date of their campaign.',
  },
  contentChanged: {
    title: 'Ad content changed',
    line: 'The advertiser changed their ad. It is back in review and needs a new decision.',
  },
  bannerReplaced: {
    title: 'Banner replaced',
    line: 'The advertiser replaced their banner image. It is back in review and needs a new decision.',
  },
  cancelled: {
    title: 'Campaign cancelled',
    line: 'The advertiser cancelled their campaign. Their ad will not run.',
  },
  linkResent: {
    title: 'Campaign link sent again',
    line: 'The campaign link was revoked and a new one sent to the advertiser.',
  },
}

export function StaffEmail({ event, detail, campaign, copy, links, banner, now }: Props) {
  const message = STAFF_MESSAGES[event]
  return (
    <EmailLayout
      productName={copy.productName}
      preview={message.line}
      heading={message.title}
      footer={`Sent to the ads team by the ${copy.productName} website.`}
    >
      <Text style={styles.text}>{message.line}</Text>
      {detail && <Callout label="Detail" text={detail} />}
      {banner && <BannerImage banner={banner} />}
      <CampaignDetails facts={staffFacts(campaign, now)} />
      <ActionButton href={links.studio} label="Open the request in the Studio" />
    </EmailLayout>
  )
}
