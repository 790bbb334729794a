// GET /ping and GET /data/ping/:dataset - is the API there? Neither needs a token: the Studio
// sends both with the browser's plain fetch(), no Authorization header and no credentials
// (sanity 6.16, src/core: network/isUsingLegacyHttp.ts probes `/ping`;
// store/document/document-pair/checkoutPair.ts's `reportLatency` fetches
// `client.getUrl(client.getDataUrl('ping'))`, i.e. `/v<version>/data/ping/<dataset>`, each time
// a document is opened for editing). It reads no body, only the `X-Sanity-Shard` header (CORS
// exposes it, response.ts), which it files with its edit-latency telemetry: hosted Sanity names
// the shard serving the dataset; here there is one.
// A dataset the lake does not hold is refused before this runs (routes/index.ts), as hosted
// answers 404 for a dataset the project lacks.
//
// Not sent, on purpose: `Timing-Allow-Origin`, which hosted Sanity sends on `/ping` so the Studio
// can read the protocol from the Resource Timing entry. Given it, the Studio sees the lake's
// HTTP/1.1 and shows its "slow legacy HTTP" warning, which says nothing useful about a server
// on this machine.
import type { RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'

export function handlePing(ctx: RequestContext) {
  ctx.res.setHeader('x-sanity-shard', 'local')
  sendJson(ctx.res, 200, 'PONG')
}
