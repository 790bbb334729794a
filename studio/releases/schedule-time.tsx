// Sanity's "Schedule publish" dialog (single-document releases) opens at the current instant
// unless it resumes a paused schedule: `useState(() => new Date(initialDate || new Date()))` in
// sanity's singleDocRelease/components/ScheduleDraftDialog.tsx, then checks `publishAt` against
// `new Date()` again while rendering. That second clock reading is later, so the dialog opens
// with "in the past" showing and its Schedule button disabled, before the editor has done
// anything. Nothing of the lake is involved: both readings are the browser's clock.
//
// This wraps the action, unchanged, and gives the dialog a start time it accepts when it would
// otherwise start at "now". `initialDate` is the prop sanity's own action passes for a paused
// schedule; the dialog reads it once, when it opens. Should a later sanity drop that prop, the
// dialog opens as sanity's does.
import { cloneElement, isValidElement } from 'react'
import type { DocumentActionComponent, DocumentActionDescription } from 'sanity'
import { extendAction } from '../extend-action.ts'

const MINUTE_MS = 60_000

/** Where the dialog starts: the next full hour at least 15 minutes away, in local time. */
export function defaultScheduleTime(now: Date): Date {
  const time = new Date(now.getTime() + 15 * MINUTE_MS)
  time.setMinutes(0, 0, 0)
  time.setHours(time.getHours() + 1)
  return time
}

/** `schedule` as it is, its dialog opening at defaultScheduleTime. */
export const withFutureScheduleTime = (schedule: DocumentActionComponent) =>
  extendAction(schedule, startInTheFuture)

function startInTheFuture(
  description: DocumentActionDescription | null,
): DocumentActionDescription | null {
  const dialog = description?.dialog
  if (
    !description ||
    !dialog ||
    dialog.type !== 'custom' ||
    !isValidElement<{ initialDate?: Date | string }>(dialog.component)
  ) {
    return description
  }
  const component = dialog.component
  if (component.props.initialDate !== undefined) return description
  // Computed on each render; the dialog keeps the one it opened with.
  const initialDate = defaultScheduleTime(new Date())
  return {
    ...description,
    dialog: { ...dialog, component: cloneElement(component, { initialDate }) },
  }
}
