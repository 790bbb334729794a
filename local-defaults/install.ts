// What an embedded install keeps of its own, in the lake's data folder (LAKE_DATA_DIR, 0700):
// its secrets, made at first start, and the local inbox. Secrets in the repository would be
// everyone's: with them anyone could forge an advertiser's campaign link, call the outbox sweep,
// or read and write the lake. Server-side only (node:fs): settings.ts only receives the
// functions below as embedded defaults, and the Studio's reader (studio.ts) needs none.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { presentSettings, type SettingsSource } from './index.ts'
import { SettingsError, settingRules } from './settings.ts'

/** LAKE_DATA_DIR's default, relative to the repository like any relative value of it. */
export const LOCAL_DATA_DIR = '.data/lake'
/** Entries of the data folder that are the install's, not the lake's: a lake reset keeps them. */
export const INSTALL_ENTRIES = { secrets: 'secrets.json', inbox: 'inbox' } as const

// Not import.meta.dirname: in the website's server bundle only import.meta.url still names
// this source file, so every part finds the same folder from it.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The lake's data folder: LAKE_DATA_DIR (default .data/lake), relative to the repository. */
export function dataDirOf(env: SettingsSource): string {
  return path.resolve(REPO_ROOT, presentSettings(env).LAKE_DATA_DIR ?? LOCAL_DATA_DIR)
}

const secretsSchema = z.object({
  /** The lake's read token: drafts and private-path documents (server-side rendering). */
  readToken: settingRules.token,
  /** The lake's write token: submissions, scripts, `sanity dataset import`. */
  writeToken: settingRules.token,
  /** Signs the refresh trigger the lake's Function posts to the website. */
  revalidateSecret: settingRules.secret,
  /** Signs advertisers' campaign page links. */
  campaignLinkSecret: settingRules.secret,
  /** The bearer token of POST /api/outbox/sweep. */
  outboxSweepSecret: settingRules.secret,
})
export type InstallSecrets = z.infer<typeof secretsSchema>

const made = new Map<string, InstallSecrets>()

/** The install's secrets: read from its data folder, or made there on first use. */
export function installSecrets(env: SettingsSource): InstallSecrets {
  const file = path.join(dataDirOf(env), INSTALL_ENTRIES.secrets)
  let secrets = made.get(file) ?? readSecrets(file)
  if (!secrets) {
    writeOnce(file, newSecrets())
    secrets = readSecrets(file)
  }
  if (!secrets) throw new SettingsError(`${file} could not be made`)
  made.set(file, secrets)
  return secrets
}

/** An embedded default for readSettings: the install's own value, read only when unset. */
export const installSecret =
  (name: keyof InstallSecrets) =>
  (env: SettingsSource): string =>
    installSecrets(env)[name]

function newSecrets(): InstallSecrets {
  const random = () => randomBytes(32).toString('base64url')
  return {
    readToken: `sk-local-read-${random()}`,
    writeToken: `sk-local-write-${random()}`,
    revalidateSecret: random(),
    campaignLinkSecret: random(),
    outboxSweepSecret: random(),
  }
}

function readSecrets(file: string): InstallSecrets | undefined {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  const secrets = secretsSchema.safeParse(parsed)
  if (!secrets.success) {
    // Made new, they would no longer match the links already sent: a person decides.
    throw new SettingsError(
      `${file} is not this product's secrets file; move it away and a new one is made (earlier campaign links then stop working)`,
    )
  }
  return secrets.data
}

/**
 * Writes `file` whole, unless it exists: the lake, the website and the build may start at the
 * same moment, and only one set of secrets may win. The content is flushed under a name of its
 * own, then linked to `file` (which fails if another process linked its own first).
 */
function writeOnce(file: string, secrets: InstallSecrets) {
  const dir = path.dirname(file)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  const handle = fs.openSync(tmp, 'wx', 0o600)
  try {
    fs.writeFileSync(handle, `${JSON.stringify(secrets, null, 2)}\n`)
    fs.fsyncSync(handle)
  } finally {
    fs.closeSync(handle)
  }
  try {
    fs.linkSync(tmp, file)
    syncDir(dir)
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error
  } finally {
    fs.rmSync(tmp, { force: true })
  }
}

/** A Node error's code (`ENOENT`, `EEXIST`); undefined for any other error. */
function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined
}

/** So a crash right after the first start cannot lose the file once links were sent. */
function syncDir(dir: string) {
  const handle = fs.openSync(dir, 'r')
  try {
    fs.fsyncSync(handle)
  } finally {
    fs.closeSync(handle)
  }
}
