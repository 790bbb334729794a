import sharp from 'sharp'
import { createImageUrlBuilder } from '@sanity/image-url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

const png = () =>
  sharp({
    create: { width: 400, height: 200, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } },
  })
    .png()
    .toBuffer()

describe('assets', () => {
  it('uploads an image as a sanity.imageAsset with the fields Sanity sets, once per content', async () => {
    const asset = await t.writer.assets.upload('image', await png(), { filename: 'logo.png' })
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      _id: expect.stringMatching(/^image-[a-f0-9]{40}-400x200-png$/),
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'logo.png',
      metadata: { dimensions: { width: 400, height: 200, aspectRatio: 2 } },
    })
    const again = await t.writer.assets.upload('image', await png(), { filename: 'copy.png' })
    expect(again._id).toBe(asset._id)
  })

  it('keeps where an upload came from (`source`), as Sanity does', async () => {
    const image = await sharp({
      create: { width: 64, height: 32, channels: 3, background: '#0f0' },
    })
      .png()
      .toBuffer()
    const asset = await t.writer.assets.upload('image', image, {
      filename: 'banner.png',
      source: { name: 'create-ad-banner', id: 'upload-1' },
    })
    expect(asset).toMatchObject({ source: { name: 'create-ad-banner', id: 'upload-1' } })
    expect(await t.writer.getDocument(asset._id)).toMatchObject({
      source: { name: 'create-ad-banner', id: 'upload-1' },
    })
  })

  it('serves images at @sanity/image-url URLs with width, height and format transforms', async () => {
    const asset = await t.writer.assets.upload('image', await png(), { filename: 'logo.png' })
    const builder = createImageUrlBuilder({
      projectId: 'local',
      dataset: 'production',
      baseUrl: t.lake.url,
    })
    const original = await fetch(builder.image(asset._id).url())
    expect(original.headers.get('content-type')).toBe('image/png')
    const url = builder
      .image({ asset: { _ref: asset._id } })
      .width(100)
      .format('webp')
      .url()
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([100, 50])
    const download = await fetch(`${asset.url}?dl=logo.png`)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="logo.png"')
  })

  it('uploads and serves files', async () => {
    const asset = await t.writer.assets.upload('file', Buffer.from('%PDF-1.4 media kit'), {
      filename: 'media-kit.pdf',
      contentType: 'application/pdf',
    })
    expect(asset).toMatchObject({
      _type: 'sanity.fileAsset',
      extension: 'pdf',
      mimeType: 'application/pdf',
    })
    const res = await fetch(asset.url)
    expect(await res.text()).toBe('%PDF-1.4 media kit')
  })

  it('refuses uploads without a write token and non-images as images', async () => {
    const anon = await t.anonymous.assets
      .upload('image', await png())
      .catch((e: { statusCode: number }) => e.statusCode)
    expect(anon).toBe(401)
    const bad = await t.writer.assets
      .upload('image', Buffer.from('not an image'))
      .catch((e: { statusCode: number }) => e.statusCode)
    expect(bad).toBe(400)
  })
})
