import { createHmac, timingSafeEqual } from 'node:crypto'

// A campaign link is a capability: whoever holds it may see and change that one campaign, with
// no sign-in (the product has none). The token names the document and the link's version, and
// carries an HMAC of both under a server secret:
//   <base64url("<id suffix>.<version>")>.<base64url(first 16 bytes of HMAC-SHA256)>
// A token is unguessable without the secret, an altered one fails the HMAC, and raising the
// document's `linkVersion` (staff's "revoke") makes every earlier link fail. A failing token
// is indistinguishable from a missing campaign to its holder (the page answers 404 for both).

const ID_PREFIX = 'adRequest.'
const MAC_BYTES = 16

export interface CampaignLink {
  id: string
  version: number
}

const mac = (secret: string, id: string, version: number) =>
  createHmac('sha256', secret)
    .update(`campaign-link:${id}:${version}`)
    .digest()
    .subarray(0, MAC_BYTES)

/** The token of a campaign's link at `version` (1 until staff revoke a link). */
export function signCampaignToken(secret: string, id: string, version: number): string {
  if (!id.startsWith(ID_PREFIX)) throw new Error(`${id} is not an ad request`)
  const payload = Buffer.from(`${id.slice(ID_PREFIX.length)}.${version}`).toString('base64url')
  return `${payload}.${mac(secret, id, version).toString('base64url')}`
}

/** The document and version a token names, or null for anything not signed by `secret`. */
export function readCampaignToken(secret: string, token: string): CampaignLink | null {
  if (token.length > 200) return null
  const [, payload, signature] = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token) ?? []
  if (!payload || !signature) return null
  const decoded = /^([A-Za-z0-9_-]{1,100})\.([1-9]\d{0,8})$/.exec(
    Buffer.from(payload, 'base64url').toString('utf8'),
  )
  if (!decoded) return null
  const id = `${ID_PREFIX}${decoded[1]}`
  const version = Number(decoded[2])
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(secret, id, version)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  // Base64url has more than one spelling of some byte strings; only the canonical one counts.
  if (signCampaignToken(secret, id, version) !== token) return null
  return { id, version }
}
