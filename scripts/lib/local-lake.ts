import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { isPortFree, startChild, waitForHttp } from './processes.ts'

const cli = join(import.meta.dirname, '..', '..', 'content-lake', 'src', 'cli.ts')

export interface StartedLake {
  child: ChildProcess
  /** The Studio sign-in secret this start gave the lake (printed as a link). */
  signInCode: string
}

/**
 * Makes sure the local Content Lake answers on `port`: reuses one that already runs there (for
 * example `npm start`'s own; its sign-in link is in that lake's output), otherwise starts the
 * lake's CLI with a fresh sign-in code. Returns what it started.
 */
export async function ensureLake(
  port: number,
  env: Record<string, string> = {},
): Promise<StartedLake | undefined> {
  const url = `http://127.0.0.1:${port}/v1/ping`
  if (!(await isPortFree(port))) {
    await waitForHttp(url, 5_000)
    return undefined
  }
  const signInCode = randomBytes(24).toString('base64url')
  const child = startChild('lake', process.execPath, [cli], {
    ...env,
    LAKE_PORT: String(port),
    LAKE_SIGN_IN_CODE: signInCode,
  })
  await waitForHttp(url, 30_000)
  return { child, signInCode }
}
