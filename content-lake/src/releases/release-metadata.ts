// A release's metadata is the only part of it a caller edits (its state and dates follow its
// actions): `set`/`unset`/`setIfMissing` under `metadata`, checked as the release it would leave.
import { Mutation } from '@sanity/mutator'
import { z } from 'zod'
import { errorMessage, type Fail } from '../shared/errors.ts'
import type { RawMutation } from '../store/types.ts'
import { ReleaseMetadata, type Release } from './release-document.ts'

const EDITABLE = /^metadata(\.|$)/

export function editMetadata(
  release: Release,
  patch: Record<string, unknown>,
  fail: Fail,
): RawMutation {
  const id = release.doc._id
  for (const [operator, value] of Object.entries(patch)) {
    const paths =
      operator === 'unset' && Array.isArray(value)
        ? value
        : (operator === 'set' || operator === 'setIfMissing') && value && typeof value === 'object'
          ? Object.keys(value)
          : null
    if (!paths)
      fail(
        400,
        'validationError',
        `Release patches may only set or unset metadata ("${operator}")`,
        id,
      )
    const path = paths.find((each) => typeof each !== 'string' || !EDITABLE.test(each))
    if (path !== undefined)
      fail(
        400,
        'validationError',
        `Only a release's metadata can be edited, not "${String(path)}"`,
        id,
      )
  }
  let edited: unknown
  try {
    // Applied here only to check the outcome; the transaction applies the same patch.
    edited = new Mutation({ mutations: [{ patch: { ...patch, id } }] }).apply(
      structuredClone(release.doc),
    )
  } catch (error) {
    fail(400, 'validationError', errorMessage(error), id)
  }
  const metadata = ReleaseMetadata.safeParse(
    z.object({ metadata: z.unknown() }).safeParse(edited).data?.metadata,
  )
  if (!metadata.success)
    fail(400, 'validationError', metadata.error.issues[0]?.message ?? 'Invalid metadata', id)
  return { patch: { ...patch, id } }
}
