// When the journal is folded into a new snapshot.
export interface JournalSizes {
  /** Records written since the last snapshot. */
  records: number
  /** Bytes of complete records in the journal file, and in the snapshot. */
  journalBytes: number
  snapshotBytes: number
}

/**
 * Whether a snapshot is due: `minRecords` written since the last one, and the journal at least
 * as large as the snapshot. A snapshot rewrites every document: after a record count alone its
 * cost per write grew with the data; against the journal's size it stays the same however much
 * is stored, and a restart replays at most a snapshot's worth of journal.
 */
export function dueForCompaction(sizes: JournalSizes, minRecords: number): boolean {
  return sizes.records >= minRecords && sizes.journalBytes >= sizes.snapshotBytes
}
