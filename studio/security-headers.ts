// Headers on every answer of the Studio's servers (`sanity dev` and `sanity preview`, through
// sanity.cli.ts). The Content-Security-Policy names what the Studio needs and nothing more:
// its own files, the Content Lake it talks to, the lake's images and the website the
// Presentation tool frames. tests/e2e/studio-csp.spec.ts opens every tool under it and fails on
// any violation.
import { createHash } from 'node:crypto'

export interface StudioCspInput {
  projectId: string
  /** The local Content Lake the Studio talks to (studio/env.ts); unset: Sanity's own hosts. */
  lakeUrl: string | undefined
  /** The website the Presentation tool previews. */
  previewUrl: string
  /** The inline scripts of the built index.html (`sanity preview`); none under `sanity dev`. */
  inlineScripts: string[]
  /** `sanity dev`: Vite's dev server with hot reload. */
  dev: boolean
}

/** The same host over WebSocket (ws: for http:, wss: for https:). */
const webSocketOf = (origin: string) => origin.replace(/^http/, 'ws')

/** Where the Studio's API client connects: HTTP origins, and its presence socket's origin. */
function apiOrigins({ projectId, lakeUrl }: StudioCspInput) {
  if (lakeUrl !== undefined) {
    const lake = new URL(lakeUrl)
    // studio/local-lake sends each listen stream to its own `l<N>.lake.localhost` host (a
    // browser's six connections per host would otherwise all be taken by streams), on the
    // lake's port.
    return {
      http: [lake.origin, `${lake.protocol}//*.lake.localhost:${lake.port}`],
      socket: webSocketOf(lake.origin),
    }
  }
  // Hosted: @sanity/client puts the project id in front of the API host for project APIs
  // (`<id>.api.sanity.io`) and uses the host itself for global ones (users, projects).
  const host = new URL('https://api.sanity.io')
  const project = `${host.protocol}//${projectId}.${host.host}`
  return { http: [host.origin, project], socket: webSocketOf(project) }
}

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`

export function studioContentSecurityPolicy(input: StudioCspInput): string {
  const api = apiOrigins(input)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The built Studio's own modules, and its index.html's inline scripts by hash. `sanity dev`
    // runs Vite's inline hot-reload preamble and evaluates modules as it reloads them.
    'script-src': [
      "'self'",
      ...input.inlineScripts.map(sha256),
      ...(input.dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ],
    // styled-components (@sanity/ui) writes its styles into <style> elements as components
    // mount, with no nonce support in Sanity's build: inline styles must be allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Documents' images come from the lake's asset URLs (hosted: Sanity's image CDN); previews
    // and uploads use data: and blob: URLs before an asset exists.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(input.lakeUrl !== undefined ? api.http.slice(0, 1) : ['https://cdn.sanity.io']),
    ],
    // The Studio's typeface (Inter) comes with its build, not from Sanity's font hosts
    // (local-fonts.ts).
    'font-src': ["'self'"],
    // Queries, mutations and listen streams to the lake, and its presence socket (the project
    // host over WebSocket); Vite's hot-reload socket in dev. Nothing else: the Studio's calls
    // home (the version check on sanity-cdn.com, the feedback probe on api.sanity.io) are
    // answered in the page in every configuration (sanity-hosts.ts), and this refuses whatever
    // else would reach a third party; a hosted Studio needs api.sanity.io for users and projects.
    'connect-src': ["'self'", ...api.http, api.socket, ...(input.dev ? ['ws:', 'wss:'] : [])],
    // The Presentation tool frames the website.
    'frame-src': [new URL(input.previewUrl).origin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nothing needs to frame the Studio.
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/** The inline scripts (no `src`) of an HTML document, exactly as a browser hashes them. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
}

export function studioSecurityHeaders(input: StudioCspInput) {
  return {
    'Content-Security-Policy': studioContentSecurityPolicy(input),
    // Older browsers' word for frame-ancestors 'none'.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
}
