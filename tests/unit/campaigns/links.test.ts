// The links an email carries lead to the campaign they were made for: the campaign page and the
// wizard pre-filled from it, both built by the same functions the page and the route use.
import { LOCAL_CAMPAIGN_LINK_SECRET } from '@atl/local-defaults'
import { describe, expect, it } from 'vitest'
import { campaignLinks } from '@/lib/campaigns/load'
import { readCampaignToken } from '../../../web/lib/campaigns/token.ts'

describe('the links in a campaign email', () => {
  const doc = { _id: 'adRequest.0123456789abcdef', linkVersion: 3 }
  const links = campaignLinks(doc)

  it('open the page of this campaign at its current link version', () => {
    const { pathname } = new URL(links.campaignPage)
    const token = decodeURIComponent(pathname.replace(/^\/campaigns\//, ''))
    expect(readCampaignToken(LOCAL_CAMPAIGN_LINK_SECRET, token)).toEqual({
      id: doc._id,
      version: 3,
    })
  })

  it('pre-fill the wizard from the same campaign', () => {
    const url = new URL(links.resubmit)
    expect(url.pathname).toBe('/create-ad')
    const token = url.searchParams.get('from') ?? ''
    expect(readCampaignToken(LOCAL_CAMPAIGN_LINK_SECRET, token)?.id).toBe(doc._id)
  })
})
