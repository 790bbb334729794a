// Sanity's "Revert to revision" (history) writes the old revision where the editor works: the
// draft, the version in the release being edited, or, for a type edited live, the published
// document (sanity's serverOperations/restore.ts). Its toast only says "<title> was restored",
// so after restoring a published page the site still shows the newer words and nothing says a
// publish is left to do. This wraps the action, unchanged, with a second toast saying where the
// revision went and what is left.
import { releaseNameOf } from '@atl/schemas/ids'
import { useToast } from '@sanity/ui/toast'
import { useEffect, useRef } from 'react'
import {
  getReleaseIdFromReleaseDocumentId,
  useAllReleases,
  useDocumentOperationEvent,
  type DocumentActionComponent,
  type DocumentActionDescription,
  type DocumentActionProps,
} from 'sanity'
import { extendAction } from '../extend-action.ts'

/** Where a restore wrote. */
export type RestoreTarget =
  { kind: 'draft' } | { kind: 'live' } | { kind: 'release'; title?: string }

/** What the toast says of a restore to `target`. */
export function restoreOutcome(target: RestoreTarget): { title: string; description: string } {
  switch (target.kind) {
    case 'release': {
      const title = target.title?.trim()
      return {
        title: title ? `Restored in the release “${title}”` : 'Restored in the release',
        description: 'The revision goes live when the release is published.',
      }
    }
    case 'live':
      return {
        title: 'Restored and live',
        description: 'This type is published as it is edited: the site shows the revision now.',
      }
    case 'draft':
      return {
        title: 'Restored to the draft',
        description: 'The published document is unchanged. Publish to make this revision live.',
      }
  }
}

/** `restore` as it is, plus the toast once a restore succeeds. */
export const withRestoreOutcome = (restore: DocumentActionComponent) =>
  extendAction(restore, useRestoreOutcome)

function useRestoreOutcome(
  description: DocumentActionDescription | null,
  props: DocumentActionProps,
): DocumentActionDescription | null {
  const event = useDocumentOperationEvent(props.id, props.type)
  const { data: releases } = useAllReleases()
  const toast = useToast()
  // An event already there when the pane opened is not this editor's restore.
  const seen = useRef(event)
  useEffect(() => {
    if (!event || event === seen.current) return
    seen.current = event
    if (event.type !== 'success' || event.op !== 'restore') return
    // The pair the restore wrote to: a version id when a release was being edited.
    const releaseId = event.idPair.versionId && releaseNameOf(event.idPair.versionId)
    const target: RestoreTarget = releaseId
      ? {
          kind: 'release',
          title: releases.find((doc) => getReleaseIdFromReleaseDocumentId(doc._id) === releaseId)
            ?.metadata.title,
        }
      : { kind: props.liveEditSchemaType ? 'live' : 'draft' }
    toast.push({ status: 'info', closable: true, duration: 15_000, ...restoreOutcome(target) })
  }, [event, props.liveEditSchemaType, releases, toast])
  return description
}
