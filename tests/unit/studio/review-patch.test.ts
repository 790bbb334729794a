import { Mutation } from '@sanity/mutator'
import { describe, expect, it } from 'vitest'
import {
  REASON_MAX_LENGTH,
  reviewPatches,
  ReviewRefusedError,
  type StaffDecision,
} from '../../../studio/campaign/review-patch.ts'

// The patches are applied with @sanity/mutator, the engine the Content Lake and the Studio apply
// patches with, so each case checks the ad request as the website will then read it.
type Doc = { _id: string; _type: string; _rev: string; [field: string]: unknown }

const now = new Date('2025-06-15T16:00:00Z')
const STAFF = 'Dee Staff'
const earlier = { _key: 'h0', _type: 'campaignHistoryEntry', event: 'submitted' }
const sentEmail = { _key: 'e0', _type: 'outboxEmail', event: 'submitted', status: 'sent' }

const inReview: Doc = {
  _id: 'adRequest.0123456789abcdef0123456789abcdef',
  _type: 'adRequest',
  _rev: 'rev-1',
  startDate: '2025-07-01',
  duration: 30,
  review: { _type: 'campaignReview', status: 'inReview', reason: 'Old reason' },
  history: [earlier],
  emails: [sentEmail],
}
const legacy: Doc = { _id: 'adRequest.legacy', _type: 'adRequest', _rev: 'rev-1' }
const approved: Doc = {
  ...inReview,
  review: { _type: 'campaignReview', status: 'approved', decidedBy: 'Ana' },
  linkVersion: 3,
}

// `by: null` stands for a Studio that knows no user name.
const apply = (doc: Doc, decision: StaffDecision, by: string | null = STAFF) => {
  const patches = reviewPatches(doc, decision, by ?? undefined, now)
  const mutations = patches.map((patch) => ({ patch: { ...patch, id: doc._id } }))
  return { patches, after: new Mutation({ mutations }).apply(doc) as Doc }
}

describe('staff review: what each action writes onto the ad request', () => {
  it.each<[string, Doc, StaffDecision, Record<string, unknown>, string, string | undefined]>([
    [
      'approve',
      inReview,
      { action: 'approve' },
      { status: 'approved', decidedBy: STAFF },
      'approved',
      undefined,
    ],
    [
      'approve an older request without review, history or emails',
      legacy,
      { action: 'approve' },
      { status: 'approved', decidedBy: STAFF },
      'approved',
      undefined,
    ],
    [
      'request changes with a reason (trimmed)',
      inReview,
      { action: 'requestChanges', reason: ' Use a banner without small print. ' },
      { status: 'changesRequested', reason: 'Use a banner without small print.', decidedBy: STAFF },
      'changesRequested',
      'Use a banner without small print.',
    ],
    [
      'reject with a reason (trimmed)',
      inReview,
      { action: 'reject', reason: '  The landing page is broken.  ' },
      { status: 'rejected', reason: 'The landing page is broken.', decidedBy: STAFF },
      'rejected',
      'The landing page is broken.',
    ],
  ])('%s', (_case, doc, decision, review, event, detail) => {
    const { after } = apply(doc, decision)
    expect(after.review).toEqual({
      _type: 'campaignReview',
      decidedAt: now.toISOString(),
      ...review,
    })
    const history = after.history as Record<string, unknown>[]
    const emails = after.emails as Record<string, unknown>[]
    expect(history.slice(0, -1)).toEqual(doc === legacy ? [] : [earlier])
    expect(history.at(-1)).toMatchObject({ event, actor: 'staff', by: STAFF })
    expect(history.at(-1)?.detail).toBe(detail)
    expect(emails.slice(0, -1)).toEqual(doc === legacy ? [] : [sentEmail])
    expect(emails.at(-1)).toMatchObject({ event, recipient: 'advertiser', status: 'pending' })
    expect(emails.at(-1)?.detail).toBe(detail)
    // The website's sweep finds documents with emails waiting by this flag.
    expect(after.outboxPending).toBe(true)
  })

  it.each([
    ['a request never re-sent before', inReview, 2],
    ['a request whose link was re-sent twice', approved, 4],
  ])('resend link on %s raises the link version and emails the new link', (_case, doc, version) => {
    const { after } = apply(doc, { action: 'resendLink' })
    expect(after.linkVersion).toBe(version)
    expect(after.review).toEqual(doc.review)
    expect((after.history as unknown[]).at(-1)).toMatchObject({ event: 'linkResent' })
    expect(after.emails).toHaveLength(2)
    expect((after.emails as unknown[]).at(-1)).toMatchObject({
      event: 'linkResent',
      recipient: 'advertiser',
      status: 'pending',
    })
    expect(after.outboxPending).toBe(true)
  })

  it('locks the transaction to the revision staff looked at', () => {
    const [first] = apply(inReview, { action: 'approve' }).patches
    expect(first?.ifRevisionID).toBe('rev-1')
  })

  it('leaves no stale "decided by" when the Studio knows no user name', () => {
    // Back in review after the advertiser changed the ad: the earlier decision named Ana.
    const changed = { ...inReview, review: { status: 'inReview', decidedBy: 'Ana' } }
    const { after } = apply(changed, { action: 'approve' }, null)
    expect(after.review).not.toHaveProperty('decidedBy')
    expect((after.history as unknown[]).at(-1)).not.toHaveProperty('by')
  })

  it.each<[string, Doc, StaffDecision, RegExp]>([
    ['reject without a reason', inReview, { action: 'reject', reason: '' }, /reason/],
    ['reject with only spaces', inReview, { action: 'reject', reason: ' \n ' }, /reason/],
    [
      'request changes without a reason',
      inReview,
      { action: 'requestChanges', reason: '' },
      /reason/,
    ],
    [
      'request changes on an approved request',
      approved,
      { action: 'requestChanges', reason: 'Smaller logo' },
      /requestChanges/,
    ],
    [
      'reject with a reason over the limit',
      inReview,
      { action: 'reject', reason: 'x'.repeat(REASON_MAX_LENGTH + 1) },
      /1000 characters/,
    ],
    ['approve an approved request', approved, { action: 'approve' }, /approve/],
    ['reject an approved request', approved, { action: 'reject', reason: 'Late' }, /reject/],
  ])('refuses to %s', (_case, doc, decision, message) => {
    expect(() => reviewPatches(doc, decision, STAFF, now)).toThrow(ReviewRefusedError)
    expect(() => reviewPatches(doc, decision, STAFF, now)).toThrow(message)
  })
})
