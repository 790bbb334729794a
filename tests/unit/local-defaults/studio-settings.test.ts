import { readStudioSettings, STUDIO_SETTINGS } from '@atl/local-defaults/studio'
import { describe, expect, it } from 'vitest'
import { settingsNamedBy } from './named-settings.ts'

// Every setting the Studio reads (sanity.cli.ts reads them as the CLI starts), default and not.

const HOSTED = {
  SANITY_PROJECT_ID: 'q7x2m9ab',
  SANITY_DATASET: 'staging_2026',
  SANITY_API_HOST: 'http://127.0.0.1:4311',
  SITE_URL: 'https://site.example.com/',
}

/** What each port changes in embedded mode: the loopback addresses made from it. */
const EMBEDDED_ROWS = [
  ['PORT', '4301', 'previewUrl', 'http://127.0.0.1:4301'],
  ['LAKE_PORT', '4310', 'lakeUrl', 'http://127.0.0.1:4310'],
] as const

describe("the Studio's settings", () => {
  it('hosted: takes every value as set', () => {
    expect(readStudioSettings(HOSTED)).toEqual({
      projectId: 'q7x2m9ab',
      dataset: 'staging_2026',
      lakeUrl: 'http://127.0.0.1:4311',
      previewUrl: 'https://site.example.com',
    })
  })

  it('embedded and unset: the local project, lake and website', () => {
    expect(readStudioSettings({})).toEqual({
      projectId: 'local',
      dataset: 'production',
      lakeUrl: 'http://127.0.0.1:3100',
      previewUrl: 'http://127.0.0.1:3000',
    })
  })

  it.each(EMBEDDED_ROWS)('embedded: %s=%s moves %s', (name, value, key, made) => {
    expect(readStudioSettings({ [name]: value })[key]).toBe(made)
  })

  it('reads every setting it names, each tested above with a value of its own', () => {
    const tested = [...Object.keys(HOSTED), ...EMBEDDED_ROWS.map(([name]) => name)]
    expect(tested.sort()).toEqual([...STUDIO_SETTINGS].sort())
  })

  it('hosted without an API host: Sanity’s own hosts', () => {
    expect(readStudioSettings({ ...HOSTED, SANITY_API_HOST: '' }).lakeUrl).toBeUndefined()
  })

  it('hosted without SITE_URL: refuses to start and names it', () => {
    expect(() => readStudioSettings({ ...HOSTED, SITE_URL: '' })).toThrow(
      'SITE_URL: required with a hosted project',
    )
  })

  it.each([
    ['SANITY_PROJECT_ID', 'My_Project'],
    ['SANITY_DATASET', 'Staging'],
    ['SANITY_API_HOST', 'api.example.com'],
    ['PORT', 'web'],
    ['LAKE_PORT', '0'],
    ['SITE_URL', 'https://site.example.com/nightlife'],
  ])('refuses %s=%j, naming that setting only, as the website does', (name, value) => {
    expect(settingsNamedBy(() => readStudioSettings({ ...HOSTED, [name]: value }))).toEqual([name])
  })
})
