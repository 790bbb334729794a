// POST /assets/{images,files}/:dataset uploads; GET /{images,files}/:project/:dataset/:name
// serves them at the CDN-style paths @sanity/image-url and the Studio build.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { requireWrite } from '../../auth/access.ts'
import {
  assetDocument,
  assetPath,
  MIME_TYPES,
  needsTransform,
  parseTransform,
  storeAsset,
  transformImage,
} from '../../assets/assets.ts'
import { badRequest, errorMessage, notFound } from '../../shared/errors.ts'
import { readBody, type RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'

const MAX_UPLOAD = 200 * 1024 * 1024
const UPLOADED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export async function handleAssetUpload(ctx: RequestContext, kind: 'image' | 'file') {
  requireWrite(ctx.access, 'create')
  const { lake, url, req } = ctx
  const { projectId, dataset, dataDir } = lake.config
  const bytes = await readBody(req, MAX_UPLOAD)
  if (bytes.length === 0) throw badRequest('Empty upload')
  const filename = url.searchParams.get('filename') ?? undefined
  let stored
  try {
    stored = await storeAsset(dataDir, kind, bytes, filename, req.headers['content-type'])
  } catch (error) {
    throw badRequest(`Invalid ${kind}: ${errorMessage(error)}`)
  }
  const document = assetDocument(kind, stored, {
    projectId,
    dataset,
    origin: ctx.origin,
    filename,
    fields: {
      ...Object.fromEntries(
        ['title', 'description', 'label', 'creditLine'].flatMap((key) => {
          const value = url.searchParams.get(key)
          return value ? [[key, value]] : []
        }),
      ),
      ...sourceOf(url.searchParams),
    },
  })
  const existing = lake.store.get(document._id)
  if (existing) return sendJson(ctx.res, 200, { document: existing })
  const outcome = await lake.mutate([{ createIfNotExists: document }], ctx.access)
  sendJson(ctx.res, 200, { document: outcome.results[0]?.document ?? document })
}

/**
 * Where an upload came from (`sourceName`, `sourceId`, `sourceUrl`, as @sanity/client sends an
 * upload's `source`): Sanity keeps it on the asset as `source: {name, id, url}`, and whoever
 * uploaded it finds its own uploads by it.
 */
function sourceOf(search: URLSearchParams): { source?: Record<string, string> } {
  const name = search.get('sourceName')
  const id = search.get('sourceId')
  if (!name || !id) return {}
  const url = search.get('sourceUrl')
  return { source: { name, id, ...(url ? { url } : {}) } }
}

export async function handleAssetDownload(ctx: RequestContext, groups: string[]) {
  const [folder, projectId, , name = ''] = groups
  const { lake, url, res } = ctx
  if (projectId !== lake.config.projectId) throw notFound(`Project "${projectId}" not found`)
  // <sha1>[-<w>x<h>].<ext>; an optional `/<seo-name>` suffix is not part of this route.
  const match = /^([a-f0-9]{40})(?:-\d+x\d+)?\.([a-z0-9]+)$/.exec(name)
  if (!match) throw notFound('Asset not found')
  const [, sha1 = '', extension = ''] = match
  const file = assetPath(lake.config.dataDir, sha1, extension)
  if (!fs.existsSync(file)) throw notFound('Asset not found')
  const dl = url.searchParams.get('dl')
  const headers: Record<string, string> = {
    'cache-control': 'public, max-age=31536000, immutable',
    // Editors upload SVG (and any file): opened directly, it must not run script on our origin.
    'content-security-policy': UPLOADED_FILE_CSP,
  }
  if (dl !== null)
    headers['content-disposition'] = `attachment; filename="${(dl || name).replace(/"/g, '')}"`

  const transform = folder === 'images' ? parseTransform(url.searchParams, extension) : {}
  if (folder === 'images' && needsTransform(transform)) {
    const out = await transformImage(file, transform, extension)
    res.writeHead(200, {
      ...headers,
      'content-type': out.mimeType,
      'content-length': out.body.length,
    })
    res.end(ctx.req.method === 'HEAD' ? undefined : out.body)
    return
  }
  const stat = await fsp.stat(file)
  res.writeHead(200, {
    ...headers,
    'content-type': MIME_TYPES[extension] ?? 'application/octet-stream',
    'content-length': stat.size,
  })
  if (ctx.req.method === 'HEAD') return res.end()
  fs.createReadStream(file).pipe(res)
}
