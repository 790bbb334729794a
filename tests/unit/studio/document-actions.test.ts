import type { DocumentActionComponent } from 'sanity'
import { describe, expect, it } from 'vitest'
import { restoreOutcome, withRestoreOutcome } from '../../../studio/history/restore-outcome.tsx'

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
