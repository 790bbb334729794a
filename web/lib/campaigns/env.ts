import 'server-only'
import { LOCAL_CAMPAIGN_LINK_SECRET, LOCAL_OUTBOX_SWEEP_SECRET } from '@atl/local-defaults'
import { readSettings, settingRules } from '@atl/local-defaults/settings'
import { z } from 'zod'

// The advertiser loop's two secrets, read once and validated. Embedded mode uses the local
// defaults; a hosted project must set its own (a public default would let anyone mint links).
const schema = z.object({
  /** Signs campaign page links: whoever holds a link may read and change that campaign. */
  CAMPAIGN_LINK_SECRET: settingRules.secret,
  /** The bearer token a scheduler sends to POST /api/outbox/sweep. */
  OUTBOX_SWEEP_SECRET: settingRules.secret,
})

function readCampaignEnv() {
  const env = readSettings(schema, 'campaign', {
    CAMPAIGN_LINK_SECRET: LOCAL_CAMPAIGN_LINK_SECRET,
    OUTBOX_SWEEP_SECRET: LOCAL_OUTBOX_SWEEP_SECRET,
  })
  return { linkSecret: env.CAMPAIGN_LINK_SECRET, sweepSecret: env.OUTBOX_SWEEP_SECRET }
}

export const campaignEnv = readCampaignEnv()
