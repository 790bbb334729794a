// The campaign lifecycle, table by table: the status everyone sees (Live and Ended from the
// dates, in Atlanta time) and what the advertiser and staff may do in each.
import {
  advertiserActions,
  campaignStatus,
  lastDay,
  staffActions,
  type CampaignTimes,
} from '@atl/schemas/campaign'
import { recordEvent } from '@atl/schemas/campaign-records'
import { describe, expect, it } from 'vitest'

// 15:00 UTC on Dec 10 is 10:00 in Atlanta; 03:00 UTC on Dec 11 is still Dec 10 there.
const NOW = new Date('2026-12-10T15:00:00Z')
const LATE_EVENING = new Date('2026-12-11T03:00:00Z')

const campaign = (status: string | undefined, startDate: string, duration = 7): CampaignTimes => ({
  review: status ? { status } : undefined,
  startDate,
  duration,
})

describe('campaignStatus', () => {
  it.each([
    ['no review yet (older documents)', campaign(undefined, '2026-12-20'), 'inReview'],
    ['in review', campaign('inReview', '2026-12-20'), 'inReview'],
    ['approved, starts later', campaign('approved', '2026-12-11'), 'approved'],
    ['approved, starts today', campaign('approved', '2026-12-10'), 'live'],
    ['approved, last day today', campaign('approved', '2026-12-04', 7), 'live'],
    ['approved, last day yesterday', campaign('approved', '2026-12-03', 7), 'ended'],
    ['paused before its end', campaign('paused', '2026-12-08'), 'paused'],
    ['paused past its end', campaign('paused', '2026-11-01'), 'ended'],
    ['rejected', campaign('rejected', '2026-12-20'), 'rejected'],
    ['changes requested', campaign('changesRequested', '2026-12-20'), 'changesRequested'],
    ['cancelled', campaign('cancelled', '2026-12-20'), 'cancelled'],
    ['an unknown stored value', campaign('hacked', '2026-12-20'), 'inReview'],
  ])('%s → %s', (_name, times, expected) => {
    expect(campaignStatus(times, NOW)).toBe(expected)
  })

  it('uses the day in Atlanta, not in UTC', () => {
    // At 22:00 on Dec 10 in Atlanta (Dec 11 in UTC) a campaign starting Dec 11 is not live yet.
    expect(campaignStatus(campaign('approved', '2026-12-11'), LATE_EVENING)).toBe('approved')
  })

  it('counts the start day as the first of `duration` days', () => {
    expect(lastDay('2026-12-25', 14)).toBe('2027-01-07')
    expect(lastDay('2026-12-25', 1)).toBe('2026-12-25')
  })
})

describe('advertiserActions', () => {
  it.each([
    ['inReview', '2026-12-20', ['changeStartDate', 'changeContent', 'replaceBanner', 'cancel']],
    // What answers the request leads.
    [
      'changesRequested',
      '2026-12-20',
      ['replaceBanner', 'changeContent', 'changeStartDate', 'cancel'],
    ],
    [
      'approved',
      '2026-12-20',
      ['pause', 'changeStartDate', 'changeContent', 'replaceBanner', 'cancel'],
    ],
    ['approved', '2026-12-09', ['pause', 'changeContent']], // live
    [
      'paused',
      '2026-12-20',
      ['resume', 'changeStartDate', 'changeContent', 'replaceBanner', 'cancel'],
    ],
    ['paused', '2026-12-09', ['resume', 'changeContent']], // paused after going live
    ['approved', '2026-11-01', []], // ended
    ['rejected', '2026-12-20', []],
    ['cancelled', '2026-12-20', []],
  ])('%s starting %s → %j', (status, start, expected) => {
    expect(advertiserActions(campaign(status, start), NOW)).toEqual(expected)
  })

  it('offers a banner only to a banner ad', () => {
    const textAd = { ...campaign('changesRequested', '2026-12-20'), adType: 'text' }
    expect(advertiserActions(textAd, NOW)).toEqual(['changeContent', 'changeStartDate', 'cancel'])
    expect(advertiserActions({ ...textAd, adType: 'banner' }, NOW)).toContain('replaceBanner')
  })
})

describe('staffActions', () => {
  it.each([
    ['inReview', ['approve', 'requestChanges', 'reject', 'resendLink']],
    ['changesRequested', ['reject', 'resendLink']],
    ['approved', ['resendLink']],
    ['rejected', ['resendLink']],
    ['cancelled', ['resendLink']],
  ])('%s → %j', (status, expected) => {
    expect(staffActions(campaign(status, '2026-12-20'), NOW)).toEqual(expected)
  })
})

describe('recordEvent', () => {
  it.each([
    ['submitted', ['advertiser', 'staff']],
    ['approved', ['advertiser']],
    ['rejected', ['advertiser']],
    ['changesRequested', ['advertiser']],
    ['bannerReplaced', ['advertiser', 'staff']],
    ['paused', ['advertiser', 'staff']],
    ['startDateChanged', ['advertiser', 'staff']],
    ['linkResent', ['advertiser']],
  ] as const)('%s emails %j', (event, recipients) => {
    const record = recordEvent(event, { actor: 'staff', by: 'Dana' }, NOW, 'why')
    expect(record.history).toMatchObject({ event, actor: 'staff', by: 'Dana', detail: 'why' })
    expect(record.emails.map((email) => email.recipient)).toEqual(recipients)
    expect(
      record.emails.every((email) => email.status === 'pending' && email.detail === 'why'),
    ).toBe(true)
    const keys = [record.history._key, ...record.emails.map((email) => email._key)]
    expect(new Set(keys).size).toBe(keys.length)
  })
})
