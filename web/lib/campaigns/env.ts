import 'server-only'
import { websiteSettings } from '@atl/local-defaults/website'

// The advertiser loop's two secrets (campaign links, the sweep's bearer token): the website's
// settings, read and validated at start. Embedded, the install's own; a hosted project sets its
// own. Neither has a value in the repository: anyone could mint links or call the sweep with it.
export const campaignEnv = websiteSettings().campaign
