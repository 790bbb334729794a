import 'server-only'
import {
  LOCAL_CAMPAIGN_LINK_SECRET,
  LOCAL_OUTBOX_SWEEP_SECRET,
  MIN_SECRET_LENGTH,
} from '@atl/local-defaults'
import { z } from 'zod'
import { readSettings } from '../settings'
import { sanityEnv } from '../sanity/env'

// The advertiser loop's two secrets, read once and validated. Embedded mode uses the local
// defaults; a hosted project must set its own (a public default would let anyone mint links).
const secret = z.string().min(MIN_SECRET_LENGTH, `at least ${MIN_SECRET_LENGTH} characters`)
const schema = z.object({
  /** Signs campaign page links: whoever holds a link may read and change that campaign. */
  CAMPAIGN_LINK_SECRET: secret.optional(),
  /** The bearer token a scheduler sends to POST /api/outbox/sweep. */
  OUTBOX_SWEEP_SECRET: secret.optional(),
})

function readCampaignEnv() {
  const env = readSettings(schema, 'campaign')
  const embedded = sanityEnv.embedded
  return {
    linkSecret: env.CAMPAIGN_LINK_SECRET ?? (embedded ? LOCAL_CAMPAIGN_LINK_SECRET : undefined),
    sweepSecret: env.OUTBOX_SWEEP_SECRET ?? (embedded ? LOCAL_OUTBOX_SWEEP_SECRET : undefined),
  }
}

export const campaignEnv = readCampaignEnv()
