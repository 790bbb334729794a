// Studio side of the local Content Lake: the workspace options that point the Studio at the
// lake, sign it in through the lake's local login, and keep it usable in a normal browser.
//
// studio/sanity.config.ts spreads `localLakeWorkspaceOptions(lakeUrl)` into defineConfig()
// whenever the Studio talks to a local lake: embedded, or a lake standing in for Sanity's API
// under a hosted project id (studio/env.ts decides). Without one, the Studio uses Sanity's
// hosts unchanged.
//
// Why the listen-host rewrite: the Studio keeps 6 to 9 `data/listen` event streams open and a
// browser allows 6 HTTP/1.1 connections per host, so over plain http every other request queues
// behind them ("Loading document" forever). Each listen stream is therefore sent to its own
// `l<N>.lake.localhost` host name, which browsers resolve to loopback, so each has its own
// connection pool. The lake answers on any host name and echoes CORS origins.
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'

const LISTEN_HOSTS = 64
let listenCounter = 0

/** Workspace options to spread into defineConfig() for a lake at `lakeUrl`. */
export function localLakeWorkspaceOptions(lakeUrl: string) {
  const apiHost = lakeUrl.replace(/\/+$/, '')
  const inBrowser = typeof window !== 'undefined'
  const listenFetch = inBrowser ? createListenFetch(apiHost) : undefined
  return {
    apiHost,
    unstable_clientFactory: (options: ClientConfig): SanityClient =>
      createClient({
        ...options,
        apiHost,
        // The lake serves every project on one host; the id travels as X-Sanity-Project-ID.
        useProjectHostname: false,
        // @sanity/client resolves its fetch (listen streams included) through this hook.
        ...(listenFetch ? { resolveFetch: () => listenFetch } : {}),
      }),
    auth: {
      // The lake's single "local" provider signs in at once and hands out a token (no cookies).
      loginMethod: 'token' as const,
      redirectOnSingle: true,
    },
  }
}

/** Passes requests through, except listen streams, which each get their own host name. */
export function createListenFetch(apiHost: string): typeof fetch {
  const base = new URL(apiHost)
  return (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    if (url.origin === base.origin && /\/data\/(listen|live)\//.test(url.pathname)) {
      url.hostname = `l${listenCounter++ % LISTEN_HOSTS}.lake.localhost`
      return globalThis.fetch(url.href, init)
    }
    return globalThis.fetch(input, init)
  }
}
