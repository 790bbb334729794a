// The website's production server (`npm start`): Next.js's own request handler behind one step
// that decides who is asking. Next.js keeps any `X-Forwarded-For` a client sends, so with
// `next start` a client could pick its own address and slip past the submissions rate limit;
// here the header is replaced by the one address we can vouch for (lib/security/client-address).
// It also compresses, with Brotli where the browser takes it (next.config.ts turns Next's own
// gzip-only compression off): `/` is 22 KB with Brotli at the quality a request affords, 27 KB
// with gzip (45 KB while Next put the inline stylesheet in a page three times: scripts/patch-next.ts).
// The build's own files skip both steps: they are sent as the build compressed them
// (lib/server/build-files.ts), before Next.js or the compression middleware sees the request.
// A page sent before, unchanged, goes out as a Brotli 11 copy made after its first answer
// (lib/server/page-compression-cache.ts), React's payload apart at /_payload/ (page-payload.ts). A path Next.js cannot decode gets a 400 here, where
// Next.js answers 500 (lib/security/request-path.ts). A page may set its answer's status
// (lib/server/response-status.ts), which Next.js offers only through its error shell.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { constants } from 'node:zlib'
import compression from 'compression'
import next from 'next'
import { websiteSettings, type WebsiteSettings } from '@atl/local-defaults/website'
import { buildFiles } from './lib/server/build-files.ts'
import { pageCompressionCache } from './lib/server/page-compression-cache.ts'
import { withResponseStatus } from './lib/server/response-status.ts'
import { clientAddress } from './lib/security/client-address.ts'
import { isReadablePath, UNREADABLE_PATH_MESSAGE } from './lib/security/request-path.ts'

// Every setting of the website, read and validated before Next.js starts: a bad or missing one
// stops the start naming it (lib/startup checks them again inside Next.js, with the API host).
let settings: WebsiteSettings
try {
  settings = websiteSettings()
} catch (error) {
  console.error(`website: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
const { port, trustedProxyCount: trustedProxies } = settings
// Loopback only, as every server of the product; a host in front of it proxies to this address.
const hostname = '127.0.0.1'

const app = next({ dev: false, dir: import.meta.dirname, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
// Quality 5: within 3% of the best size for a page, in a few milliseconds (11 takes ~250 ms).
// Its types are written for Express; the middleware itself needs only Node's request and response.
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
}) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const sendBuildFile = buildFiles(join(import.meta.dirname, '.next'))
// A page may set its own status (lib/server/response-status.ts: the 404 page).
const sendPage = pageCompressionCache(
  (req, res) => withResponseStatus(res, () => void handle(req, res)),
  {
    maxBytes: 32 * 1024 * 1024,
    maxPageBytes: 4 * 1024 * 1024,
  },
)

const server = createServer((req, res) => {
  if (!isReadablePath(req.url ?? '/')) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end(UNREADABLE_PATH_MESSAGE)
    return
  }
  const forwarded = req.headers['x-forwarded-for']
  req.headers['x-forwarded-for'] = clientAddress(
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    req.socket.remoteAddress,
    trustedProxies,
  )
  delete req.headers['x-real-ip']
  sendBuildFile(req, res, () => compress(req, res, () => sendPage(req, res)))
})
server.listen(port, hostname, () => {
  console.log(`Website listening on http://${hostname}:${port}`)
})
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
