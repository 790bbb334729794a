import { randomBytes, randomUUID } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A 22-character base62 id, the shape of Sanity's transaction ids and revisions. */
export function transactionId(): string {
  const bytes = randomBytes(22)
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte % 62]
  return id
}

export const documentId = (): string => randomUUID()

/** Ids with a dot live on a sub-path: invisible to anonymous readers, like a public dataset. */
export const isPrivateId = (id: string): boolean => id.includes('.')

/** Sanity's rule for document ids: letters, digits, `_`, `-`, dot-separated, at most 128 chars. */
export function isValidDocumentId(id: string): boolean {
  return (
    id.length > 0 && id.length <= 128 && /^[a-zA-Z0-9_][a-zA-Z0-9_-]*(\.[a-zA-Z0-9_-]+)*$/.test(id)
  )
}
