// The review decisions as buttons above an ad request's form, Approve first and filled: the
// Studio keeps every action of a live-edited document in its "..." menu, where staff did not
// find Approve. Each button runs the same document action as the menu item (review-actions.tsx),
// dialog included.
import { getPublishedId } from '@atl/schemas/ids'
import { Button, Card, Dialog, Flex, Stack, Text } from '@sanity/ui'
import { useId } from 'react'
import {
  useEditState,
  useFormValue,
  type DocumentActionDescription,
  type DocumentActionDialogProps,
  type ObjectInputProps,
} from 'sanity'
import { useReviewDecisions } from './review-actions.tsx'

function ActionDialog({ dialog }: { dialog: DocumentActionDialogProps }) {
  const id = useId()
  if (dialog.type === 'confirm') {
    return (
      <Dialog
        id={id}
        header="Please confirm"
        width={1}
        onClose={() => dialog.onCancel()}
        footer={
          <Flex gap={2} justify="flex-end" padding={3}>
            <Button mode="bleed" text="Cancel" onClick={() => dialog.onCancel()} />
            <Button
              tone={dialog.tone ?? 'primary'}
              text={dialog.confirmButtonText ?? 'Confirm'}
              onClick={() => dialog.onConfirm()}
            />
          </Flex>
        }
      >
        <Card padding={4}>
          <Text>{dialog.message}</Text>
        </Card>
      </Dialog>
    )
  }
  if (dialog.type === 'dialog') {
    return (
      <Dialog
        id={id}
        header={dialog.header}
        width={1}
        onClose={() => dialog.onClose()}
        footer={dialog.footer ? <Card padding={3}>{dialog.footer}</Card> : undefined}
      >
        <Card padding={4}>{dialog.content}</Card>
      </Dialog>
    )
  }
  return null
}

function ActionButton({
  action,
  mode,
}: {
  action: DocumentActionDescription
  mode: 'default' | 'ghost'
}) {
  return (
    <Button
      mode={mode}
      tone={action.tone ?? 'default'}
      icon={action.icon}
      text={action.label}
      disabled={action.disabled}
      title={typeof action.title === 'string' ? action.title : undefined}
      onClick={() => action.onHandle?.()}
    />
  )
}

function ReviewBar({ id }: { id: string }) {
  const { draft, published } = useEditState(getPublishedId(id), 'adRequest')
  const { approve, requestChanges, reject } = useReviewDecisions({ draft, published })
  const shown = [approve, requestChanges, reject]
  if (!shown.some(Boolean)) return null
  return (
    <Card padding={3} radius={2} border tone="transparent">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          Your decision
        </Text>
        <Flex gap={2} wrap="wrap">
          {approve ? <ActionButton action={approve} mode="default" /> : null}
          {requestChanges ? <ActionButton action={requestChanges} mode="ghost" /> : null}
          {reject ? <ActionButton action={reject} mode="ghost" /> : null}
        </Flex>
      </Stack>
      {shown.map((action) =>
        action?.dialog ? <ActionDialog key={action.label} dialog={action.dialog} /> : null,
      )}
    </Card>
  )
}

/** An ad request's form, with the review bar above it. */
export function AdRequestReviewInput(props: ObjectInputProps) {
  const id = useFormValue(['_id'])
  return (
    <Stack gap={5}>
      {typeof id === 'string' ? <ReviewBar id={id} /> : null}
      {props.renderDefault(props)}
    </Stack>
  )
}

/** The form's root input of an ad request. */
export const isAdRequestForm = (props: { schemaType: { name: string }; path: unknown[] }) =>
  props.schemaType.name === 'adRequest' && props.path.length === 0
