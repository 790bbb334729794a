// The Live Content API as `client.live.events()` and a raw EventSource see it: who gets which
// events, what is refused, and how a dropped stream resumes.
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWN_SECRETS } from '../../../tests/support/own-settings.ts'
import { startTestLake, type TestLake } from './helpers.ts'
import { intersects, LiveEvents, openRawStream, startProxy } from './live-stream.ts'

let t: TestLake
let eventsUrl: string
beforeAll(async () => {
  t = await startTestLake()
  eventsUrl = `${t.lake.url}/v2025-02-19/data/live/events/production`
})
afterAll(() => t.close())

const SSE = { accept: 'text/event-stream' }

async function tagsOf(client: SanityClient, query: string, perspective = 'published') {
  const res = await client.fetch(query, {}, { filterResponse: false, perspective } as never)
  return res.syncTags ?? []
}

describe('live events', () => {
  it('a published change arrives as a message whose tags match the queries reading it', async () => {
    const live = await LiveEvents.open(t.anonymous)
    try {
      const terms = await tagsOf(t.anonymous, '*[_id == "page-terms"][0]{title}')
      const other = await tagsOf(t.anonymous, '*[_id == "adPackage-basic"][0]{name}')
      await t.writer.patch('page-terms').set({ title: 'Terms of use' }).commit()
      const message = await live.next('message')
      expect(message.id).not.toBe('')
      expect(intersects(message.tags, terms)).toBe(true)
      expect(intersects(message.tags, other)).toBe(false)
    } finally {
      live.close()
    }
  })

  it('draft, release and private changes reach only includeDrafts streams', async () => {
    const published = await LiveEvents.open(t.anonymous)
    const drafts = await LiveEvents.open(t.reader, { includeDrafts: true })
    try {
      const slugQuery = '*[_type == "page" && slug.current == "privacy"][0]{title}'
      const draftTags = await tagsOf(t.reader, slugQuery, 'drafts')
      const publishedTags = await tagsOf(t.anonymous, '*[_id == "page-privacy"][0]{title}')
      const privateTags = await tagsOf(t.reader, '*[_id == "adRequest.secret"][0]{email}')

      await t.writer.patch('drafts.page-privacy').set({ title: 'Privacy (edited)' }).commit()
      await t.writer.create({ _id: 'versions.rSpring.page-privacy', _type: 'page', title: 'R' })
      await t.writer.patch('adRequest.secret').set({ email: 'new@example.com' }).commit()
      const seen = [
        await drafts.next('message'),
        await drafts.next('message'),
        await drafts.next('message'),
      ]
      expect(intersects(seen[0]?.tags ?? [], draftTags)).toBe(true)
      expect(intersects(seen[1]?.tags ?? [], draftTags)).toBe(true)
      expect(intersects(seen[2]?.tags ?? [], privateTags)).toBe(true)

      // None of the three reached the published stream: its next message is the next publish.
      await t.writer.patch('page-terms').set({ title: 'Terms' }).commit()
      const next = await published.next('message')
      expect(next.id).toBe((await drafts.next('message')).id)
      expect(intersects(next.tags, publishedTags)).toBe(false)
      expect(intersects(next.tags, privateTags)).toBe(false)
    } finally {
      published.close()
      drafts.close()
    }
  })

  it('refuses includeDrafts without a token (401), also through the client', async () => {
    const raw = await openRawStream(`${eventsUrl}?includeDrafts=true`, SSE)
    expect(raw.status).toBe(401)
    raw.close()

    // withCredentials passes the client's own check; the lake still sees no credential.
    const cookieClient = t.client(undefined, { withCredentials: true })
    const live = new LiveEvents(cookieClient, { includeDrafts: true })
    await expect(live.next()).rejects.toMatchObject({ name: 'ConnectionFailedError', status: 401 })
    live.close()
  })

  it('answers 406 when the Accept header lacks text/event-stream', async () => {
    const res = await fetch(eventsUrl, { headers: { accept: 'application/json' } })
    expect(res.status).toBe(406)
    await res.body?.cancel()
  })

  it('resumes from Last-Event-ID with the events the stream missed', async () => {
    const first = await openRawStream(eventsUrl, SSE)
    const welcome = await first.next()
    expect(welcome.event).toBe('welcome')
    first.close()

    await t.writer.patch('drafts.page-new').set({ title: 'Draft only' }).commit()
    await t.writer.patch('adPackage-basic').set({ price: 101 }).commit()
    await t.writer.patch('page-terms').set({ title: 'Terms again' }).commit()

    const resumed = await openRawStream(eventsUrl, { ...SSE, 'last-event-id': welcome.id ?? '' })
    expect((await resumed.next()).event).toBe('welcome')
    // The draft change is not shown to this stream, but its position is, with no event.
    const draft = await resumed.next()
    expect(draft).toMatchObject({ event: '', data: undefined })
    const packageChange = await resumed.next()
    const termsChange = await resumed.next()
    expect([packageChange.event, termsChange.event]).toEqual(['message', 'message'])
    resumed.close()

    const fromMiddle = await openRawStream(eventsUrl, {
      ...SSE,
      'last-event-id': packageChange.id ?? '',
    })
    expect((await fromMiddle.next()).event).toBe('welcome')
    expect(await fromMiddle.next()).toEqual(termsChange)
    fromMiddle.close()
  })

  it('answers restart, with a position to resume from, when the id is unknown', async () => {
    const raw = await openRawStream(eventsUrl, { ...SSE, 'last-event-id': 'not-a-position' })
    const restart = await raw.next()
    expect(restart.event).toBe('restart')
    raw.close()
    const again = await openRawStream(eventsUrl, { ...SSE, 'last-event-id': restart.id ?? '' })
    expect((await again.next()).event).toBe('welcome')
    again.close()
  })

  it('the client gets what it missed while its connection was down, with no restart', async () => {
    const proxy = await startProxy(() => t.lake.url)
    const live = await LiveEvents.open(t.client(undefined, { apiHost: proxy.url }))
    try {
      const tags = await tagsOf(t.anonymous, '*[_id == "adPackage-basic"][0]{price}')
      proxy.cut()
      await t.writer.patch('adPackage-basic').set({ price: 102 }).commit()
      // The EventSource reconnects on its own, sending the position it last saw.
      const next = await live.next()
      const after = next.type === 'reconnect' ? await live.next() : next
      expect(after.type).toBe('welcome')
      const message = await live.next()
      expect(message.type).toBe('message')
      expect(message.type === 'message' && intersects(message.tags, tags)).toBe(true)
    } finally {
      live.close()
      await proxy.close()
    }
  })

  it('the client is told to restart when the lake it reconnects to cannot resume', async () => {
    const other = await startTestLake()
    let target = t.lake.url
    const proxy = await startProxy(() => target)
    const live = await LiveEvents.open(t.client(OWN_SECRETS.readToken, { apiHost: proxy.url }))
    try {
      await t.writer.patch('page-terms').set({ title: 'Terms, once more' }).commit()
      await live.next('message')
      // Another lake (as after a restart) has never handed out that position.
      target = other.lake.url
      proxy.cut()
      expect((await live.next('restart')).type).toBe('restart')
    } finally {
      live.close()
      await proxy.close()
      await other.close()
    }
  })
})

describe('what the live client probes and sends', () => {
  it('/check/cors answers whether the origin may use the API, with credentials', async () => {
    const origin = t.lake.url
    const res = await fetch(`${t.lake.url}/vX/check/cors`, { headers: { origin } })
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    expect(await res.json()).toEqual({ result: { allowed: true, withCredentials: true } })
  })

  it('queries accept lastLiveEventId by GET and by POST', async () => {
    const live = await LiveEvents.open(t.anonymous)
    await t.writer.patch('page-terms').set({ title: 'Terms (live)' }).commit()
    const { id } = await live.next('message')
    live.close()
    for (const padding of ['', ' '.repeat(12_000)]) {
      const res = await t.anonymous.fetch(
        `*[_id == "page-terms"][0].title${padding}`,
        {},
        { filterResponse: false, lastLiveEventId: id },
      )
      expect(res.result).toBe('Terms (live)')
      expect(res.syncTags?.length).toBeGreaterThan(0)
    }
  })
})
