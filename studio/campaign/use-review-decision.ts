// Commits a staff decision on the ad request the document actions are shown for, and tells staff
// how it went. Written with the client, not useDocumentOperation(): the Studio's patch operation
// edits `drafts.<id>` and waits for Publish, while these decisions must land on the stored
// request at once, where the website reads them and its outbox sends the queued emails.
import { useToast, type ToastParams } from '@sanity/ui/toast'
import { useCallback, useState } from 'react'
import { useClient, useCurrentUser, type DocumentActionProps, type SanityDocument } from 'sanity'
import { reviewPatches, ReviewRefusedError, type StaffDecision } from './review-patch.ts'

const API_VERSION = '2025-02-19'

const DONE: Record<StaffDecision['action'], string> = {
  approve: 'Approved: the advertiser will be emailed',
  reject: 'Rejected: the advertiser will be emailed the reason',
  requestChanges: 'Changes requested: the advertiser will be emailed what to change',
  resendLink: 'Link revoked: the advertiser will be emailed a new one',
}

const statusCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error
    ? error.statusCode
    : undefined

/** The toast for a decision that was not saved. A conflict is never retried on its own. */
function failureToast(error: unknown): ToastParams {
  if (error instanceof ReviewRefusedError) {
    return { status: 'warning', title: 'Nothing was changed', description: error.message }
  }
  if (statusCodeOf(error) === 409) {
    return {
      status: 'error',
      title: 'Someone else changed this ad request meanwhile',
      description: 'Nothing was saved. Check the request as it is now, then decide again.',
    }
  }
  return {
    status: 'error',
    title: 'The decision could not be saved',
    description: error instanceof Error ? error.message : String(error),
  }
}

/** Why staff cannot decide on this document now, or null when they can. */
function blockedReason(props: Pick<DocumentActionProps, 'draft'>): string | null {
  // Publishing a draft replaces the stored request with the draft's older copy of the review,
  // history and emails: decide only on a request without unpublished edits.
  if (props.draft) return 'Publish or discard the unpublished edits first.'
  return null
}

export interface ReviewDecision {
  /** The stored request, or null when there is none to decide on (nothing to show then). */
  request: SanityDocument | null
  blocked: string | null
  busy: boolean
  /** Resolves true once saved; a failure has been shown to staff in a toast. */
  decide: (decision: StaffDecision) => Promise<boolean>
}

export function useReviewDecision(
  props: Pick<DocumentActionProps, 'published' | 'draft'>,
): ReviewDecision {
  const client = useClient({ apiVersion: API_VERSION })
  const toast = useToast()
  const userName = useCurrentUser()?.name
  const [busy, setBusy] = useState(false)
  const request = props.published

  const decide = useCallback(
    async (decision: StaffDecision) => {
      if (!request) return false
      setBusy(true)
      try {
        const transaction = client.transaction()
        for (const patch of reviewPatches(request, decision, userName, new Date())) {
          transaction.patch(request._id, patch)
        }
        await transaction.commit()
        toast.push({ status: 'success', title: DONE[decision.action] })
        return true
      } catch (error) {
        toast.push(failureToast(error))
        return false
      } finally {
        setBusy(false)
      }
    },
    [client, request, toast, userName],
  )

  return { request, blocked: blockedReason(props), busy, decide }
}
