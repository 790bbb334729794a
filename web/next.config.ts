import type { NextConfig } from 'next'
import { securityHeaders, UPLOADED_FILE_CSP, UPLOADED_FILE_ROUTES } from './lib/security/headers'

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Workspace packages ship TypeScript sources (Node runs them directly elsewhere).
  transpilePackages: ['@atl/schemas', '@atl/content-lake'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // Listed later, so this CSP replaces the site-wide one for uploaded files.
      ...UPLOADED_FILE_ROUTES.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: UPLOADED_FILE_CSP }],
      })),
    ]
  },
}

export default config
