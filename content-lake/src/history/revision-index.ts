// What history keeps in memory: an index of the revisions on disk (their content stays in the
// segments until asked for), by document, by document group and by transaction.
import { getPublishedId } from '@atl/schemas/ids'

/** One document's change in one transaction, and where its line is. */
export interface Revision {
  seq: number
  transactionId: string
  timestamp: string
  author: string
  id: string
  /** The document's revision before this transaction; null when it did not exist. */
  prev: string | null
  /** False when this transaction deleted the document. */
  exists: boolean
  segment: number
  offset: number
  length: number
}

export class RevisionIndex {
  private readonly byDocument = new Map<string, Revision[]>()
  /** Published id -> the revisions of the published document, its draft and its versions. */
  private readonly byGroup = new Map<string, Revision[]>()
  private readonly bySeq = new Map<number, Revision[]>()
  private readonly seqOfTransaction = new Map<string, number>()

  add(revision: Revision) {
    push(this.byDocument, revision.id, revision)
    push(this.byGroup, getPublishedId(revision.id), revision)
    push(this.bySeq, revision.seq, revision)
    this.seqOfTransaction.set(revision.transactionId, revision.seq)
  }

  revisionsOf(id: string): readonly Revision[] {
    return this.byDocument.get(id) ?? []
  }

  groupRevisions(publishedId: string): readonly Revision[] {
    return this.byGroup.get(publishedId) ?? []
  }

  transactionRevisions(seq: number): readonly Revision[] {
    return this.bySeq.get(seq) ?? []
  }

  seqOf(transactionId: string): number | undefined {
    return this.seqOfTransaction.get(transactionId)
  }

  /** The revision before `revision` of the same document, if the index still holds it. */
  previous(revision: Revision): Revision | undefined {
    const list = this.byDocument.get(revision.id) ?? []
    const index = list.indexOf(revision)
    return index > 0 ? list[index - 1] : undefined
  }

  /** The document's revision now: the transaction that last wrote it; null when it is gone. */
  lastRevisionOf(id: string): string | null {
    const last = this.byDocument.get(id)?.at(-1)
    return last?.exists ? last.transactionId : null
  }

  /** Drops the revisions of a segment that is gone (always the oldest). */
  forget(segment: number) {
    const drop = (map: Map<string | number, Revision[]>) => {
      for (const [key, list] of map) {
        let cut = 0
        while (cut < list.length && list[cut]?.segment === segment) cut++
        if (cut === list.length) map.delete(key)
        else if (cut > 0) list.splice(0, cut)
      }
    }
    drop(this.byDocument)
    drop(this.byGroup)
    drop(this.bySeq)
    for (const [id, seq] of this.seqOfTransaction) {
      if (!this.bySeq.has(seq)) this.seqOfTransaction.delete(id)
    }
  }
}

function push<K>(map: Map<K, Revision[]>, key: K, revision: Revision) {
  const list = map.get(key)
  if (list) list.push(revision)
  else map.set(key, [revision])
}
