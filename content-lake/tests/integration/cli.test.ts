import net from 'node:net'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, runCli, startCli } from './cli-process.ts'
import { OWN_SECRETS, OWN_SECRETS_ENV } from '../../../tests/support/own-settings.ts'
import { tempDir, writeSeed } from './helpers.ts'

let dir: string
let env: Record<string, string>
beforeAll(async () => {
  dir = await tempDir('lake-cli-')
  env = {
    ...OWN_SECRETS_ENV,
    LAKE_PORT: String(await freePort()),
    LAKE_DATA_DIR: path.join(dir, 'data'),
    LAKE_SEED_DIR: await writeSeed(dir),
    PORT: String(await freePort()),
  }
})
afterAll(async () => {
  const { rm } = await import('node:fs/promises')
  await rm(dir, { recursive: true, force: true })
})

describe('npm run lake', () => {
  it('prints where it listens and the Studio sign-in link, and stops cleanly on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const run = await startCli({ ...env, STUDIO_PORT: '4444' })
      await expect.poll(() => run.stdout().trim().split('\n')).toHaveLength(2)
      const [listening, signIn] = run.stdout().trim().split('\n')
      expect(listening).toBe(
        `Content Lake listening on http://127.0.0.1:${env.LAKE_PORT} (project local, dataset production)`,
      )
      const link = new URL(signIn?.replace(/^Studio sign-in: /, '') ?? '')
      expect(link.origin + link.pathname).toBe(
        `http://127.0.0.1:${env.LAKE_PORT}/v1/auth/login/local`,
      )
      expect(link.searchParams.get('origin')).toBe('http://127.0.0.1:4444/')
      // A fresh random code on every start.
      expect(link.searchParams.get('code')).toMatch(/^[\w-]{32}$/)
      run.child.kill(signal)
      expect(await run.exited, `exit code after ${signal}; stderr: ${run.stderr()}`).toBe(0)
    }
  })

  it('a port in use gives a one-line error and exit code 1', async () => {
    const blocker = net.createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    try {
      const run = runCli({ ...env, LAKE_PORT: String(port) })
      expect(await run.exited).toBe(1)
      expect(run.stderr().trim()).toBe(`content-lake: Port ${port} on 127.0.0.1 is already in use`)
    } finally {
      blocker.close()
    }
  })

  it('a malformed setting is named and stops the start', async () => {
    const run = runCli({ ...env, LAKE_PORT: 'eighty' })
    expect(await run.exited).toBe(1)
    expect(run.stderr()).toMatch(
      /^content-lake: Invalid Content Lake configuration\. LAKE_PORT: a port number/,
    )
  })

  it('--reset restores the seed', async () => {
    const client = createClient({
      projectId: 'local',
      dataset: 'production',
      apiHost: `http://127.0.0.1:${env.LAKE_PORT}`,
      useProjectHostname: false,
      apiVersion: '2025-02-19',
      useCdn: false,
      token: OWN_SECRETS.writeToken,
    })
    let run = await startCli(env)
    await client.patch('page-terms').set({ title: 'Edited' }).commit()
    await client.create({ _id: 'extra', _type: 'page' })
    run.child.kill('SIGTERM')
    await run.exited

    run = await startCli(env)
    expect(await client.fetch('*[_id == "page-terms"][0].title')).toBe('Edited')
    run.child.kill('SIGTERM')
    await run.exited

    run = await startCli(env, ['--reset'])
    expect(run.stdout()).toContain('reset to seed')
    expect(await client.fetch('*[_id == "page-terms"][0].title')).toBe('Terms')
    expect(await client.getDocument('extra')).toBeUndefined()
    run.child.kill('SIGTERM')
    await run.exited
  })
})
