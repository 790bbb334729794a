// GET /media-kit/logo - the logo file from the CMS, served from our own origin (inline, or as a
// download with ?download=1), so the page needs no third-party image host.
import { UPLOADED_FILE_CSP } from '@/lib/security/headers'
import { sanityFetch } from '@/lib/sanity/fetch'
import { mediaKitLogoQuery } from '@/lib/sanity/queries'

export async function GET(request: Request) {
  const { data: logo } = await sanityFetch({ query: mediaKitLogoQuery, stega: false })
  if (!logo?.file?.url) return new Response('No logo has been uploaded yet.', { status: 404 })
  // An asset's URL names its content (a hash), so the file behind it never changes.
  const upstream = await fetch(logo.file.url, { next: { revalidate: false } })
  if (!upstream.ok) return new Response('The logo is unavailable right now.', { status: 502 })

  // Only an image is shown inline; anything else an editor uploaded is a download.
  const isImage = /^image\/[\w.+-]+$/.test(logo.file.mimeType ?? '')
  const download = !isImage || new URL(request.url).searchParams.has('download')
  const extension = (logo.file.extension ?? 'svg').replace(/[^a-z0-9]/gi, '')
  const filename = `${logo.productName ?? 'logo'}-logo.${extension}`
    .toLowerCase()
    .replace(/[^a-z0-9.-]/g, '-')
  return new Response(upstream.body, {
    headers: {
      'Content-Type': isImage ? (logo.file.mimeType ?? '') : 'application/octet-stream',
      'Content-Disposition': download ? `attachment; filename="${filename}"` : 'inline',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
      // An SVG opened directly must not run anything on our origin (next.config.ts keeps the
      // site-wide CSP from replacing this one).
      'Content-Security-Policy': UPLOADED_FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
