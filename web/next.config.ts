import { websiteSettings } from '@atl/local-defaults/website'
import type { NextConfig } from 'next'
import {
  CAPABILITY_URL_HEADERS,
  CAPABILITY_URL_ROUTES,
  previewOrigins,
  securityHeaders,
  UPLOADED_FILE_CSP,
  UPLOADED_FILE_ROUTES,
} from './lib/security/headers'

// Draft mode is the `__prerender_bypass` cookie Next.js sets (app/api/draft-mode/enable). Its
// presence only loosens framing to the Studio; what a request may
// read is decided by the cookie's value, which Next.js checks, and by our session beside it,
// which proxy.ts checks (an ended session is served as a visitor).
const DRAFT_COOKIE = [{ type: 'cookie' as const, key: '__prerender_bypass' }]

// Everything but the build's own files. The page policies (CSP, framing, referrer, permissions,
// HSTS) mean nothing on a script or a stylesheet, yet cost every such response ~620
// bytes: a page loads a dozen of them. Those files keep what does apply to them, nosniff.
const PAGES = '/:path((?!_next/static/).*)'
const BUILD_FILES = '/_next/static/:path*'

// Pages are rendered under app/[lang]: Spanish at its public address (/es/...), English at
// /en/... behind the addresses English pages always had. Every address that is neither Spanish
// nor one of the site's files and routes is an English page (or its 404). A rewrite here costs
// no middleware run per request; a visitor's language is never guessed (issue #33: no redirect).
const NOT_ENGLISH_PAGE =
  'es(?:/|$)|en(?:/|$)|api/|_next/|banners/|media-kit/logo|icon\\.svg|robots\\.txt|sitemap\\.xml'

const config: NextConfig = {
  poweredByHeader: false,
  // web/server.ts compresses (Brotli or gzip); Next's own compression knows only gzip.
  compress: false,
  reactStrictMode: true,
  // Workspace packages ship TypeScript sources (Node runs them directly elsewhere).
  transpilePackages: ['@atl/schemas', '@atl/local-defaults'],
  experimental: {
    // The stylesheet (Tailwind, ~8 KB gzip) goes into each page's <head> instead of a
    // render-blocking request: on a phone the first paint no longer waits for a second round
    // trip, during which the page's scripts arrive and take the main thread (the bench's LCP
    // breakdown showed 1.4 s of render delay; the control, with no stylesheet, has none).
    // The CSP allows inline styles already (style-src 'unsafe-inline').
    inlineCss: true,
  },
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: '/en' },
        { source: `/:path((?!${NOT_ENGLISH_PAGE}).+)`, destination: '/en/:path' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  // English has no prefix: /en/... is the same page under a second address, so it redirects.
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
    ]
  },
  async headers() {
    // Read here, when Next.js builds or serves, not when this file loads (`next typegen` loads
    // it too): the Studio may frame draft pages.
    const preview = previewOrigins(websiteSettings().sanity.studioUrl)
    return [
      { source: PAGES, missing: DRAFT_COOKIE, headers: securityHeaders() },
      {
        source: PAGES,
        has: DRAFT_COOKIE,
        headers: securityHeaders(undefined, preview),
      },
      { source: BUILD_FILES, headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      // The Presentation tool opens the enable route inside its frame, before the cookie exists.
      {
        source: '/api/draft-mode/enable',
        headers: securityHeaders(undefined, preview),
      },
      // Listed later, so this CSP replaces the site-wide one for uploaded files.
      ...UPLOADED_FILE_ROUTES.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: UPLOADED_FILE_CSP }],
      })),
      // Listed later too, so this Referrer-Policy replaces the site-wide one.
      ...CAPABILITY_URL_ROUTES.map((source) => ({ source, headers: CAPABILITY_URL_HEADERS })),
    ]
  },
}

export default config
