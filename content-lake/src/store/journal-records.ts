// What the journal keeps of a transaction: the documents as it left them (not its mutations'
// effects), so that replaying a record twice changes nothing.
import { z } from 'zod'
import { JsonObject } from '../shared/json.ts'
import { StoredDocument, type Transaction } from './types.ts'

export const JournalRecord = z.object({
  seq: z.number(),
  id: z.string(),
  timestamp: z.string(),
  identity: z.string(),
  docs: z.array(
    z.object({ id: z.string(), doc: StoredDocument.nullable(), mutations: z.array(JsonObject) }),
  ),
})
export type JournalRecord = z.output<typeof JournalRecord>

export function toRecord(t: Transaction): JournalRecord {
  return {
    seq: t.seq,
    id: t.id,
    timestamp: t.timestamp,
    identity: t.identity,
    docs: t.changes.map((c) => ({ id: c.id, doc: c.after, mutations: c.mutations })),
  }
}

export function fromRecord(r: JournalRecord): Transaction {
  return {
    seq: r.seq,
    id: r.id,
    timestamp: r.timestamp,
    identity: r.identity,
    // `before` is not journaled; history only needs the result of each revision.
    changes: r.docs.map((d) => ({
      id: d.id,
      before: null,
      after: d.doc,
      mutations: d.mutations,
    })),
  }
}
