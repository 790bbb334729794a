// Headers on every answer of the Studio's servers (`sanity dev` and `sanity preview`, through
// sanity.cli.ts). Nothing needs to frame the Studio, so no page may; the Studio itself frames
// the website in the Presentation tool, which the website's own headers allow.
export const STUDIO_SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const
