// Sync tags on the site's own queries, over the real seed: the live event a change produces must
// invalidate exactly the queries that read the changed document (type scans, `_id` lookups,
// documents reached through `->`, nested `*[...]`), and no other.
import { fileURLToPath } from 'node:url'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as queries from '../../../web/lib/sanity/queries.ts'
import { startTestLake, type TestLake } from './helpers.ts'
import { intersects, LiveEvents } from './live-stream.ts'
import { siteQueryParams } from '../support/site-query-params.ts'

type QueryName = keyof typeof queries
// The banner sweep's query asks whether anything references an upload, so it reads every
// document and any change touches it; it runs in the sweep, never on a cached page.
const READS_EVERYTHING: QueryName[] = ['orphanBannersQuery']
const QUERY_NAMES = (Object.keys(queries) as QueryName[]).filter(
  (name) => !READS_EVERYTHING.includes(name),
)
const PARAMS: Partial<Record<QueryName, Record<string, unknown>>> = siteQueryParams({
  campaignId: 'adRequest.sync-tags-test',
})
const SEED_DIR = fileURLToPath(new URL('../../../studio/seed', import.meta.url))

let t: TestLake
let published: LiveEvents
beforeAll(async () => {
  t = await startTestLake({ seedDir: SEED_DIR })
  published = await LiveEvents.open(t.anonymous)
})
afterAll(async () => {
  published.close()
  await t.close()
})

/** Every site query's sync tags as the lake answers them now. */
async function tagsOfEveryQuery(): Promise<Record<QueryName, string[]>> {
  const entries = await Promise.all(
    QUERY_NAMES.map(async (name) => {
      const res = await t.reader.fetch(queries[name], PARAMS[name] ?? {}, {
        filterResponse: false,
      })
      return [name, res.syncTags ?? []] as const
    }),
  )
  return Object.fromEntries(entries) as Record<QueryName, string[]>
}

const edit = (id: string, set: Record<string, unknown>) => (client: SanityClient) =>
  client.patch(id).set(set).commit()

const CHANGES: Array<{
  change: string
  mutate: (client: SanityClient) => Promise<unknown>
  invalidates: QueryName[]
}> = [
  {
    change: 'a job opening is edited',
    mutate: edit('job-mobile-developer', { title: 'Senior Mobile Developer' }),
    invalidates: ['jobOpeningsQuery'],
  },
  {
    change: 'a job opening is created',
    mutate: (c) => c.create({ _id: 'job-new', _type: 'jobOpening', title: 'Barista' }),
    invalidates: ['jobOpeningsQuery'],
  },
  {
    change: 'a stat the home page references is edited',
    mutate: edit('stat-events-weekly', { value: '600+' }),
    // adOptionsQuery scans stats by type for the click-through rate.
    invalidates: ['homePageQuery', 'adOptionsQuery'],
  },
  {
    change: 'a stat the advertise page references is edited',
    mutate: edit('stat-monthly-active-users', { value: '60K+' }),
    invalidates: ['advertisePageQuery', 'adOptionsQuery'],
  },
  {
    change: 'a feature is edited',
    mutate: edit('feature-earn-rewards', { title: 'Earn more rewards' }),
    invalidates: ['homePageQuery'],
  },
  {
    change: 'a testimonial is edited',
    mutate: edit('testimonial-jasmine', { rating: 4 }),
    invalidates: ['homePageQuery'],
  },
  {
    change: 'an ad package is edited',
    mutate: edit('adPackage-basic', { monthlyPrice: 149 }),
    invalidates: ['adPackagesQuery', 'adOptionsQuery', 'bannerSizesQuery'],
  },
  {
    change: 'a campaign duration is edited',
    mutate: edit('duration-30', { label: '1 month' }),
    invalidates: ['adOptionsQuery'],
  },
  {
    change: 'a target audience is edited',
    mutate: edit('audience-city', { label: 'City-wide' }),
    invalidates: ['adOptionsQuery'],
  },
  {
    change: 'an ad type is edited',
    mutate: edit('adType-video', { badge: 'New' }),
    invalidates: ['adOptionsQuery'],
  },
  {
    change: 'a legal page other than the one fetched is edited',
    mutate: edit('page-terms-of-service', { title: 'Terms' }),
    // pageBySlugQuery scans pages by type: any page could come to have the slug it asks for.
    invalidates: ['pageBySlugQuery', 'sitemapQuery'],
  },
  {
    change: 'the site settings are edited',
    mutate: edit('siteSettings', { productName: 'Vybe ATL' }),
    // mediaKitLogoQuery and campaignEmailsQuery read the product name through a nested *[...].
    invalidates: ['siteSettingsQuery', 'mediaKitLogoQuery', 'campaignEmailsQuery'],
  },
  {
    change: 'the campaign emails are edited',
    mutate: edit('campaignEmails', { greeting: 'Hey' }),
    invalidates: ['campaignEmailsQuery'],
  },
  {
    change: 'the home page is edited',
    mutate: edit('homePage', { 'hero.heading': 'Atlanta, tonight' }),
    invalidates: ['homePageQuery', 'sitemapQuery'],
  },
  {
    change: 'the advertise page is edited',
    mutate: edit('advertisePage', { 'contact.responseTime': 'One business day' }),
    invalidates: ['advertisePageQuery', 'sitemapQuery'],
  },
  {
    change: 'the media kit page is edited',
    mutate: edit('mediaKitPage', { 'about.foundedYear': 2023 }),
    invalidates: ['mediaKitPageQuery', 'mediaKitLogoQuery', 'sitemapQuery'],
  },
  {
    change: 'the media kit logo asset is edited',
    mutate: async (c) => {
      const assetId = await c.fetch<string>('*[_id == "mediaKitPage"][0].logo.asset._ref')
      return c.patch(assetId).set({ altText: 'Vybe logo' }).commit()
    },
    invalidates: ['mediaKitPageQuery', 'mediaKitLogoQuery'],
  },
  {
    change: 'the create-ad page is edited',
    mutate: edit('createAdPage', { heading: 'Create your ad' }),
    invalidates: ['createAdPageQuery', 'sitemapQuery'],
  },
  {
    change: 'a document of a type no site query reads is created',
    mutate: (c) => c.create({ _id: 'note-1', _type: 'internalNote', text: 'hello' }),
    invalidates: [],
  },
]

describe('sync tags of the site queries', () => {
  it('every site query answers with sync tags', async () => {
    const tags = await tagsOfEveryQuery()
    for (const name of QUERY_NAMES) expect(tags[name], name).not.toHaveLength(0)
  })

  it.each(CHANGES)('$change: invalidates $invalidates', async ({ mutate, invalidates }) => {
    const before = await tagsOfEveryQuery()
    await mutate(t.writer)
    const event = await published.next('message')
    const invalidated = QUERY_NAMES.filter((name) => intersects(event.tags, before[name]))
    expect(invalidated.sort()).toEqual([...invalidates].sort())
  })

  it('a private inbox document invalidates the delivery queue (due and unflagged work) on a drafts stream only', async () => {
    const drafts = await LiveEvents.open(t.reader, { includeDrafts: true })
    try {
      const before = await tagsOfEveryQuery()
      await t.writer.create({
        _id: 'adRequest.live-1',
        _type: 'adRequest',
        delivery: { status: 'pending' },
      })
      const draftEvent = await drafts.next('message')
      const invalidated = QUERY_NAMES.filter((name) => intersects(draftEvent.tags, before[name]))
      expect(invalidated).toEqual(['dueOutboxQuery', 'unflaggedOutboxQuery'])

      // The published stream stays silent about it: its next message is the next public change.
      await t.writer.create({ _id: 'note-2', _type: 'internalNote' })
      const next = await published.next('message')
      expect(intersects(next.tags, before.dueOutboxQuery)).toBe(false)
      expect(intersects(next.tags, before.unflaggedOutboxQuery)).toBe(false)
      expect(next.id).toBe((await drafts.next('message')).id)
    } finally {
      drafts.close()
    }
  })
})
