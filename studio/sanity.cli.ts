import { defineCliConfig } from 'sanity/cli'
import { STUDIO_SECURITY_HEADERS } from './security-headers.ts'

// One set of variables configures the whole product; the Studio bundle only sees
// SANITY_STUDIO_*, so the project-wide names are copied over unless set explicitly.
for (const name of ['PROJECT_ID', 'DATASET', 'API_HOST']) {
  const value = process.env[`SANITY_${name}`]
  if (value && !process.env[`SANITY_STUDIO_${name}`]) process.env[`SANITY_STUDIO_${name}`] = value
}

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
