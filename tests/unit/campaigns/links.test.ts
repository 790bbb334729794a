// The links an email carries lead to the campaign they were made for: the campaign page and the
// wizard pre-filled from it, both built by the same functions the page and the route use.
import { describe, expect, it, vi } from 'vitest'
import { readCampaignToken } from '../../../web/lib/campaigns/token.ts'
import { OWN_SECRETS, OWN_SECRETS_ENV } from '../../support/own-settings.ts'

// The website signs with the secret it is configured with (the tests' own, never the install's).
for (const [name, value] of Object.entries(OWN_SECRETS_ENV)) vi.stubEnv(name, value)
const { campaignLinks } = await import('@/lib/campaigns/links')

describe('the links in a campaign email', () => {
  const doc = { _id: 'adRequest.0123456789abcdef', linkVersion: 3 }
  const links = campaignLinks(doc)

  it('open the page of this campaign at its current link version', () => {
    const { pathname } = new URL(links.campaignPage)
    const token = decodeURIComponent(pathname.replace(/^\/campaigns\//, ''))
    expect(readCampaignToken(OWN_SECRETS.campaignLinkSecret, token)).toEqual({
      id: doc._id,
      version: 3,
    })
  })

  it('pre-fill the wizard from the same campaign', () => {
    const url = new URL(links.resubmit)
    expect(url.pathname).toBe('/create-ad')
    const token = url.searchParams.get('from') ?? ''
    expect(readCampaignToken(OWN_SECRETS.campaignLinkSecret, token)?.id).toBe(doc._id)
  })
})
