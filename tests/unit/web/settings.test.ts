import { afterEach, describe, expect, it, vi } from 'vitest'

// The website's and the Studio's settings modules as a fresh process with these variables
// would read them. Each value differs from its embedded default.
const HOSTED = {
  SANITY_PROJECT_ID: 'q7x2m9ab',
  SANITY_DATASET: 'staging_2026',
  SANITY_API_HOST: 'http://127.0.0.1:4311',
  SANITY_API_READ_TOKEN: 'skReadToken0123456789abcdef',
  SANITY_API_WRITE_TOKEN: 'skWriteToken0123456789abcdef',
  SANITY_REVALIDATE_SECRET: 'hosted-revalidate-secret-42',
  SANITY_STUDIO_URL: 'https://studio.example.com',
}

async function sanityEnvWith(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return (await import('../../../web/lib/sanity/env.ts')).sanityEnv
}

async function studioEnvWith(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return (await import('../../../studio/env.ts')).studioEnv
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('website settings', () => {
  it('hosted: takes every value as set', async () => {
    expect(await sanityEnvWith(HOSTED)).toEqual({
      mode: 'hosted',
      projectId: HOSTED.SANITY_PROJECT_ID,
      dataset: HOSTED.SANITY_DATASET,
      apiHost: HOSTED.SANITY_API_HOST,
      readToken: HOSTED.SANITY_API_READ_TOKEN,
      writeToken: HOSTED.SANITY_API_WRITE_TOKEN,
      revalidateSecret: HOSTED.SANITY_REVALIDATE_SECRET,
      studioUrl: HOSTED.SANITY_STUDIO_URL,
    })
  })

  it('hosted without SANITY_API_HOST: Sanity’s own API, no local address', async () => {
    expect((await sanityEnvWith({ ...HOSTED, SANITY_API_HOST: '' })).apiHost).toBeUndefined()
  })

  it.each(['SANITY_API_READ_TOKEN', 'SANITY_API_WRITE_TOKEN', 'SANITY_REVALIDATE_SECRET'])(
    'hosted without %s: refuses to start and names it',
    async (name) => {
      await expect(sanityEnvWith({ ...HOSTED, [name]: '' })).rejects.toThrow(
        new RegExp(`${name}: required with a hosted project`),
      )
    },
  )

  it('a token with a space is refused, naming the setting', async () => {
    await expect(
      sanityEnvWith({ ...HOSTED, SANITY_API_READ_TOKEN: 'skRead Token0123456789abcdef' }),
    ).rejects.toThrow(/SANITY_API_READ_TOKEN: visible characters only/)
  })
})

describe('Studio settings', () => {
  it('hosted, pointed at an API host: talks to that host and previews the configured site', async () => {
    expect(
      await studioEnvWith({
        SANITY_STUDIO_PROJECT_ID: HOSTED.SANITY_PROJECT_ID,
        SANITY_STUDIO_DATASET: HOSTED.SANITY_DATASET,
        SANITY_STUDIO_API_HOST: HOSTED.SANITY_API_HOST,
        SANITY_STUDIO_PREVIEW_URL: 'https://site.example.com',
      }),
    ).toEqual({
      projectId: HOSTED.SANITY_PROJECT_ID,
      dataset: HOSTED.SANITY_DATASET,
      lakeUrl: HOSTED.SANITY_API_HOST,
      previewUrl: 'https://site.example.com',
    })
  })

  it('hosted without an API host: Sanity’s own hosts', async () => {
    const env = await studioEnvWith({
      SANITY_STUDIO_PROJECT_ID: HOSTED.SANITY_PROJECT_ID,
      SANITY_STUDIO_PREVIEW_URL: 'https://site.example.com',
    })
    expect(env.lakeUrl).toBeUndefined()
  })

  it('refuses a dataset name Sanity refuses, as the website and the lake do', async () => {
    await expect(studioEnvWith({ SANITY_STUDIO_DATASET: 'Staging' })).rejects.toThrow(
      /SANITY_DATASET:/,
    )
  })
})
