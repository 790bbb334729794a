// Asset storage: uploads are content-addressed by SHA-1 under <dataDir>/assets (as Sanity's
// asset ids are), written and fsync'ed before their asset document is committed.
import { createHash } from 'node:crypto'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { transactionId } from '../shared/ids.ts'
import { ensurePrivateDir, writePrivateFileAtomically } from '../store/private-files.ts'

export interface StoredAsset {
  sha1: string
  extension: string
  size: number
  mimeType: string
  image?: { width: number; height: number; hasAlpha: boolean }
}

const IMAGE_FORMATS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  svg: 'svg',
  tiff: 'tiff',
  heif: 'heif',
}

export const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  heif: 'image/heif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain',
  json: 'application/json',
  mp4: 'video/mp4',
}

function assetDir(dataDir: string): string {
  return path.join(dataDir, 'assets')
}

export function assetPath(dataDir: string, sha1: string, extension: string): string {
  return path.join(assetDir(dataDir), `${sha1}.${extension}`)
}

export async function storeAsset(
  dataDir: string,
  kind: 'image' | 'file',
  bytes: Buffer,
  filename: string | undefined,
  contentType: string | undefined,
): Promise<StoredAsset> {
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  let extension =
    path
      .extname(filename ?? '')
      .slice(1)
      .toLowerCase() || 'bin'
  let mimeType =
    contentType && contentType !== 'application/octet-stream'
      ? contentType
      : (MIME_TYPES[extension] ?? 'application/octet-stream')
  let image: StoredAsset['image']
  if (kind === 'image') {
    const meta = await sharp(bytes).metadata()
    const format = meta.format ? IMAGE_FORMATS[meta.format] : undefined
    if (!format || !meta.width || !meta.height) throw new Error('Not a supported image')
    extension = format
    mimeType = MIME_TYPES[format] ?? mimeType
    image = { width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha === true }
  }
  await ensurePrivateDir(assetDir(dataDir), { own: true })
  const target = assetPath(dataDir, sha1, extension)
  await writePrivateFileAtomically(target, bytes, `${target}.${process.pid}.tmp`)
  return { sha1, extension, size: bytes.length, mimeType, image }
}

export interface ImageTransform {
  width?: number
  height?: number
  format?: string
  quality?: number
  fit?: string
  rect?: [number, number, number, number]
}

/** `rect=left,top,width,height`: a crop, in source pixels. */
const pixels = z.number().min(0)
const Rect = z.tuple([pixels, pixels, pixels, pixels])

/** The subset of Sanity's image pipeline @sanity/image-url and the Studio request. */
export function parseTransform(search: URLSearchParams, sourceFormat: string): ImageTransform {
  const num = (key: string) => {
    const value = Number(search.get(key))
    return Number.isFinite(value) && value > 0 ? Math.min(Math.round(value), 8192) : undefined
  }
  const rect = Rect.safeParse(search.get('rect')?.split(',').map(Number)).data
  let format = search.get('fm') ?? undefined
  if (search.get('auto') === 'format' && !format) format = 'webp'
  if (format === 'jpeg' || format === 'pjpg') format = 'jpg'
  return {
    width: num('w') ?? num('max-w'),
    height: num('h') ?? num('max-h'),
    format: format && format !== sourceFormat ? format : undefined,
    quality: num('q'),
    fit: search.get('fit') ?? undefined,
    rect,
  }
}

export function needsTransform(t: ImageTransform): boolean {
  return Boolean(t.width || t.height || t.format || t.quality || t.rect)
}

export async function transformImage(file: string, t: ImageTransform, sourceFormat: string) {
  let pipeline = sharp(file, { animated: sourceFormat === 'gif' })
  if (t.rect) {
    const [left, top, width, height] = t.rect
    pipeline = pipeline.extract({ left, top, width, height })
  }
  if (t.width || t.height) {
    // Sanity's default fit is `clip`: fit inside the box, keep the aspect ratio, never crop.
    const fit =
      t.fit === 'crop' || t.fit === 'min'
        ? 'cover'
        : t.fit === 'fill' || t.fit === 'scale'
          ? 'fill'
          : 'inside'
    pipeline = pipeline.resize({
      width: t.width,
      height: t.height,
      fit,
      withoutEnlargement: t.fit === 'max',
    })
  }
  const format = t.format ?? sourceFormat
  const quality = t.quality ?? 75
  if (format === 'jpg') pipeline = pipeline.jpeg({ quality })
  else if (format === 'webp') pipeline = pipeline.webp({ quality })
  else if (format === 'avif') pipeline = pipeline.avif({ quality })
  else if (format === 'png') pipeline = pipeline.png()
  return {
    body: await pipeline.toBuffer(),
    mimeType: MIME_TYPES[format] ?? 'application/octet-stream',
  }
}

/** The asset document Sanity creates for an upload (`sanity.imageAsset` / `sanity.fileAsset`). */
export function assetDocument(
  kind: 'image' | 'file',
  stored: StoredAsset,
  where: {
    projectId: string
    dataset: string
    origin: string
    filename?: string
    fields?: Record<string, unknown>
  },
) {
  const { sha1, extension, image } = stored
  const dims = image ? `-${image.width}x${image.height}` : ''
  const folder = kind === 'image' ? 'images' : 'files'
  const assetPathName = `${folder}/${where.projectId}/${where.dataset}/${sha1}${dims}.${extension}`
  return {
    _id: `${kind}-${sha1}${dims}-${extension}`,
    _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: sha1,
    extension,
    mimeType: stored.mimeType,
    originalFilename: where.filename ?? `${sha1}.${extension}`,
    path: assetPathName,
    sha1hash: sha1,
    size: stored.size,
    uploadId: transactionId(),
    url: `${where.origin}/${assetPathName}`,
    ...where.fields,
    ...(image
      ? {
          metadata: {
            _type: 'sanity.imageMetadata',
            dimensions: {
              _type: 'sanity.imageDimensions',
              width: image.width,
              height: image.height,
              aspectRatio: image.width / image.height,
            },
            hasAlpha: image.hasAlpha,
            isOpaque: !image.hasAlpha,
          },
        }
      : {}),
  }
}
