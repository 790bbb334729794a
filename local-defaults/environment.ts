// The one place the product reads its process's environment (DESIGN.md, "Runtime modes"). Each
// part's reader (website.ts, studio.ts, lake.ts, scripts.ts, function.ts) starts from it and
// hands out a typed, validated object; no other module reads variables. Tests give the readers
// records of their own instead.
import type { SettingsSource } from './index.ts'

/** This process's environment, as the parts' readers read it by default. */
export const processEnvironment = (): SettingsSource => process.env

/**
 * The environment a child process starts with: this one's, `overrides` on top. The start
 * scripts pass the whole of it on, so a child reads the same settings by the same rules.
 */
export function environmentWith(
  overrides: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  return { ...process.env, ...overrides }
}
