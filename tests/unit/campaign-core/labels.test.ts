// The names of a campaign's facts (@atl/schemas/campaign-labels), in each length and casing the
// places choose from, and the Studio's field titles built from them.
import { campaignLabel, type CampaignField } from '@atl/schemas/campaign-labels'
import { describe, expect, it } from 'vitest'
import { adRequest } from '../../../schemas/inbox/ad-request.ts'

// [field, full name, short name, the wizard's label (Title Case), the wizard's summary's]
const LABELS: [CampaignField, string, string, string, string][] = [
  ['reference', 'Reference', 'Reference', 'Reference', 'Reference'],
  ['status', 'Status', 'Status', 'Status', 'Status'],
  ['submittedAt', 'Submitted', 'Submitted', 'Submitted', 'Submitted'],
  ['businessName', 'Business name', 'Business', 'Business Name', 'Business'],
  ['contactName', 'Contact name', 'Contact', 'Contact Name', 'Contact'],
  ['email', 'Email', 'Email', 'Email', 'Email'],
  ['phone', 'Phone', 'Phone', 'Phone', 'Phone'],
  ['adType', 'Ad type', 'Type', 'Ad Type', 'Type'],
  ['adName', 'Ad name', 'Ad name', 'Ad Name', 'Ad Name'],
  ['targetUrl', 'Website URL', 'Website', 'Website URL', 'Website'],
  ['description', 'Ad description', 'Ad description', 'Ad Description', 'Ad Description'],
  ['headline', 'Headline', 'Headline', 'Headline', 'Headline'],
  ['bodyText', 'Body text', 'Body text', 'Body Text', 'Body Text'],
  ['callToAction', 'Call to action', 'Call to action', 'Call to Action', 'Call to Action'],
  ['htmlCode', 'HTML code', 'HTML code', 'HTML Code', 'HTML Code'],
  ['banner', 'Banner image', 'Banner', 'Banner Image', 'Banner'],
  ['packageName', 'Ad package', 'Package', 'Ad Package', 'Package'],
  ['budget', 'Budget per month', 'Budget', 'Budget per Month', 'Budget'],
  ['duration', 'Campaign duration', 'Duration', 'Campaign Duration', 'Duration'],
  ['startDate', 'Start date', 'Start date', 'Start Date', 'Start Date'],
  ['lastDay', 'Last day', 'Last day', 'Last Day', 'Last Day'],
  ['runs', 'Runs', 'Runs', 'Runs', 'Runs'],
  ['targetAudience', 'Target audience', 'Audience', 'Target Audience', 'Audience'],
  [
    'estimatedImpressions',
    'Estimated impressions',
    'Est. impressions',
    'Estimated Impressions',
    'Est. Impressions',
  ],
  ['estimatedClicks', 'Estimated clicks', 'Est. clicks', 'Estimated Clicks', 'Est. Clicks'],
]

describe('campaign field labels', () => {
  it.each(LABELS)('%s is "%s", short "%s"; the wizard writes "%s", "%s"', (field, ...names) => {
    const [long, short, wizard, wizardShort] = names
    expect(campaignLabel(field)).toBe(long)
    expect(campaignLabel(field, { short: true })).toBe(short)
    expect(campaignLabel(field, { title: true })).toBe(wizard)
    expect(campaignLabel(field, { short: true, title: true })).toBe(wizardShort)
  })
})

// The Studio names what the advertiser submitted as the wizard asked for it, with the unit a
// number is stored in.
describe("the Studio's ad request", () => {
  const titles = new Map(adRequest.fields.map((field) => [field.name, field.title]))

  it.each([
    ['submittedAt', 'Submitted'],
    ['reference', 'Reference'],
    ['banner', 'Banner image'],
    ['businessName', 'Business name'],
    ['contactName', 'Contact name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['adType', 'Ad type'],
    ['adTypeName', 'Ad type'],
    ['adName', 'Ad name'],
    ['targetUrl', 'Website URL'],
    ['description', 'Ad description'],
    ['headline', 'Headline'],
    ['bodyText', 'Body text'],
    ['callToAction', 'Call to action'],
    ['htmlCode', 'HTML code'],
    ['packageName', 'Package'],
    ['budget', 'Budget per month'],
    ['duration', 'Duration (days)'],
    ['startDate', 'Start date'],
    ['targetAudience', 'Target audience'],
    ['targetAudienceName', 'Target audience'],
    ['estimatedImpressions', 'Estimated impressions'],
    ['estimatedClicks', 'Estimated clicks'],
  ])('%s is titled "%s"', (name, title) => {
    expect(titles.get(name)).toBe(title)
  })
  // Staff see the choices by the titles the advertiser saw; the keys stay stored, unseen.
  it('hides the keys of the ad type and the audience, and shows their titles', () => {
    const hidden = (name: string) => {
      const field = adRequest.fields.find((f) => f.name === name)
      return field !== undefined && 'hidden' in field && field.hidden === true
    }
    expect(['adType', 'targetAudience'].filter(hidden)).toEqual(['adType', 'targetAudience'])
    expect(['adTypeName', 'targetAudienceName'].filter(hidden)).toEqual([])
  })
})
