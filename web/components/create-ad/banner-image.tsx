import { bannerSizeOf, bannerUrl, sizeText } from '../../lib/banner/limits'
import { fill } from '../../lib/i18n/message-format'

// An uploaded banner at its real aspect ratio: its size is part of its asset id, so the box is
// the right shape before the picture arrives (no layout shift). The wizard and the campaign page
// show it; the bytes come from our own origin (GET /banners/<id>).

export function BannerImage({
  assetId,
  alt,
  className = '',
  pixels = '{size} pixels',
}: {
  assetId: string
  alt: string
  className?: string
  /** The tooltip's words for the size in the page's language ("{size} píxeles"). */
  pixels?: string
}) {
  const size = bannerSizeOf(assetId)
  if (!size) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- already sized and re-encoded by us; next/image would add an optimizer in front of an image we serve as stored
    <img
      src={bannerUrl(assetId)}
      alt={alt}
      width={size.width}
      height={size.height}
      title={fill(pixels, { size: sizeText(size) })}
      className={`block h-auto w-full ${className}`}
    />
  )
}
