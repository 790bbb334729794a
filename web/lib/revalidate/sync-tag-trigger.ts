import { z } from 'zod'

// The body of the lake's refresh trigger: the sync tags one publish invalidated. Tags are
// opaque to us, but they become cache tag names, so their shape and number are bounded.
const triggerSchema = z.object({
  tags: z
    .array(z.string().regex(/^[\w:.-]{1,100}$/, 'a sync tag'))
    .min(1)
    .max(500),
})

export type SyncTagTrigger = { ok: true; tags: string[] } | { ok: false; message: string }

export function parseSyncTagTrigger(rawBody: string): SyncTagTrigger {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return { ok: false, message: 'Body must be JSON' }
  }
  const parsed = triggerSchema.safeParse(body)
  if (!parsed.success) return { ok: false, message: 'Body must be {"tags": [<sync tag>, ...]}' }
  return { ok: true, tags: [...new Set(parsed.data.tags)] }
}
