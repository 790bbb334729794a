import 'server-only'
import { installSecret } from '@atl/local-defaults/install'
import { readSettings, settingRules } from '@atl/local-defaults/settings'
import { z } from 'zod'

// The advertiser loop's two secrets, read once and validated. Embedded mode uses the install's
// own (made at first start beside the lake's data); a hosted project must set its own. Neither
// may have a value in the repository: anyone could mint links or call the sweep with it.
const schema = z.object({
  /** Signs campaign page links: whoever holds a link may read and change that campaign. */
  CAMPAIGN_LINK_SECRET: settingRules.secret,
  /** The bearer token a scheduler sends to POST /api/outbox/sweep. */
  OUTBOX_SWEEP_SECRET: settingRules.secret,
})

function readCampaignEnv() {
  const env = readSettings(schema, 'campaign', {
    CAMPAIGN_LINK_SECRET: installSecret('campaignLinkSecret'),
    OUTBOX_SWEEP_SECRET: installSecret('outboxSweepSecret'),
  })
  return { linkSecret: env.CAMPAIGN_LINK_SECRET, sweepSecret: env.OUTBOX_SWEEP_SECRET }
}

export const campaignEnv = readCampaignEnv()
