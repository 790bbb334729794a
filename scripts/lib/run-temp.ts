import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * One folder for every temporary file of a test run. Each test makes its own lake, seed, inbox,
 * server log and browser profile under the system's temporary folder, and most never removed
 * them: about 60 folders and 27 MB were left behind by every `npm test`. Given to every step as
 * TMPDIR (Node's `os.tmpdir()`, Chromium and the tools it runs read it), they all land here, and
 * the run removes them at its end whatever each test did. A run that failed keeps the folder and
 * names it: the servers' logs are in it.
 */
export function runTempFolder(parent = tmpdir()) {
  const path = mkdtempSync(join(parent, 'vybe-test-'))
  return {
    path,
    finish(passed: boolean, say: (line: string) => void = console.error) {
      if (passed) rmSync(path, { recursive: true, force: true })
      else say(`Temporary files of this run, its servers' logs among them: ${path}`)
    },
  }
}
