// What any action that writes a version document (`versions.<release>.<id>`) must respect:
// the release exists and is still open (a scheduled, published or archived release is locked,
// as the Studio shows it), and the document is not one kept on a private path (the rule itself
// is mutations.ts's, which every write passes through; checked here first so that an action's
// refusal names the action).
import { getPublishedId, isVersionId, releaseDocumentId, releaseNameOf } from '@atl/schemas/ids'
import type { Fail } from '../shared/errors.ts'
import type { ActionState } from '../write/action-state.ts'
import { checkNotPrivate } from '../write/mutations.ts'
import { asRelease } from './release-document.ts'

/** Fails unless `id` (a draft, version or other id) may be written by a version action. */
/** `id`, once checked by checkVersionWrite: what an action writes to. */
export const versionWriter =
  (state: ActionState, fail: Fail) =>
  (id: string): string => {
    checkVersionWrite(id, state, fail)
    return id
  }

function checkVersionWrite(id: string, state: ActionState, fail: Fail): void {
  if (!isVersionId(id)) return
  const name = releaseNameOf(id)
  if (!name) return fail(400, 'validationError', `Malformed version ID: "${id}"`, id)
  checkNotPrivate(getPublishedId(id), id, fail)
  const release = asRelease(state.get(releaseDocumentId(name)))
  if (!release) return fail(409, 'documentNotFoundError', `Release "${name}" not found`, id)
  if (release.state !== 'active') {
    fail(
      409,
      'releaseStateError',
      `Release "${name}" is ${release.state}; its versions are locked`,
      id,
    )
  }
}
