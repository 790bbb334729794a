// The Studio's settings in its bundle. The browser has no environment to read: sanity.cli.ts
// reads and validates them when the Sanity CLI starts (readStudioSettings in
// @atl/local-defaults/studio) and its Vite config writes the result in as this constant.
import type { StudioSettings } from '@atl/local-defaults/studio'

declare const __STUDIO_SETTINGS__: StudioSettings

export const studioEnv: StudioSettings = __STUDIO_SETTINGS__
