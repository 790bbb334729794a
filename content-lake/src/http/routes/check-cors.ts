// GET /check/cors - may the calling page's origin use the API? `client.live.events()` asks after
// a failed event-stream connection, to tell a CORS refusal (it then throws CorsOriginError) from
// an outage. Answered as hosted Sanity does: `{result: {allowed, withCredentials}}`, readable
// from any origin (the probe is sent without credentials).
import type { RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'

export function handleCheckCors(ctx: RequestContext) {
  const { req, res } = ctx
  const origin = req.headers.origin
  // The server front sets CORS headers for the origins it allows and no others (server.ts), so
  // they are the answer; a caller with no Origin is not a web page and CORS does not apply.
  const allowed = origin === undefined || res.getHeader('access-control-allow-origin') === origin
  const withCredentials =
    origin === undefined ||
    (allowed && res.getHeader('access-control-allow-credentials') === 'true')
  if (!allowed) res.setHeader('access-control-allow-origin', '*')
  sendJson(res, 200, { result: { allowed, withCredentials } })
}
