import path from 'node:path'
import { installSecrets } from '@atl/local-defaults/install'
import {
  readScriptSettings,
  SCRIPT_SETTINGS,
  type ScriptSettings,
} from '@atl/local-defaults/scripts'
import { describe, expect, it } from 'vitest'
import { OWN_SECRETS_ENV } from '../../support/own-settings.ts'
import { freshDataDir, settingsNamedBy } from './named-settings.ts'

// Every setting the start scripts read (`npm start`, `npm run dev`, `npm run build`,
// `npm test`), default and not.

const DATA_DIR = freshDataDir()
const HOSTED = {
  SANITY_PROJECT_ID: 'q7x2m9ab',
  SANITY_API_HOST: 'https://api.example.com',
  PORT: '4301',
  STUDIO_PORT: '4334',
  LAKE_PORT: '4310',
  SMTP_PORT: '4325',
  INBOX_PORT: '4380',
  SMTP_URL: 'smtps://mail.example.com:465',
  LAKE_DATA_DIR: DATA_DIR,
  SANITY_REVALIDATE_SECRET: 'hosted-revalidate-secret-42',
  CHROME_PATH: '/opt/chrome/chrome',
}

describe("the start scripts' settings", () => {
  it('hosted: takes every value as set; no lake, no local mail, no API host of their own', () => {
    expect(readScriptSettings(HOSTED)).toEqual({
      embedded: false,
      localMail: false,
      webPort: 4301,
      studioPort: 4334,
      lakePort: 4310,
      smtpPort: 4325,
      inboxPort: 4380,
      lakeUrl: 'http://127.0.0.1:4310',
      dataDir: DATA_DIR,
      inboxDir: path.join(DATA_DIR, 'inbox'),
      apiEnv: {},
      revalidateSecret: HOSTED.SANITY_REVALIDATE_SECRET,
      chromePath: '/opt/chrome/chrome',
    } satisfies ScriptSettings)
  })

  it('embedded and unset: every default, the secret the install’s own', () => {
    const env = { LAKE_DATA_DIR: freshDataDir() }
    expect(readScriptSettings(env)).toEqual({
      embedded: true,
      localMail: true,
      webPort: 3000,
      studioPort: 3333,
      lakePort: 3100,
      smtpPort: 1025,
      inboxPort: 1080,
      lakeUrl: 'http://127.0.0.1:3100',
      dataDir: env.LAKE_DATA_DIR,
      inboxDir: path.join(env.LAKE_DATA_DIR, 'inbox'),
      apiEnv: {
        SANITY_API_HOST: 'http://127.0.0.1:3100',
        LAKE_PORT: '3100',
        SMTP_URL: 'smtp://127.0.0.1:1025',
      },
      revalidateSecret: installSecrets(env).revalidateSecret,
      chromePath: undefined,
    } satisfies ScriptSettings)
  })

  it.each([
    [{ LAKE_PORT: '4310' }, { SANITY_API_HOST: 'http://127.0.0.1:4310', LAKE_PORT: '4310' }],
    [{ SANITY_API_HOST: 'http://127.0.0.1:4311' }, { SANITY_API_HOST: 'http://127.0.0.1:4311' }],
    [{ SMTP_PORT: '4325' }, { SMTP_URL: 'smtp://127.0.0.1:4325' }],
  ])('embedded: %j is what the website and the Studio are given (%j)', (env, given) => {
    expect(readScriptSettings({ ...OWN_SECRETS_ENV, ...env }).apiEnv).toMatchObject(given)
  })

  it('reads every setting it names, each tested above with a value of its own', () => {
    expect(Object.keys(HOSTED).sort()).toEqual([...SCRIPT_SETTINGS].sort())
  })

  it('hosted without SANITY_REVALIDATE_SECRET: refuses to start and names it', () => {
    expect(() => readScriptSettings({ ...HOSTED, SANITY_REVALIDATE_SECRET: '' })).toThrow(
      'SANITY_REVALIDATE_SECRET: required with a hosted project',
    )
  })

  it.each([
    ['SANITY_PROJECT_ID', 'My_Project'],
    ['SANITY_API_HOST', 'api.example.com'],
    ['PORT', 'web'],
    ['STUDIO_PORT', 'studio'],
    ['LAKE_PORT', '0'],
    ['SMTP_PORT', '70000'],
    ['INBOX_PORT', '1.5'],
    ['SMTP_URL', 'mail.example.com:25'],
    ['SANITY_REVALIDATE_SECRET', 'short'],
  ])('refuses %s=%j, naming that setting only', (name, value) => {
    expect(settingsNamedBy(() => readScriptSettings({ ...HOSTED, [name]: value }))).toEqual([name])
  })
})
