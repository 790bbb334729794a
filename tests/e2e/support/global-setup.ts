// Starts what the browser tests run against: a fresh local lake seeded from studio/seed (with
// the revalidation webhook to the website), a fake HubSpot, the built website (`next start`)
// and the built Studio. Everything binds to 127.0.0.1 and is stopped by the returned teardown.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startLake, websiteRevalidationWebhook } from '@atl/content-lake'
import { LOCAL_REVALIDATE_SECRET } from '@atl/content-lake/local-defaults'
import { startFakeHubSpot } from '../../support/fake-hubspot.ts'
import { E2E_PORTS, E2E_URLS, HUBSPOT_TEST_FORMS } from './ports.ts'
import { serveStatic } from './static-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')

export default async function globalSetup() {
  for (const built of ['web/.next/BUILD_ID', 'studio/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` before the browser tests`)
    }
  }
  const lake = await startLake({
    port: E2E_PORTS.lake,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-lake-')),
    webhooks: [websiteRevalidationWebhook(E2E_URLS.web, LOCAL_REVALIDATE_SECRET)],
  })
  const hubspot = await startFakeHubSpot(E2E_PORTS.hubspot)
  const web = startWebsite()
  const studio = await serveStatic(path.join(ROOT, 'studio/dist'), E2E_PORTS.studio)
  await waitUntilUp(`${E2E_URLS.web}/robots.txt`, web)

  return async () => {
    web.kill('SIGTERM')
    studio.close()
    await hubspot.close()
    await lake.close()
  }
}

/** The website's server log, which tests read (the 404 page logs the missing path there). */
export const WEB_LOG = path.join(os.tmpdir(), `e2e-web-${process.pid}.log`)

function startWebsite(): ChildProcess {
  process.env.E2E_WEB_LOG = WEB_LOG
  const log = fs.openSync(WEB_LOG, 'w')
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/next/dist/bin/next'),
      'start',
      '--hostname',
      '127.0.0.1',
      '--port',
      String(E2E_PORTS.web),
    ],
    {
      cwd: path.join(ROOT, 'web'),
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(E2E_PORTS.web),
        LAKE_PORT: String(E2E_PORTS.lake),
        SANITY_API_HOST: E2E_URLS.lake,
        HUBSPOT_API_BASE: E2E_URLS.hubspot,
        HUBSPOT_PORTAL_ID: HUBSPOT_TEST_FORMS.portalId,
        HUBSPOT_AD_FORM_ID: HUBSPOT_TEST_FORMS.adForm,
        HUBSPOT_CONTACT_FORM_ID: HUBSPOT_TEST_FORMS.contactForm,
        HUBSPOT_ADVERTISE_FORM_ID: HUBSPOT_TEST_FORMS.advertiseForm,
      },
      stdio: ['ignore', log, log],
    },
  )
  return child
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
