import { CAMPAIGN_EVENTS, emailRecipients, type CampaignEvent } from '@atl/schemas/campaign'
import { describe, expect, it } from 'vitest'
import { withDefaultCopy } from '../../../web/lib/email/default-copy.ts'
import { toPlainText } from '@react-email/components'
import {
  PLAIN_TEXT_SELECTORS,
  renderCampaignEmail,
  type CampaignEmailInput,
} from '../../../web/lib/email/render.ts'
import { campaign, links, now } from './fixtures.ts'

// Copy as staff might write it in the CMS: each subject and intro names its event, so a test
// sees the words come from the CMS and from the right entry.
const copy = withDefaultCopy({
  productName: 'Vybe',
  greeting: 'Hey',
  signOff: 'Cheers, the Vybe crew',
  reviewPromise: 'We review every ad within 24 hours.',
  whatHappensNext: 'Your ad goes live on your start date.',
  messages: Object.fromEntries(
    CAMPAIGN_EVENTS.map((e) => [e, { subject: `Subject ${e}`, intro: `Intro ${e}.` }]),
  ),
})

const reason = 'The image is blurry.\nPlease upload a sharper one.'
const dateChange = 'From November 27, 2026 to December 4, 2026'
const changes = 'Please drop the small print at the bottom.'
const newBanner = 'New banner, 728 × 90 pixels'
const DETAILS: Partial<Record<CampaignEvent, string>> = {
  rejected: reason,
  changesRequested: changes,
  bannerReplaced: newBanner,
  startDateChanged: dateChange,
}

const render = (
  event: CampaignEvent,
  recipient: 'advertiser' | 'staff',
  over: Partial<CampaignEmailInput> = {},
) =>
  renderCampaignEmail({
    event,
    recipient,
    detail: DETAILS[event],
    campaign,
    copy,
    links,
    now,
    ...over,
  })

const START = 'Friday, December 4, 2026'
const advertiserFacts = ['VYB-7K2Q9', 'Rooftop Fridays', START, '$300/month', 'Hey Maya,']
const staffFacts = ['VYB-7K2Q9', 'Sky Lounge ATL', 'Maya Johnson', 'maya@skylounge.example']

// [event, recipient, subject, facts in both the HTML and the text part]
const CASES: [CampaignEvent, 'advertiser' | 'staff', string, string[]][] = [
  [
    'submitted',
    'advertiser',
    'Subject submitted · Ref. VYB-7K2Q9',
    [
      ...advertiserFacts,
      'Intro submitted.',
      'Banner Ad',
      'Standard',
      '30 days',
      'City Wide',
      '3,000',
      '90',
      'We review every ad within 24 hours.',
      'Your ad goes live on your start date.',
      links.campaignPage,
      'Cheers, the Vybe crew',
    ],
  ],
  [
    'submitted',
    'staff',
    'New ad request: Sky Lounge ATL · Ref. VYB-7K2Q9',
    [...staffFacts, '404-555-0123', 'Standard, $300/month', START, links.studio],
  ],
  [
    'approved',
    'advertiser',
    'Subject approved · Ref. VYB-7K2Q9',
    [...advertiserFacts, 'Intro approved.', 'Goes live', links.campaignPage],
  ],
  [
    'rejected',
    'advertiser',
    'Subject rejected · Ref. VYB-7K2Q9',
    [...advertiserFacts, 'The image is blurry.', 'Please upload a sharper one.', links.resubmit],
  ],
  [
    'changesRequested',
    'advertiser',
    'Subject changesRequested · Ref. VYB-7K2Q9',
    [...advertiserFacts, 'Intro changesRequested.', 'What to change', changes, links.campaignPage],
  ],
  [
    'bannerReplaced',
    'advertiser',
    'Subject bannerReplaced · Ref. VYB-7K2Q9',
    [...advertiserFacts, 'We review every ad within 24 hours.', links.campaignPage],
  ],
  [
    'bannerReplaced',
    'staff',
    'Banner replaced: Sky Lounge ATL · Ref. VYB-7K2Q9',
    [...staffFacts, 'It is back in review', newBanner, links.studio],
  ],
  [
    'paused',
    'advertiser',
    'Subject paused · Ref. VYB-7K2Q9',
    [...advertiserFacts, links.campaignPage],
  ],
  [
    'paused',
    'staff',
    'Campaign paused: Sky Lounge ATL · Ref. VYB-7K2Q9',
    [...staffFacts, 'The advertiser paused their campaign.', links.studio],
  ],
  [
    'resumed',
    'advertiser',
    'Subject resumed · Ref. VYB-7K2Q9',
    [...advertiserFacts, links.campaignPage],
  ],
  [
    'resumed',
    'staff',
    'Campaign resumed: Sky Lounge ATL · Ref. VYB-7K2Q9',
    [...staffFacts, 'The advertiser resumed their campaign.', links.studio],
  ],
  [
    'startDateChanged',
    'advertiser',
    'Subject startDateChanged · Ref. VYB-7K2Q9',
    [...advertiserFacts, dateChange, links.campaignPage],
  ],
  [
    'startDateChanged',
    'staff',
    'Start date moved: Sky Lounge ATL · Ref. VYB-7K2Q9',
    [...staffFacts, dateChange, START, links.studio],
  ],
  [
    'contentChanged',
    'advertiser',
    'Subject contentChanged · Ref. VYB-7K2Q9',
    [...advertiserFacts, 'We review every ad within 24 hours.', links.campaignPage],
  ],
  [
    'contentChanged',
    'staff',
    'Ad content changed: Sky Lounge ATL · Ref. VYB-7K2Q9',
    [...staffFacts, 'It is back in review', links.studio],
  ],
  [
    'cancelled',
    'advertiser',
    'Subject cancelled · Ref. VYB-7K2Q9',
    [...advertiserFacts, 'Intro cancelled.', links.campaignPage],
  ],
  [
    'cancelled',
    'staff',
    'Campaign cancelled: Sky Lounge ATL · Ref. VYB-7K2Q9',
    [...staffFacts, 'The advertiser cancelled their campaign.', links.studio],
  ],
  [
    'linkResent',
    'advertiser',
    'Subject linkResent · Ref. VYB-7K2Q9',
    [...advertiserFacts, 'Intro linkResent.', links.campaignPage],
  ],
]

describe('campaign emails: every event to every recipient', () => {
  it('covers exactly the recipients each event emails', () => {
    const expected = CAMPAIGN_EVENTS.flatMap((e) => emailRecipients(e).map((r) => `${e}→${r}`))
    expect(CASES.map(([e, r]) => `${e}→${r}`).sort()).toEqual(expected.sort())
  })

  it.each(CASES)(
    '%s to %s: subject and facts in both parts',
    async (event, recipient, subject, facts) => {
      const email = await render(event, recipient)
      expect(email.subject).toBe(subject)
      for (const fact of facts) {
        expect(email.html, `HTML lacks "${fact}"`).toContain(fact)
        expect(email.text, `text lacks "${fact}"`).toContain(fact)
      }
    },
  )

  it.each(CASES)(
    '%s to %s: the text part is what react-email makes of the HTML',
    async (event, recipient) => {
      // The converter is compiled once (render.ts); it must not drift from react-email's own.
      const email = await render(event, recipient)
      expect(email.text).toBe(toPlainText(email.html, { selectors: PLAIN_TEXT_SELECTORS }))
      expect(email.text).not.toMatch(/<[a-z]/i)
    },
  )

  it.each(CASES)('%s to %s: links are real links in the HTML', async (event, recipient) => {
    const email = await render(event, recipient)
    const link =
      recipient === 'staff'
        ? links.studio
        : event === 'rejected'
          ? links.resubmit
          : links.campaignPage
    expect(email.html).toContain(`href="${link}"`)
  })
})

describe('the banner', () => {
  it('says the team designs it when none was uploaded, and names an uploaded one with its size', async () => {
    expect((await render('submitted', 'advertiser')).text).toContain(
      'Designed by our team from your description',
    )
    const banner = {
      _type: 'image' as const,
      asset: { _type: 'reference' as const, _ref: `image-${'d'.repeat(40)}-1200x400-png` },
    }
    for (const recipient of ['advertiser', 'staff'] as const) {
      const email = await render('submitted', recipient, { campaign: { ...campaign, banner } })
      expect(email.html).toContain('Your image, 1200 × 400 pixels')
      expect(email.text).toContain('Your image, 1200 × 400 pixels')
    }
  })

  it('shows the attached picture inline, with alt text and a link to it at full size', async () => {
    const shown = {
      cid: 'banner.k1@vybe.outbox',
      alt: 'Your banner for Rooftop Fridays',
      href: 'https://vybe.example/banners/image-x-1200x400-png',
      width: 1200,
      height: 400,
    }
    const email = await render('submitted', 'advertiser', { banner: shown })
    expect(email.html).toMatch(
      /<img[^>]+alt="Your banner for Rooftop Fridays"[^>]+src="cid:banner\.k1@vybe\.outbox"/,
    )
    expect(email.html).toContain(`href="${shown.href}"`)
    expect(email.text).toContain(shown.href)
  })
})

describe('hostile input from the advertiser', () => {
  const hostile = {
    ...campaign,
    adName: '<script>alert(1)</script>',
    businessName: 'Evil Inc\r\nBcc: victim@example.com',
    contactName: '<img src=x onerror=alert(1)>',
  }
  const evilCopy = withDefaultCopy({
    ...copy,
    messages: { ...copy.messages, submitted: { subject: 'Hi\r\nBcc: x@example.com', intro: 'x' } },
  })

  it.each(CASES)('%s to %s: no markup injected, subject on one line', async (event, recipient) => {
    const email = await render(event, recipient, { campaign: hostile, copy: evilCopy })
    expect(email.html).not.toContain('<script>alert(1)</script>')
    expect(email.html).not.toContain('<img src=x')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(email.text).toContain('<script>alert(1)</script>')
    expect(email.subject).not.toMatch(/[\r\n]/)
  })

  it('a line break in the business name never reaches the staff subject', async () => {
    const email = await render('submitted', 'staff', { campaign: hostile })
    expect(email.subject).toBe('New ad request: Evil Inc Bcc: victim@example.com · Ref. VYB-7K2Q9')
  })

  it('a line break in a CMS subject is removed too', async () => {
    const email = await render('submitted', 'advertiser', { copy: evilCopy })
    expect(email.subject).toBe('Hi Bcc: x@example.com · Ref. VYB-7K2Q9')
  })
})

describe('what the document lacks', () => {
  it('leaves out the reference suffix and the facts it does not have', async () => {
    const bare = { ...campaign, reference: undefined, estimatedClicks: undefined }
    const email = await render('approved', 'advertiser', { campaign: bare })
    expect(email.subject).toBe('Subject approved')
    expect(email.text).not.toContain('Estimated clicks')
    expect(email.text).not.toContain('undefined')
  })

  it('greets without a name when there is none', async () => {
    const email = await render('paused', 'advertiser', {
      campaign: { ...campaign, contactName: '' },
    })
    expect(email.text).toContain('Hey,')
  })

  it('rejects with the stored reason when the event carries none', async () => {
    const reviewed = {
      ...campaign,
      review: { _type: 'campaignReview' as const, reason: 'Logo too small' },
    }
    const email = await render('rejected', 'advertiser', { campaign: reviewed, detail: undefined })
    expect(email.text).toContain('Logo too small')
  })
})

describe('a resumed campaign, as its dates stand (issue #32)', () => {
  const defaultCopy = withDefaultCopy({})
  const resumed = (startDate: string) =>
    renderCampaignEmail({
      event: 'resumed',
      recipient: 'advertiser',
      campaign: {
        ...campaign,
        startDate,
        duration: 30,
        review: { _type: 'campaignReview', status: 'approved' },
      },
      copy: defaultCopy,
      links,
      now,
    })

  it('before its start date, says when it goes live, not that it runs again', async () => {
    const { text } = await resumed('2026-12-04')
    expect(text).toMatch(/Goes live\s+Friday, December 4, 2026/)
    expect(text).not.toMatch(/running again|back on|back in front/i)
  })

  it('once live, says until when it runs', async () => {
    const { text } = await resumed('2026-11-01')
    expect(text).toMatch(/Runs through\s+Monday, November 30, 2026/)
  })
})
