import type { Plugin } from 'vite'

// Vite's preview server, which serves the built Studio (`sanity preview`, what `npm start` and a
// hosted deployment run), sends every file with `Cache-Control: no-cache`: each time an editor
// opens the Studio or a link into it, the browser asks again for each of the ~200 modules it
// needs (issue #32, item 7: a deep link's time). The build names those files by their content
// (`static/<name>-<hash>.js`), so a name never changes what it holds: they may be kept for a
// year without asking. index.html and the unhashed icons keep Vite's no-cache.

/** A file of the build named by its content hash (Vite's `[name]-[hash]`, 8 characters). */
const CONTENT_NAMED = /^\/static\/[^/?]+-[\w-]{8}\.(?:js|css|woff2)(?:\?|$)/
const IMMUTABLE = 'public, max-age=31536000, immutable'

export const immutableStudioAssets: Plugin = {
  name: 'atl:immutable-studio-assets',
  // Runs before Vite's static files middleware, which writes its headers with writeHead().
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      if (CONTENT_NAMED.test(req.url ?? '')) {
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
        res.writeHead = ((...args: unknown[]) => {
          const headers = args.find(
            (arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null,
          )
          if (headers) headers['Cache-Control'] = IMMUTABLE
          else res.setHeader('Cache-Control', IMMUTABLE)
          return writeHead(...args)
        }) as typeof res.writeHead
      }
      next()
    })
  },
}
