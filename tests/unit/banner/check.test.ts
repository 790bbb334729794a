// A banner is accepted or refused by what its bytes are: each refusal names what is wrong in
// words the wizard shows under the picker, and what is accepted comes back re-encoded, clean.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkBanner, type BannerCheck } from '../../../web/lib/banner/check.ts'
import { bannerBounds, BANNER_MESSAGES, MAX_BANNER_BYTES } from '../../../web/lib/banner/limits.ts'
import { messagesFor } from '../../../web/lib/messages/catalogue.ts'
import {
  hasGpsTag,
  HTML_PAGE,
  jpegWithGps,
  pngBomb,
  pngOf,
  pngOverFiveMegabytes,
  pngWithGps,
  pngWithZip,
  solid,
  SVG,
} from './images.ts'

// The seed's packages: Basic 728 × 90, Standard 600 × 500, Premium 1200 × 400.
const bounds = bannerBounds([
  { name: 'Basic', bannerSize: { width: 728, height: 90 } },
  { name: 'Standard', bannerSize: { width: 600, height: 500 } },
  { name: 'Premium', bannerSize: { width: 1200, height: 400 } },
])

function accepted(check: BannerCheck) {
  if (!check.ok) throw new Error(`refused: ${check.message}`)
  return check.banner
}
const refusal = (check: BannerCheck) => (check.ok ? 'accepted' : check.message)

describe('banner bounds', () => {
  it('span the smallest and largest width and height the packages name', () => {
    expect(bounds).toEqual({ min: { width: 600, height: 90 }, max: { width: 1200, height: 500 } })
  })

  it('are unknown when no package names a size (uploads are off)', async () => {
    expect(bannerBounds([{ name: 'Basic', bannerSize: null }])).toBeNull()
    expect(refusal(await checkBanner(await pngOf(800, 300), null))).toBe(BANNER_MESSAGES.noSizes)
  })
})

describe('checkBanner accepts', () => {
  it.each([
    ['PNG', 'png', () => pngOf(728, 90)],
    ['JPEG', 'jpeg', () => solid(1200, 400).jpeg().toBuffer()],
    ['WebP', 'webp', () => solid(600, 500).webp().toBuffer()],
  ])('a %s banner, re-encoded in its own format at its own size', async (_, format, make) => {
    const input = await make()
    const banner = accepted(await checkBanner(input, bounds))
    const meta = await sharp(banner.bytes).metadata()
    expect([banner.format, meta.format]).toEqual([format, format])
    expect([meta.width, meta.height]).toEqual([banner.width, banner.height])
  })

  it.each([
    ['PNG', pngWithGps],
    ['JPEG', jpegWithGps],
  ])('a %s with a GPS position comes back without any EXIF', async (_, make) => {
    const input = await make()
    // The file really carries the position: otherwise this test proves nothing.
    expect(hasGpsTag((await sharp(input).metadata()).exif)).toBe(true)

    const banner = accepted(await checkBanner(input, bounds))
    expect((await sharp(banner.bytes).metadata()).exif).toBeUndefined()
    expect(banner.bytes.includes(Buffer.from('Exif'))).toBe(false)
    expect(banner.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false)
  })

  it('a PNG with a zip appended comes back as the picture alone', async () => {
    const input = await pngWithZip()
    const banner = accepted(await checkBanner(input, bounds))
    expect(banner.bytes.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false)
    expect(banner.bytes.includes(Buffer.from('<script>'))).toBe(false)
  })

  it('a photo turned by its EXIF orientation is measured and stored upright', async () => {
    // Stored 300 × 800 with "rotate 90°": shown (and banner-shaped) as 800 × 300.
    const input = await solid(300, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const banner = accepted(await checkBanner(input, bounds))
    expect([banner.width, banner.height]).toEqual([800, 300])
    expect((await sharp(banner.bytes).metadata()).orientation).toBeUndefined()
  })
})

describe('checkBanner refuses', () => {
  it.each([
    ['an SVG (it can hold script)', () => SVG, BANNER_MESSAGES.notAnImage],
    ['an HTML page, whatever it is named', () => HTML_PAGE, BANNER_MESSAGES.notAnImage],
    ['a GIF', () => solid(800, 300).gif().toBuffer(), BANNER_MESSAGES.notAnImage],
    ['an empty file', () => Buffer.alloc(0), BANNER_MESSAGES.empty],
    [
      'a PNG signature on something else',
      () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), HTML_PAGE]),
      BANNER_MESSAGES.unreadable,
    ],
    [
      'a truncated JPEG',
      async () => (await solid(800, 300).jpeg().toBuffer()).subarray(0, 400),
      BANNER_MESSAGES.unreadable,
    ],
  ])('%s', async (_, make, message) => {
    expect(refusal(await checkBanner(Buffer.from(await make()), bounds))).toBe(message)
  })

  it('an image smaller than the smallest banner', async () => {
    expect(refusal(await checkBanner(await pngOf(300, 250), bounds))).toBe(
      'The image is 300 × 250 pixels; banners are at least 600 × 90.',
    )
  })

  it('an image larger than the largest banner', async () => {
    expect(refusal(await checkBanner(await pngOf(3000, 2000), bounds))).toBe(
      'The image is 3000 × 2000 pixels; banners are at most 1200 × 500.',
    )
  })

  it('a file over 5 MB, before looking inside', async () => {
    const input = await pngOverFiveMegabytes()
    expect(input.length).toBeGreaterThan(MAX_BANNER_BYTES)
    expect(refusal(await checkBanner(input, bounds))).toBe(
      'The image is larger than 5.0 MB. Please export it smaller.',
    )
  })

  it("in the words of the upload's language", async () => {
    const spanish = messagesFor('es').bannerUpload
    expect(refusal(await checkBanner(await pngOf(300, 250), bounds, spanish))).toBe(
      'La imagen mide 300 × 250 píxeles; los banners miden al menos 600 × 90.',
    )
    expect(refusal(await checkBanner(await pngOverFiveMegabytes(), bounds, spanish))).toBe(
      'La imagen pesa más de 5.0 MB. Expórtela en un tamaño menor, por favor.',
    )
  })

  it('a decompression bomb, from its header, without decoding it', async () => {
    const bomb = await pngBomb()
    expect(bomb.length).toBeLessThan(100)
    const before = process.memoryUsage().rss
    expect(refusal(await checkBanner(bomb, bounds))).toBe(
      'The image is 50000 × 50000 pixels; banners are at most 1200 × 500.',
    )
    // Decoding would take 7.5 GB; reading the header takes nothing worth measuring.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
  })
})
