// What Sanity runs for this project beside its Content Lake (`npx sanity blueprints deploy`), and
// what the local lake runs on the same events (content-lake/src/functions): the function that
// tells the website which published content changed, so its cached pages refresh.
import { defineBlueprint, defineSyncTagInvalidateFunction } from '@sanity/blueprints'

export default defineBlueprint({
  resources: [
    defineSyncTagInvalidateFunction({
      name: 'sync-tag-invalidate',
      displayName: 'Refresh the website',
      // The Node version the local lake runs it on.
      runtime: 'nodejs24.x',
      ...datasetScope(process.env),
    }),
  ],
})

/**
 * Sanity allows one sync-tag function per dataset, so it is scoped to the dataset the website
 * reads when the deploy names it (SANITY_PROJECT_ID and SANITY_DATASET, the website's own
 * settings); without them it serves every dataset of the Stack's project.
 */
function datasetScope(env: NodeJS.ProcessEnv) {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  const dataset = env.SANITY_DATASET?.trim()
  if (!projectId && !dataset) return {}
  if (!projectId) throw new Error('SANITY_DATASET is set but SANITY_PROJECT_ID is not')
  if (!dataset) throw new Error('SANITY_PROJECT_ID is set but SANITY_DATASET is not')
  return { event: { resource: { type: 'dataset' as const, id: `${projectId}.${dataset}` } } }
}
