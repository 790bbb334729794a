import { LakeError } from '../../src/shared/errors.ts'

/** The LakeError `promise` fails with; anything else (an answer, another error) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<LakeError> {
  const error: unknown = await promise.then(
    () => new Error('the query answered'),
    (caught: unknown) => caught,
  )
  if (!(error instanceof LakeError)) throw error
  return error
}
