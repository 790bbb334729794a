// Local sign-in for the Studio, following Sanity's login protocol: `auth/providers` lists one
// provider; its URL redirects back to the Studio with `#sid=...`; the Studio exchanges the sid
// for a token at `auth/fetch` and sends it as a Bearer token from then on.
import { createHash, randomBytes } from 'node:crypto'
import { badRequest, unauthorized } from '../errors.ts'
import { sendJson, type RequestContext } from '../http.ts'

const pendingSids = new Map<string, number>()
const SID_TTL_MS = 5 * 60_000

/** Stable across restarts, so a Studio tab stays signed in while the lake is restarted. */
export function studioSessionToken(writeToken: string): string {
  return `sk-local-session-${createHash('sha256').update(`${writeToken}:studio`).digest('hex').slice(0, 40)}`
}

export function handleAuth(ctx: RequestContext, rest: string) {
  const { res, url, lake, access } = ctx
  switch (rest) {
    case 'providers':
      return sendJson(res, 200, {
        thirdPartyLogin: false,
        sso: {},
        providers: [
          {
            name: 'local',
            title: `Sign in as ${lake.config.user.name} (local)`,
            url: `${ctx.origin}/v1/auth/login/local`,
          },
        ],
      })
    case 'login/local': {
      const origin = url.searchParams.get('origin') ?? ''
      if (!isLoopbackUrl(origin))
        throw badRequest('origin must be a loopback URL (127.0.0.1, localhost)')
      const sid = randomBytes(24).toString('hex')
      pendingSids.set(sid, Date.now() + SID_TTL_MS)
      const target = new URL(origin)
      target.hash = `sid=${sid}`
      res.writeHead(302, { location: target.toString() })
      res.end()
      return
    }
    case 'fetch': {
      const sid = url.searchParams.get('sid') ?? ''
      const expires = pendingSids.get(sid)
      pendingSids.delete(sid)
      if (!expires || expires < Date.now()) throw unauthorized('Session id not found or expired')
      return sendJson(res, 200, { token: studioSessionToken(lake.config.tokens.write[0] ?? '') })
    }
    case 'id':
      if (!access.user) throw unauthorized('Not signed in')
      return sendJson(res, 200, { id: access.user.id })
    case 'logout':
      return sendJson(res, 200, { ok: true })
    default:
      return sendJson(res, 404, {
        statusCode: 404,
        error: 'Not Found',
        message: `No auth route ${rest}`,
      })
  }
}

function isLoopbackUrl(value: string): boolean {
  try {
    const { hostname, protocol } = new URL(value)
    if (protocol !== 'http:' && protocol !== 'https:') return false
    return (
      hostname === '127.0.0.1' ||
      hostname === '[::1]' ||
      hostname === 'localhost' ||
      hostname.endsWith('.localhost')
    )
  } catch {
    return false
  }
}
