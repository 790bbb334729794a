// Errors the lake answers with, shaped like Sanity's API so @sanity/client turns them into the
// same ClientError messages a hosted project would produce.

export class LakeError extends Error {
  readonly status: number
  readonly body: Record<string, unknown>

  constructor(status: number, body: Record<string, unknown>, message?: string) {
    super(message ?? JSON.stringify(body))
    this.status = status
    this.body = body
  }
}

/** Plain HTTP errors: `{statusCode, error, message}` as Sanity's gateway sends them. */
export function httpError(status: number, error: string, message: string): LakeError {
  return new LakeError(status, { statusCode: status, error, message }, message)
}

export const notFound = (message = 'Not found'): LakeError => httpError(404, 'Not Found', message)
export const badRequest = (message: string): LakeError => httpError(400, 'Bad Request', message)
export const unauthorized = (message = 'Not authorized'): LakeError =>
  httpError(401, 'Unauthorized', message)

export interface MutationErrorItem {
  description: string
  type: string
  id?: string
  [key: string]: unknown
}

/** A failed transaction: one item per failing mutation, 409 for conflicts (Sanity's status). */
export function mutationError(
  status: number,
  item: MutationErrorItem,
  index: number,
  kind: 'mutationError' | 'actionError' = 'mutationError',
): LakeError {
  const description = `The ${kind === 'actionError' ? 'action' : 'mutation'}(s) failed: ${item.description}`
  return new LakeError(
    status,
    { error: { description, items: [{ error: item, index }], type: kind } },
    description,
  )
}

export function queryParseError(query: string, description: string, start: number, end: number) {
  return new LakeError(
    400,
    { error: { description, query, start, end, type: 'queryParseError' } },
    description,
  )
}

/** Throws a transaction's failure of the right shape through `fail`. */
export type Fail = (status: number, type: string, description: string, id?: string) => never

/** Optimistic locking (`ifRevisionID` and the actions' `if…RevisionId`): 409 when the document's
 *  revision is not the expected one. No expectation, no check. */
export function checkRevision(
  fail: Fail,
  doc: { _rev?: string } | null | undefined,
  expected: string | undefined,
  id: string,
): void {
  if (expected !== undefined && doc?._rev !== expected) {
    fail(
      409,
      'documentRevisionIDDoesNotMatchError',
      `Document "${id}" has unexpected revision ID ("${doc?._rev}"), expected "${expected}"`,
      id,
    )
  }
}

/** What a caught value says: its message when it is an Error (anything can be thrown). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
