// How the lake runs a Blueprint's functions, as Sanity runs deployed ones: each with its own
// environment (the Blueprint's `env`, then the values set for it, never the lake's), the
// context Sanity gives a sync-tag function, and a fresh start for one that overran its timeout.
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestLake, tempDir, type TestLake } from './helpers.ts'

// A function that reports what it sees, and hangs on its first call ever (a marker file
// survives the thread), so the lake has to end that thread and retry in a new one.
const FUNCTION = `
import fs from 'node:fs'
export const handler = async ({ context, event, done }) => {
  if (!fs.existsSync(process.env.MARKER)) {
    fs.writeFileSync(process.env.MARKER, '')
    await new Promise((resolve) => setTimeout(resolve, 60_000))
  }
  await fetch(process.env.REPORT_URL, {
    method: 'POST',
    body: JSON.stringify({
      env: { FROM_BLUEPRINT: process.env.FROM_BLUEPRINT, OVERRIDDEN: process.env.OVERRIDDEN, PATH: process.env.PATH },
      context: { ...context, resource: context.resources.function('reporter'), resources: undefined },
      syncTags: event.data.syncTags,
    }),
  })
  await done(event.data.syncTags)
}
`
const BLUEPRINT = `
export default () => ({
  resources: [
    { type: 'sanity.project.cors', name: 'studio-origin', origin: 'http://127.0.0.1:3333' },
    {
      type: 'sanity.function.sync-tag-invalidate',
      name: 'reporter',
      src: 'functions/reporter',
      timeout: 1,
      env: { FROM_BLUEPRINT: 'blueprint', OVERRIDDEN: 'blueprint' },
    },
  ],
})
`

interface Report {
  env: Record<string, string | undefined>
  context: Record<string, unknown>
  syncTags: string[]
}
const reports: Report[] = []
const logs: string[] = []
let receiver: http.Server
let dir: string
let t: TestLake

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      reports.push(JSON.parse(body) as Report)
      res.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  dir = await tempDir('functions-')
  await fs.mkdir(path.join(dir, 'functions/reporter'), { recursive: true })
  await fs.writeFile(path.join(dir, 'functions/reporter/index.mjs'), FUNCTION)
  await fs.writeFile(
    path.join(dir, 'functions/reporter/package.json'),
    JSON.stringify({ main: 'index.mjs' }),
  )
  await fs.writeFile(path.join(dir, 'sanity.blueprint.mjs'), BLUEPRINT)
  t = await startTestLake({
    functions: {
      blueprint: path.join(dir, 'sanity.blueprint.mjs'),
      env: {
        REPORT_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
        MARKER: path.join(dir, 'hung-once'),
        OVERRIDDEN: 'set for the function',
      },
    },
    log: (message) => logs.push(message),
  })
})
afterAll(async () => {
  await t.close()
  receiver.close()
  await fs.rm(dir, { recursive: true, force: true })
})

it('a function past its timeout is stopped and retried in a fresh thread with its own environment and context', async () => {
  await t.writer.patch('page-terms').set({ title: 'Terms, revised' }).commit()
  const deadline = Date.now() + 15_000
  while (reports.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(logs).toContain('[lake] function reporter failed (attempt 1): timed out after 1 s')
  expect(reports).toHaveLength(1)
  const [report] = reports
  expect(report?.syncTags.length).toBeGreaterThan(0)
  // The Blueprint's env, the values set for the function over it, and nothing of the lake's.
  expect(report?.env).toEqual({ FROM_BLUEPRINT: 'blueprint', OVERRIDDEN: 'set for the function' })
  expect(process.env.OVERRIDDEN).toBeUndefined()
  expect(report?.context).toMatchObject({
    eventResourceType: 'dataset',
    eventResourceId: 'local.production',
    functionResourceType: 'sanity.function.sync-tag-invalidate',
    clientOptions: { apiHost: t.lake.url, projectId: 'local', dataset: 'production' },
    resource: { name: 'reporter', type: 'sanity.function.sync-tag-invalidate' },
  })
  expect(report?.context.callbackToken).toEqual(expect.any(String))
  expect(report?.context).not.toHaveProperty('local')
})
