import { MIN_SECRET_LENGTH, presentSettings } from '@atl/local-defaults'
import { productMode, readSettings, settingRules } from '@atl/local-defaults/settings'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { settingsNamedBy } from './named-settings.ts'

// Non-default values throughout: a rule that only ever saw the embedded defaults proves little.
// Each part's reader is tested with its own settings (lake-settings.test.ts and the like).
const TOKEN = 'skReadToken0123456789abcdef'

describe('settings: one reading everywhere', () => {
  it('a blank variable counts as unset', () => {
    expect(presentSettings({ PORT: '', LAKE_PORT: '  ', STUDIO_PORT: '4000' })).toEqual({
      STUDIO_PORT: '4000',
    })
  })

  it.each([
    [{}, 'embedded'],
    [{ SANITY_PROJECT_ID: 'local' }, 'embedded'],
    [{ SANITY_PROJECT_ID: '' }, 'embedded'],
    [{ SANITY_PROJECT_ID: 'q7x2m9ab' }, 'hosted'],
  ] as const)('%j is the %s mode', (env, mode) => {
    expect(productMode(env)).toBe(mode)
  })

  it.each([
    ['port', 'abc'],
    ['port', '70000'],
    ['port', '3.5'],
    ['token', 'skReadToken 0123456789abcdef'],
    ['token', 'short'],
    ['secret', 'x'.repeat(MIN_SECRET_LENGTH - 1)],
    ['secret', 'a secret with spaces in it'],
    ['projectId', 'My_Project'],
    ['dataset', 'Production'],
    ['dataset', 'a'.repeat(65)],
    ['dataset', '-staging'],
    ['origin', 'https://vybeatl.com/some/path'],
    ['origin', 'ftp://vybeatl.com'],
  ] as const)('the %s rule refuses %j', (rule, value) => {
    expect(settingRules[rule].safeParse(value).success).toBe(false)
  })

  it.each([
    ['port', '4242', 4242],
    ['token', TOKEN, TOKEN],
    ['dataset', 'staging_2026', 'staging_2026'],
    ['origin', 'https://vybeatl.com/', 'https://vybeatl.com'],
  ] as const)('the %s rule takes %j', (rule, value, expected) => {
    expect(settingRules[rule].parse(value)).toBe(expected)
  })

  const schema = z.object({ SECRET: settingRules.secret, PORT: settingRules.port.default(3000) })

  it('embedded: a local default fills what is unset, a set value wins', () => {
    const local = 'local-default-secret-0001'
    expect(readSettings(schema, 'test', { SECRET: local }, {})).toEqual({
      SECRET: local,
      PORT: 3000,
    })
    const own = 'my-own-secret-value-0002'
    expect(readSettings(schema, 'test', { SECRET: local }, { SECRET: own, PORT: '8080' })).toEqual({
      SECRET: own,
      PORT: 8080,
    })
  })

  it('hosted: nothing falls back to a local default; each missing and bad setting is named', () => {
    const read = () =>
      readSettings(
        schema,
        'test',
        { SECRET: 'local-default-secret-0001' },
        {
          SANITY_PROJECT_ID: 'q7x2m9ab',
          PORT: 'eighty',
        },
      )
    expect(read).toThrow(/Invalid test configuration/)
    expect(read).toThrow(/SECRET: required with a hosted project/)
    expect(read).toThrow(/PORT: a port number/)
  })
})

describe('what a refused read says', () => {
  const schema = z.object({ SECRET: settingRules.secret, SITE_URL: settingRules.origin })

  it('a setting that must be set and is not: "required", not a type error', () => {
    expect(() => readSettings(schema, 'test', {}, {})).toThrow(
      'Invalid test configuration. SECRET: required; SITE_URL: required',
    )
  })

  it('names each setting once, however many rules it breaks', () => {
    const env = { SANITY_PROJECT_ID: 'q7x2m9ab', SITE_URL: 'ftp://a b/c' }
    expect(settingsNamedBy(() => readSettings(schema, 'test', { SECRET: 'x' }, env))).toEqual([
      'SECRET',
      'SITE_URL',
    ])
  })
})
