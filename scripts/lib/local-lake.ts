import type { ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { isPortFree, startChild, waitForHttp } from './processes.ts'

const cli = join(import.meta.dirname, '..', '..', 'content-lake', 'src', 'cli.ts')

/**
 * Makes sure the local Content Lake answers on `port`: reuses one that already runs there (for
 * example `npm start`'s own), otherwise starts the lake's CLI. Returns the child it started.
 */
export async function ensureLake(port: number): Promise<ChildProcess | undefined> {
  const url = `http://127.0.0.1:${port}/v1/ping`
  if (!(await isPortFree(port))) {
    await waitForHttp(url, 5_000)
    return undefined
  }
  const child = startChild('lake', process.execPath, [cli], { LAKE_PORT: String(port) })
  await waitForHttp(url, 30_000)
  return child
}
