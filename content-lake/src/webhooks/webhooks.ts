// GROQ-powered webhooks as Sanity runs them: after each committed transaction, every changed
// document that matches a hook's filter is projected and sent, signed with Sanity's
// `sanity-webhook-signature` header, and retried with exponential backoff when the receiver fails.
import { isDraftId, isVersionId } from '@atl/schemas/ids'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { evaluate, parse } from 'groq-js'
import type { WebhookConfig } from '../shared/config.ts'
import { errorMessage } from '../shared/errors.ts'
import type { DocumentChange, Transaction } from '../store/types.ts'

export interface WebhookRunnerOptions {
  projectId: string
  dataset: string
  log: (message: string) => void
  /** First retry delay; doubles per attempt up to 30 s. */
  retryDelayMs?: number
  maxAttempts?: number
}

export class WebhookRunner {
  private readonly hooks: WebhookConfig[]
  private readonly options: WebhookRunnerOptions
  private readonly timers = new Set<NodeJS.Timeout>()
  private closed = false

  constructor(hooks: WebhookConfig[], options: WebhookRunnerOptions) {
    this.hooks = hooks
    this.options = options
  }

  onTransaction = (transaction: Transaction) => {
    for (const [index, hook] of this.hooks.entries()) {
      for (const change of transaction.changes) {
        void this.fire(hook, `hook-${index}`, transaction, change).catch((error: unknown) =>
          this.options.log(`[lake] webhook ${hook.name ?? hook.url} failed: ${String(error)}`),
        )
      }
    }
  }

  close() {
    this.closed = true
    for (const timer of this.timers) clearTimeout(timer)
  }

  private async fire(hook: WebhookConfig, hookId: string, t: Transaction, change: DocumentChange) {
    if (isVersionId(change.id) || (isDraftId(change.id) && !hook.includeDrafts)) return
    const operation = !change.before ? 'create' : !change.after ? 'delete' : 'update'
    if (hook.on && !hook.on.includes(operation)) return
    const doc = change.after ?? change.before
    // `before()` / `after()` work in filters and projections, as in Sanity's delta mode.
    const query = `*[${hook.filter?.trim() || 'true'}]${hook.projection?.trim() || ''}`
    const tree = parse(query, { mode: 'delta' })
    const value = await evaluate(tree, {
      dataset: [doc],
      before: change.before,
      after: change.after,
      sanity: { projectId: this.options.projectId, dataset: this.options.dataset },
    })
    const result: unknown = await value.get()
    if (!Array.isArray(result) || result.length === 0) return
    const body = JSON.stringify(result[0])
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'sanity-project-id': this.options.projectId,
      'sanity-dataset': this.options.dataset,
      'sanity-document-id': change.id,
      'sanity-transaction-id': t.id,
      'sanity-transaction-time': t.timestamp,
      'sanity-operation': operation,
      'sanity-webhook-id': hookId,
      'idempotency-key': `${t.id}#${change.id}#${hookId}`,
      ...hook.headers,
    }
    await this.deliver(hook, body, headers, 1)
  }

  private async deliver(
    hook: WebhookConfig,
    body: string,
    headers: Record<string, string>,
    attempt: number,
  ) {
    if (this.closed) return
    const method = hook.httpMethod ?? 'POST'
    const signed = { ...headers }
    if (hook.secret)
      signed[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), hook.secret)
    let failure: string
    try {
      const res = await fetch(hook.url, {
        method,
        headers: signed,
        body: method === 'GET' ? undefined : body,
        signal: AbortSignal.timeout(30_000),
      })
      await res.arrayBuffer().catch(() => undefined)
      if (res.ok) return
      failure = `HTTP ${res.status}`
    } catch (error) {
      failure = errorMessage(error)
    }
    const maxAttempts = this.options.maxAttempts ?? 10
    if (attempt >= maxAttempts || this.closed) {
      this.options.log(
        `[lake] webhook ${hook.name ?? hook.url} gave up after ${attempt} attempts: ${failure}`,
      )
      return
    }
    const delay = Math.min((this.options.retryDelayMs ?? 1000) * 2 ** (attempt - 1), 30_000)
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void this.deliver(hook, body, headers, attempt + 1)
    }, delay)
    this.timers.add(timer)
  }
}
