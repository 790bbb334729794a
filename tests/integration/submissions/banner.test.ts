// POST /api/banner: the wizard's banner upload is checked by its bytes, stored once re-encoded
// as a lake asset of this flow, named by the ad request, served from our origin, and swept
// when no request ever came to reference it.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hasGpsTag,
  HTML_PAGE,
  pngBomb,
  pngOf,
  pngOverFiveMegabytes,
  pngWithGps,
} from '../../unit/banner/images.ts'
import { adRequest, request, startSubmissionsStack, type SubmissionsStack } from './setup.ts'

let stack: SubmissionsStack
let postBanner: (request: Request) => Promise<Response>
let getBanner: (
  request: Request,
  context: { params: Promise<{ asset: string }> },
) => Promise<Response>
let sweepOrphanBanners: (now?: number) => Promise<number>
beforeAll(async () => {
  stack = await startSubmissionsStack()
  postBanner = (await import('../../../web/app/api/banner/route.ts')).POST
  getBanner = (await import('../../../web/app/banners/[asset]/route.ts')).GET
  sweepOrphanBanners = (await import('../../../web/lib/banner/sweep.ts')).sweepOrphanBanners
})
afterAll(async () => {
  await stack?.close()
})

let clientNumber = 0
/** An upload as the wizard sends it: the file's bytes, with whatever type the browser guessed. */
function upload(bytes: Buffer, headers: Record<string, string> = {}) {
  clientNumber += 1
  return new Request('http://127.0.0.1/api/banner', {
    method: 'POST',
    headers: {
      'content-type': 'image/png',
      'x-forwarded-for': `10.9.0.${clientNumber}`,
      origin: 'http://127.0.0.1',
      ...headers,
    },
    body: new Uint8Array(bytes),
  })
}

interface Uploaded {
  assetId: string
  width: number
  height: number
  size: number
  url: string
}

async function uploaded(bytes: Buffer): Promise<Uploaded> {
  const response = await postBanner(upload(bytes))
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(201)
  return body.banner
}

const serve = (assetId: string) =>
  getBanner(new Request(`http://127.0.0.1/banners/${assetId}`), {
    params: Promise.resolve({ asset: assetId }),
  })

const flowAssets = () =>
  stack.writer.fetch<number>(
    'count(*[_type == "sanity.imageAsset" && source.name == "create-ad-banner"])',
  )

describe('POST /api/banner', () => {
  it('stores a PNG once, re-encoded without its GPS position, and serves it from our origin', async () => {
    const input = await pngWithGps()
    const banner = await uploaded(input)
    expect(banner).toMatchObject({
      assetId: expect.stringMatching(/^image-[a-f0-9]{40}-800x300-png$/),
      width: 800,
      height: 300,
      url: `/banners/${banner.assetId}`,
    })

    const served = await serve(banner.assetId)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.length).toBe(banner.size)
    const meta = await sharp(bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 300])
    expect(hasGpsTag((await sharp(input).metadata()).exif)).toBe(true)
    expect(meta.exif).toBeUndefined()

    // The same picture again is the same asset, not a second one.
    const count = await flowAssets()
    expect((await uploaded(input)).assetId).toBe(banner.assetId)
    expect(await flowAssets()).toBe(count)
  })

  it.each([
    ['an HTML page named banner.png', () => HTML_PAGE, /not a PNG, JPEG or WebP/],
    ['a decompression bomb', pngBomb, /50000 × 50000 pixels; banners are at most 1200 × 500/],
    ['an image too small', () => pngOf(300, 250), /at least 600 × 90/],
    ['a file over 5 MB', pngOverFiveMegabytes, /larger than 5\.0 MB/],
  ])(
    'refuses %s with 422 and a message for the field, storing nothing',
    async (_, make, message) => {
      const before = await flowAssets()
      const response = await postBanner(upload(Buffer.from(await make())))
      expect(response.status).toBe(422)
      const body = await response.json()
      expect(body).toMatchObject({ success: false, error: expect.stringMatching(message) })
      expect(body.fieldErrors.bannerAssetId).toBe(body.error)
      expect(await flowAssets()).toBe(before)
    },
  )

  it('answers an upload from the Spanish wizard in Spanish, as its ad request is', async () => {
    const fromSpanishPage = { referer: 'http://127.0.0.1/es/create-ad' }
    const response = await postBanner(upload(await pngOf(300, 250), fromSpanishPage))
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.error).toBe(
      'La imagen mide 300 × 250 píxeles; los banners miden al menos 600 × 90.',
    )
    expect(body.fieldErrors.bannerAssetId).toBe(body.error)
    const foreign = await postBanner(
      upload(await pngOf(800, 300), { ...fromSpanishPage, origin: 'https://evil.example' }),
    )
    expect((await foreign.json()).error).toBe(
      'No aceptamos solicitudes enviadas desde otros sitios.',
    )
  })

  it('refuses an upload another site makes a browser send (403)', async () => {
    const response = await postBanner(
      upload(await pngOf(800, 300), { origin: 'https://evil.example' }),
    )
    expect(response.status).toBe(403)
  })

  it('limits uploads per address (429 after 20 in ten minutes)', async () => {
    const bytes = await pngOf(728, 90)
    const from = { 'x-forwarded-for': '10.8.0.1' }
    for (let i = 0; i < 20; i += 1) expect((await postBanner(upload(bytes, from))).status).toBe(201)
    const refused = await postBanner(upload(bytes, from))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('an ad request with a banner', () => {
  it('references the uploaded banner; HubSpot gets the same fields as without one', async () => {
    const banner = await uploaded(await pngOf(1200, 400))
    const body = adRequest({ email: 'banner@example.com', bannerAssetId: banner.assetId })
    const response = await stack.postAdRequest(request('/api/ad-requests', body))
    expect(response.status).toBe(201)
    const [doc] = await stack.writer.fetch<Record<string, unknown>[]>(
      '*[_type == "adRequest" && idempotencyKey == $key]',
      { key: body.idempotencyKey },
    )
    expect(doc).toMatchObject({
      banner: { _type: 'image', asset: { _type: 'reference', _ref: banner.assetId } },
    })
    expect(doc).not.toHaveProperty('bannerAssetId')
    // A repeat (same key, same banner) is the same submission, not a conflict.
    const repeat = await stack.postAdRequest(request('/api/ad-requests', body))
    expect(repeat.status).toBe(200)

    await stack.waitForDelivery(body.idempotencyKey, 'delivered')
    const [copy] = stack.hubspotCopiesOf('banner@example.com')
    expect(Object.keys(copy?.values ?? {}).sort()).toEqual(
      [
        'firstname',
        'lastname',
        'email',
        'phone',
        'company',
        'ad_name',
        'ad_type',
        'target_url',
        'budget',
        'start_date',
        'duration',
        'target_audience',
        'ad_description',
      ].sort(),
    )
  })

  it.each([
    ['a banner that was never uploaded', `image-${'a'.repeat(40)}-800x300-png`],
    ['not an asset id', '../../etc/passwd'],
  ])('is refused with 422 on the banner field for %s', async (_, bannerAssetId) => {
    const response = await stack.postAdRequest(
      request('/api/ad-requests', adRequest({ bannerAssetId })),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      bannerAssetId: 'Please upload your banner image again.',
    })
  })

  it('is refused for an image uploaded some other way (not a banner of this flow)', async () => {
    // Not the same picture as any banner above (the lake would answer with that asset).
    const logo = await sharp({
      create: { width: 640, height: 200, channels: 3, background: '#0a0' },
    })
      .png()
      .toBuffer()
    const other = await stack.writer.assets.upload('image', logo, { filename: 'logo.png' })
    const response = await stack.postAdRequest(
      request('/api/ad-requests', adRequest({ bannerAssetId: other._id })),
    )
    expect(response.status).toBe(422)
    expect((await serve(other._id)).status).toBe(404)
  })
})

describe('the sweep of unsubmitted banners', () => {
  it('removes banners no request references after a day, and keeps the rest', async () => {
    const submitted = await uploaded(await pngOf(1000, 400))
    const body = adRequest({ bannerAssetId: submitted.assetId })
    expect((await stack.postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
    const orphan = await uploaded(await pngOf(900, 300))

    // Within the day nothing goes.
    expect(await sweepOrphanBanners()).toBe(0)
    const dayLater = Date.now() + 24 * 60 * 60_000 + 60_000
    expect(await sweepOrphanBanners(dayLater)).toBeGreaterThan(0)
    expect(await stack.writer.getDocument(orphan.assetId)).toBeUndefined()
    expect((await serve(orphan.assetId)).status).toBe(404)
    expect(await stack.writer.getDocument(submitted.assetId)).toBeDefined()
    expect((await serve(submitted.assetId)).status).toBe(200)
  })

  it('still works beside thousands of stored documents (a busy year of requests)', async () => {
    // Its reference check once ran over every document for every document, and the lake refused
    // it as too expensive from about a thousand documents on.
    const filler = stack.writer.transaction()
    for (let i = 0; i < 3000; i++)
      filler.create({ _id: `contactMessage.filler-${i}`, _type: 'contactMessage', name: `N${i}` })
    await filler.commit()
    const submitted = await uploaded(await pngOf(1000, 400))
    const body = adRequest({ bannerAssetId: submitted.assetId })
    expect((await stack.postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
    const orphan = await uploaded(await pngOf(900, 300))
    const dayLater = Date.now() + 24 * 60 * 60_000 + 60_000
    expect(await sweepOrphanBanners(dayLater)).toBe(1)
    expect(await stack.writer.getDocument(orphan.assetId)).toBeUndefined()
    expect(await stack.writer.getDocument(submitted.assetId)).toBeDefined()
  })
})
