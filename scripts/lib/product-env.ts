import { readScriptSettings, type ScriptSettings } from '@atl/local-defaults/scripts'
import type { SettingsSource } from '@atl/local-defaults'

/**
 * For the start scripts: their settings (@atl/local-defaults/scripts), read and validated as
 * they start, or a message naming each bad one and exit code 1.
 */
export function readScriptSettingsOrExit(env?: SettingsSource): ScriptSettings {
  try {
    return readScriptSettings(env)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
