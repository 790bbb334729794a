import { describe, expect, it, vi } from 'vitest'
import { createListenFetch, localLakeWorkspaceOptions } from '../../../studio/local-lake/index.ts'

describe('studio/local-lake', () => {
  it('points the Studio at the lake with token sign-in and no project host names', () => {
    const options = localLakeWorkspaceOptions('http://127.0.0.1:4100/')
    expect(options).toMatchObject({
      apiHost: 'http://127.0.0.1:4100',
      auth: { loginMethod: 'token', redirectOnSingle: true },
    })
    const client = options.unstable_clientFactory({
      projectId: 'a1b2c3d4',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
    })
    expect(client.config()).toMatchObject({
      useProjectHostname: false,
      url: 'http://127.0.0.1:4100/v2025-02-19',
    })
  })

  it('gives each listen stream its own *.localhost host and passes other requests through', async () => {
    const seen: string[] = []
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      seen.push(String(input))
      return new Response('{}')
    })
    try {
      const listenFetch = createListenFetch('http://127.0.0.1:3100')
      await listenFetch('http://127.0.0.1:3100/v1/data/listen/production?query=*')
      await listenFetch('http://127.0.0.1:3100/v1/data/listen/production?query=*')
      await listenFetch('http://127.0.0.1:3100/v1/data/query/production?query=1')
      const [first, second, query] = seen
      expect(first).toMatch(/^http:\/\/l\d+\.lake\.localhost:3100\/v1\/data\/listen\//)
      expect(new URL(second ?? '').hostname).not.toBe(new URL(first ?? '').hostname)
      expect(query).toBe('http://127.0.0.1:3100/v1/data/query/production?query=1')
    } finally {
      spy.mockRestore()
    }
  })
})
