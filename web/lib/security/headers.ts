// Security headers for every response. Pages are static (built once, refreshed on publish), so
// a per-request nonce is impossible: Next.js's inline bootstrap scripts need 'unsafe-inline' in
// script-src. Everything else is locked to our own origin.
export function contentSecurityPolicy(isDev = process.env.NODE_ENV === 'development'): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The wizard's HTML ad preview is a sandboxed srcdoc frame (about:srcdoc).
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
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
export const UPLOADED_FILE_ROUTES = ['/media-kit/logo']

export function securityHeaders(isProduction = process.env.NODE_ENV === 'production') {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(!isProduction) },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
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
