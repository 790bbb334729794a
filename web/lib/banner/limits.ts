// What a banner upload may be, shared by the wizard (it shows the rules beside the picker) and
// the server (it enforces them): no sharp here, this module is part of the wizard's JavaScript.
import { byteSizeText } from '@atl/schemas/byte-size-text'
import { fill } from '../i18n/message-format'

/** At most 5 MB, counted in the bytes the advertiser sends. */
export const MAX_BANNER_BYTES = 5 * 1024 * 1024

/** The formats we accept, as sharp names them, with what they are called and served as. */
export const BANNER_FORMATS = {
  png: { label: 'PNG', mimeType: 'image/png', extension: 'png' },
  jpeg: { label: 'JPEG', mimeType: 'image/jpeg', extension: 'jpg' },
  webp: { label: 'WebP', mimeType: 'image/webp', extension: 'webp' },
} as const

export type BannerFormat = keyof typeof BANNER_FORMATS

export interface PixelSize {
  width: number
  height: number
}

/** A package's banner size as the CMS holds it (both may be missing on a draft). */
export interface PackageBannerSize {
  name: string | null
  /** The language `name` is written in (the page's, or English while it has no translation). */
  nameLang?: string
  bannerSize: { width: number | null; height: number | null } | null
}

/** The accepted dimensions: between the smallest and largest width and height the packages name. */
export interface BannerBounds {
  min: PixelSize
  max: PixelSize
}

const known = (sizes: readonly PackageBannerSize[]): PixelSize[] =>
  sizes.flatMap(({ bannerSize }) =>
    bannerSize?.width && bannerSize.height
      ? [{ width: bannerSize.width, height: bannerSize.height }]
      : [],
  )

/** The bounds the packages' sizes span, or null when no package names a size (no uploads). */
export function bannerBounds(sizes: readonly PackageBannerSize[]): BannerBounds | null {
  const all = known(sizes)
  if (all.length === 0) return null
  const widths = all.map((size) => size.width)
  const heights = all.map((size) => size.height)
  return {
    min: { width: Math.min(...widths), height: Math.min(...heights) },
    max: { width: Math.max(...widths), height: Math.max(...heights) },
  }
}

/** "1200 × 400" */
export const sizeText = ({ width, height }: PixelSize) => `${width} × ${height}`

/**
 * What an upload may be, shown beside every picker (the wizard's and the campaign page's), in the
 * words of the page's catalogue (`wizard.banner.rules`: "PNG, JPEG or WebP, up to {maxSize}…").
 */
export const bannerRulesText = (bounds: BannerBounds, rules: string) =>
  fill(rules, {
    maxSize: byteSizeText(MAX_BANNER_BYTES),
    min: sizeText(bounds.min),
    max: sizeText(bounds.max),
  })

/** The language packageSizesText writes in `locale`: English while a name has no translation. */
export const packageSizesLang = (sizes: readonly PackageBannerSize[], locale: string) =>
  sizes.every(({ nameLang }) => (nameLang ?? 'en') === locale) ? locale : 'en'

/** "Basic 728 × 90 · Standard 600 × 500" */
export const packageSizesText = (sizes: readonly PackageBannerSize[]) =>
  sizes
    .flatMap(({ name, bannerSize }) =>
      name && bannerSize?.width && bannerSize.height
        ? [`${name} ${sizeText({ width: bannerSize.width, height: bannerSize.height })}`]
        : [],
    )
    .join(' · ')

/**
 * Why a banner is refused, in English: the catalogue's bannerUpload area, where other languages
 * write theirs. The server answers in the language of the page the upload came from.
 */
export const BANNER_MESSAGES = {
  empty: 'The file is empty. Please choose your banner image.',
  tooManyBytes: 'The image is larger than {maxSize}. Please export it smaller.',
  notAnImage: 'This file is not a PNG, JPEG or WebP image. Please upload one of those.',
  unreadable: 'This image could not be read; it may be damaged. Please export it again.',
  noSizes: 'Banner uploads are not available right now. Describe your banner instead.',
  tooSmall: 'The image is {size} pixels; banners are at least {min}.',
  tooLarge: 'The image is {size} pixels; banners are at most {max}.',
} as const

/** The refusals in one language. */
export type BannerMessages = { readonly [K in keyof typeof BANNER_MESSAGES]: string }

/** A file over the limit, in `message`'s language ("larger than 5.0 MB"). */
export const tooManyBytesText = (message: string) =>
  fill(message, { maxSize: byteSizeText(MAX_BANNER_BYTES) })

/**
 * The asset id of an uploaded banner, as the lake names images: `image-<sha1>-<w>x<h>-<ext>`.
 * Its size is part of its name, so the wizard shows it at its real aspect ratio from the id alone.
 */
export const BANNER_ASSET_ID = /^image-[a-f0-9]{40}-(\d{1,5})x(\d{1,5})-(png|jpg|webp)$/

/** A request names a banner that is not (or no longer) one uploaded in this flow. */
export const BANNER_UPLOAD_AGAIN = 'Please upload your banner image again.'

export function bannerSizeOf(assetId: string): PixelSize | null {
  const match = BANNER_ASSET_ID.exec(assetId)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

/** Where the website serves an uploaded banner (from its own origin: the CSP allows no other). */
export const bannerUrl = (assetId: string) => `/banners/${assetId}`
