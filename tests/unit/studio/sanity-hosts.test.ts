// In every configuration the Studio's own calls to Sanity's hosts are answered in the page
// (studio/sanity-hosts.ts): the requests as sanity 6.16 sends them, and what the
// Studio then does with the answers.
import { describe, expect, it, vi } from 'vitest'
import { answeringSanityHosts } from '../../../studio/sanity-hosts.ts'

function guarded() {
  const next = vi.fn<typeof fetch>(async () => new Response('"from the network"'))
  return { next, fetch: answeringSanityHosts(next) }
}

describe("the Studio's calls to Sanity's hosts", () => {
  it('answers the version check as knowing no newer version, without the network', async () => {
    const { next, fetch } = guarded()
    // PackageVersionStatusProvider's URL (fetchLatestVersions.ts getModuleUrl), and the per-app one.
    for (const url of [
      'https://sanity-cdn.com/v1/modules/sanity/latest/^6.16.0/t1795786000',
      'https://sanity-cdn.com/v1/modules/by-app/app1/t1795786000/^6.16.0/sanity',
    ]) {
      const res = await fetch(url, { headers: { accept: 'application/json' } })
      // The Studio reads `latest`, `packageVersion` and `deprecated`: none set, nothing to show.
      expect([res.ok, await res.json()]).toEqual([true, {}])
    }
    expect(next).not.toHaveBeenCalled()
  })

  it('answers the feedback probe as unavailable, so no feedback form is offered', async () => {
    const { next, fetch } = guarded()
    const probe = await fetch(new URL('https://api.sanity.io/vX/intake/feedback'), {
      method: 'POST',
      body: '{"dsn":"https://key@sentry.sanity.io/1","sent_at":"2026-11-27T00:00:00.000Z"}\n',
    })
    // useFeedbackAvailable.ts: `setAvailable(response.ok)`.
    expect(probe.ok).toBe(false)
    const tracing = await fetch(new Request('https://api.sanity.io/vX/intake/tracing'))
    expect(tracing.ok).toBe(false)
    expect(next).not.toHaveBeenCalled()
  })

  it('passes every other request through as it was made', async () => {
    const { next, fetch } = guarded()
    const init = { headers: { authorization: 'Bearer t' } }
    for (const url of [
      'http://127.0.0.1:3100/v2025-02-19/intake/telemetry-status',
      'http://127.0.0.1:3100/v2025-02-19/data/query/production?query=1',
      'https://api.sanity.io/v2025-02-19/users/me',
      'https://cdn.sanity.io/images/p/d/a.png',
    ]) {
      expect(await (await fetch(url, init)).json()).toBe('from the network')
      expect(next).toHaveBeenLastCalledWith(url, init)
    }
  })
})
