import 'server-only'
import sharp from 'sharp'
import { oneAtATime } from '../requests/one-at-a-time'
import { fill } from '../i18n/message-format'
import {
  BANNER_MESSAGES,
  MAX_BANNER_BYTES,
  sizeText,
  tooManyBytesText,
  type BannerBounds,
  type BannerFormat,
  type BannerMessages,
  type PixelSize,
} from './limits'

// A banner is checked by what its bytes are, never by its name or declared type: the magic
// number picks the decoder (so an SVG, an HTML page or a PDF never reaches any of sharp's
// loaders), the header's dimensions are checked before a single pixel is decoded (a 90-byte
// PNG may declare 50,000 × 50,000), and what is stored is a fresh encoding of the decoded pixels
// (no EXIF, GPS, XMP, ICC text or bytes appended after the image's end survive).

export interface CheckedBanner extends PixelSize {
  bytes: Buffer
  format: BannerFormat
}

export type BannerCheck = { ok: true; banner: CheckedBanner } | { ok: false; message: string }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The format the file's first bytes announce, if it is one we accept. */
function sniffFormat(bytes: Buffer): BannerFormat | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp'
  return null
}

const refuse = (message: string): BannerCheck => ({ ok: false, message })

/** The size as shown: a JPEG whose EXIF says "rotate" is displayed (and re-encoded) turned. */
async function headerOf(bytes: Buffer) {
  // Reads the header only. No pixel limit here: the dimensions are checked right after, with a
  // message that says what is wrong, instead of sharp's "exceeds pixel limit".
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  const { width, height } = meta.autoOrient
  return { format: meta.format, width, height }
}

/** The banner as stored, or why it is refused in `words`' language (English by default). */
export async function checkBanner(
  bytes: Buffer,
  bounds: BannerBounds | null,
  words: BannerMessages = BANNER_MESSAGES,
): Promise<BannerCheck> {
  if (bytes.length === 0) return refuse(words.empty)
  if (bytes.length > MAX_BANNER_BYTES) return refuse(tooManyBytesText(words.tooManyBytes))
  const format = sniffFormat(bytes)
  if (!format) return refuse(words.notAnImage)
  if (!bounds) return refuse(words.noSizes)

  let header: Awaited<ReturnType<typeof headerOf>>
  try {
    header = await headerOf(bytes)
  } catch {
    return refuse(words.unreadable)
  }
  // The decoder must agree with the magic number (a PNG signature on a JPEG body is not a PNG).
  if (header.format !== format) return refuse(words.notAnImage)
  const size = { width: header.width, height: header.height }
  if (size.width < bounds.min.width || size.height < bounds.min.height)
    return refuse(fill(words.tooSmall, { size: sizeText(size), min: sizeText(bounds.min) }))
  if (size.width > bounds.max.width || size.height > bounds.max.height)
    return refuse(fill(words.tooLarge, { size: sizeText(size), max: sizeText(bounds.max) }))

  try {
    // One decoding at a time in this process: on a small server, twenty advertisers uploading
    // together would otherwise take every core (and up to 20 decoded images of memory) from
    // the visitors' pages. The uploads wait their turn instead; the per-address limit bounds
    // how many can wait.
    const queued = await oneAtATime(DECODING, Number.POSITIVE_INFINITY, () =>
      reencode(bytes, format, bounds),
    )
    if (!queued.ok) return refuse(words.unreadable)
    return { ok: true, banner: queued.value }
  } catch {
    return refuse(words.unreadable)
  }
}

const DECODING = 'banner-decoding'

/**
 * Decodes (never more pixels than the largest banner, whatever a lying header said) and encodes
 * anew in the same format. sharp keeps no metadata unless asked to.
 */
async function reencode(
  bytes: Buffer,
  format: BannerFormat,
  bounds: BannerBounds,
): Promise<CheckedBanner> {
  const pipeline = sharp(bytes, {
    failOn: 'error',
    limitInputPixels: bounds.max.width * bounds.max.height,
  }).autoOrient()
  const encoded =
    format === 'png'
      ? pipeline.png()
      : format === 'jpeg'
        ? pipeline.jpeg({ quality: 90 })
        : pipeline.webp({ quality: 90 })
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
  return { bytes: data, format, width: info.width, height: info.height }
}
