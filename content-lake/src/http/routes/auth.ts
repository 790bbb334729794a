// Local sign-in for the Studio, following Sanity's login protocol: `auth/providers` lists one
// provider; its URL (`auth/login/local?origin=<studio>`) asks for the sign-in code that only the
// person who started the lake has (`npm start` prints a link holding it; wrong codes are limited
// and may replace it, see sign-in-code.ts), then redirects back to
// the Studio with a one-time `#sid=...`; the Studio exchanges the sid at `auth/fetch` for a
// random, expiring session token (sessions.ts) and sends it as a Bearer token from then on.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { bearerToken } from '../../auth/access.ts'
import { badRequest, unauthorized } from '../../shared/errors.ts'
import { readBody, readParams, type RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'
import { renderSignInPage } from './sign-in-page.ts'

const SID_TTL_MS = 2 * 60_000
const MAX_PENDING_SIDS = 100
const pendingSids = new Map<string, number>()

/** The sign-in form's fields, posted or in the link's query string. No code: show the form. */
const LoginFields = z.object({ origin: z.string().default(''), code: z.string().optional() })

export async function handleAuth(ctx: RequestContext, rest: string) {
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
    case 'login/local':
      return handleLogin(ctx)
    case 'fetch': {
      const sid = url.searchParams.get('sid') ?? ''
      const expires = pendingSids.get(sid)
      pendingSids.delete(sid)
      if (!expires || expires < Date.now()) throw unauthorized('Session id not found or expired')
      return sendJson(res, 200, { token: ctx.sessions.issue() })
    }
    case 'id':
      if (!access.user) throw unauthorized('Not signed in')
      return sendJson(res, 200, { id: access.user.id })
    case 'logout': {
      const token = bearerToken(ctx.req)
      if (token) ctx.sessions.revoke(token)
      return sendJson(res, 200, { ok: true })
    }
    default:
      return sendJson(res, 404, {
        statusCode: 404,
        error: 'Not Found',
        message: `No auth route ${rest}`,
      })
  }
}

/** GET shows the code form (or signs in at once with `?code=`); POST submits the form. */
async function handleLogin(ctx: RequestContext) {
  const { req, res, url, lake } = ctx
  const fields = readParams(
    req.method === 'POST'
      ? new URLSearchParams((await readBody(req, 4096)).toString('utf8'))
      : url.searchParams,
    LoginFields,
  )
  const origin = studioOrigin(fields.origin, lake.config.studioOrigins)
  const { code } = fields
  if (!code) {
    return sendPage(ctx, 200, renderSignInPage({ action: url.pathname, origin }))
  }
  const check = lake.signIn.check(code.trim(), req.socket.remoteAddress ?? '')
  if (check.result === 'wait') {
    ctx.res.setHeader('retry-after', String(check.seconds))
    const error =
      check.reason === 'address'
        ? `Too many wrong sign-in codes. Wait ${check.seconds} seconds, then try again.`
        : 'Too many wrong sign-in codes were tried, so the lake replaced its sign-in code and ' +
          'printed a new sign-in link in the terminal that runs it. Open that link; for ' +
          `${check.seconds} seconds no other code is accepted.`
    return sendPage(ctx, 429, renderSignInPage({ action: url.pathname, origin, error }))
  }
  if (check.result === 'wrong') {
    const page = renderSignInPage({
      action: url.pathname,
      origin,
      error:
        'That sign-in code is not right. Copy the newest sign-in link from the terminal that ' +
        'runs the lake.',
    })
    return sendPage(ctx, 401, page)
  }
  for (const [sid, expires] of pendingSids) if (expires < Date.now()) pendingSids.delete(sid)
  if (pendingSids.size >= MAX_PENDING_SIDS) throw unauthorized('Too many sign-ins under way')
  const sid = randomBytes(24).toString('hex')
  pendingSids.set(sid, Date.now() + SID_TTL_MS)
  const target = new URL(origin)
  target.hash = `sid=${sid}`
  res.writeHead(303, { location: target.toString(), 'cache-control': 'no-store' })
  res.end()
}

/** The Studio the sign-in returns to: one of the configured Studio origins, path kept. */
function studioOrigin(value: string, allowed: string[]): string {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw badRequest('origin must be the URL of the Studio')
  }
  if (!allowed.includes(parsed.origin)) {
    throw badRequest(`origin must be a configured Studio (${allowed.join(', ')})`)
  }
  return `${parsed.origin}${parsed.pathname}${parsed.search}`
}

function sendPage(ctx: RequestContext, status: number, html: string) {
  ctx.res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // With no-referrer (every other answer) Chromium posts the form with `Origin: null`.
    'referrer-policy': 'same-origin',
    // The page only posts its form back here; the redirect then goes to the Studio.
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${ctx.lake.config.studioOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
  })
  ctx.res.end(html)
}
