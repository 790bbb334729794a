import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCAL_LAKE_PORT, LOCAL_PROJECT_ID } from '@atl/local-defaults'
import { defineCliConfig } from 'sanity/cli'
import type { Plugin } from 'vite'
import { inlineScriptsOf, studioSecurityHeaders } from './security-headers.ts'

// One set of variables configures the whole product; the Studio bundle only sees
// SANITY_STUDIO_*, so the project-wide names are copied over unless set explicitly.
for (const name of ['PROJECT_ID', 'DATASET', 'API_HOST']) {
  const value = process.env[`SANITY_${name}`]
  if (value && !process.env[`SANITY_STUDIO_${name}`]) process.env[`SANITY_STUDIO_${name}`] = value
}
// The local lake's address follows LAKE_PORT, as for the website; settled here so the bundle
// and the CSP its server sends name the same lake.
if ((process.env.SANITY_STUDIO_PROJECT_ID || LOCAL_PROJECT_ID) === LOCAL_PROJECT_ID) {
  process.env.SANITY_STUDIO_API_HOST ||= `http://127.0.0.1:${process.env.LAKE_PORT || LOCAL_LAKE_PORT}`
}
// The Presentation tool previews the website: SITE_URL, else the website's own port.
process.env.SANITY_STUDIO_PREVIEW_URL ||=
  process.env.SITE_URL?.replace(/\/$/, '') || `http://127.0.0.1:${process.env.PORT || 3000}`

/**
 * Sanity's build adds `https://core.sanity-cdn.com/bridge.js` to index.html, a script from
 * Sanity's CDN that lets the hosted Sanity dashboard embed the Studio. This Studio is never
 * embedded (frame-ancestors 'none') and runs offline, so a foreign script in the page that holds
 * editors' tokens buys nothing: it is left out, and the CSP allows no script host.
 */
const withoutDashboardBridge: Plugin = {
  name: 'atl:without-dashboard-bridge',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html']
    if (index?.type !== 'asset' || typeof index.source !== 'string') return
    index.source = index.source.replace(/<script[^>]*data-sanity-core[^>]*><\/script>\n?/, '')
  },
}

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Offline builds: no version checks against Sanity's hosts.
  deployment: { autoUpdates: false },
  vite: async (config, { command, mode }) => {
    // Read after the variables above are settled: env.ts reads them when it loads.
    const { studioEnv } = await import('./env.ts')
    const dev = mode !== 'production'
    // `sanity preview` serves a build: its index.html's inline scripts are allowed by hash.
    const outDir = config.build?.outDir
    const inlineScripts =
      command === 'serve' && !dev && outDir
        ? inlineScriptsOf(readFileSync(path.resolve(outDir, 'index.html'), 'utf8'))
        : []
    const headers = studioSecurityHeaders({ ...studioEnv, dev, inlineScripts })
    return {
      ...config,
      plugins: [...(config.plugins ?? []), withoutDashboardBridge],
      server: { ...config.server, headers },
      preview: { ...config.preview, headers },
    }
  },
  typegen: {
    path: '../web/**/*.{ts,tsx}',
    schema: '../web/sanity/schema.json',
    generates: '../web/sanity/types.ts',
  },
})
