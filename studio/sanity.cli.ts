import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readStudioSettings } from '@atl/local-defaults/studio'
import { defineCliConfig } from 'sanity/cli'
import { mergeConfig, type Plugin } from 'vite'
import { localStudioFonts } from './local-fonts.ts'
import { preloadStudioModules } from './preload-modules.ts'
import { inlineScriptsOf, studioSecurityHeaders } from './security-headers.ts'
import { studioAssets } from './studio-assets.ts'

// The Studio's settings, read and validated as the CLI starts (dev, build, preview, schema
// extract): a bad one stops it naming the setting. The bundle gets them as one constant
// (studio/env.ts), the same the CSP its servers send is made from.
const settings = readStudioSettings()

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

/**
 * Sanity's icons are one module each, and the build made a file of every icon shared between two
 * chunks: ~130 files under 1 KB that a link into the Studio fetched one by one (issue #32, item
 * 7). They go into one chunk instead (a Rolldown code-splitting group), fetched once.
 */
const ICONS_IN_ONE_CHUNK = {
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [{ name: 'sanity-icons', test: /[\\/]node_modules[\\/]@sanity[\\/]icons[\\/]/ }],
      },
    },
  },
}

export default defineCliConfig({
  api: { projectId: settings.projectId, dataset: settings.dataset },
  // Offline builds: no import map of Sanity's module CDN in index.html, so the build holds all of
  // the Studio's code. (It does not stop the Studio's own version check: sanity-hosts.ts.)
  deployment: { autoUpdates: false },
  vite: async (config, { command, mode }) => {
    const dev = mode !== 'production'
    // `sanity preview` serves a build: its index.html's inline scripts are allowed by hash.
    const outDir = config.build?.outDir
    const inlineScripts =
      command === 'serve' && !dev && outDir
        ? inlineScriptsOf(readFileSync(path.resolve(outDir, 'index.html'), 'utf8'))
        : []
    const headers = studioSecurityHeaders({ ...settings, dev, inlineScripts })
    return {
      ...config,
      define: { ...config.define, __STUDIO_SETTINGS__: JSON.stringify(settings) },
      plugins: [
        ...(config.plugins ?? []),
        withoutDashboardBridge,
        localStudioFonts,
        preloadStudioModules,
        studioAssets(),
      ],
      build: mergeConfig(config.build ?? {}, ICONS_IN_ONE_CHUNK, false),
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
