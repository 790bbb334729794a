import { createClient, type SanityClient } from '@sanity/client'

/** The official client pointed at a local lake, as the website and scripts configure it. */
export function lakeClient(lakeUrl: string, token?: string, extra: object = {}): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: lakeUrl,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token,
    ...extra,
  })
}
