// Runs before Next.js handles a request, only for POSTs that may be Server Actions (the matcher
// below): one from another site gets a 403 instead of the 500 Next.js answers it with.
import { NextResponse, type NextRequest } from 'next/server'
import { FOREIGN_ACTION_MESSAGE, isForeignServerAction } from './lib/security/server-action-origin'

export function proxy(request: NextRequest): NextResponse {
  if (!isForeignServerAction(request.method, request.headers)) return NextResponse.next()
  return new NextResponse(FOREIGN_ACTION_MESSAGE, {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

// Pages only (routes under /api check their own requests): a fetch action carries Next-Action;
// a form posted without JavaScript is multipart. Everything else never runs this. (Next.js reads
// this object at build time, so each source is written out.)
export const config = {
  matcher: [
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/|_next/).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
}
