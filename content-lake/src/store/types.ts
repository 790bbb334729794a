import { z } from 'zod'
import { unchanged } from '../shared/json.ts'

export interface SanityDocument {
  _id: string
  _type: string
  _rev: string
  _createdAt: string
  _updatedAt: string
  [field: string]: unknown
}

/** A stored document as read back from disk: its system fields checked, the rest as written. */
export const StoredDocument = unchanged(
  z.object({
    _id: z.string(),
    _type: z.string(),
    _rev: z.string(),
    _createdAt: z.string(),
    _updatedAt: z.string(),
  }),
)

/** A raw mutation as the HTTP API receives it (`{create: {...}}`, `{patch: {...}}`, ...). */
export type RawMutation = Record<string, unknown>

/** What one transaction did to one document. `before`/`after` null mean absent. */
export interface DocumentChange {
  id: string
  before: SanityDocument | null
  after: SanityDocument | null
  mutations: RawMutation[]
}

export interface Transaction {
  /** Position in the journal; strictly increasing, never reused. */
  seq: number
  id: string
  timestamp: string
  identity: string
  changes: DocumentChange[]
}
