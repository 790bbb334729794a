import 'server-only'
import { createHash } from 'node:crypto'
import { submissionsClient } from './lake'

// Stores a submission once per idempotency key. The id is derived from the key on a private
// path (`adRequest.<hash>`), so a repeat lands on the same id and `create` refuses a second
// document; anonymous API reads never see private paths.

export type InboxType = 'adRequest' | 'contactMessage'

export type StoreResult = { id: string; repeat: boolean } | { conflict: true }

export function inboxDocumentId(type: InboxType, idempotencyKey: string): string {
  const hash = createHash('sha256').update(`${type}:${idempotencyKey}`).digest('hex')
  return `${type}.${hash.slice(0, 32)}`
}

export async function storeOnce(
  type: InboxType,
  idempotencyKey: string,
  fields: Record<string, string | number | undefined>,
  delivery: { status: 'pending' | 'notConfigured' },
): Promise<StoreResult> {
  const id = inboxDocumentId(type, idempotencyKey)
  const submitted = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  )
  try {
    await submissionsClient.create(
      {
        _id: id,
        _type: type,
        ...submitted,
        idempotencyKey,
        submittedAt: new Date().toISOString(),
        handlingStatus: 'new',
        delivery: { ...delivery, attempts: 0 },
      },
      { visibility: 'sync' },
    )
    return { id, repeat: false }
  } catch (error) {
    if (!isConflict(error)) throw error
  }
  const existing = await submissionsClient.getDocument(id)
  // The page it was sent from may differ between repeats; the details may not.
  const same = Object.entries(submitted).every(
    ([key, value]) => key === 'pageUri' || existing?.[key] === value,
  )
  return same ? { id, repeat: true } : { conflict: true }
}

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 409
