// What an action reads: the dataset as the transaction will find it, plus who acts and when.
import { planMutations } from './mutations.ts'
import type { RawMutation, SanityDocument } from '../store/types.ts'

export interface ActionState {
  get(id: string): SanityDocument | null
  /** Every document whose id starts with `prefix`. */
  withPrefix(prefix: string): SanityDocument[]
  /** Who acts (recorded on the releases they create). */
  identity: string
  /** The transaction's time, ISO 8601. */
  now: string
}

/**
 * The dataset as the request's actions so far left it: each action reads through the changes
 * the earlier ones will make (a release created, then a version added to it, in one request).
 */
export function pendingState(base: ActionState) {
  const changed = new Map<string, SanityDocument | null>()
  const state: ActionState = {
    ...base,
    get: (id) => (changed.has(id) ? (changed.get(id) ?? null) : base.get(id)),
    withPrefix: (prefix) => {
      const docs = base.withPrefix(prefix).filter((doc) => !changed.has(doc._id))
      for (const [id, doc] of changed) if (doc && id.startsWith(prefix)) docs.push(doc)
      return docs
    },
  }
  return {
    state,
    apply(mutations: RawMutation[]) {
      if (mutations.length === 0) return
      // Planned here only to be read by later actions; the transaction plans them all again.
      const plan = planMutations(state, mutations, {
        transactionId: 'pending',
        timestamp: base.now,
      })
      for (const change of plan.changes) changed.set(change.id, change.after)
    },
  }
}

/** A document's content under another id, without the revision it had there. */
export function contentAs(doc: SanityDocument, id: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...doc, _id: id }
  delete copy._rev
  return copy
}
