// GET /media-kit/logo - the logo file from the CMS, served from our own origin (inline, or as a
// download with ?download=1), so the page needs no third-party image host.
import { PAGE_TAGS } from '@/lib/revalidate/tags'
import { sanityFetch } from '@/lib/sanity/fetch'
import { mediaKitLogoQuery } from '@/lib/sanity/queries'

export async function GET(request: Request) {
  const logo = await sanityFetch({ query: mediaKitLogoQuery, tags: PAGE_TAGS.mediaKit })
  if (!logo?.file?.url) return new Response('No logo has been uploaded yet.', { status: 404 })
  const upstream = await fetch(logo.file.url, {
    next: { revalidate: 300, tags: [...PAGE_TAGS.mediaKit] },
  })
  if (!upstream.ok) return new Response('The logo is unavailable right now.', { status: 502 })

  const download = new URL(request.url).searchParams.has('download')
  const filename =
    `${logo.productName ?? 'logo'}-logo.${logo.file.extension ?? 'svg'}`.toLowerCase()
  return new Response(upstream.body, {
    headers: {
      'Content-Type': logo.file.mimeType ?? 'application/octet-stream',
      'Content-Disposition': download ? `attachment; filename="${filename}"` : 'inline',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
      // An SVG opened directly must not run anything on our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
