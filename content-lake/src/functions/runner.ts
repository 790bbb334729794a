// Runs the Blueprint's functions on the lake's events, as Sanity's platform runs them beside
// the hosted Content Lake: a sync-tag-invalidate function gets the published sync tags of each
// committed transaction. A failed invocation is retried with backoff (1 s, doubling, at most
// 30 s apart, 10 attempts), as the lake retries webhooks; each failure is logged.
import { randomBytes } from 'node:crypto'
import type { FunctionsConfig } from '../shared/config.ts'
import { errorMessage } from '../shared/errors.ts'
import type { LiveEvent, LiveEventLog } from '../live/event-log.ts'
import { BlueprintError, inScope, loadBlueprint } from './blueprint.ts'
import { FunctionWorker } from './function-worker.ts'
import type { SerializedContext } from './protocol.ts'

export interface FunctionRunnerOptions {
  projectId: string
  dataset: string
  log: (message: string) => void
  /** First retry delay; doubles per attempt up to 30 s. */
  retryDelayMs?: number
  maxAttempts?: number
}

interface RunningFunction {
  name: string
  type: string
  worker: FunctionWorker
}

/** Loads the Blueprint and starts its functions; throws (nothing left running) if one cannot. */
export async function startFunctions(config: FunctionsConfig, options: FunctionRunnerOptions) {
  const { functions, resources } = await loadBlueprint(config.blueprint)
  const started: RunningFunction[] = []
  for (const fn of functions) {
    if (!inScope(fn.scope, options.projectId, options.dataset)) {
      options.log(`[lake] function ${fn.name} not run: it serves dataset ${fn.scope}`)
      continue
    }
    const worker = new FunctionWorker(fn, resources, config.env, options.log)
    try {
      await worker.start()
    } catch (error) {
      await Promise.all(started.map((running) => running.worker.close()))
      throw new BlueprintError(`Function "${fn.name}" cannot start: ${errorMessage(error)}`)
    }
    started.push({ name: fn.name, type: fn.type, worker })
  }
  return new FunctionRunner(started, options)
}

class FunctionRunner {
  private readonly functions: RunningFunction[]
  private readonly options: FunctionRunnerOptions
  private readonly timers = new Set<NodeJS.Timeout>()
  private apiHost = ''
  private closed = false

  constructor(functions: RunningFunction[], options: FunctionRunnerOptions) {
    this.functions = functions
    this.options = options
  }

  /** Runs the functions on each event of `live`; `apiHost` is where they reach the lake. */
  serve(live: LiveEventLog, apiHost: string): () => void {
    this.apiHost = apiHost
    return live.subscribe(this.onLiveEvent)
  }

  async close() {
    this.closed = true
    for (const timer of this.timers) clearTimeout(timer)
    await Promise.all(this.functions.map(({ worker }) => worker.close()))
  }

  private readonly onLiveEvent = (event: LiveEvent) => {
    // Drafts, versions and private documents change nothing published: no sync-tag event.
    if (event.published.length === 0) return
    for (const fn of this.functions) void this.run(fn, event.published, 1)
  }

  private async run(fn: RunningFunction, syncTags: string[], attempt: number) {
    if (this.closed) return
    let failure: string
    try {
      const { done } = await fn.worker.invoke(this.context(fn), syncTags)
      if (!done) {
        this.options.log(
          `[lake] function ${fn.name} returned without calling done(): on Sanity, live clients wait for it`,
        )
      }
      return
    } catch (error) {
      failure = errorMessage(error)
    }
    if (this.closed) return
    const maxAttempts = this.options.maxAttempts ?? 10
    if (attempt >= maxAttempts) {
      this.options.log(`[lake] function ${fn.name} gave up after ${attempt} attempts: ${failure}`)
      return
    }
    this.options.log(`[lake] function ${fn.name} failed (attempt ${attempt}): ${failure}`)
    const delay = Math.min((this.options.retryDelayMs ?? 1000) * 2 ** (attempt - 1), 30_000)
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void this.run(fn, syncTags, attempt + 1)
    }, delay)
    this.timers.add(timer)
  }

  /** SyncTagInvalidateContext as Sanity fills it, for this lake's project and dataset. */
  private context(fn: RunningFunction): SerializedContext {
    const { projectId, dataset } = this.options
    return {
      // No `local: true`: that marks `sanity functions test`, where functions skip side effects;
      // the lake stands in for the platform, so the function does its real work.
      eventResourceType: 'dataset',
      eventResourceId: `${projectId}.${dataset}`,
      functionResourceType: fn.type,
      functionResourceId: `lake.${fn.name}`,
      callbackToken: randomBytes(18).toString('base64url'),
      // No robot token: the Blueprint assigns none (clientOptions.token is optional on Sanity).
      clientOptions: { apiHost: this.apiHost, projectId, dataset },
    }
  }
}
