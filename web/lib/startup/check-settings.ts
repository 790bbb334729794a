import 'server-only'
import { websiteSettings } from '@atl/local-defaults/website'
import { isRecord } from '../validation/record'

// The website's start: every setting it reads is read and validated here, at once, so a bad or
// missing one stops the website naming it instead of failing the first request that needs it.
// Then one query proves the API host answers and takes the read token: a typo there would
// otherwise show as empty pages and failed submissions.

const CHECK_TIMEOUT_MS = 5_000

export async function checkSettings(): Promise<void> {
  const { sanity } = websiteSettings()
  // After the settings: the client is made from them.
  const { sanityClient } = await import('../sanity/client')
  const where = sanity.apiHost ?? `Sanity's API for project ${sanity.projectId}`
  try {
    await sanityClient
      .withConfig({ maxRetries: 0, timeout: CHECK_TIMEOUT_MS, stega: false })
      .fetch('true', {}, { perspective: 'raw', cache: 'no-store' })
  } catch (error) {
    const status = isRecord(error) ? error.statusCode : undefined
    if (status === 401 || status === 403) {
      throw new Error(`SANITY_API_READ_TOKEN was refused by ${where} (${String(status)})`)
    }
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`SANITY_API_HOST: ${where} did not answer (${reason})`)
  }
}
