// Runs before Next.js handles a request, for two kinds only (see `config`; a visitor's GET of a
// page never reaches it):
// - a POST that may be a Server Action: one from another site gets a 403 instead of the 500
//   Next.js answers it with (lib/security/server-action-origin.ts), and a body Next.js could
//   not read (too large, too many parts, malformed) a 413 or 400 (lib/security/action-body.ts);
// - a request with Next.js's draft-mode cookie: served in draft mode only while our draft
//   session lives (lib/draft-mode/guard-request.ts).
import { NextResponse, type NextRequest } from 'next/server'
import { guardDraftSession } from './lib/draft-mode/guard-request'
import { ACTION_BODY_MESSAGES, actionBodyProblem } from './lib/security/action-body'
import {
  FOREIGN_ACTION_MESSAGE,
  isForeignServerAction,
  isServerActionPost,
} from './lib/security/server-action-origin'
import { MAX_BODY_BYTES, readBodyBytes } from './lib/requests/body'

const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** Routes under /api check their own requests; Next's own files hold no actions. */
const PAGE = /^\/(?!api\/|_next\/)/
/** Static files hold no content; the enable and disable routes manage the cookies themselves. */
const DRAFT_GUARDED = /^\/(?!_next\/static|_next\/image|api\/draft-mode\/)/

const refusal = (status: number, message: string) =>
  new NextResponse(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/** Why Next.js could not read this action's body, bounded as every submission is. */
async function actionBodyRefusal(request: NextRequest): Promise<NextResponse | null> {
  const bytes = await readBodyBytes(request, MAX_BODY_BYTES)
  const problem =
    bytes === 'tooLarge'
      ? 'tooLarge'
      : await actionBodyProblem(
          request.headers.get('content-type') ?? '',
          bytes,
          request.headers.has('next-action'),
        )
  if (!problem) return null
  return refusal(problem === 'tooLarge' ? 413 : 400, ACTION_BODY_MESSAGES[problem])
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const path = request.nextUrl.pathname
  if (PAGE.test(path) && isServerActionPost(request.method, request.headers)) {
    if (isForeignServerAction(request.method, request.headers))
      return refusal(403, FOREIGN_ACTION_MESSAGE)
    const refused = await actionBodyRefusal(request)
    if (refused) return refused
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
