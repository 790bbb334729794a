// Starts what the browser tests run against: a fresh local lake seeded from studio/seed (with
// the revalidation webhook to the website), a fake HubSpot, a local mail server with its inbox
// (maildev, as `npm start` runs it), the built website (web/server.ts, as `npm start` runs it)
// and the built Studio (`sanity preview`, as `npm start` serves it). Everything binds to
// 127.0.0.1 and is stopped by the returned teardown.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startLake } from '@atl/content-lake'
import { LOCAL_REVALIDATE_SECRET, loopbackOrigins } from '@atl/local-defaults'
import { startFakeHubSpot } from '../../support/fake-hubspot.ts'
import { startLocalInbox } from '../../support/local-inbox.ts'
import { E2E_PORTS, E2E_URLS, HUBSPOT_TEST_FORMS } from './ports.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')

export default async function globalSetup() {
  for (const built of ['web/.next/BUILD_ID', 'studio/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` before the browser tests`)
    }
  }
  // Tests sign in to the Studio with this code, as a person does with `npm start`'s link.
  process.env.E2E_SIGN_IN_CODE = randomBytes(24).toString('base64url')
  const lake = await startLake({
    port: E2E_PORTS.lake,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-lake-')),
    seedDir: seedWithExpiredPreviewSecret(),
    functions: {
      env: { SITE_URL: E2E_URLS.web, SANITY_REVALIDATE_SECRET: LOCAL_REVALIDATE_SECRET },
    },
    studioOrigins: loopbackOrigins(E2E_PORTS.studio),
    siteOrigins: loopbackOrigins(E2E_PORTS.web),
    signInCode: process.env.E2E_SIGN_IN_CODE,
  })
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
    await lake.close()
  }
}

/** The website's server log, which tests read (the 404 page logs the missing path there). */
export const WEB_LOG = path.join(os.tmpdir(), `e2e-web-${process.pid}.log`)

function startWebsite(): ChildProcess {
  process.env.E2E_WEB_LOG = WEB_LOG
  const log = fs.openSync(WEB_LOG, 'w')
  const child = spawn(process.execPath, [path.join(ROOT, 'web/server.ts')], {
    cwd: path.join(ROOT, 'web'),
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      PORT: String(E2E_PORTS.web),
      // Edit links in staff emails point at the e2e Studio.
      STUDIO_PORT: String(E2E_PORTS.studio),
      // As behind one proxy: hostile-requests.spec.ts writes X-Forwarded-For as it would.
      TRUSTED_PROXY_COUNT: '1',
      LAKE_PORT: String(E2E_PORTS.lake),
      SANITY_API_HOST: E2E_URLS.lake,
      HUBSPOT_API_BASE: E2E_URLS.hubspot,
      HUBSPOT_PORTAL_ID: HUBSPOT_TEST_FORMS.portalId,
      HUBSPOT_AD_FORM_ID: HUBSPOT_TEST_FORMS.adForm,
      HUBSPOT_CONTACT_FORM_ID: HUBSPOT_TEST_FORMS.contactForm,
      HUBSPOT_ADVERTISE_FORM_ID: HUBSPOT_TEST_FORMS.advertiseForm,
      SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
      // Emails queued by the Studio's review actions go out within a second.
      OUTBOX_SWEEP_EVERY_MS: '1000',
    },
    stdio: ['ignore', log, log],
  })
  return child
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
      env: { ...process.env, DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1' },
      stdio: 'ignore',
    },
  )
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The website exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within 60 s`)
}
