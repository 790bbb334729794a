import path from 'node:path'
import { loopbackOrigins } from '@atl/local-defaults'
import { installSecrets } from '@atl/local-defaults/install'
import { LAKE_SETTINGS, readLakeSettings, type LakeSettings } from '@atl/local-defaults/lake'
import { describe, expect, it } from 'vitest'
import { OWN_SECRETS_ENV } from '../../support/own-settings.ts'
import { REPO_ROOT } from '../../support/seed.ts'
import { freshDataDir, settingsNamedBy } from './named-settings.ts'

// Every setting the local Content Lake reads (`npm run lake`), default and not.

const DATA_DIR = freshDataDir()
const HOSTED = {
  LAKE_PORT: '4311',
  LAKE_DATA_DIR: DATA_DIR,
  LAKE_SEED_DIR: 'tests/fixtures/seed',
  LAKE_COMPACT_EVERY: '50',
  SANITY_PROJECT_ID: 'q7x2m9ab',
  SANITY_DATASET: 'staging_2026',
  SANITY_API_READ_TOKEN: 'skReadToken0123456789abcdef',
  SANITY_API_WRITE_TOKEN: 'skWriteToken0123456789abcdef',
  SANITY_REVALIDATE_SECRET: 'hosted-revalidate-secret-42',
  SITE_URL: 'https://site.example.com',
  SANITY_STUDIO_URL: 'https://studio.example.com/',
  LAKE_SIGN_IN_CODE: 'a-sign-in-code-of-our-own-0123',
}

/** Without SITE_URL and SANITY_STUDIO_URL, the ports make the browser origins and links. */
const EMBEDDED_PORTS = { PORT: '4301', STUDIO_PORT: '4334' }

describe("the lake's settings", () => {
  it('hosted: takes every value as set', () => {
    expect(readLakeSettings(HOSTED)).toEqual({
      port: 4311,
      dataDir: DATA_DIR,
      seedDir: path.join(REPO_ROOT, 'tests/fixtures/seed'),
      compactEvery: 50,
      projectId: 'q7x2m9ab',
      dataset: 'staging_2026',
      tokens: { read: [HOSTED.SANITY_API_READ_TOKEN], write: [HOSTED.SANITY_API_WRITE_TOKEN] },
      functionEnv: {
        SITE_URL: 'https://site.example.com',
        SANITY_REVALIDATE_SECRET: HOSTED.SANITY_REVALIDATE_SECRET,
      },
      studioUrl: 'https://studio.example.com',
      siteOrigins: ['https://site.example.com'],
      studioOrigins: ['https://studio.example.com'],
      signInCode: HOSTED.LAKE_SIGN_IN_CODE,
    } satisfies LakeSettings)
  })

  it('embedded: the ports make the origins, the sign-in link and the function’s SITE_URL', () => {
    expect(readLakeSettings({ ...OWN_SECRETS_ENV, ...EMBEDDED_PORTS })).toMatchObject({
      functionEnv: { SITE_URL: 'http://127.0.0.1:4301' },
      studioUrl: 'http://127.0.0.1:4334',
      siteOrigins: loopbackOrigins(4301),
      studioOrigins: loopbackOrigins(4334),
    })
  })

  it('embedded and unset: every default, the tokens and secret the install’s own', () => {
    const env = { LAKE_DATA_DIR: freshDataDir() }
    const secrets = installSecrets(env)
    expect(readLakeSettings(env)).toEqual({
      port: 3100,
      dataDir: env.LAKE_DATA_DIR,
      seedDir: path.join(REPO_ROOT, 'studio/seed'),
      compactEvery: 2000,
      projectId: 'local',
      dataset: 'production',
      tokens: { read: [secrets.readToken], write: [secrets.writeToken] },
      functionEnv: {
        SITE_URL: 'http://127.0.0.1:3000',
        SANITY_REVALIDATE_SECRET: secrets.revalidateSecret,
      },
      studioUrl: 'http://127.0.0.1:3333',
      siteOrigins: loopbackOrigins(3000),
      studioOrigins: loopbackOrigins(3333),
      signInCode: undefined,
    } satisfies LakeSettings)
  })

  it('keeps its data in .data/lake unless told otherwise', () => {
    expect(readLakeSettings(OWN_SECRETS_ENV).dataDir).toBe(path.join(REPO_ROOT, '.data/lake'))
  })

  it('takes LAKE_PORT=0: a free port (the bench starts lakes so)', () => {
    expect(readLakeSettings({ ...OWN_SECRETS_ENV, LAKE_PORT: '0' }).port).toBe(0)
  })

  it('takes a blank value as its default, not as an invalid one', () => {
    const blank = { LAKE_PORT: '', PORT: ' ', LAKE_COMPACT_EVERY: '', LAKE_SEED_DIR: '' }
    expect(readLakeSettings({ ...OWN_SECRETS_ENV, ...blank })).toMatchObject({
      port: 3100,
      seedDir: path.join(REPO_ROOT, 'studio/seed'),
      compactEvery: 2000,
      functionEnv: { SITE_URL: 'http://127.0.0.1:3000' },
    })
  })

  it('reads every setting it names, each tested above with a value of its own', () => {
    const tested = [...Object.keys(HOSTED), ...Object.keys(EMBEDDED_PORTS)]
    expect(tested.sort()).toEqual([...LAKE_SETTINGS].sort())
  })

  it.each(['SANITY_API_READ_TOKEN', 'SANITY_API_WRITE_TOKEN', 'SANITY_REVALIDATE_SECRET'])(
    'hosted without %s: refuses to start and names it',
    (name) => {
      expect(() => readLakeSettings({ ...HOSTED, [name]: '' })).toThrow(
        `${name}: required with a hosted project`,
      )
    },
  )

  it.each([
    ['LAKE_PORT', '65536'],
    ['LAKE_COMPACT_EVERY', '0'],
    ['SANITY_PROJECT_ID', 'My_Project'],
    ['SANITY_DATASET', 'Production'],
    ['SANITY_API_READ_TOKEN', 'short'],
    ['SANITY_API_WRITE_TOKEN', 'skWrite Token0123456789abcdef'],
    ['SANITY_REVALIDATE_SECRET', 'x'.repeat(15)],
    ['PORT', 'web'],
    ['STUDIO_PORT', '3.5'],
    ['SITE_URL', 'https://site.example.com/nightlife'],
    ['SANITY_STUDIO_URL', 'ftp://studio.example.com'],
    ['LAKE_SIGN_IN_CODE', 'too-short'],
  ])('refuses %s=%j, naming that setting only', (name, value) => {
    expect(settingsNamedBy(() => readLakeSettings({ ...HOSTED, [name]: value }))).toEqual([name])
  })

  it.each([
    ['LAKE_PORT', '-1', 'a port number (1-65535, or 0 for a free one)'],
    ['LAKE_PORT', 'lake', 'a port number (1-65535, or 0 for a free one)'],
    ['LAKE_COMPACT_EVERY', '0', 'a whole number, 1 or more'],
    ['LAKE_COMPACT_EVERY', '2.5', 'a whole number, 1 or more'],
    ['LAKE_COMPACT_EVERY', 'often', 'a whole number, 1 or more'],
    ['LAKE_SIGN_IN_CODE', 'too-short', 'at least 20 characters'],
  ])('says what %s=%j should be', (name, value, message) => {
    expect(() => readLakeSettings({ ...HOSTED, [name]: value })).toThrow(`${name}: ${message}`)
  })
})
