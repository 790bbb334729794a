// Reads the seed dataset: every `*.ndjson` in the seed folder, in name order. Accepts what
// `sanity dataset export` writes: asset fields exported as `_sanityAsset: "image@file://./..."`
// are imported from the files next to the NDJSON when present, and dropped with a warning if not.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { assetDocument, storeAsset } from '../assets/assets.ts'
import { isJsonObject, unchanged } from '../shared/json.ts'
import type { SanityDocument } from '../store/types.ts'

export interface SeedContext {
  dataDir: string
  projectId: string
  dataset: string
  origin: string
  timestamp: string
  transactionId: string
  log: (message: string) => void
}

/** A line of the seed: any document with an `_id` and a `_type`, imported as written. */
const SeedDocument = unchanged(z.object({ _id: z.string(), _type: z.string() }))

export async function readSeed(seedDir: string, ctx: SeedContext): Promise<SanityDocument[]> {
  if (!fs.existsSync(seedDir)) {
    ctx.log(`[lake] no seed folder at ${seedDir}; starting empty`)
    return []
  }
  const files = (await fsp.readdir(seedDir)).filter((f) => f.endsWith('.ndjson')).sort()
  const docs = new Map<string, SanityDocument>()
  for (const file of files) {
    const text = await fsp.readFile(path.join(seedDir, file), 'utf8')
    for (const [lineNo, line] of text.split('\n').entries()) {
      if (!line.trim()) continue
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch {
        throw new Error(`Seed ${file}:${lineNo + 1} is not valid JSON`)
      }
      const raw = SeedDocument.safeParse(value)
      if (!raw.success) throw new Error(`Seed ${file}:${lineNo + 1} needs _id and _type`)
      const { _id, _type } = raw.data
      const fields = await resolveFieldAssets(raw.data, seedDir, ctx, docs)
      docs.set(_id, stamp({ ...fields, _id, _type }, ctx))
    }
  }
  return [...docs.values()]
}

function stamp(
  doc: { _id: string; _type: string; [field: string]: unknown },
  ctx: SeedContext,
): SanityDocument {
  return {
    ...doc,
    _createdAt: typeof doc._createdAt === 'string' ? doc._createdAt : ctx.timestamp,
    _updatedAt: typeof doc._updatedAt === 'string' ? doc._updatedAt : ctx.timestamp,
    _rev: typeof doc._rev === 'string' ? doc._rev : ctx.transactionId,
  }
}

async function resolveAssets(
  value: unknown,
  seedDir: string,
  ctx: SeedContext,
  docs: Map<string, SanityDocument>,
): Promise<unknown> {
  if (Array.isArray(value))
    return Promise.all(value.map((v) => resolveAssets(v, seedDir, ctx, docs)))
  if (!isJsonObject(value)) return value
  return resolveFieldAssets(value, seedDir, ctx, docs)
}

async function resolveFieldAssets(
  value: Record<string, unknown>,
  seedDir: string,
  ctx: SeedContext,
  docs: Map<string, SanityDocument>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (key !== '_sanityAsset') out[key] = await resolveAssets(item, seedDir, ctx, docs)
  }
  const ref = value._sanityAsset
  if (typeof ref === 'string') {
    const assetId = await importAsset(ref, seedDir, ctx, docs)
    if (assetId) out.asset = { _type: 'reference', _ref: assetId }
  }
  return out
}

async function importAsset(
  ref: string,
  seedDir: string,
  ctx: SeedContext,
  docs: Map<string, SanityDocument>,
): Promise<string | undefined> {
  const match = /^(image|file)@file:\/\/(.+)$/.exec(ref)
  const file = match?.[2] ? path.resolve(seedDir, match[2]) : undefined
  if (!match || !file || !fs.existsSync(file)) {
    ctx.log(`[lake] seed asset ${ref} not found; field imported without its asset`)
    return undefined
  }
  const kind = match[1] === 'image' ? 'image' : 'file'
  const stored = await storeAsset(
    ctx.dataDir,
    kind,
    await fsp.readFile(file),
    path.basename(file),
    undefined,
  )
  const asset = assetDocument(kind, stored, { ...ctx, filename: path.basename(file) })
  docs.set(asset._id, stamp(asset, ctx))
  return asset._id
}
