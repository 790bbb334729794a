import { readdirSync } from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'
import type { Plugin } from 'vite'
import { precompressFolder } from '../scripts/lib/precompress.ts'

// How the built Studio's own files reach the browser (issue #32, item 7: a deep link's time).
// Vite's preview server, which serves the build (`sanity preview`, what `npm start` and a hosted
// deployment run), sends every file with `Cache-Control: no-cache` and gzips it again for every
// request: a link into the Studio asks for ~220 modules (6 MB), and the largest alone took the
// server 90 ms of gzip, on the cores the browser needs to compile them. The build names those
// files by their content (`static/<name>-<hash>.js`), so a name never changes what it holds:
// they are compressed once, after the build (Brotli 11 and gzip, scripts/lib/precompress.ts),
// sent as those copies, and may be kept for a year without asking. index.html and the unhashed
// icons keep Vite's handling (no-cache).

/** A file of the build named by its content hash (Vite's `[name]-[hash]`, 8 characters). */
const CONTENT_NAMED = /^\/static\/[^/?]+-[\w-]{8}\.(?:js|css|woff2)(?:\?|$)/
const ONE_YEAR = 31_536_000

export function studioAssets(): Plugin {
  let building = false
  let outDir = ''
  return {
    name: 'atl:studio-assets',
    configResolved(config) {
      building = config.command === 'build'
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (building) await precompressFolder(path.join(outDir, 'static'))
    },
    // Runs before Vite's compression and static files middlewares.
    configurePreviewServer(server) {
      const dir = path.join(outDir, 'static')
      const precompressed = readdirSync(dir).some((name) => name.endsWith('.br'))
      if (!precompressed) {
        server.config.logger.warn(
          `studio: ${dir} has no compressed copies (build it with sanity build); Vite sends its files`,
        )
        return
      }
      const headers = server.config.preview.headers ?? {}
      const serve = sirv(dir, {
        dev: false,
        brotli: true,
        gzip: true,
        maxAge: ONE_YEAR,
        immutable: true,
        extensions: [],
        // The Studio's own headers (its CSP among them), as Vite sends them with every file.
        setHeaders: (res) => {
          for (const [name, value] of Object.entries(headers)) {
            if (value !== undefined) res.setHeader(name, value)
          }
        },
      })
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? ''
        if (!CONTENT_NAMED.test(url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next()
          return
        }
        // sirv looks names up from its folder's root; a name it does not have goes on to Vite.
        req.url = url.slice('/static'.length)
        serve(req, res, () => {
          req.url = url
          next()
        })
      })
    },
  }
}
