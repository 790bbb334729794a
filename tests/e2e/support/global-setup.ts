// Starts what the browser tests run against: a fresh local lake seeded from studio/seed, a fake
// HubSpot, a local mail server with its inbox (maildev, as `npm start` runs it), the built
// website (web/server.ts, as `npm start` runs it) and the built Studio (`sanity preview`).
// Embedded run: the lake in this process, with the tests' own tokens. Hosted run
// (E2E_HOSTED=1): the lake CLI started on its own as the stand-in for Sanity's API, holding
// the run's project id and dataset, then the website and the Studio built for that
// configuration, as a hosted deployment builds them. Everything binds to 127.0.0.1 and is
// stopped by the returned teardown.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startLake } from '@atl/content-lake'
import { loopbackOrigins } from '@atl/local-defaults'
import { startFakeHubSpot } from '../../support/fake-hubspot.ts'
import { startLocalInbox } from '../../support/local-inbox.ts'
import { OWN_LAKE_TOKENS, OWN_SECRETS, OWN_SECRETS_ENV } from '../../support/own-settings.ts'
import { E2E_HOSTED, E2E_PORTS, E2E_PROJECT, E2E_URLS, websiteEnv } from './settings.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')

export default async function globalSetup() {
  // Tests sign in to the Studio with this code, as a person does with `npm start`'s link.
  process.env.E2E_SIGN_IN_CODE = randomBytes(24).toString('base64url')
  const stopLake = E2E_HOSTED ? await startStandInLake() : await startEmbeddedLake()
  if (E2E_HOSTED) await buildForHostedRun()
  for (const built of ['web/.next/BUILD_ID', 'studio/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` before the browser tests`)
    }
  }
  const hubspot = await startFakeHubSpot(E2E_PORTS.hubspot)
  const inbox = await startLocalInbox({ smtp: E2E_PORTS.smtp, web: E2E_PORTS.inbox })
  const web = startWebsite()
  const studio = startStudio()
  await waitUntilUp(`${E2E_URLS.web}/robots.txt`, web)
  await waitUntilUp(`${E2E_URLS.studio}/`, studio)

  return async () => {
    web.kill('SIGTERM')
    studio.kill('SIGTERM')
    await hubspot.close()
    await inbox.stop()
    await stopLake()
  }
}

async function startEmbeddedLake(): Promise<() => Promise<void>> {
  const lake = await startLake({
    port: E2E_PORTS.lake,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-lake-')),
    seedDir: seedWithExpiredPreviewSecret(),
    tokens: OWN_LAKE_TOKENS,
    // The Blueprint's sync-tag function, as a project with it deployed runs it.
    functions: {
      env: { SITE_URL: E2E_URLS.web, SANITY_REVALIDATE_SECRET: OWN_SECRETS.revalidateSecret },
    },
    studioOrigins: loopbackOrigins(E2E_PORTS.studio),
    siteOrigins: loopbackOrigins(E2E_PORTS.web),
    signInCode: process.env.E2E_SIGN_IN_CODE,
  })
  return () => lake.close()
}

/** The lake as `npm run lake` runs it, configured only through its environment. */
async function startStandInLake(): Promise<() => Promise<void>> {
  const lake = spawn(process.execPath, [path.join(ROOT, 'content-lake/src/cli.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...OWN_SECRETS_ENV,
      SANITY_PROJECT_ID: E2E_PROJECT.projectId,
      SANITY_DATASET: E2E_PROJECT.dataset,
      LAKE_PORT: String(E2E_PORTS.lake),
      LAKE_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-hosted-lake-')),
      LAKE_SEED_DIR: seedWithExpiredPreviewSecret(),
      LAKE_SIGN_IN_CODE: process.env.E2E_SIGN_IN_CODE,
      SITE_URL: E2E_URLS.web,
      SANITY_STUDIO_URL: E2E_URLS.studio,
    },
    stdio: ['ignore', 'ignore', fs.openSync(path.join(os.tmpdir(), 'e2e-hosted-lake.log'), 'w')],
  })
  await waitUntilUp(`${E2E_URLS.lake}/v1/ping`, lake)
  return () =>
    new Promise((resolve) => {
      lake.once('exit', () => resolve())
      lake.kill('SIGTERM')
    })
}

/** `npm run build` with the hosted configuration: pages are rendered from the stand-in. */
async function buildForHostedRun() {
  const log = path.join(os.tmpdir(), 'e2e-hosted-build.log')
  const build = spawn(process.execPath, [path.join(ROOT, 'scripts/build.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...websiteEnv() },
    stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
  })
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  if (code !== 0) {
    const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')
    throw new Error(`The hosted build failed (exit ${code}):\n${tail}`)
  }
}

/** The website's server log, which tests read (the 404 page logs the missing path there). */
export const WEB_LOG = path.join(os.tmpdir(), `e2e-web-${process.pid}.log`)

function startWebsite(): ChildProcess {
  process.env.E2E_WEB_LOG = WEB_LOG
  const log = fs.openSync(WEB_LOG, 'w')
  return spawn(process.execPath, [path.join(ROOT, 'web/server.ts')], {
    cwd: path.join(ROOT, 'web'),
    env: {
      ...process.env,
      ...websiteEnv(),
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      // As behind one proxy: hostile-requests.spec.ts writes X-Forwarded-For as it would.
      TRUSTED_PROXY_COUNT: '1',
    },
    stdio: ['ignore', log, log],
  })
}

/**
 * The product's seed plus one preview secret that expired an hour ago (a document's
 * `_updatedAt` can only be in the past through the seed), for presentation.spec.ts.
 */
function seedWithExpiredPreviewSecret(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-seed-'))
  fs.cpSync(path.join(ROOT, 'studio/seed'), dir, { recursive: true })
  const secret = randomBytes(16).toString('hex')
  process.env.E2E_EXPIRED_PREVIEW_SECRET = secret
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString()
  const expired = {
    _id: 'drafts.e2e-expired-preview-secret',
    _type: 'sanity.previewUrlSecret',
    secret,
    source: 'sanity/presentation',
    studioUrl: E2E_URLS.studio,
    userId: 'p-local-editor',
    _createdAt: twoHoursAgo,
    _updatedAt: twoHoursAgo,
  }
  fs.writeFileSync(path.join(dir, 'e2e-fixtures.ndjson'), `${JSON.stringify(expired)}\n`)
  return dir
}

function startStudio(): ChildProcess {
  return spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@sanity/cli/bin/run.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(E2E_PORTS.studio),
    ],
    {
      cwd: path.join(ROOT, 'studio'),
      // The Studio's CSP names the lake and the previewed site it was configured with.
      env: { ...process.env, ...websiteEnv(), DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1' },
      stdio: 'ignore',
    },
  )
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within 60 s`)
}
