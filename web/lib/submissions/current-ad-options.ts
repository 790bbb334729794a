import 'server-only'
import type { AdOptionsQueryResult } from '../../sanity/types'
import { adOptionsQuery } from '../sanity/queries'
import { shareAnswers } from '../sanity/shared-answers'
import { NO_STORE, writeClient } from '../sanity/write-client'
import { submissionDeadline } from '../requests/lake-deadline'

// The options every ad request is re-checked against, as published now: one answer shared by
// every request within a second of it (shared-answers.ts), since asking the lake once per
// request made the re-check the submission's dearest step under load. In English: a request is
// checked and stored with the names staff read (DESIGN.md).

const publishedClient = writeClient.withConfig({ perspective: 'published' })

const currentOptions = shareAnswers((lang: 'en') =>
  publishedClient.fetch(adOptionsQuery, { lang }, { ...NO_STORE, signal: submissionDeadline() }),
)

/** The wizard's options exactly as published in the CMS; `signal` bounds this caller's wait. */
export function fetchCurrentAdOptions(signal: AbortSignal): Promise<AdOptionsQueryResult> {
  return currentOptions('en', signal)
}
