// Perspectives as Sanity's query API applies them: `raw` shows every document, `published`
// hides drafts and release versions, and `drafts` (or a stack of release ids ending in
// `drafts`) overlays those versions on the published documents under the published id,
// keeping the source id in `_originalId`. A release version marked "unpublish when releasing"
// hides its document in that release's view.
import { getPublishedId, isDraftId, isPublishedId, releaseNameOf } from '@atl/schemas/ids'
import { badRequest } from '../shared/errors.ts'
import { isPrivateId } from '../shared/ids.ts'
import { isGoingToUnpublish } from '../releases/release-document.ts'
import type { SanityDocument } from '../store/types.ts'

/** `raw`, `published`, or the overlay layers in priority order (`drafts` or release ids). */
export type Perspective = 'raw' | 'published' | string[]

/** API versions from 2025-02-19 default to `published`; older ones to `raw`. */
export function parsePerspective(value: string | undefined, apiVersion: string): Perspective {
  if (!value) return apiVersion === 'X' || apiVersion >= '2025-02-19' ? 'published' : 'raw'
  if (value === 'raw' || value === 'published') return value
  if (value === 'previewDrafts') return ['drafts']
  const layers = value.split(',').map((layer) => layer.trim())
  if (layers.some((layer) => !/^[a-zA-Z0-9_-]+$/.test(layer) || layer === 'raw')) {
    throw badRequest(`Invalid perspective "${value}"`)
  }
  return layers.filter((layer) => layer !== 'published')
}

export function perspectiveKey(perspective: Perspective): string {
  return typeof perspective === 'string' ? perspective : perspective.join(',')
}

export function buildView(
  docs: Iterable<SanityDocument>,
  perspective: Perspective,
  publicOnly: boolean,
): SanityDocument[] {
  const visible = publicOnly ? filter(docs, (doc) => !isPrivateId(doc._id)) : [...docs]
  if (perspective === 'raw') return visible
  const published = visible.filter((doc) => isPublishedId(doc._id))
  if (perspective === 'published' || perspective.length === 0) return published

  const rank = (id: string): number => {
    const layer = isDraftId(id) ? 'drafts' : releaseNameOf(id)
    const index = layer ? perspective.indexOf(layer) : -1
    return index === -1 ? Number.POSITIVE_INFINITY : index
  }
  const best = new Map<string, SanityDocument>()
  for (const doc of visible) {
    const r = rank(doc._id)
    if (r === Number.POSITIVE_INFINITY) continue
    const id = getPublishedId(doc._id)
    const current = best.get(id)
    if (!current || r < rank(current._id)) best.set(id, doc)
  }
  const result: SanityDocument[] = []
  const seen = new Set<string>()
  const overlay = (doc: SanityDocument) => ({
    ...doc,
    _id: getPublishedId(doc._id),
    _originalId: doc._id,
  })
  const show = (doc: SanityDocument) => {
    if (!isGoingToUnpublish(doc._system)) result.push(overlay(doc))
  }
  for (const doc of published) {
    seen.add(doc._id)
    show(best.get(doc._id) ?? doc)
  }
  for (const [id, doc] of best) if (!seen.has(id)) show(doc)
  return result
}

function filter<T>(items: Iterable<T>, keep: (item: T) => boolean): T[] {
  const out: T[] = []
  for (const item of items) if (keep(item)) out.push(item)
  return out
}
