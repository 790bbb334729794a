import { createElement, type ReactElement } from 'react'
import type {
  DocumentActionComponent,
  DocumentActionDescription,
  DocumentActionProps,
} from 'sanity'
import { describe, expect, it } from 'vitest'
import { restoreOutcome, withRestoreOutcome } from '../../../studio/history/restore-outcome.tsx'
import {
  defaultScheduleTime,
  withFutureScheduleTime,
} from '../../../studio/releases/schedule-time.tsx'

// The Studio's wrappers around two of sanity's document actions (studio/sanity.config.ts).

describe('a restore says where the revision went and what is left to do', () => {
  it.each([
    [
      { kind: 'draft' } as const,
      'Restored to the draft',
      'The published document is unchanged. Publish to make this revision live.',
    ],
    [
      { kind: 'release', title: 'Spring prices' } as const,
      'Restored in the release “Spring prices”',
      'The revision goes live when the release is published.',
    ],
    [
      { kind: 'release' } as const,
      'Restored in the release',
      'The revision goes live when the release is published.',
    ],
    [
      { kind: 'live' } as const,
      'Restored and live',
      'This type is published as it is edited: the site shows the revision now.',
    ],
  ])('%j', (target, title, description) => {
    expect(restoreOutcome(target)).toEqual({ title, description })
  })

  it('keeps the action sanity knows it by', () => {
    const restore: DocumentActionComponent = () => null
    restore.action = 'restore'
    restore.displayName = 'HistoryRestoreAction'
    const wrapped = withRestoreOutcome(restore)
    expect([wrapped.action, wrapped.displayName]).toEqual(['restore', 'HistoryRestoreAction'])
    // One wrapper per action, so the Studio sees the same hook on every render.
    expect(withRestoreOutcome(restore)).toBe(wrapped)
  })
})

describe('the schedule dialog opens at a time it accepts', () => {
  it.each([
    ['2026-05-01T10:10:00', '2026-05-01T11:00:00'],
    ['2026-05-01T10:44:59', '2026-05-01T11:00:00'],
    ['2026-05-01T10:46:00', '2026-05-01T12:00:00'],
    ['2026-05-01T23:50:00', '2026-05-02T01:00:00'],
  ])('at %s: %s', (now, opensAt) => {
    const time = defaultScheduleTime(new Date(now))
    expect(time).toEqual(new Date(opensAt))
    expect(time.getTime() - new Date(now).getTime()).toBeGreaterThanOrEqual(15 * 60_000)
  })

  const Dialog = (props: { initialDate?: Date | string }) => String(props.initialDate)
  /** A stand-in for sanity's schedule action: its dialog, with or without a start time. */
  const scheduleAction = (dialogProps: { initialDate?: Date } | null) => {
    const schedule: DocumentActionComponent = () => ({
      label: 'Schedule',
      onHandle: () => undefined,
      dialog: dialogProps && { type: 'custom', component: createElement(Dialog, dialogProps) },
    })
    schedule.action = 'schedule'
    return withFutureScheduleTime(schedule)
  }
  const run = (action: DocumentActionComponent) =>
    action({} as DocumentActionProps) as DocumentActionDescription
  const initialDate = (description: DocumentActionDescription) =>
    description.dialog && description.dialog.type === 'custom'
      ? (description.dialog.component as ReactElement<{ initialDate?: Date }>).props.initialDate
      : 'no dialog'

  it('gives the dialog a start time after now', () => {
    const before = Date.now()
    const opensAt = initialDate(run(scheduleAction({})))
    expect(opensAt).toBeInstanceOf(Date)
    expect((opensAt as Date).getTime()).toBeGreaterThan(before)
  })

  it("keeps a paused schedule's own time, and an action with no dialog open as it is", () => {
    const paused = new Date('2026-06-01T09:00:00Z')
    expect(initialDate(run(scheduleAction({ initialDate: paused })))).toBe(paused)
    expect(run(scheduleAction(null)).dialog).toBeNull()
    expect(scheduleAction(null).action).toBe('schedule')
  })
})
