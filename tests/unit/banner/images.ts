import { crc32 } from 'node:zlib'
import sharp from 'sharp'

// Real image files, made when the tests run: what an advertiser's design tool, phone or an
// attacker would send. Sizes fit the seed's banner bounds (600 × 90 to 1200 × 500) unless the
// name says otherwise.

export const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })

export const pngOf = (width: number, height: number) => solid(width, height).png().toBuffer()

/** Latitude 33° 45' N, longitude 84° 23' W: Atlanta, as a phone writes it into its photos. */
const GPS_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '33/1 45/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '84/1 23/1 0/1',
  },
}

export const pngWithGps = () => solid(800, 300).png().withExif(GPS_EXIF).toBuffer()
export const jpegWithGps = () => solid(800, 300).jpeg().withExif(GPS_EXIF).toBuffer()

/** Whether an EXIF block holds a GPS IFD pointer (tag 0x8825), in either byte order. */
export const hasGpsTag = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])))

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300">' +
    '<script>alert(document.domain)</script><rect width="800" height="300"/></svg>',
)

/** What an upload named "banner.png" may really be. */
export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/secrets")</script></body></html>',
)

/** A PNG with a zip archive after its end: a polyglot both a viewer and an unzipper open. */
export async function pngWithZip() {
  const zip = Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.from('payload.html<script>alert(1)</script>'),
    Buffer.from('PK\x05\x06', 'latin1'),
    Buffer.alloc(18),
  ])
  return Buffer.concat([await pngOf(800, 300), zip])
}

/**
 * A decompression bomb: a valid 1 × 1 PNG whose header is rewritten to declare 50,000 × 50,000
 * pixels (2.5 billion: 10 GB once decoded), under a hundred bytes.
 */
export async function pngBomb() {
  const png = Buffer.from(await pngOf(1, 1))
  png.writeUInt32BE(50_000, 16)
  png.writeUInt32BE(50_000, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

/** A photo-like image past 5 MB (noise does not compress), as a camera would export it. */
export function pngOverFiveMegabytes() {
  const width = 2000
  const height = 1000
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 42
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0
    pixels[i] = seed >>> 24
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}
