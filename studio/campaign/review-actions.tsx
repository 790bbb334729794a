// Staff's review of an ad request: Approve, Reject (with a reason for the advertiser) and
// Revoke link. Only these actions change the review; its fields are read-only in the form.
import { staffActions, type StaffAction } from '@atl/schemas/campaign'
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { CloseCircleIcon } from '@sanity/icons/CloseCircle'
import { LinkRemovedIcon } from '@sanity/icons/LinkRemoved'
import { Button, Flex, Stack, Text, TextArea } from '@sanity/ui'
import { useId, useState } from 'react'
import type { DocumentActionComponent, DocumentActionProps } from 'sanity'
import { reasonProblem, REASON_MAX_LENGTH } from './review-patch.ts'
import { campaignTimesOf } from './stored-campaign.ts'
import { useReviewDecision } from './use-review-decision.ts'

/** The stored request and its decision hook, when the lifecycle allows `action` now. */
function useAllowed(props: DocumentActionProps, action: StaffAction) {
  const decision = useReviewDecision(props)
  const { request } = decision
  const allowed =
    request !== null && staffActions(campaignTimesOf(request), new Date()).includes(action)
  return allowed ? decision : null
}

const ApproveAction: DocumentActionComponent = (props) => {
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
ApproveAction.displayName = 'ApproveAction'

const RejectAction: DocumentActionComponent = (props) => {
  const decision = useAllowed(props, 'reject')
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  if (!decision) return null
  const { blocked, busy, decide } = decision
  const problem = reasonProblem(reason)
  const close = () => setOpen(false)
  // On failure the dialog stays open with the reason, so staff can check and try again.
  const confirm = async () => {
    if (!(await decide({ action: 'reject', reason }))) return
    setOpen(false)
    setReason('')
  }
  return {
    label: 'Reject',
    icon: CloseCircleIcon,
    tone: 'critical',
    disabled: busy || blocked !== null,
    title: blocked ?? 'Reject the campaign and email the advertiser the reason',
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Reject this ad request',
      onClose: close,
      content: <ReasonField value={reason} onChange={setReason} problem={problem} />,
      footer: (
        <Flex gap={2} justify="flex-end">
          <Button mode="bleed" text="Cancel" onClick={close} />
          <Button
            tone="critical"
            text="Reject and email the reason"
            disabled={busy || problem !== null}
            onClick={() => void confirm()}
          />
        </Flex>
      ),
    },
  }
}
RejectAction.displayName = 'RejectAction'

function ReasonField(props: {
  value: string
  onChange: (value: string) => void
  problem: string | null
}) {
  const id = useId()
  const { value, onChange, problem } = props
  return (
    <Stack gap={3}>
      <Text as="label" htmlFor={id} size={1} weight="semibold">
        Reason given to the advertiser
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

const ResendLinkAction: DocumentActionComponent = (props) => {
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
ResendLinkAction.displayName = 'ResendLinkAction'

/** Shown first on an ad request, before the Studio's own actions. */
export const REVIEW_ACTIONS = [ApproveAction, RejectAction, ResendLinkAction]
