// `npm start` reuses the last build when nothing it was made from changed, and builds again when
// anything did. A repository in miniature: sources git tracks, a new file, what .gitignore hides,
// and the outputs a build leaves.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  buildInputs,
  buildSettings,
  forgetBuild,
  isBuildCurrent,
  recordBuild,
} from '../../../scripts/lib/build-record.ts'
import { OFFLINE_ENV } from '../../../scripts/lib/offline-env.ts'

// Settings as a configured install has them, none of them a default.
const ENV = { PORT: '4301', SANITY_STUDIO_URL: 'https://studio.example.com', TERM: 'xterm' }

let root: string
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), content)
}

/** What scripts/build.ts does around its steps; `finish: false` is a build cut off midway. */
function build(env: Record<string, string> = ENV, finish = true) {
  const inputs = buildInputs(root, env)
  forgetBuild(root)
  write('web/.next/BUILD_ID', `build-${Math.random()}`)
  write('studio/dist/index.html', `<html>${Math.random()}</html>`)
  if (finish) recordBuild(root, inputs)
}
const current = (env: Record<string, string> = ENV) => isBuildCurrent(root, buildInputs(root, env))

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-record-'))
  execFileSync('git', ['init', '-q'], { cwd: root })
  write('.gitignore', 'node_modules\n.next\ndist\n.data\n')
  write('package.json', '{"name": "vybe"}')
  write('package-lock.json', '{"lockfileVersion": 3}')
  write('web/app/page.tsx', 'export default function Page() {}')
  write('studio/sanity.config.ts', 'export default {}')
  write('tests/unit/page.test.ts', 'it()')
  execFileSync('git', ['add', '.'], { cwd: root })
  build()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('a build is reused', () => {
  it('when nothing it was made from changed', () => {
    expect(current()).toBe(true)
  })

  it.each([
    ['a test', () => write('tests/unit/page.test.ts', 'it.each()')],
    [
      "what .gitignore keeps out (the build's cache, the lake's data)",
      () => {
        write('web/.next/cache/fetch', 'x')
        write('.data/lake/journal.ndjson', '{}')
      },
    ],
  ])('when only %s changed', (_what, change) => {
    change()
    expect(current()).toBe(true)
  })

  it('when npm start asks with the settings the build recorded in a process of its own', () => {
    const apiEnv = { SANITY_API_HOST: 'http://127.0.0.1:4311', LAKE_PORT: '4311' }
    for (const name of Object.keys(OFFLINE_ENV)) vi.stubEnv(name, '')
    const asked = buildInputs(root, buildSettings(apiEnv))
    // scripts/build.ts is started with the offline switches and apiEnv in its environment.
    for (const [name, value] of Object.entries({ ...OFFLINE_ENV, ...apiEnv })) {
      vi.stubEnv(name, value)
    }
    expect(buildInputs(root, buildSettings(apiEnv))).toBe(asked)
  })

  it('whatever the shell adds, and a setting read only when a server starts', () => {
    expect(current({ ...ENV, TERM: 'dumb', SHLVL: '3', SMTP_URL: 'smtp://mail.example.com' })).toBe(
      true,
    )
  })
})

describe('a build is made again', () => {
  it.each([
    ['a source changed', () => write('web/app/page.tsx', 'export default function Page() { 1 }')],
    ['a source was added', () => write('studio/structure.ts', 'export {}')],
    ['a source was deleted', () => fs.rmSync(path.join(root, 'web/app/page.tsx'))],
    ['the lockfile changed', () => write('package-lock.json', '{"lockfileVersion": 4}')],
    ["the website's output is another build's", () => write('web/.next/BUILD_ID', 'other')],
    ["the Studio's output is gone", () => fs.rmSync(path.join(root, 'studio/dist/index.html'))],
  ])('when %s', (_what, change) => {
    change()
    expect(current()).toBe(false)
  })

  it.each([
    ['PORT', '4302'],
    ['SANITY_STUDIO_URL', 'https://studio.example.org'],
    ['SANITY_PROJECT_ID', 'q7x2m9ab'],
    ['LAKE_DATA_DIR', '/srv/vybe/lake'],
  ])('when %s, which the build reads, is %s', (name, value) => {
    expect(current({ ...ENV, [name]: value })).toBe(false)
  })

  it('when the last build was cut off midway, even though older outputs are there', () => {
    build(ENV, false)
    expect(current()).toBe(false)
  })

  it('until a build finishes again', () => {
    write('web/app/page.tsx', 'export default function Page() { 2 }')
    build()
    expect(current()).toBe(true)
  })

  it('always outside a git checkout, where what is a source cannot be told', () => {
    fs.rmSync(path.join(root, '.git'), { recursive: true })
    expect(buildInputs(root, ENV)).toBeUndefined()
    expect(current()).toBe(false)
  })
})
