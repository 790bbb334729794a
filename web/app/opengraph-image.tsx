import { stegaClean } from 'next-sanity'
import { ImageResponse } from 'next/og'
import { getSiteSettings } from '@/lib/site/settings'

export const alt = 'Vybe'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

// The sharing card every page uses: product name and tagline on the brand gradient.
export default async function OpenGraphImage() {
  const settings = stegaClean(await getSiteSettings())
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
    size,
  )
}
