// Why an uploaded banner is refused (POST /api/banner from the wizard, the campaign page's new
// banner), in the language of the page it came from. The English texts are the banner rules'
// own (web/lib/banner/limits.ts).
import { BANNER_MESSAGES } from '../../banner/limits'

export const bannerUpload = BANNER_MESSAGES
