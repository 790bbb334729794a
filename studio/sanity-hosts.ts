// The calls the Studio makes to Sanity's own hosts by itself, answered in the page in every
// configuration, so that it sends nothing off this machine on a local lake and nothing its CSP
// refuses when hosted (issue #32, item 7).
//
// sanity 6.16 makes two, with the browser's global fetch() and whatever its configuration:
// - the version check: src/core/studio/packageVersionStatus/PackageVersionStatusProvider.tsx,
//   which StudioProvider.tsx always mounts, asks
//   `https://sanity-cdn.com/v1/modules/sanity/latest/^<version>/t<now>` (fetchLatestVersions.ts)
//   at start and every 15 minutes, and logs "Failed to fetch version for package (using
//   tag=latest) sanity" when that fails. `deployment.autoUpdates: false` (sanity.cli.ts) only
//   leaves out the import map, and with it a second check per deployed app;
// - the feedback probe: src/core/feedback/hooks/useFeedbackAvailable.ts posts an empty Sentry
//   envelope to `https://api.sanity.io/vX/intake/feedback` each time the navbar's help button
//   mounts (studio/components/navbar/resources/ResourcesButton.tsx), to decide whether to offer
//   "Send feedback"; only Sanity's own dashboard skips it.
// Neither has a setting to turn it off. The lake's `/intake/telemetry-status` answer (denied)
// governs only telemetry, which goes to the lake; Sentry's error reports (`intake/tracing`) start
// only under an import map. The Studio's CSP (security-headers.ts) refuses both calls in every
// configuration, hosted on Sanity's API too: that keeps them off the network but logs a console
// error each time, and a hosted Studio has no more use for them than a local one (upgrades come
// through npm; feedback goes to the team, not to Sanity).
//
// So they never reach the network; each gets the answer of a host with nothing to tell:
// - the version check: `{}`, no newer version and no deprecation known (the help menu shows the
//   running version; upgrades come through npm);
// - the intake: 503, so the Studio offers no feedback form it could not deliver.
// Everything else passes through untouched.

const VERSION_CHECK = /^https:\/\/sanity-cdn\.(?:com|work)\/v1\/modules\//
const INTAKE = /^https:\/\/api\.sanity\.(?:io|work)\/v[^/]+\/intake\//

/** `next`, except that the Studio's calls to Sanity's hosts are answered without it. */
export function answeringSanityHosts(next: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (VERSION_CHECK.test(url)) return Promise.resolve(Response.json({}))
    if (INTAKE.test(url)) return Promise.resolve(new Response(null, { status: 503 }))
    return next(input, init)
  }
}

/** In the browser, routes the page's fetch() through `answeringSanityHosts`. */
export function answerSanityHostsInPage() {
  if (typeof window === 'undefined') return
  globalThis.fetch = answeringSanityHosts(globalThis.fetch.bind(globalThis))
}
