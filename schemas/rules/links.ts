import type { CustomValidator } from '@sanity/types'

// Links edited by staff may point inside the site (/advertise, /#jobs), to another site
// (https://...) or to an email address (mailto:). Anything else (javascript:, typos such as
// "htps://") would ship a broken or unsafe link, so the Studio refuses it.
const LINK_PATTERN = /^(\/|#|https:\/\/|http:\/\/|mailto:)/

export const siteOrWebLink: CustomValidator<string | undefined> = (value) => {
  if (value === undefined || value === '') return true
  return LINK_PATTERN.test(value)
    ? true
    : 'Use a site path (/advertise, /#jobs), a full web address (https://...) or mailto:'
}

export const WEB_SCHEMES = { scheme: ['https', 'http'] }
