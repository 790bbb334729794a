import 'server-only'
import { emailEnv } from '../email/env'
import { campaignEnv } from '../campaigns/env'
import { hubspotSubmitUrl } from '../hubspot/forms'
import { sanityClient } from '../sanity/client'
import { sanityEnv } from '../sanity/env'
import { SITE_URL } from '../site/site-url'

// Each settings module validates as it loads, so importing them all here makes a bad or
// missing setting stop the website at start (instrumentation.ts), naming it, instead of on the
// first request that happens to need it. Then one query proves the API host answers and takes
// the read token: a typo there would otherwise show as empty pages and failed submissions.

const CHECK_TIMEOUT_MS = 5_000

export async function checkSettings(): Promise<void> {
  // Referenced so the imports are not dropped as unused: loading them is the check.
  void [emailEnv, campaignEnv, hubspotSubmitUrl, SITE_URL]
  const where = sanityEnv.apiHost ?? `Sanity's API for project ${sanityEnv.projectId}`
  try {
    await sanityClient
      .withConfig({ maxRetries: 0, timeout: CHECK_TIMEOUT_MS, stega: false })
      .fetch('true', {}, { perspective: 'raw', cache: 'no-store' } as object)
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode
    if (status === 401 || status === 403) {
      throw new Error(`SANITY_API_READ_TOKEN was refused by ${where} (${String(status)})`)
    }
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`SANITY_API_HOST: ${where} did not answer (${reason})`)
  }
}
