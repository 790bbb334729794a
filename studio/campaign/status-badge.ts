import { CAMPAIGN_STATUS_TITLES, campaignStatus, type CampaignStatus } from '@atl/schemas/campaign'
import type { DocumentBadgeComponent, DocumentBadgeDescription } from 'sanity'
import { campaignTimesOf } from './stored-campaign.ts'

// Green while the campaign runs or will run, amber while staff owe a decision, red when it will
// not run; paused and ended ones in the neutral default.
const COLORS: Record<CampaignStatus, DocumentBadgeDescription['color']> = {
  inReview: 'warning',
  changesRequested: 'warning',
  approved: 'success',
  live: 'success',
  rejected: 'danger',
  cancelled: 'danger',
  paused: undefined,
  ended: undefined,
}

/** The campaign status of an ad request, as the advertiser sees it on the campaign page. */
export const CampaignStatusBadge: DocumentBadgeComponent = ({ published }) => {
  if (!published) return null
  const status = campaignStatus(campaignTimesOf(published), new Date())
  return { label: CAMPAIGN_STATUS_TITLES[status], color: COLORS[status] }
}
CampaignStatusBadge.displayName = 'CampaignStatusBadge'
