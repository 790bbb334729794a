// Security headers for every response. Pages are static (built once, refreshed on publish), so
// a per-request nonce is impossible: Next.js's inline bootstrap scripts need 'unsafe-inline' in
// script-src. Everything else is locked to our own origin.
/** Who may frame the site in draft mode: the Studio's Presentation tool. */
export interface PreviewOrigins {
  studios: string[]
}

/** The Studio at `studioUrl` (the website's settings), by both its loopback names. */
export function previewOrigins(studioUrl: string): PreviewOrigins {
  return { studios: [...new Set([studioUrl, studioUrl.replace('//127.0.0.1:', '//localhost:')])] }
}

function contentSecurityPolicy(
  isDev = process.env.NODE_ENV === 'development',
  preview?: PreviewOrigins,
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // The site draws its text in the device's own typeface (README "System fonts"): no font file.
    'font-src': ["'none'"],
    // Draft mode too: it hears of draft changes through our own origin (draft-mode/live-relay).
    'connect-src': ["'self'"],
    // The wizard's HTML ad preview is a sandboxed srcdoc frame (about:srcdoc).
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only the Studio's Presentation tool may frame the site, and only in draft mode.
    'frame-ancestors': preview ? ["'self'", ...preview.studios] : ["'none'"],
    ...(isDev ? {} : { 'upgrade-insecure-requests': [] }),
  }
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * Files an editor uploaded (the media kit's logo) are served from our origin; an SVG can hold
 * script, so such a response may run nothing, load nothing and is sandboxed like a foreign
 * origin.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Routes that serve uploaded files: their CSP replaces the site-wide one (next.config.ts). */
export const UPLOADED_FILE_ROUTES = ['/media-kit/logo', '/banners/:asset']

/** Headers on every page; `preview` loosens framing and connections for draft mode. */
export function securityHeaders(
  isProduction = process.env.NODE_ENV === 'production',
  preview?: PreviewOrigins,
) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(!isProduction, preview) },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // CSP frame-ancestors says the same to current browsers; X-Frame-Options cannot name the
    // Studio, so draft mode leaves it out.
    ...(preview ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(isProduction
      ? [
          {
            key: 'Strict-Transport-Security',
            value: 'max-age=63072000; includeSubDomains; preload',
          },
        ]
      : []),
  ]
}

/**
 * Routes whose URL carries a capability (an advertiser's campaign link): the URL is never sent
 * to another site as a referrer, and no cache keeps what it answered. `same-origin`, not
 * `no-referrer`: under `no-referrer` browsers send `Origin: null` with the page's own form
 * posts, which the action route must refuse as it refuses any foreign origin.
 */
export const CAPABILITY_URL_ROUTES = [
  '/campaigns/:path*',
  '/es/campaigns/:path*',
  '/api/campaigns/:path*',
]

export const CAPABILITY_URL_HEADERS = [
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'Cache-Control', value: 'private, no-store' },
]
