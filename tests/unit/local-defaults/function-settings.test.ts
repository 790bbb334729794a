import {
  BLUEPRINT_SETTINGS,
  FUNCTION_SETTINGS,
  readBlueprintSettings,
  readFunctionSettings,
} from '@atl/local-defaults/function'
import { describe, expect, it } from 'vitest'
import { settingsNamedBy } from './named-settings.ts'

// The Sanity Function's settings (its own environment) and its Blueprint's (the deploy's).

const FUNCTION_ENV = {
  SITE_URL: 'https://site.example.com/',
  SANITY_REVALIDATE_SECRET: 'hosted-revalidate-secret-42',
}

describe("the sync-tag function's settings", () => {
  it('takes every value as set', () => {
    expect(readFunctionSettings(FUNCTION_ENV)).toEqual({
      revalidateUrl: 'https://site.example.com/api/revalidate',
      secret: FUNCTION_ENV.SANITY_REVALIDATE_SECRET,
    })
    expect(Object.keys(FUNCTION_ENV).sort()).toEqual([...FUNCTION_SETTINGS].sort())
  })

  it('has no local defaults, even without a project id: each must be set', () => {
    expect(() => readFunctionSettings({})).toThrow(
      'SITE_URL: required; SANITY_REVALIDATE_SECRET: required',
    )
  })

  it.each([
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://site.example.com'],
    ['SITE_URL', 'https://site.example.com/nightlife'],
    ['SANITY_REVALIDATE_SECRET', 'short'],
    ['SANITY_REVALIDATE_SECRET', 'a secret with spaces in it'],
  ])('refuses %s=%j, naming that setting only, as the website does', (name, value) => {
    expect(settingsNamedBy(() => readFunctionSettings({ ...FUNCTION_ENV, [name]: value }))).toEqual(
      [name],
    )
  })
})

describe("the Blueprint's settings", () => {
  it.each([
    [{}, undefined],
    [{ SANITY_PROJECT_ID: 'local', SANITY_DATASET: 'staging' }, undefined],
    [{ SANITY_PROJECT_ID: 'q7x2m9ab' }, 'q7x2m9ab.production'],
    [{ SANITY_PROJECT_ID: 'q7x2m9ab', SANITY_DATASET: 'staging_2026' }, 'q7x2m9ab.staging_2026'],
  ])('%j: the function serves dataset %s, the one the website reads', (env, scope) => {
    expect(readBlueprintSettings(env)).toEqual({ datasetScope: scope })
  })

  it('reads the project and the dataset only', () => {
    expect([...BLUEPRINT_SETTINGS].sort()).toEqual(['SANITY_DATASET', 'SANITY_PROJECT_ID'])
  })

  it.each([
    ['SANITY_PROJECT_ID', 'My_Project'],
    ['SANITY_DATASET', 'Staging'],
  ])('refuses %s=%j, naming it', (name, value) => {
    const env = { SANITY_PROJECT_ID: 'q7x2m9ab', [name]: value }
    expect(settingsNamedBy(() => readBlueprintSettings(env))).toEqual([name])
  })
})
