// `npm start` and `npm run dev`: the local Content Lake (embedded mode), the Studio and the
// website on 127.0.0.1, each announced on one line. `start` builds first unless nothing changed
// since the last build (pages are rendered from the CMS at build time, and the Studio bundle
// names the lake it talks to); `dev` runs the Studio's and Next.js's development servers
// instead. Ctrl+C stops every part by its PID.
import type { ChildProcess } from 'node:child_process'
import { join, relative } from 'node:path'
import { signInLink } from '@atl/content-lake/sign-in-link'
import { buildInputs, buildSettings, isBuildCurrent } from './lib/build-record.ts'
import { cachedContentTags, expireContentTags } from './lib/expire-pages.ts'
import { inboxCommand } from './lib/local-inbox.ts'
import { ensureLake } from './lib/local-lake.ts'
import { isPortFree, startChild, stopAll, waitForHttp } from './lib/processes.ts'
import { readScriptSettingsOrExit } from './lib/product-env.ts'
import { runCommand } from './lib/run-command.ts'

const mode = process.argv[2]
if (mode !== 'dev' && mode !== 'start') {
  console.error('Usage: node scripts/run.ts dev|start')
  process.exit(2)
}

const root = join(import.meta.dirname, '..')
const env = readScriptSettingsOrExit()
const children: ChildProcess[] = []
let stopping = false

async function stop(code: number) {
  if (stopping) return
  stopping = true
  await stopAll(children)
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

const required = [
  ['website', 'PORT', env.webPort],
  ['Studio', 'STUDIO_PORT', env.studioPort],
  ...(env.embedded ? [['Content Lake', 'LAKE_PORT', env.lakePort] as const] : []),
  ...(env.localMail
    ? ([
        ['local mail server', 'SMTP_PORT', env.smtpPort],
        ['local inbox', 'INBOX_PORT', env.inboxPort],
      ] as const)
    : []),
] as const
for (const [part, name, port] of required) {
  if (!(await isPortFree(port))) {
    console.error(
      `Port ${port} for the ${part} is already in use: stop what uses it or set ${name} to a free port.`,
    )
    process.exit(1)
  }
}

// The local mail server: the website's emails land in a web inbox instead of real mailboxes.
if (env.localMail) {
  const inbox = inboxCommand({ smtp: env.smtpPort, web: env.inboxPort }, env.inboxDir)
  children.push(startChild('inbox', inbox.command, inbox.args))
  await waitForHttp(`http://127.0.0.1:${env.inboxPort}/`, 30_000)
}

let signInCode: string | undefined
if (env.embedded) {
  const lake = await ensureLake(env.lakePort, {
    PORT: String(env.webPort),
    STUDIO_PORT: String(env.studioPort),
  })
  if (lake) children.push(lake.child)
  signInCode = lake?.signInCode
}

// After a stop or a crash, what the last build made is served again unless something it was
// made from changed since (scripts/lib/build-record.ts): minutes of building saved.
const reused =
  mode === 'start' && isBuildCurrent(root, buildInputs(root, buildSettings(env.apiEnv)))
if (mode === 'start') {
  if (reused) {
    console.log('Nothing changed since the last build: serving what it made.')
  } else {
    const code = await runCommand('node', ['scripts/build.ts'], { cwd: root, env: env.apiEnv })
    if (code !== 0) await stop(code)
  }
}

const studioArgs =
  mode === 'dev' ? ['dev', '--host', '127.0.0.1'] : ['preview', '--host', '127.0.0.1']
children.push(
  startChild(
    'studio',
    'sanity',
    [...studioArgs, '--port', String(env.studioPort)],
    env.apiEnv,
    join(root, 'studio'),
  ),
  // `start` serves through web/server.ts, which decides the client's address (rate limit).
  mode === 'dev'
    ? startChild(
        'web',
        'next',
        ['dev', '--hostname', '127.0.0.1', '--port', String(env.webPort)],
        { ...env.apiEnv, PORT: String(env.webPort) },
        join(root, 'web'),
      )
    : startChild(
        'web',
        process.execPath,
        ['server.ts'],
        { ...env.apiEnv, PORT: String(env.webPort), NODE_ENV: 'production' },
        join(root, 'web'),
      ),
)
for (const child of children) {
  child.once('exit', (code) => {
    if (!stopping) {
      console.error('A part of the product stopped; stopping the others.')
      void stop(code ?? 1)
    }
  })
}

await Promise.all([
  waitForHttp(`http://127.0.0.1:${env.webPort}/robots.txt`, 120_000).then(() =>
    reused ? refreshReusedPages() : undefined,
  ),
  waitForHttp(`http://127.0.0.1:${env.studioPort}/`, 120_000),
])
const studioUrl = `http://127.0.0.1:${env.studioPort}`
console.log(`\nWebsite       http://127.0.0.1:${env.webPort}`)
console.log(`Studio        ${studioUrl}`)
if (env.localMail)
  console.log(`Email inbox   http://127.0.0.1:${env.inboxPort}  (every email the website sends)`)
if (env.embedded) {
  console.log(`Content Lake  ${env.lakeUrl}  (data in ${relative(root, env.dataDir) || '.'})`)
  // Only the person at this terminal can sign in to the local Studio: the link holds the code.
  console.log(
    signInCode
      ? `Sign in       ${signInLink(env.lakeUrl, studioUrl, signInCode)}`
      : 'Sign in       with the link printed by the Content Lake that was already running',
  )
}
console.log('Press Ctrl+C to stop.\n')

/** Pages of a reused build render anew from the CMS on their next visit (lib/expire-pages.ts). */
async function refreshReusedPages() {
  try {
    const tags = cachedContentTags(join(root, 'web', '.next'))
    await expireContentTags(`http://127.0.0.1:${env.webPort}`, env.revalidateSecret, tags)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`Pages may show content older than the CMS's until it changes again: ${reason}`)
  }
}
