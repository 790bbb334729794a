import 'server-only'
import { randomUUID } from 'node:crypto'
import { NO_STORE, writeClient } from '../sanity/write-client'
import type { Locale } from '../i18n/locales'
import type { CheckedBanner } from './check'
import { BANNER_FORMATS, bannerBounds, bannerUrl, type BannerBounds } from './limits'
import { bannerSizesQuery, bannerUploadQuery } from '../sanity/queries'

// Banners live in the lake as image assets, marked with this flow's source name: an ad request
// may only reference a banner uploaded here, and the sweep only ever removes these.

export const BANNER_SOURCE = 'create-ad-banner'

/** What the wizard gets back and sends with the request. */
export interface BannerUpload {
  assetId: string
  width: number
  height: number
  /** Bytes, as stored (re-encoded). */
  size: number
  url: string
}

const publishedClient = writeClient.withConfig({ perspective: 'published' })

/** Each package's banner size as published now, named in `locale` (or English). */
export const currentBannerSizes = (signal?: AbortSignal, locale: Locale = 'en') =>
  publishedClient.fetch(bannerSizesQuery, { lang: locale }, { ...NO_STORE, signal })

/** The accepted dimensions as the packages are published now. */
export async function currentBannerBounds(signal?: AbortSignal): Promise<BannerBounds | null> {
  return bannerBounds(await currentBannerSizes(signal))
}

/**
 * Stores a checked banner once. The lake names assets by their content, so the same picture
 * uploaded again answers with the asset stored before: its source is then renewed, which also
 * restarts the day the sweep gives it.
 */
export async function storeBanner(banner: CheckedBanner): Promise<BannerUpload> {
  const { extension, mimeType } = BANNER_FORMATS[banner.format]
  const source = { name: BANNER_SOURCE, id: randomUUID() }
  const asset = await writeClient.assets.upload('image', banner.bytes, {
    filename: `banner.${extension}`,
    contentType: mimeType,
    source,
  })
  if (asset.source?.id !== source.id) await writeClient.patch(asset._id).set({ source }).commit()
  return {
    assetId: asset._id,
    width: banner.width,
    height: banner.height,
    size: banner.bytes.length,
    url: bannerUrl(asset._id),
  }
}

/** A banner this flow uploaded (null for any other asset, or one swept meanwhile). */
export function findBannerUpload(assetId: string, signal?: AbortSignal) {
  return writeClient.fetch(
    bannerUploadQuery,
    { id: assetId, source: BANNER_SOURCE },
    { ...NO_STORE, signal },
  )
}
