import 'server-only'
import { UPLOADED_FILE_CSP } from '../security/headers'
import { BANNER_ASSET_ID } from './limits'
import { findBannerUpload } from './uploads'

const notFound = () => new Response('No such banner.', { status: 404 })

/** The stored (re-encoded) banner, streamed from the lake. */
export async function serveBanner(assetId: string): Promise<Response> {
  if (!BANNER_ASSET_ID.test(assetId)) return notFound()
  const banner = await findBannerUpload(assetId)
  if (!banner?.url) return notFound()
  const upstream = await fetch(banner.url, { cache: 'no-store' })
  if (!upstream.ok || !upstream.body) return notFound()
  return new Response(upstream.body, {
    headers: {
      'Content-Type': banner.mimeType ?? 'application/octet-stream',
      // The id names the content: the bytes behind it never change. Kept private to the
      // advertiser's browser, since a swept banner must stop being served.
      'Cache-Control': 'private, max-age=86400',
      'Content-Security-Policy': UPLOADED_FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
