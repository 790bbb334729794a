import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SettingsError } from '@atl/local-defaults/settings'

/**
 * The settings a read refuses, by name, from the SettingsError it throws ("Invalid website
 * configuration. PORT: ...; SITE_URL: ..."): a test then knows exactly which ones were named.
 */
export function settingsNamedBy(read: () => unknown): string[] {
  try {
    read()
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    const problems = error.message.slice(error.message.indexOf('. ') + 2).split('; ')
    return problems.map((problem) => problem.slice(0, problem.indexOf(':'))).sort()
  }
  return []
}

/** A data folder of the test's own for an install's secrets (made on first read). */
export const freshDataDir = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'settings-')), 'data')
