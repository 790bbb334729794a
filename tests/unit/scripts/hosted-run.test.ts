// The hosted browser run (playwright.hosted.config.ts) has ports, a project, a dataset and a
// SITE_URL of its own (tests/e2e/support/settings.ts). A spec in it reaches the website by
// relative addresses against the run's baseURL and the lake through the clients made from those
// settings: an address of a test server written into a spec would test the embedded run's
// servers, or none. (A deliberately dead address, such as port 9, is not a test server's.)
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../support/seed.ts'

const config = readFileSync(join(REPO_ROOT, 'playwright.hosted.config.ts'), 'utf8')
const patterns = [...config.matchAll(/^\s+'([^']+\.spec\.ts)',$/gm)].map(([, glob = '']) => glob)
const specs = globSync(patterns, { cwd: join(REPO_ROOT, 'tests/e2e') })

/** A loopback address with a test server's port (they all have four or five digits). */
const TEST_SERVER = /(?:127\.0\.0\.1|localhost|\[::1\]):\d{4,5}/g

describe('the hosted browser run', () => {
  it('walks the Spanish site too', () => {
    expect(specs).toContain('site/spanish.spec.ts')
  })

  it.each(specs)('%s names no test server of its own', (spec) => {
    const source = readFileSync(join(REPO_ROOT, 'tests/e2e', spec), 'utf8')
    expect(source.match(TEST_SERVER) ?? []).toEqual([])
  })
})
