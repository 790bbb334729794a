// One function's thread: loads its entry module once (a warm function), then runs the handler
// for each event the lake sends, with `process.env` holding the function's own environment.
import { parentPort, workerData } from 'node:worker_threads'
import type { SyncTagInvalidateEventHandler } from '@sanity/functions'
import { errorMessage } from '../shared/errors.ts'
import { WorkerData, type InvokeMessage, type WorkerMessage } from './protocol.ts'
import { resourcesApi } from './resources-api.ts'

const port = parentPort
if (!port) throw new Error('worker.ts runs as a worker thread of the lake')
const { entry, resources } = WorkerData.parse(workerData)
const send = (message: WorkerMessage) => port.postMessage(message)

const handler = await loadHandler()
if (handler) {
  port.on('message', (message: InvokeMessage) => void invoke(handler, message))
  send({ type: 'ready' })
}

async function loadHandler(): Promise<SyncTagInvalidateEventHandler | undefined> {
  try {
    const module: unknown = await import(entry)
    // Sanity's deploy requires the named export too.
    const exported = typeof module === 'object' && module && 'handler' in module && module.handler
    // Called as Sanity calls it: with the envelope, its result awaited.
    if (typeof exported === 'function') return async (envelope) => await exported(envelope)
    send({ type: 'load-failed', message: `${entry} has no exported \`handler\` function` })
  } catch (error) {
    send({ type: 'load-failed', message: `${entry} failed to load: ${errorMessage(error)}` })
  }
  return undefined
}

async function invoke(
  handler: SyncTagInvalidateEventHandler,
  { id, context, syncTags }: InvokeMessage,
) {
  let done: string[] | null = null
  try {
    await handler({
      context: { ...context, resources: resourcesApi(resources) },
      event: { data: { syncTags } },
      // What Sanity's CLI answers locally; on Sanity it releases the event to live clients.
      done: async (tags) => {
        done = [...tags]
        return new Response(null, { status: 204 })
      },
    })
    send({ type: 'result', id, ok: true, done })
  } catch (error) {
    send({ type: 'result', id, ok: false, message: errorMessage(error) })
  }
}
