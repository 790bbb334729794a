import { CAMPAIGN_STATUSES, campaignStatus, type CampaignStatus } from '@atl/schemas/campaign'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import {
  campaignStatusFilter,
  campaignStatusParams,
  STATUS_LIST_ORDER,
} from '../../../studio/campaign/status-filters.ts'
import { campaignTimesOf } from '../../../studio/campaign/stored-campaign.ts'

// The Studio's status lists ask the Content Lake (groq-js) with these filters; the badge and the
// website use campaignStatus(). Both must put every ad request in the same status.
const request = (_id: string, fields: Record<string, unknown>) => ({
  _id: `adRequest.${_id}`,
  _type: 'adRequest',
  ...fields,
})
const review = (status: string) => ({ review: { _type: 'campaignReview', status } })

const dataset = [
  request('legacy', { startDate: '2025-07-01', duration: 30 }),
  request('waiting', { ...review('inReview'), startDate: '2025-06-01', duration: 30 }),
  request('unknownStatus', { ...review('onHold'), startDate: '2025-07-01', duration: 30 }),
  request('approvedLater', { ...review('approved'), startDate: '2025-06-16', duration: 30 }),
  request('startsToday', { ...review('approved'), startDate: '2025-06-15', duration: 7 }),
  request('lastDayToday', { ...review('approved'), startDate: '2025-06-01', duration: 15 }),
  request('endedYesterday', { ...review('approved'), startDate: '2025-06-01', duration: 14 }),
  request('noStartDate', { ...review('approved'), duration: 30 }),
  request('noDuration', { ...review('approved'), startDate: '2025-01-01' }),
  request('pausedRunning', { ...review('paused'), startDate: '2025-06-10', duration: 30 }),
  request('pausedBeforeStart', { ...review('paused'), startDate: '2025-08-01', duration: 30 }),
  request('pausedEnded', { ...review('paused'), startDate: '2025-05-01', duration: 30 }),
  request('rejected', { ...review('rejected'), startDate: '2025-07-01', duration: 30 }),
  request('cancelled', { ...review('cancelled'), startDate: '2025-07-01', duration: 30 }),
  request('cancelledLongAgo', { ...review('cancelled'), startDate: '2025-01-01', duration: 7 }),
  { _id: 'contactMessage.one', _type: 'contactMessage', review: { status: 'approved' } },
]

// 12:00 in Atlanta on June 15 2025.
const noon = new Date('2025-06-15T16:00:00Z')

const idsIn = async (status: CampaignStatus, now: Date) => {
  const params = campaignStatusParams(now)
  const tree = parse(`*[${campaignStatusFilter(status)}]._id`, { params })
  const ids = (await (await evaluate(tree, { dataset, params })).get()) as string[]
  return ids.map((id) => id.replace('adRequest.', '')).sort()
}

describe('ad request lists: the GROQ filter of each campaign status', () => {
  it.each<[CampaignStatus, string[]]>([
    ['inReview', ['legacy', 'unknownStatus', 'waiting']],
    ['approved', ['approvedLater']],
    ['live', ['lastDayToday', 'noDuration', 'noStartDate', 'startsToday']],
    ['paused', ['pausedBeforeStart', 'pausedRunning']],
    ['ended', ['endedYesterday', 'pausedEnded']],
    ['rejected', ['rejected']],
    ['cancelled', ['cancelled', 'cancelledLongAgo']],
  ])('%s lists exactly %j on June 15', async (status, expected) => {
    expect(await idsIn(status, noon)).toEqual(expected)
  })

  it.each([
    ['noon in Atlanta', noon],
    // 22:00 on June 15 in Atlanta is already June 16 in UTC: the lists follow Atlanta's day.
    ['late evening in Atlanta, next day in UTC', new Date('2025-06-16T02:00:00Z')],
    ['the next morning', new Date('2025-06-16T12:00:00Z')],
    ['in winter (EST)', new Date('2025-12-01T04:30:00Z')],
  ])('agrees with campaignStatus() for every request (%s)', async (_when, now) => {
    for (const status of CAMPAIGN_STATUSES) {
      const expected = dataset
        .filter(
          (doc) =>
            doc._type === 'adRequest' && campaignStatus(campaignTimesOf(doc), now) === status,
        )
        .map((doc) => doc._id.replace('adRequest.', ''))
        .sort()
      expect(await idsIn(status, now), status).toEqual(expected)
    }
  })

  it('the late-evening case is the one that tells Atlanta from UTC', async () => {
    const evening = new Date('2025-06-16T02:00:00Z')
    expect(await idsIn('approved', evening)).toEqual(['approvedLater'])
    expect(await idsIn('live', new Date('2025-06-16T12:00:00Z'))).toContain('approvedLater')
  })

  it('has one list per campaign status, each status once', () => {
    expect([...STATUS_LIST_ORDER].sort()).toEqual([...CAMPAIGN_STATUSES].sort())
  })
})
