// The lake's side of one function's worker thread. The thread has the function's environment as
// its `process.env` (the lake's own stays untouched) and keeps a slow handler off the lake's
// thread. An invocation past the function's timeout ends the thread, as Sanity ends the
// function; a new thread starts with the next invocation.
import readline from 'node:readline'
import type { Readable } from 'node:stream'
import { Worker } from 'node:worker_threads'
import type { FunctionDefinition } from './blueprint.ts'
import type { BlueprintResource } from '@sanity/functions'
import type { InvokeMessage, SerializedContext, WorkerData, WorkerMessage } from './protocol.ts'

export interface InvokeResult {
  /** The tags the handler passed to `done`, or null when it never called it. */
  done: string[] | null
}

interface Pending {
  resolve: (result: InvokeResult) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

const WORKER_URL = new URL('./worker.ts', import.meta.url)

export class FunctionWorker {
  private readonly definition: FunctionDefinition
  private readonly workerData: WorkerData
  private readonly env: Record<string, string>
  private readonly log: (message: string) => void
  private readonly pending = new Map<number, Pending>()
  private thread: Promise<Worker> | undefined
  /** The thread that is ready and serving. */
  private current: Worker | undefined
  private nextId = 0

  constructor(
    definition: FunctionDefinition,
    resources: BlueprintResource[],
    env: Record<string, string>,
    log: (message: string) => void,
  ) {
    this.definition = definition
    this.workerData = { entry: definition.entry, resources }
    // Values set for the function (`sanity functions env add`) win over the Blueprint's `env`.
    this.env = { ...definition.env, ...env }
    this.log = log
  }

  /** Starts the thread and loads the handler; rejects when the entry module cannot load. */
  async start(): Promise<void> {
    await this.worker()
  }

  async invoke(context: SerializedContext, syncTags: string[]): Promise<InvokeResult> {
    const worker = await this.worker()
    const id = this.nextId++
    return new Promise<InvokeResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`timed out after ${this.definition.timeoutMs / 1000} s`))
        this.pending.delete(id)
        void this.stop(new Error('stopped: another invocation timed out'))
      }, this.definition.timeoutMs)
      this.pending.set(id, { resolve, reject, timer })
      const message: InvokeMessage = { id, context, syncTags }
      worker.postMessage(message)
    })
  }

  async close(): Promise<void> {
    await this.stop(new Error('the lake is closing'))
  }

  private worker(): Promise<Worker> {
    this.thread ??= this.spawn().catch((error: unknown) => {
      this.thread = undefined
      throw error
    })
    return this.thread
  }

  private async stop(reason: Error) {
    const thread = this.thread
    this.thread = undefined
    this.current = undefined
    this.failPending(reason)
    const worker = await thread?.catch(() => undefined)
    await worker?.terminate()
  }

  private failPending(reason: Error) {
    for (const [id, { reject, timer }] of this.pending) {
      clearTimeout(timer)
      this.pending.delete(id)
      reject(reason)
    }
  }

  private spawn(): Promise<Worker> {
    const worker = new Worker(WORKER_URL, {
      workerData: this.workerData,
      env: this.env,
      // A plain Node thread: no inspector or loader flags of whatever runs the lake.
      execArgv: [],
      stdout: true,
      stderr: true,
    })
    this.forwardOutput(worker.stdout)
    this.forwardOutput(worker.stderr)
    return new Promise<Worker>((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          this.current = worker
          resolve(worker)
        } else if (message.type === 'load-failed') {
          reject(new Error(message.message))
          void worker.terminate()
        } else this.settle(message)
      })
      // A thread that dies while serving fails what it was running; the next invocation
      // starts a new one. A thread already replaced (stop) is no one's concern.
      const lost = (reason: string) => {
        reject(new Error(reason))
        if (this.current !== worker) return
        this.current = undefined
        this.thread = undefined
        this.failPending(new Error(reason))
      }
      worker.on('error', (error) => lost(`crashed: ${error.message}`))
      worker.on('exit', (code) => lost(`its thread exited (code ${code})`))
    })
  }

  private settle(message: Extract<WorkerMessage, { type: 'result' }>) {
    const pending = this.pending.get(message.id)
    if (!pending) return
    this.pending.delete(message.id)
    clearTimeout(pending.timer)
    if (message.ok) pending.resolve({ done: message.done })
    else pending.reject(new Error(message.message))
  }

  private forwardOutput(stream: Readable) {
    const lines = readline.createInterface({ input: stream, crlfDelay: Infinity })
    lines.on('line', (line) => this.log(`[lake] function ${this.definition.name}: ${line}`))
  }
}
