import { randomBytes } from 'node:crypto'

// The tests' own tokens and secrets, never the embedded LOCAL_* values the code falls back to:
// a code path that quietly uses a local default then meets a lake or a website that refuses
// it, and a test fails. One set per run: the id travels in the environment, so Playwright's
// runner, its workers and the servers they start agree (each Vitest file makes its own).
const runId = (process.env.TEST_RUN_ID ??= randomBytes(8).toString('hex'))

export const OWN_SECRETS = {
  readToken: `sk-test-read-${runId}`,
  writeToken: `sk-test-write-${runId}`,
  revalidateSecret: `test-revalidate-${runId}`,
  campaignLinkSecret: `test-campaign-link-${runId}`,
  sweepSecret: `test-outbox-sweep-${runId}`,
}

/** The lake's `tokens` option for these secrets. */
export const OWN_LAKE_TOKENS = { read: [OWN_SECRETS.readToken], write: [OWN_SECRETS.writeToken] }

/** The same secrets as a website or a lake process reads them from its environment. */
export const OWN_SECRETS_ENV = {
  SANITY_API_READ_TOKEN: OWN_SECRETS.readToken,
  SANITY_API_WRITE_TOKEN: OWN_SECRETS.writeToken,
  SANITY_REVALIDATE_SECRET: OWN_SECRETS.revalidateSecret,
  CAMPAIGN_LINK_SECRET: OWN_SECRETS.campaignLinkSecret,
  OUTBOX_SWEEP_SECRET: OWN_SECRETS.sweepSecret,
}
