// A request that carries Next.js's draft-mode cookie (web/proxy.ts sends only those here).
// That cookie alone would show drafts until the next build, so each such request must also carry
// a live session of ours (check-session.ts): signed, used within the idle limit, and its preview
// secret still in the lake. Otherwise the request is served as a visitor's (the draft-mode
// cookies are taken off it) and, once the session has ended, the browser is told to forget them.
import { NextResponse, type NextRequest } from 'next/server'
import { checkDraftSession } from './check-session'
import { DRAFT_MODE_COOKIES, draftCookieAttributes, PARTITIONED_COOKIE } from './cookies'
import { IDLE_LIMIT_MS, SESSION_COOKIE } from './session-cookie'

export async function guardDraftSession(request: NextRequest): Promise<NextResponse> {
  const verdict = await checkDraftSession(request.cookies.get(SESSION_COOKIE)?.value, Date.now())
  const attributes = draftCookieAttributes(request.cookies.has(PARTITIONED_COOKIE))
  if (verdict.state === 'active') {
    const response = NextResponse.next()
    if (verdict.refreshed) {
      response.cookies.set(SESSION_COOKIE, verdict.refreshed, {
        ...attributes,
        maxAge: IDLE_LIMIT_MS / 1000,
      })
    }
    return response
  }

  const headers = new Headers(request.headers)
  const kept = request.cookies
    .getAll()
    .filter(({ name }) => !DRAFT_MODE_COOKIES.includes(name))
    .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
  if (kept.length > 0) headers.set('cookie', kept.join('; '))
  else headers.delete('cookie')
  const response = NextResponse.next({ request: { headers } })
  if (verdict.state === 'ended') {
    for (const name of DRAFT_MODE_COOKIES) {
      response.cookies.set(name, '', { ...attributes, maxAge: 0, expires: new Date(0) })
    }
  }
  return response
}
