import { lakeClient } from '../../support/lake-client.ts'
import { LOCAL_WRITE_TOKEN } from '@atl/local-defaults'
import { E2E_URLS } from './ports.ts'

/** The CMS as an editor's script sees it: the e2e lake with the write token. */
export const editorClient = lakeClient(E2E_URLS.lake, LOCAL_WRITE_TOKEN)

/** The CMS as the public sees it: no token. */
export const anonymousClient = editorClient.withConfig({ token: undefined })
