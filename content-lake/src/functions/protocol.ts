// Messages between the lake and a function's worker thread (structured clones: plain data only).
import type { BlueprintResource, SyncTagInvalidateContext } from '@sanity/functions'
import { z } from 'zod'

/** What `worker.ts` gets as `workerData`. */
export const WorkerData = z.object({
  /** file: URL of the function's entry module. */
  entry: z.string(),
  /** The Blueprint's resources, for `context.resources`. */
  resources: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
    }) satisfies z.ZodType<BlueprintResource>,
  ),
})
export type WorkerData = z.infer<typeof WorkerData>

/** The context without `resources`, which the worker builds (it holds functions). */
export type SerializedContext = Omit<SyncTagInvalidateContext, 'resources'>

export interface InvokeMessage {
  id: number
  context: SerializedContext
  syncTags: string[]
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'result'; id: number; ok: true; done: string[] | null }
  | { type: 'result'; id: number; ok: false; message: string }
