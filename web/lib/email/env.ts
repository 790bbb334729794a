import 'server-only'
import { websiteSettings } from '@atl/local-defaults/website'

// Where mail goes, who sends it and who hears of requests: the website's settings, read and
// validated at start. Embedded, mail goes to the local mail catcher, so nothing leaves the
// machine.
export const emailEnv = websiteSettings().email
