// Staff's review of an ad request: Approve (the primary action), Request changes and Reject
// (each with a reason for the advertiser) and Revoke link. Only these actions change the review;
// its fields are read-only in the form.
import { staffActions, type StaffAction } from '@atl/schemas/campaign'
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { CloseCircleIcon } from '@sanity/icons/CloseCircle'
import { EditIcon } from '@sanity/icons/Edit'
import { LinkRemovedIcon } from '@sanity/icons/LinkRemoved'
import { Button, Flex, Stack, Text, TextArea } from '@sanity/ui'
import { useId, useState, type ComponentType } from 'react'
import type {
  DocumentActionComponent,
  DocumentActionDescription,
  DocumentActionProps,
} from 'sanity'
import { reasonProblem, REASON_MAX_LENGTH } from './review-patch.ts'
import { campaignTimesOf } from './stored-campaign.ts'
import { useReviewDecision } from './use-review-decision.ts'

/** The request a review acts on: what the document actions and the review bar both know. */
export type ReviewTarget = Pick<DocumentActionProps, 'published' | 'draft'>

type ReviewActionHook = (target: ReviewTarget) => DocumentActionDescription | null

/** The stored request and its decision hook, when the lifecycle allows `action` now. */
function useAllowed(props: ReviewTarget, action: StaffAction) {
  const decision = useReviewDecision(props)
  const { request } = decision
  const allowed =
    request !== null && staffActions(campaignTimesOf(request), new Date()).includes(action)
  return allowed ? decision : null
}

const useApprove: ReviewActionHook = (props) => {
  const decision = useAllowed(props, 'approve')
  const [open, setOpen] = useState(false)
  if (!decision) return null
  const { blocked, busy, decide } = decision
  // Confirmed first: the advertiser is emailed at once and an approval is not taken back.
  return {
    label: 'Approve',
    icon: CheckmarkCircleIcon,
    tone: 'positive',
    disabled: busy || blocked !== null,
    title: blocked ?? 'Approve the campaign and email the advertiser',
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'confirm',
      tone: 'positive',
      message:
        'Approve this campaign? The advertiser is emailed that it goes live on its start date.',
      confirmButtonText: 'Approve and email',
      onCancel: () => setOpen(false),
      onConfirm: () => {
        setOpen(false)
        void decide({ action: 'approve' })
      },
    },
  }
}

/** What differs between the two decisions that take a reason for the advertiser. */
interface ReasonDecision {
  action: 'reject' | 'requestChanges'
  label: string
  icon: ComponentType
  tone: 'critical' | 'caution'
  title: string
  header: string
  confirmText: string
  fieldLabel: string
}

/** A decision staff explain to the advertiser: a dialog with the reason, sent by email. */
function reasonAction(decision: ReasonDecision): ReviewActionHook {
  return function useReasonAction(props) {
    const allowed = useAllowed(props, decision.action)
    const [open, setOpen] = useState(false)
    const [reason, setReason] = useState('')
    if (!allowed) return null
    const { blocked, busy, decide } = allowed
    const problem = reasonProblem(reason)
    const close = () => setOpen(false)
    // On failure the dialog stays open with the reason, so staff can check and try again.
    const confirm = async () => {
      if (!(await decide({ action: decision.action, reason }))) return
      setOpen(false)
      setReason('')
    }
    return {
      label: decision.label,
      icon: decision.icon,
      tone: decision.tone,
      disabled: busy || blocked !== null,
      title: blocked ?? decision.title,
      onHandle: () => setOpen(true),
      dialog: open && {
        type: 'dialog',
        header: decision.header,
        onClose: close,
        content: (
          <ReasonField
            label={decision.fieldLabel}
            value={reason}
            onChange={setReason}
            problem={problem}
          />
        ),
        footer: (
          <Flex gap={2} justify="flex-end">
            <Button mode="bleed" text="Cancel" onClick={close} />
            <Button
              tone={decision.tone}
              text={decision.confirmText}
              disabled={busy || problem !== null}
              onClick={() => void confirm()}
            />
          </Flex>
        ),
      },
    }
  }
}

// The advertiser replaces the banner or edits the text on their campaign page; the request then
// comes back to review.
const useRequestChanges = reasonAction({
  action: 'requestChanges',
  label: 'Request changes',
  icon: EditIcon,
  tone: 'caution',
  title: 'Ask the advertiser to change the banner or the text, and email them what to change',
  header: 'Request changes to this ad',
  confirmText: 'Request changes and email',
  fieldLabel: 'What the advertiser should change',
})

const useReject = reasonAction({
  action: 'reject',
  label: 'Reject',
  icon: CloseCircleIcon,
  tone: 'critical',
  title: 'Reject the campaign and email the advertiser the reason',
  header: 'Reject this ad request',
  confirmText: 'Reject and email the reason',
  fieldLabel: 'Reason given to the advertiser',
})

function ReasonField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  problem: string | null
}) {
  const id = useId()
  const { label, value, onChange, problem } = props
  return (
    <Stack gap={3}>
      <Text as="label" htmlFor={id} size={1} weight="semibold">
        {label}
      </Text>
      <TextArea
        id={id}
        rows={6}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-message`}
        autoFocus
      />
      <Text id={`${id}-message`} size={1} muted={problem === null} aria-live="polite">
        {problem ??
          `Sent by email as written. ${value.trim().length} of ${REASON_MAX_LENGTH} characters.`}
      </Text>
    </Stack>
  )
}

const useResendLink: ReviewActionHook = (props) => {
  const decision = useAllowed(props, 'resendLink')
  const [open, setOpen] = useState(false)
  if (!decision) return null
  const { blocked, busy, decide } = decision
  return {
    label: 'Revoke link and send a new one',
    icon: LinkRemovedIcon,
    disabled: busy || blocked !== null,
    title: blocked ?? 'For a link that was forwarded or leaked',
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'confirm',
      tone: 'caution',
      message:
        'Every earlier link to this campaign stops working, and the advertiser is emailed a new one.',
      confirmButtonText: 'Revoke and send',
      onCancel: () => setOpen(false),
      onConfirm: () => {
        setOpen(false)
        void decide({ action: 'resendLink' })
      },
    },
  }
}

function documentAction(useAction: ReviewActionHook, name: string): DocumentActionComponent {
  const Action: DocumentActionComponent = (props) => useAction(props)
  Action.displayName = name
  return Action
}

/**
 * Shown first on an ad request, before the Studio's own actions. The Studio shows no primary
 * button for a live-edited document (all its actions are in the "..." menu), so the review
 * bar above the form (review-bar.tsx) offers the three decisions as buttons too.
 */
export const REVIEW_ACTIONS = [
  documentAction(useApprove, 'ApproveAction'),
  documentAction(useRequestChanges, 'RequestChangesAction'),
  documentAction(useReject, 'RejectAction'),
  documentAction(useResendLink, 'ResendLinkAction'),
]

/** The three decisions on a request in review (null: not possible now), for the review bar. */
export function useReviewDecisions(target: ReviewTarget) {
  return {
    approve: useApprove(target),
    requestChanges: useRequestChanges(target),
    reject: useReject(target),
  }
}
