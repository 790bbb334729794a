// The Live Content API's memory: one event per committed transaction, holding the sync tags it
// invalidated, in a bounded ring so a reconnecting client can resume after the last event id it
// saw (SSE `Last-Event-ID`). A position that has fallen out of the ring, or comes from an
// earlier run of the lake, cannot be resumed: the stream then answers `restart` (refetch all).
import { randomBytes } from 'node:crypto'
import { isPrivateId } from '../shared/ids.ts'
import type { DocumentStore } from '../store/document-store.ts'
import type { Transaction } from '../store/types.ts'
import { changeTags, type SyncTag } from './sync-tags.ts'

export interface LiveEvent {
  id: string
  /** For every stream: changes to published documents on the root path. */
  published: SyncTag[]
  /** For `includeDrafts` streams: drafts, release versions and private paths too. */
  all: SyncTag[]
}

export type LiveEventListener = (event: LiveEvent) => void

export class LiveEventLog {
  private readonly events: LiveEvent[] = []
  private readonly listeners = new Set<LiveEventListener>()
  private readonly capacity: number
  // Ids are `<run>-<n>`: a position handed out by an earlier run never matches one of this run.
  private readonly run = randomBytes(6).toString('base64url')
  private counter = 0
  /** The position before the first event, resumable until the ring first drops one. */
  private readonly start = this.nextId()
  private truncated = false

  constructor(store: DocumentStore, capacity = 1000) {
    this.capacity = capacity
    store.subscribe((transaction) => this.record(transaction))
  }

  /** The newest position: where a stream that resumes nothing starts. */
  get head(): string {
    return this.events.at(-1)?.id ?? this.start
  }

  /** The events after position `id`, or undefined when the ring no longer knows `id`. */
  after(id: string): LiveEvent[] | undefined {
    if (id === this.start) return this.truncated ? undefined : [...this.events]
    const index = this.events.findIndex((event) => event.id === id)
    return index === -1 ? undefined : this.events.slice(index + 1)
  }

  /** Calls `listener` for each new event, in commit order; returns the unsubscribe function. */
  subscribe(listener: LiveEventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private record(transaction: Transaction) {
    const published = new Set<SyncTag>()
    const all = new Set<SyncTag>()
    for (const change of transaction.changes) {
      const tags = changeTags(change)
      for (const tag of tags) all.add(tag)
      // Drafts, versions and private-path documents all have a dot in their id.
      if (!isPrivateId(change.id)) for (const tag of tags) published.add(tag)
    }
    if (all.size === 0) return
    const event: LiveEvent = { id: this.nextId(), published: [...published], all: [...all] }
    this.events.push(event)
    if (this.events.length > this.capacity) {
      this.events.shift()
      this.truncated = true
    }
    for (const listener of this.listeners) {
      try {
        listener(event)
      } catch (error) {
        console.error('[lake] live event listener failed', error)
      }
    }
  }

  private nextId(): string {
    return `${this.run}-${(this.counter++).toString(36)}`
  }
}
