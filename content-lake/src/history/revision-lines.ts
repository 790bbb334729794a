// A line of a history segment: one document as one transaction left it (null: deleted), with
// the transaction, its time and author, and the revision the document had before. Written as the
// lake's CRC-checked lines (store/segment-file.ts).
import { z } from 'zod'
import { decodeLine, encodeLine } from '../store/segment-file.ts'
import { StoredDocument } from '../store/types.ts'

const RevisionLine = z.object({
  seq: z.number(),
  tx: z.string(),
  ts: z.string(),
  author: z.string(),
  id: z.string(),
  prev: z.string().nullable(),
  doc: StoredDocument.nullable(),
})
export type RevisionLine = z.output<typeof RevisionLine>

export const encodeRevision = (line: RevisionLine): string => encodeLine(line)

/** A decoded line's revision; undefined for any other value. */
export const parseRevision = (value: unknown): RevisionLine | undefined =>
  RevisionLine.safeParse(value).data

/** The revision a line's text holds; undefined when it is damaged. */
export const decodeRevision = (line: string): RevisionLine | undefined =>
  parseRevision(decodeLine(line))
