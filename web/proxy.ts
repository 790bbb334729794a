// Runs before Next.js handles a request, for two kinds only (see `config`; a visitor's GET of a
// page never reaches it):
// - a POST that may be a Server Action: one from another site gets a 403 instead of the 500
//   Next.js answers it with (lib/security/server-action-origin.ts);
// - a request with Next.js's draft-mode cookie: served in draft mode only while our draft
//   session lives (lib/draft-mode/guard-request.ts).
import { NextResponse, type NextRequest } from 'next/server'
import { guardDraftSession } from './lib/draft-mode/guard-request'
import { FOREIGN_ACTION_MESSAGE, isForeignServerAction } from './lib/security/server-action-origin'

const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** Routes under /api check their own requests; Next's own files hold no actions. */
const PAGE = /^\/(?!api\/|_next\/)/
/** Static files hold no content; the enable and disable routes manage the cookies themselves. */
const DRAFT_GUARDED = /^\/(?!_next\/static|_next\/image|api\/draft-mode\/)/

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const path = request.nextUrl.pathname
  if (PAGE.test(path) && isForeignServerAction(request.method, request.headers)) {
    return new NextResponse(FOREIGN_ACTION_MESSAGE, {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  if (request.cookies.has(DRAFT_MODE_COOKIE) && DRAFT_GUARDED.test(path)) {
    return guardDraftSession(request)
  }
  return NextResponse.next()
}

// A fetch action carries Next-Action; a form posted without JavaScript is multipart. (Next.js
// reads this object at build time, so each source is written out.)
export const config = {
  matcher: [
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/|_next/).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
    {
      source: '/((?!_next/static|_next/image|api/draft-mode/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
}
