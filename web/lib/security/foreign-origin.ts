import { SITE_URL } from '../site/site-url'

/**
 * A post another site made a browser send (cross-site request forgery). Browsers name the
 * page's origin on every POST; it must be ours, as the request reached us or as configured
 * (behind a proxy the two can differ). Callers that are not browsers send no Origin. Every
 * route that takes a form's data checks it: a page elsewhere can post JSON as text/plain, or a
 * form, without any preflight.
 */
export function isForeignOrigin(request: Request, siteUrl: string = SITE_URL): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return false
  return origin !== new URL(request.url).origin && origin !== new URL(siteUrl).origin
}
