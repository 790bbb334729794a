import type { HubSpotSubmission } from './fields'

// One POST to a HubSpot form. The result says whether to try again: 429 and 5xx (and network
// failures) are worth retrying; any other 4xx means HubSpot refuses this submission for good.

export type HubSpotResult =
  { ok: true } | { ok: false; retryable: boolean; status?: number; error: string }

export const HUBSPOT_TIMEOUT_MS = 10_000

export async function submitToHubSpot(
  url: string,
  submission: HubSpotSubmission,
  fetchImpl: typeof fetch = fetch,
): Promise<HubSpotResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(submission),
      signal: AbortSignal.timeout(HUBSPOT_TIMEOUT_MS),
    })
    if (response.ok) return { ok: true }
    const text = await response.text().catch(() => '')
    console.error(`HubSpot answered ${response.status}: ${text.slice(0, 500)}`)
    return {
      ok: false,
      retryable: isRetryableStatus(response.status),
      status: response.status,
      error: `Failed to submit form: ${response.statusText || String(response.status)}`,
    }
  } catch (error) {
    return {
      ok: false,
      retryable: true,
      error: error instanceof Error && error.message ? error.message : 'Unknown error occurred',
    }
  }
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500
}
