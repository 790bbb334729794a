// What Sanity runs for this project beside its Content Lake (`npx sanity blueprints deploy`), and
// what the local lake runs on the same events (content-lake/src/functions): the function that
// tells the website which published content changed, so its cached pages refresh.
import { readBlueprintSettings } from '@atl/local-defaults/function'
import { defineBlueprint, defineSyncTagInvalidateFunction } from '@sanity/blueprints'

// Sanity allows one sync-tag function per dataset: with a hosted project it serves the dataset
// the website reads (SANITY_PROJECT_ID and SANITY_DATASET, read by the website's rules).
const { datasetScope } = readBlueprintSettings()

export default defineBlueprint({
  resources: [
    defineSyncTagInvalidateFunction({
      name: 'sync-tag-invalidate',
      displayName: 'Refresh the website',
      // The Node version the local lake runs it on.
      runtime: 'nodejs24.x',
      ...(datasetScope
        ? { event: { resource: { type: 'dataset' as const, id: datasetScope } } }
        : {}),
    }),
  ],
})
