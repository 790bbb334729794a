import { MIN_SECRET_LENGTH, presentSettings } from '@atl/local-defaults'
import { readLakeEnv } from '@atl/content-lake/env'
import { describe, expect, it } from 'vitest'

describe('settings: one reading everywhere', () => {
  it('a blank variable counts as unset', () => {
    expect(presentSettings({ PORT: '', LAKE_PORT: '  ', STUDIO_PORT: '4000' })).toEqual({
      STUDIO_PORT: '4000',
    })
  })

  it('the lake takes a blank port as its default, not as an invalid value', () => {
    expect(readLakeEnv({ LAKE_PORT: '', PORT: '' })).toMatchObject({ LAKE_PORT: 3100, PORT: 3000 })
  })

  it(`the lake refuses a revalidation secret shorter than ${MIN_SECRET_LENGTH} characters, as the website does`, () => {
    expect(() =>
      readLakeEnv({ SANITY_REVALIDATE_SECRET: 'x'.repeat(MIN_SECRET_LENGTH - 1) }),
    ).toThrow(/SANITY_REVALIDATE_SECRET/)
    expect(readLakeEnv({ SANITY_REVALIDATE_SECRET: 'x'.repeat(MIN_SECRET_LENGTH) })).toBeTruthy()
  })
})
