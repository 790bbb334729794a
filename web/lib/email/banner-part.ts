import 'server-only'
import type { AdRequest } from '../../sanity/types'
import { BANNER_FORMATS, bannerUrl } from '../banner/limits'
import { findBannerUpload } from '../banner/uploads'
import type { Locale } from '../i18n/locales'
import { fill } from '../i18n/message-format'
import { absoluteUrl } from '../site/site-url'
import type { EmailBanner } from './templates/banner-image'
import { emailWordsFor } from './words'

// The banner an email carries as an image part of its own (Content-ID), and what the template
// needs to show it. Read from the lake when the email is sent, like every other fact of it.

export interface BannerPart {
  banner: EmailBanner
  attachment: { filename: string; content: Buffer; contentType: string; cid: string }
}

/** The image's description: staff's in English, the advertiser's in the email's language. */
function bannerAlt(doc: AdRequest, recipient: 'advertiser' | 'staff', locale: Locale) {
  if (recipient === 'staff') return `The advertiser's banner for ${doc.adName || 'the ad'}`
  const words = emailWordsFor(locale).emails
  return fill(words.bannerAlt, { adName: doc.adName || words.theAd })
}

/** The banner part of this email, or null when it shows none. A lake that fails throws (retried). */
export async function bannerPartOf(
  doc: AdRequest,
  email: { recipient: 'advertiser' | 'staff'; _key: string },
  locale: Locale = 'en',
): Promise<BannerPart | null> {
  const { recipient, _key: emailKey } = email
  const assetId = doc.banner?.asset?._ref
  if (!assetId) return null
  const upload = await findBannerUpload(assetId)
  if (!upload?.url || !upload.width || !upload.height) return null
  const response = await fetch(upload.url, { cache: 'no-store' })
  if (!response.ok)
    throw new Error(`The banner could not be read from the lake (${response.status})`)
  const contentType = upload.mimeType ?? 'image/png'
  const format = Object.values(BANNER_FORMATS).find((f) => f.mimeType === contentType)
  const cid = `banner.${emailKey}@vybe.outbox`
  return {
    banner: {
      cid,
      alt: bannerAlt(doc, recipient, locale),
      href: absoluteUrl(bannerUrl(assetId)),
      width: upload.width,
      height: upload.height,
    },
    attachment: {
      filename: `banner.${format?.extension ?? 'png'}`,
      content: Buffer.from(await response.arrayBuffer()),
      contentType,
      cid,
    },
  }
}
