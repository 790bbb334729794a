import { bannerSizeOf, bannerUrl, sizeText } from '../../lib/banner/limits'

// An uploaded banner at its real aspect ratio: its size is part of its asset id, so the box is
// the right shape before the picture arrives (no layout shift). The wizard and the campaign page
// show it; the bytes come from our own origin (GET /banners/<id>).

export function BannerImage({
  assetId,
  alt,
  className = '',
}: {
  assetId: string
  alt: string
  className?: string
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
      title={`${sizeText(size)} pixels`}
      className={`block h-auto w-full ${className}`}
    />
  )
}
