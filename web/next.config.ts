import type { NextConfig } from 'next'
import { securityHeaders } from './lib/security/headers'

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Workspace packages ship TypeScript sources (Node runs them directly elsewhere).
  transpilePackages: ['@atl/schemas', '@atl/content-lake'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }]
  },
}

export default config
