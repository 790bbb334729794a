// The HTTP front of the lake: refuses foreign host names and origins, strips the API version,
// answers CORS, resolves who is asking, dispatches to a route and turns every failure into a
// Sanity-shaped JSON error.
import http from 'node:http'
import type { AccessControl } from '../auth/access.ts'
import { errorMessage, httpError, LakeError, notFound } from '../shared/errors.ts'
import type { RequestContext } from './request.ts'
import { answerPreflight, sendJson, setCors, setSecurityHeaders } from './response.ts'
import type { Lake } from '../lake/lake.ts'
import { routes } from './routes/index.ts'

export function createLakeServer(lake: Lake, access: AccessControl): http.Server {
  const server = http.createServer((req, res) => {
    void handle(lake, access, req, res)
  })
  // Listen streams stay open for hours; the Studio reconnects if we drop them anyway.
  server.requestTimeout = 0
  server.headersTimeout = 60_000
  server.keepAliveTimeout = 65_000
  return server
}

async function handle(
  lake: Lake,
  accessControl: AccessControl,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  setSecurityHeaders(res)
  res.setHeader('vary', 'Origin')
  try {
    const host = loopbackHost(req.headers.host)
    const url = new URL(req.url ?? '/', `http://${host}`)
    const origin = req.headers.origin
    if (origin !== undefined) {
      const allowed = [...lake.config.studioOrigins, ...lake.config.siteOrigins, `http://${host}`]
      if (allowed.includes(origin)) setCors(res, origin)
      // `check/cors` tells any page whether its origin is allowed (client.live.events() asks).
      else if (!url.pathname.endsWith('/check/cors')) {
        throw httpError(403, 'Forbidden', `Origin ${origin} is not allowed to use this lake`)
      }
    }
    if (req.method === 'OPTIONS') return answerPreflight(req, res)
    const match = /^\/v(\d{4}-\d{2}-\d{2}|X|\d+(?:\.\d+)?)(\/.*)$/.exec(url.pathname)
    const ctx: RequestContext = {
      req,
      res,
      url,
      path: match?.[2] ?? url.pathname,
      apiVersion: match?.[1] ?? '',
      access: accessControl.resolve(req),
      lake,
      sessions: accessControl.sessions,
      origin: `http://${host}`,
    }
    for (const route of routes) {
      if (
        route.method &&
        route.method !== req.method &&
        !(route.method === 'GET' && req.method === 'HEAD')
      ) {
        continue
      }
      const found = route.pattern.exec(ctx.path)
      if (!found) continue
      if (route.dataset !== undefined) {
        const dataset = found[route.dataset]
        if (dataset !== lake.config.dataset) throw notFound(`Dataset "${dataset}" not found`)
      }
      await route.handle(ctx, found.slice(1))
      return
    }
    throw notFound(`No route for ${req.method} ${url.pathname}`)
  } catch (error) {
    if (res.headersSent) {
      res.end()
      return
    }
    if (error instanceof LakeError) return sendJson(res, error.status, error.body)
    const stack = error instanceof Error ? error.stack : undefined
    lake.config.log(`[lake] ${req.method} ${req.url} failed: ${stack ?? String(error)}`)
    sendJson(res, 500, {
      statusCode: 500,
      error: 'Internal Server Error',
      message: errorMessage(error),
    })
  }
}

/**
 * The lake listens on loopback only, so every genuine request names a loopback host. Refusing
 * other names defeats DNS rebinding: a web page whose own host name resolves to 127.0.0.1 would
 * otherwise talk to the lake as a same-origin page.
 */
export function loopbackHost(header: string | undefined): string {
  const host = header ?? '127.0.0.1'
  const hostname = host.replace(/:\d+$/, '').toLowerCase()
  // A name that is no host name at all (spaces, slashes) is refused like a foreign one.
  const wellFormed = /^(\[::1\]|[a-z0-9.-]+)$/.test(hostname)
  const loopback =
    wellFormed &&
    (hostname === '127.0.0.1' ||
      hostname === '[::1]' ||
      hostname === 'localhost' ||
      hostname.endsWith('.localhost'))
  if (!loopback) throw httpError(403, 'Forbidden', `Host ${hostname} is not served here`)
  return host
}
