import { lakeClient } from '../../support/lake-client.ts'
import { OWN_SECRETS } from '../../support/own-settings.ts'
import { E2E_PROJECT, E2E_URLS } from './settings.ts'

/** The CMS as an editor's script sees it: the e2e lake with the run's write token. */
export const editorClient = lakeClient(E2E_URLS.lake, OWN_SECRETS.writeToken, E2E_PROJECT)

/** The CMS as the public sees it: no token. */
export const anonymousClient = editorClient.withConfig({ token: undefined })
