// GET /api/draft-mode/live-events - the lake's draft live events, for a live draft session only
// (lib/draft-mode/live-relay.ts: the browser never holds a token).
import type { NextRequest } from 'next/server'
import { relayDraftLiveEvents } from '@/lib/draft-mode/live-relay'
import { SESSION_COOKIE } from '@/lib/draft-mode/session-cookie'

export const dynamic = 'force-dynamic'

export function GET(request: NextRequest): Promise<Response> {
  return relayDraftLiveEvents({
    sessionCookie: request.cookies.get(SESSION_COOKIE)?.value,
    lastEventId: request.headers.get('last-event-id'),
    signal: request.signal,
  })
}
