// kill -9 while deliveries are in flight: afterwards "Possible duplicate" (outcomeUnknown) is on
// exactly the items that reached their receiver twice. The website runs in a child process that
// posts ad requests and starts their outbox work; HubSpot answers slowly, and the child is
// killed once HubSpot holds every request (their emails, claimed with them, not yet tried).
// This process then sweeps, as the restarted website does once the leases are over.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEASE_MS } from '../../../web/lib/outbox/items.ts'
import { adRequest, startSubmissionsStack, type SubmissionsStack } from './setup.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const REQUESTS = 6
const DOMAIN = 'crash-flags.example.com'

interface Item {
  status: string
  outcomeUnknown?: boolean
  inFlight?: boolean
}
interface Stored {
  _id: string
  email: string
  delivery: Item
  emails: (Item & { _key: string })[]
}

let stack: SubmissionsStack
beforeAll(async () => {
  stack = await startSubmissionsStack({ sweeping: false })
})
afterAll(async () => {
  await stack?.close()
})

/** web/ loaded as Next would: TypeScript and JSX, the `@/` alias, no server-only guard. */
function startWebsiteProcess(bodies: unknown[]) {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/node'),
    [
      path.join(ROOT, 'node_modules/jiti/lib/jiti-cli.mjs'),
      path.join(import.meta.dirname, 'website-process.ts'),
    ],
    {
      env: {
        ...process.env,
        WEBSITE_BODIES: JSON.stringify(bodies),
        JITI_JSX: '1',
        JITI_ALIAS: JSON.stringify({
          '@': path.join(ROOT, 'web'),
          'server-only': path.join(ROOT, 'node_modules/server-only/empty.js'),
        }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return { child, exited, output: () => output }
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const storedOurs = () =>
  stack.writer.fetch<Stored[]>(
    `*[_type == "adRequest" && email match $pattern]{_id, email, delivery, emails}`,
    { pattern: `*@${DOMAIN}` },
  )

const pending = (doc: Stored) =>
  doc.delivery.status === 'pending' || doc.emails.some((email) => email.status === 'pending')

describe('possible duplicates after a kill -9', () => {
  it('are flagged on exactly the items that reached their receiver twice', async () => {
    const bodies = Array.from({ length: REQUESTS }, (_, i) =>
      adRequest({ email: `owner-${i}@${DOMAIN}` }),
    )
    stack.hubspot.setDelay(60_000)
    const website = startWebsiteProcess(bodies)
    const ours = () => stack.hubspot.submissions.filter((s) => s.values.email?.endsWith(DOMAIN))
    try {
      await until(
        `HubSpot to hold all ${REQUESTS} requests (${website.output()})`,
        () => ours().length === REQUESTS,
        30_000,
      )
    } finally {
      website.child.kill('SIGKILL')
      await website.exited
    }
    stack.hubspot.setDelay(0)

    const atKill = await storedOurs()
    expect(atKill).toHaveLength(REQUESTS)
    // Each HubSpot attempt had started and was cut off; no email had been tried yet.
    for (const doc of atKill) {
      expect(doc.delivery).toMatchObject({ status: 'pending', inFlight: true })
      expect(doc.emails.map((email) => email.status)).toEqual(['pending', 'pending'])
    }

    // The restarted website: sweeps until the leases are over and everything is sent.
    await until(
      'the outbox to recover',
      async () => {
        await stack.sweepOutbox()
        return !(await storedOurs()).some(pending)
      },
      LEASE_MS + 20_000,
    )

    const docs = await storedOurs()
    const inbox = await stack.inbox.emails()
    const copiesOf = (id: string, key: string) =>
      inbox.filter((email) => email.headers['message-id'] === `<${id}.${key}@vybe.outbox>`).length
    const items = docs.flatMap((doc) => [
      {
        copies: ours().filter((s) => s.values.email === doc.email).length,
        flagged: doc.delivery.outcomeUnknown === true,
      },
      ...doc.emails.map((email) => ({
        copies: copiesOf(doc._id, email._key),
        flagged: email.outcomeUnknown === true,
      })),
    ])
    expect(items).toHaveLength(REQUESTS * 3)
    // Nothing lost, and the flag says exactly "this one may be there twice".
    expect(items.filter((item) => item.copies === 0)).toEqual([])
    expect(items.filter((item) => item.flagged !== item.copies > 1)).toEqual([])
    // Here: every HubSpot delivery went twice and is flagged; every email went once and is not.
    expect(items.filter((item) => item.flagged)).toHaveLength(REQUESTS)
  }, 90_000)
})
