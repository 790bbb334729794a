// An embedded install signs and authorizes with secrets of its own, made at first start and
// kept private beside the lake's data; the lake, the website and the scripts read the same ones.
// Before, they were constants in local-defaults: anyone could forge a campaign link (the request
// id is in every email's Message-ID) or call the outbox sweep.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { readLakeSettings, type LakeSettings } from '@atl/local-defaults/lake'
import { readScriptSettings } from '@atl/local-defaults/scripts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signCampaignToken } from '../../../web/lib/campaigns/token.ts'
import { OWN_SECRETS_ENV } from '../../support/own-settings.ts'

const REPO = path.resolve(import.meta.dirname, '../../..')
/** What local-defaults held until the install made its own: an attacker knows these. */
const ONCE_PUBLIC = {
  campaignLinkSecret: 'local-campaign-link-secret-8e2b6d0a4c1f47a9',
  outboxSweepSecret: 'local-outbox-sweep-secret-5a7c9e1b3d2f4068',
}
const HOSTED = { SANITY_PROJECT_ID: 'q7x2m9ab' }

/** A data folder that does not exist yet, as on a first start. */
const freshDataDir = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'install-secrets-')), 'data')
const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json')
const fileSecrets = (dataDir: string) =>
  JSON.parse(fs.readFileSync(secretsFile(dataDir), 'utf8')) as Record<string, string>
const modeOf = (file: string) => fs.statSync(file).mode & 0o777

/** The install's secrets among the lake's settings, named as in its secrets file. */
const lakeSecretsOf = ({ tokens, functionEnv }: LakeSettings) => ({
  readToken: tokens.read[0],
  writeToken: tokens.write[0],
  revalidateSecret: functionEnv.SANITY_REVALIDATE_SECRET,
})

/** The lake's tokens and secret as a process of its own reads them (a restart, another part). */
async function lakeSecretsInProcess(dataDir: string) {
  const script = `const { readLakeSettings } = await import('@atl/local-defaults/lake')
console.log(JSON.stringify(readLakeSettings()))`
  const env: NodeJS.ProcessEnv = { ...process.env, LAKE_DATA_DIR: dataDir }
  for (const name of Object.keys(OWN_SECRETS_ENV)) delete env[name]
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    { cwd: REPO, env },
  )
  return lakeSecretsOf(JSON.parse(stdout) as LakeSettings)
}

/** The website's settings modules as a fresh website process with `env` loads them. */
async function websiteSettingsWith(env: Record<string, string>) {
  vi.resetModules()
  for (const name of Object.keys(OWN_SECRETS_ENV)) vi.stubEnv(name, '')
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return {
    sanity: async () => (await import('../../../web/lib/sanity/env.ts')).sanityEnv,
    campaign: async () => (await import('../../../web/lib/campaigns/env.ts')).campaignEnv,
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe("an embedded install's own secrets", () => {
  it('are made at first start in a 0600 file in the 0700 data folder', () => {
    const dataDir = freshDataDir()
    const lake = lakeSecretsOf(readLakeSettings({ LAKE_DATA_DIR: dataDir }))
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(secretsFile(dataDir))).toBe(0o600)
    expect(fileSecrets(dataDir)).toMatchObject(lake)
  })

  it('differ from one install to the next, and none is written in the repository', async () => {
    const first = lakeSecretsOf(readLakeSettings({ LAKE_DATA_DIR: freshDataDir() }))
    const second = lakeSecretsOf(readLakeSettings({ LAKE_DATA_DIR: freshDataDir() }))
    for (const name of ['readToken', 'writeToken', 'revalidateSecret'] as const) {
      expect(first[name]).toBeTruthy()
      expect(first[name]).not.toBe(second[name])
      const grep = promisify(execFile)('git', ['grep', '-qF', first[name] ?? ''], { cwd: REPO })
      // `git grep -q` exits 1 when nothing matches.
      await expect(grep, `${name} is in the repository`).rejects.toMatchObject({ code: 1 })
    }
  })

  it('are the same after a restart, and the website reads the ones the lake reads', async () => {
    const dataDir = freshDataDir()
    const lake = await lakeSecretsInProcess(dataDir)
    expect(await lakeSecretsInProcess(dataDir)).toEqual(lake)
    const website = await websiteSettingsWith({ LAKE_DATA_DIR: dataDir })
    expect(await website.sanity()).toMatchObject(lake)
    const saved = fileSecrets(dataDir)
    expect(await website.campaign()).toEqual({
      linkSecret: saved.campaignLinkSecret,
      sweepSecret: saved.outboxSweepSecret,
    })
  })

  it("npm start signs the refresh of a reused build's pages with the website's secret", async () => {
    const dataDir = freshDataDir()
    const website = await websiteSettingsWith({ LAKE_DATA_DIR: dataDir })
    const revalidateSecret = (env: Record<string, string>) =>
      readScriptSettings(env).revalidateSecret
    expect(revalidateSecret({ LAKE_DATA_DIR: dataDir })).toBe(
      (await website.sanity()).revalidateSecret,
    )
    const own = OWN_SECRETS_ENV.SANITY_REVALIDATE_SECRET
    expect(revalidateSecret({ LAKE_DATA_DIR: dataDir, SANITY_REVALIDATE_SECRET: own })).toBe(own)
    expect(() => revalidateSecret(HOSTED)).toThrow(/SANITY_REVALIDATE_SECRET: required/)
  })

  it('are one set when the lake and the website start at the same moment', async () => {
    const dataDir = freshDataDir()
    const starts = await Promise.all([1, 2, 3, 4].map(() => lakeSecretsInProcess(dataDir)))
    const tokens = starts.map((secrets) => secrets.writeToken)
    expect(new Set(tokens).size).toBe(1)
    expect(tokens[0]).toBe(fileSecrets(dataDir).writeToken)
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.json'])
  })

  it('refuse campaign links and sweep calls made with the once-public secrets', async () => {
    await websiteSettingsWith({ LAKE_DATA_DIR: freshDataDir() })
    const { campaignIdOf } = await import('../../../web/lib/campaigns/links.ts')
    const forged = signCampaignToken(ONCE_PUBLIC.campaignLinkSecret, 'adRequest.0123456789ab', 1)
    expect(campaignIdOf(forged)).toBeNull()
    const { POST } = await import('../../../web/app/api/outbox/sweep/route.ts')
    const call = await POST(
      new Request('http://127.0.0.1/api/outbox/sweep', {
        method: 'POST',
        headers: { authorization: `Bearer ${ONCE_PUBLIC.outboxSweepSecret}` },
      }),
    )
    expect(call.status).toBe(401)
  })

  it('are not used where a value is set: nothing is made for it', () => {
    const dataDir = freshDataDir()
    const lakeSecrets = {
      SANITY_API_READ_TOKEN: OWN_SECRETS_ENV.SANITY_API_READ_TOKEN,
      SANITY_API_WRITE_TOKEN: OWN_SECRETS_ENV.SANITY_API_WRITE_TOKEN,
      SANITY_REVALIDATE_SECRET: OWN_SECRETS_ENV.SANITY_REVALIDATE_SECRET,
    }
    expect(lakeSecretsOf(readLakeSettings({ ...lakeSecrets, LAKE_DATA_DIR: dataDir }))).toEqual({
      readToken: lakeSecrets.SANITY_API_READ_TOKEN,
      writeToken: lakeSecrets.SANITY_API_WRITE_TOKEN,
      revalidateSecret: lakeSecrets.SANITY_REVALIDATE_SECRET,
    })
    expect(fs.existsSync(dataDir)).toBe(false)
  })

  it('a damaged secrets file stops the start, naming it', () => {
    const dataDir = freshDataDir()
    fs.mkdirSync(dataDir, { mode: 0o700 })
    fs.writeFileSync(secretsFile(dataDir), '{"readToken": "x"', { mode: 0o600 })
    expect(() => readLakeSettings({ LAKE_DATA_DIR: dataDir })).toThrow(
      `${secretsFile(dataDir)} is not this product's secrets file`,
    )
  })
})

describe('a hosted configuration', () => {
  it('still requires each secret, and no install secrets are made', async () => {
    const dataDir = freshDataDir()
    expect(() => readLakeSettings({ ...HOSTED, LAKE_DATA_DIR: dataDir })).toThrow(
      /SANITY_API_READ_TOKEN: required.*SANITY_API_WRITE_TOKEN: required.*SANITY_REVALIDATE_SECRET: required/,
    )
    const website = await websiteSettingsWith({ ...HOSTED, LAKE_DATA_DIR: dataDir })
    await expect(website.campaign()).rejects.toThrow(
      /CAMPAIGN_LINK_SECRET: required.*OUTBOX_SWEEP_SECRET: required/,
    )
    expect(fs.existsSync(dataDir)).toBe(false)
  })
})
