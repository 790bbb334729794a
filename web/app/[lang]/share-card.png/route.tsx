import { stegaClean } from 'next-sanity'
import { ImageResponse } from 'next/og'
import { localeOf, localeParams } from '@/lib/i18n/page-locale'
import { SHARE_CARD_SIZE } from '@/lib/site/metadata'
import { getSiteSettings } from '@/lib/site/settings'

// The sharing card of every page in a language (Open Graph, X): product name and tagline, in
// that language, on the brand gradient. /share-card.png for English, /es/share-card.png.
//
// A route of its own rather than Next.js's opengraph-image file: that file sat at the app's
// root, above the layouts where metadataBase is set, so Next.js addressed its image at
// http://localhost:<port> on every page that did not name a card itself (the 404 pages, the
// campaign page) and warned of it at every start. Pages name this one (lib/site/metadata.ts).
// Prerendered for each language; a published change to the settings refreshes it by their
// cache tag, as it does the pages.
export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = localeParams

interface Context {
  params: Promise<{ lang: string }>
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const settings = stegaClean(await getSiteSettings(await localeOf(params)))
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        color: 'white',
        background: 'linear-gradient(135deg, #7C3AED 0%, #2563EB 100%)',
      }}
    >
      <div style={{ fontSize: 120, fontWeight: 800, letterSpacing: -4 }}>
        {settings.productName}
      </div>
      <div style={{ fontSize: 44, marginTop: 24, opacity: 0.92, maxWidth: 900 }}>
        {settings.tagline}
      </div>
    </div>,
    SHARE_CARD_SIZE,
  )
}
