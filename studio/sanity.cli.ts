import { defineCliConfig } from 'sanity/cli'
import { STUDIO_SECURITY_HEADERS } from './security-headers.ts'

// One set of variables configures the whole product; the Studio bundle only sees
// SANITY_STUDIO_*, so the project-wide names are copied over unless set explicitly.
for (const name of ['PROJECT_ID', 'DATASET', 'API_HOST']) {
  const value = process.env[`SANITY_${name}`]
  if (value && !process.env[`SANITY_STUDIO_${name}`]) process.env[`SANITY_STUDIO_${name}`] = value
}
// The Presentation tool previews the website: SITE_URL, else the website's own port.
process.env.SANITY_STUDIO_PREVIEW_URL ||=
  process.env.SITE_URL?.replace(/\/$/, '') || `http://127.0.0.1:${process.env.PORT || 3000}`

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Offline builds: no version checks against Sanity's hosts.
  deployment: { autoUpdates: false },
  vite: (config) => ({
    ...config,
    server: { ...config.server, headers: { ...STUDIO_SECURITY_HEADERS } },
    preview: { ...config.preview, headers: { ...STUDIO_SECURITY_HEADERS } },
  }),
  typegen: {
    path: '../web/**/*.{ts,tsx}',
    schema: '../web/sanity/schema.json',
    generates: '../web/sanity/types.ts',
  },
})
