// Anonymous callers cannot take every stream (issue 18): past their limit they get `goaway` (live
// events) or 429 (listen), while the Studio and draft previews, which send a token, still connect.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OWN_SECRETS } from '../../../tests/support/own-settings.ts'
import { startTestLake, type TestLake } from './helpers.ts'
import { openRawStream } from './live-stream.ts'

/** More than the old global limit of live streams, so the old lake never says no in time. */
const TRIES = 1001

type Stream = Awaited<ReturnType<typeof openRawStream>>

let t: TestLake
const open: Array<{ close(): void }> = []
beforeEach(async () => {
  t = await startTestLake()
})
afterEach(async () => {
  open.splice(0).forEach((stream) => stream.close())
  await t.close()
})

const token = { authorization: `Bearer ${OWN_SECRETS.readToken}` }
const liveUrl = (drafts = false) =>
  `${t.lake.url}/v2025-02-19/data/live/events/production${drafts ? '?includeDrafts=true' : ''}`
const listenUrl = () => `${t.lake.url}/v2025-02-19/data/listen/production?query=*`

async function openLive(headers: Record<string, string> = {}, drafts = false) {
  const stream = await openRawStream(liveUrl(drafts), { accept: 'text/event-stream', ...headers })
  open.push(stream)
  return { stream, first: await stream.next() }
}

/** A listen request whose answer is left unread (a refusal is read as JSON). */
async function openListen(headers: Record<string, string> = {}) {
  const controller = new AbortController()
  open.push({ close: () => controller.abort() })
  return fetch(listenUrl(), { headers, signal: controller.signal })
}

describe('live event streams', () => {
  it('anonymous streams are limited, and an authenticated one still connects', async () => {
    let accepted = 0
    let refused: unknown
    while (accepted < TRIES) {
      const { first } = await openLive()
      if (first.event !== 'welcome') {
        refused = first.event
        break
      }
      accepted++
    }
    expect(refused).toBe('goaway')
    expect(accepted).toBeLessThan(1000)

    const studio = await openLive(token, true)
    expect(studio.first.event).toBe('welcome')
    const preview = await openLive(token)
    expect(preview.first.event).toBe('welcome')
  }, 60_000)

  it('a closed anonymous stream gives its slot back', async () => {
    const streams: Stream[] = []
    for (;;) {
      const { stream, first } = await openLive()
      if (first.event === 'goaway') break
      streams.push(stream)
      if (streams.length > TRIES) throw new Error('no limit')
    }
    streams[0]?.close()
    await expect.poll(async () => (await openLive()).first.event).toBe('welcome')
  }, 60_000)
})

describe('listen streams', () => {
  it('anonymous listeners are limited with a 429, and the Studio still listens', async () => {
    let accepted = 0
    let refused: Response | undefined
    while (accepted < TRIES) {
      const res = await openListen()
      if (res.status !== 200) {
        refused = res
        break
      }
      accepted++
    }
    expect(refused?.status).toBe(429)
    expect(refused?.headers.get('retry-after')).toBe('30')
    expect(await refused?.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' })

    const studio = await openRawStream(listenUrl(), token)
    open.push(studio)
    expect(studio.status).toBe(200)
    expect((await studio.next()).event).toBe('welcome')
  }, 60_000)
})
