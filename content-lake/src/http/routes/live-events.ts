// GET /data/live/events/:dataset - the Live Content API: server-sent events carrying the sync
// tags each committed transaction invalidated, as `client.live.events()` (and so next-sanity's
// <SanityLive> and the Presentation tool) consume them.
//   welcome   on connect; carries the current position as its id, so a client that saw no
//             message yet still resumes from where it connected
//   message   {tags} with the event id as SSE id
//   restart   instead of a replay when `Last-Event-ID` names a position the ring no longer has
//   goaway    when the caller's stream slots are taken (stream-slots.ts); the client falls back
//             to polling
// Events a stream may not see still advance its position (an SSE block with only `id:`), so a
// quiet stream never ages out of the ring.
import { z } from 'zod'
import type { LiveEvent } from '../../live/event-log.ts'
import { httpError, unauthorized } from '../../shared/errors.ts'
import { EventStream } from '../event-stream.ts'
import { readParams, type RequestContext } from '../request.ts'
import { flagParam } from './schemas.ts'

const LiveEventsParams = z.object({ includeDrafts: flagParam(false) })
/** The SSE `Last-Event-ID` header: the position to resume after (empty: none). */
const LastEventId = z.string().optional().catch(undefined)

export function handleLiveEvents(ctx: RequestContext) {
  const { req, res, url, access, lake } = ctx
  if (!/\btext\/event-stream\b/.test(req.headers.accept ?? '')) {
    throw httpError(406, 'Not Acceptable', 'The live events API answers text/event-stream only')
  }
  // Draft tags would tell an anonymous caller which unpublished documents change.
  const { includeDrafts } = readParams(url.searchParams, LiveEventsParams)
  if (includeDrafts && access.anonymous) {
    throw unauthorized('includeDrafts=true requires a token with read access to drafts')
  }

  const stream = new EventStream(res)
  const log = lake.live
  const release = lake.liveSlots.take(req, access.anonymous)
  if (!release) {
    stream.send('goaway', { reason: 'Too many live connections to the local lake' }, log.head)
    stream.end()
    return
  }

  const emit = (event: LiveEvent) => {
    const tags = includeDrafts ? event.all : event.published
    if (tags.length > 0) stream.send('message', { tags }, event.id)
    else stream.sendId(event.id)
  }
  const resumeFrom = LastEventId.parse(req.headers['last-event-id'])
  const missed = resumeFrom ? log.after(resumeFrom) : undefined
  if (!resumeFrom) stream.send('welcome', {}, log.head)
  else if (!missed) stream.send('restart', {}, log.head)
  else {
    stream.send('welcome', {})
    missed.forEach(emit)
  }
  // Replay and subscription happen in one tick: no commit can fall between them.
  const unsubscribe = log.subscribe(emit)
  stream.keepOpen(req, ': keep-alive', () => {
    unsubscribe()
    release()
  })
}
