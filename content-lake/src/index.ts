// The package's door (`@atl/content-lake`): `startLake()` (start/start-lake.ts) and the types its
// options and answers use. Each folder of src/ is one layer; README.md says which may import which.
export { PortInUseError, startLake, type RunningLake } from './start/start-lake.ts'
export type { LakeOptions, WebhookConfig } from './shared/config.ts'
export { BlueprintError } from './functions/blueprint.ts'
export type { SanityDocument } from './store/types.ts'
