import 'server-only'
// Draft changes reach a draft-mode page through the website, never straight from the Content
// Lake. Hearing of drafts from the lake takes a token that can read drafts, and any token the
// lake (or hosted Sanity) takes for that also reads every private document: ad requests with
// advertisers' names, emails and phones, their history, the export. A browser in draft mode may
// be anyone a preview link was shared with, so it gets no token at all: it opens this same-origin
// stream with its draft-session cookie, and the website opens the lake's with its own read
// token. What passes through is the lake's live events, which name sync tags and nothing else;
// the page then re-renders on the server (router.refresh), where drafts are read.
import { sanityClient } from '@/lib/sanity/client'
import { sanityEnv } from '@/lib/sanity/env'
import { checkDraftSession } from './check-session'

/** Where the browser opens the stream (the route handler under app/api/draft-mode/). */
export const DRAFT_LIVE_EVENTS_PATH = '/api/draft-mode/live-events'

/** How often an open stream checks that its draft session still lives (as page requests do). */
const SESSION_CHECK_MS = 60_000

type Check = (cookie: string | undefined, now: number) => ReturnType<typeof checkDraftSession>

export interface RelayRequest {
  sessionCookie: string | undefined
  lastEventId: string | null
  signal: AbortSignal
}

/** The lake's draft live events for a live draft session; 401 without one. */
export async function relayDraftLiveEvents(
  request: RelayRequest,
  check: Check = checkDraftSession,
  checkEveryMs = SESSION_CHECK_MS,
): Promise<Response> {
  const verdict = await check(request.sessionCookie, Date.now())
  if (verdict.state === 'unknown') return problem(503, 'The preview could not be checked; retry.')
  if (verdict.state === 'ended') return problem(401, 'No draft-mode session.')

  const url = new URL(sanityClient.getUrl(sanityClient.getDataUrl('live/events')))
  url.searchParams.set('includeDrafts', 'true')
  url.searchParams.set('tag', 'vybe.draft-preview')
  const upstream = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      authorization: `Bearer ${sanityEnv.readToken}`,
      ...(request.lastEventId ? { 'last-event-id': request.lastEventId } : {}),
    },
    signal: request.signal,
  }).catch(() => null)
  if (!upstream?.ok || !upstream.body) {
    await upstream?.body?.cancel()
    return problem(502, 'The Content Lake did not open its live events.')
  }
  const stillActive = async () => (await check(request.sessionCookie, Date.now())).state !== 'ended'
  return new Response(endWhenSessionEnds(upstream.body, stillActive, checkEveryMs), {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: the server's compression would hold events back until a buffer fills.
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}

/**
 * The upstream stream, closed once `stillActive` says the session ended (its preview secret was
 * deleted, or it went unused past the idle limit). The browser's EventSource then reconnects,
 * gets 401, and the preview bar says live updates stopped.
 */
function endWhenSessionEnds(
  body: ReadableStream<Uint8Array>,
  stillActive: () => Promise<boolean>,
  everyMs: number,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let timer: ReturnType<typeof setInterval> | undefined
  let closed = false
  const finish = (controller?: ReadableStreamDefaultController<Uint8Array>) => {
    if (closed) return
    closed = true
    clearInterval(timer)
    void reader.cancel().catch(() => undefined)
    controller?.close()
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setInterval(() => {
        void stillActive().then((active) => active || finish(controller))
      }, everyMs)
    },
    async pull(controller) {
      const next = await reader.read().catch(() => ({ done: true as const, value: undefined }))
      if (closed) return
      if (next.done) finish(controller)
      else controller.enqueue(next.value)
    },
    cancel() {
      finish()
    },
  })
}

function problem(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'cache-control': 'no-store' } })
}
