// The build's own files (`/_next/static/…`: scripts, the stylesheet chunks, images), sent by
// web/server.ts before Next.js sees the request. Their names carry a hash of their content, so
// they are cached for a year; the compressed copies beside them are written at build time
// (scripts/precompress-build-files.ts). sirv indexes the folder once at start, so a request is a
// lookup and a file stream, never a compression on the website's busy thread.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sirv from 'sirv'

const BUILD_FILES_PREFIX = '/_next/static/'
const ONE_YEAR = 31_536_000

/** What a browser loads from the build. Next.js also copies files a server module points at with
 *  `new URL(…, import.meta.url)` there (the email worker's TypeScript source, which the server
 *  runs from its own bundle): those are answered 404, not sent. */
const BROWSER_FILES = /\.(?:js|css|svg|png|jpe?g|webp|avif|gif|ico|json|txt)$/

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * A handler for `/_next/static/…`: GET and HEAD from `<nextDir>/static`, other methods 405.
 * Other paths, and any name the build did not write (sirv's index holds only files found at
 * start, so `..` and encoded variants of it find nothing), go to `next()`: Next.js, which
 * answers a missing file with its 404 page.
 */
export function buildFiles(nextDir: string): Handler {
  const serve = sirv(join(nextDir, 'static'), {
    dev: false,
    brotli: true,
    gzip: true,
    maxAge: ONE_YEAR,
    immutable: true,
    extensions: [],
    // The page policies mean nothing on a script or a stylesheet; this one does (next.config.ts).
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  })
  // A build made without `npm run build` (plain `next build`) has no copies: sending its files
  // as they are would send them uncompressed, so Next.js and the compression middleware keep them.
  const precompressed = readdirSync(join(nextDir, 'static'), { recursive: true }).some((name) =>
    String(name).endsWith('.br'),
  )
  if (!precompressed)
    console.warn('website: build files have no compressed copies (run npm run build)')
  return (req, res, next) => {
    const url = req.url ?? ''
    if (!url.startsWith(BUILD_FILES_PREFIX)) {
      next()
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Next.js answers these with a bare 500; nothing here can be written to.
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end("Only GET and HEAD are allowed on the website's build files.\n")
      return
    }
    if (!BROWSER_FILES.test(new URL(url, 'http://127.0.0.1').pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Not found.\n')
      return
    }
    if (!precompressed) {
      next()
      return
    }
    // sirv looks names up from the folder's root, as a mounted middleware would be given them;
    // Next.js gets the request as it came if the file is not there.
    req.url = url.slice(BUILD_FILES_PREFIX.length - 1)
    serve(req, res, () => {
      req.url = url
      next()
    })
  }
}
