// The cookies that make up a draft-mode session, and the attributes they are set with: the same
// as next-sanity's enable route gives its own, so ours live and die in the same places.
import { perspectiveCookieName, variantCookieName } from '@sanity/preview-url-secret/constants'
import { SESSION_COOKIE } from './session-cookie'

/** Next.js's draft-mode cookie: its value is the build's preview id. */
const BYPASS_COOKIE = '__prerender_bypass'

/**
 * next-sanity sets this beside cookies it partitioned (CHIPS, inside the Studio's cross-site
 * frame); its name is internal to next-sanity, so it is repeated here.
 */
export const PARTITIONED_COOKIE = 'sanity-preview-partitioned'

/** Everything draft mode leaves in a browser; all of it goes when a session ends. */
export const DRAFT_MODE_COOKIES = [
  BYPASS_COOKIE,
  perspectiveCookieName,
  variantCookieName,
  PARTITIONED_COOKIE,
  SESSION_COOKIE,
]

export interface DraftCookieAttributes {
  httpOnly: true
  path: '/'
  secure: boolean
  sameSite: 'none' | 'lax'
  partitioned: boolean
}

/** `partitioned`: the session lives in a cross-site frame (see isCrossSiteFrame). */
export function draftCookieAttributes(partitioned: boolean): DraftCookieAttributes {
  // As next-sanity: the Studio frames the site, so production cookies must be SameSite=None.
  const secure = process.env.NODE_ENV === 'production'
  return {
    httpOnly: true,
    path: '/',
    secure,
    sameSite: secure ? 'none' : 'lax',
    partitioned: secure && partitioned,
  }
}

/** next-sanity's test for partitioning the draft-mode cookies at enable time. */
export function isCrossSiteFrame(headers: Headers): boolean {
  return (
    headers.get('sec-fetch-dest') === 'iframe' && headers.get('sec-fetch-site') === 'cross-site'
  )
}
