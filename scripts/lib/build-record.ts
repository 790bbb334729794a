// What lets `npm start` skip a build that would make what is already there: a fingerprint of what
// the last good build was made from (the sources, the lockfile, Node's version, the settings a
// build reads), and what it left (the website's BUILD_ID, the Studio's index.html). The record
// is removed before a build begins and written only once every step succeeded, so a build cut
// off by a crash, or an output replaced by another build, never passes for a good one.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { presentSettings, type SettingsSource } from '@atl/local-defaults'
import { environmentWith } from '@atl/local-defaults/environment'
import { OFFLINE_ENV } from './offline-env.ts'

/** What a build is made from, relative to the repository: all but the tests and the docs. */
const SOURCES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'local-defaults',
  'schemas',
  'studio',
  'web',
  'content-lake',
  'scripts',
]

/**
 * Settings whose values end up in what is built: SANITY_* (project, dataset and API host, which
 * the Studio's bundle holds; the Studio URL in the site's CSP; the tokens pages were read with),
 * NEXT_PUBLIC_* (inlined into browser code), the ports that default URLs are made from, the site's
 * URL (canonical links, sitemap), the lake the pages were rendered from, NODE_ENV. Anything else
 * is read when a server starts.
 */
const BUILD_SETTING =
  /^(SANITY_|NEXT_PUBLIC_)|^(PORT|STUDIO_PORT|LAKE_PORT|LAKE_DATA_DIR|SITE_URL|NODE_ENV)$/

/** What a build leaves; each changes with every build. */
const OUTPUTS = ['web/.next/BUILD_ID', 'studio/dist/index.html']
/** Inside the website's output, which `next build` empties first. */
const RECORD = 'web/.next/build-record.json'

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/**
 * The settings a build's steps run with (run-command.ts adds the offline switches), the same
 * whether `npm start` asks or scripts/build.ts records: `apiEnv` is what the start scripts add.
 */
export function buildSettings(apiEnv: Record<string, string>): SettingsSource {
  return environmentWith({ ...OFFLINE_ENV, ...apiEnv })
}

/**
 * The fingerprint of what a build with `env` would be made from, or undefined outside a git
 * checkout: without git's view of which files are sources (.gitignore) nothing can be reused.
 */
export function buildInputs(root: string, env: SettingsSource): string | undefined {
  const files = sourceFiles(root)
  if (!files) return undefined
  const hash = createHash('sha256').update(`node ${process.version}\n`)
  const settings = Object.entries(presentSettings(env)).filter(([name]) => BUILD_SETTING.test(name))
  for (const [name, value] of settings.sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`setting ${name} ${sha256(value)}\n`)
  }
  for (const file of files) hash.update(`file ${file} ${contentHash(path.join(root, file))}\n`)
  return hash.digest('hex')
}

/** True when the last build recorded was made from `inputs` and its outputs are still there. */
export function isBuildCurrent(root: string, inputs: string | undefined): boolean {
  if (inputs === undefined) return false
  let record: unknown
  try {
    record = JSON.parse(fs.readFileSync(path.join(root, RECORD), 'utf8'))
  } catch {
    return false
  }
  return JSON.stringify(record) === JSON.stringify({ inputs, outputs: outputsOf(root) })
}

/** Before a build: from now on nothing claims the outputs are good. */
export function forgetBuild(root: string): void {
  fs.rmSync(path.join(root, RECORD), { force: true })
}

/** After every step of a build made from `inputs` succeeded. */
export function recordBuild(root: string, inputs: string | undefined): void {
  const outputs = outputsOf(root)
  if (inputs === undefined || outputs === undefined) return
  const file = path.join(root, RECORD)
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ inputs, outputs }))
  fs.renameSync(`${file}.tmp`, file)
}

function outputsOf(root: string): Record<string, string> | undefined {
  const outputs: Record<string, string> = {}
  for (const output of OUTPUTS) {
    const hash = contentHash(path.join(root, output))
    if (hash === undefined) return undefined
    outputs[output] = hash
  }
  return outputs
}

function contentHash(file: string): string | undefined {
  try {
    return sha256(fs.readFileSync(file))
  } catch (error) {
    // A tracked file deleted in the working tree is a change like any other.
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined
    throw error
  }
}

/** Tracked files and new ones git does not ignore: what a commit of the sources would hold. */
function sourceFiles(root: string): string[] | undefined {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SOURCES],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    )
    return [...new Set(listed.split('\0').filter(Boolean))].sort()
  } catch {
    return undefined
  }
}
