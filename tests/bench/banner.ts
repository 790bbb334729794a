// BENCH_ONLY=banner: what a banner upload costs, on the bench stack. The largest accepted JPEG
// (4 MB) through POST /api/banner, one at a time (the check, the re-encoding and the storing);
// then 20 advertisers uploading at once while a visitor loads the home page, with the website's
// peak memory. Reported, never asserted.
import fsp from 'node:fs/promises'
import sharp from 'sharp'
import { latencySummary, percentile } from './percentile.ts'
import type { Stack } from './stack.ts'

const UPLOADS_ONE_BY_ONE = 20
const CONCURRENT_UPLOADS = 20
const TARGET_BYTES = 4 * 1024 * 1024

/**
 * A 1200 × 500 photo-like JPEG (noise, so it compresses as little as a photo), padded with
 * comment segments to 4 MB: as heavy as an accepted file gets, since the largest banner size
 * keeps the pixels themselves under 2 MB. `seed` makes each file distinct (the lake would
 * answer an identical one with the asset it already has).
 */
async function fourMegabyteJpeg(seed: number): Promise<Buffer> {
  const width = 1200
  const height = 500
  const pixels = Buffer.alloc(width * height * 3)
  let x = seed * 2654435761
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    pixels[i] = x >>> 24
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer()
  const segments: Buffer[] = []
  let size = jpeg.length
  while (size < TARGET_BYTES) {
    const length = Math.min(65_533, TARGET_BYTES - size)
    const segment = Buffer.alloc(length + 4, 0x20)
    segment.writeUInt16BE(0xfffe, 0) // COM
    segment.writeUInt16BE(length + 2, 2)
    segments.push(segment)
    size += segment.length
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)])
}

let client = 0
async function upload(stack: Stack, bytes: Buffer): Promise<number> {
  client += 1
  const started = performance.now()
  const response = await fetch(`${stack.webUrl}/api/banner`, {
    method: 'POST',
    headers: {
      'content-type': 'image/jpeg',
      // One address per upload: the per-address limit (20 in 10 minutes) is not what is measured.
      'x-forwarded-for': `10.77.${client >> 8}.${client & 255}`,
    },
    body: new Uint8Array(bytes),
  })
  const body = await response.text()
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${body}`)
  return performance.now() - started
}

async function rssOf(pid: number | undefined): Promise<number> {
  if (!pid) return 0
  const status = await fsp.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024
}

const MiB = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

export async function benchBanner(stack: Stack, log: (line: string) => void) {
  log(`banner: ${UPLOADS_ONE_BY_ONE} uploads of a 4 MB JPEG, one at a time`)
  const files = await Promise.all(
    Array.from({ length: UPLOADS_ONE_BY_ONE + CONCURRENT_UPLOADS + 2 }, (_, i) =>
      fourMegabyteJpeg(i + 1),
    ),
  )
  await upload(stack, files[0] as Buffer) // warm-up: the route's first compile and sharp's load
  const oneByOne: number[] = []
  for (const file of files.slice(1, UPLOADS_ONE_BY_ONE + 1))
    oneByOne.push(await upload(stack, file))

  log(`banner: ${CONCURRENT_UPLOADS} uploads at once, home page answers and the website's RSS`)
  const rssBefore = await rssOf(stack.webPid())
  let peakRss = rssBefore
  let running = true
  const sampling = (async () => {
    while (running) {
      peakRss = Math.max(peakRss, await rssOf(stack.webPid()))
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  const pageTimes: number[] = []
  const visiting = (async () => {
    while (running) {
      const started = performance.now()
      const response = await fetch(`${stack.webUrl}/`)
      await response.arrayBuffer()
      pageTimes.push(performance.now() - started)
    }
  })()
  const started = performance.now()
  const concurrent = await Promise.all(
    files.slice(UPLOADS_ONE_BY_ONE + 1, -1).map((file) => upload(stack, file)),
  )
  const wallMs = performance.now() - started
  running = false
  await Promise.all([sampling, visiting])

  return {
    file: { bytes: (files[1] as Buffer).length, width: 1200, height: 500, format: 'jpeg' },
    oneByOne: latencySummary(oneByOne),
    concurrent: {
      uploads: concurrent.length,
      wallMs: Math.round(wallMs),
      uploadP95Ms: Math.round(percentile(concurrent, 95)),
      pageAnswers: latencySummary(pageTimes),
      pageAnswerCount: pageTimes.length,
      websiteRssMiB: { before: MiB(rssBefore), peak: MiB(peakRss) },
    },
  }
}
