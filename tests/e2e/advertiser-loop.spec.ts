// The advertiser's loop in a real Chromium against the built site, the built Studio, the e2e
// lake and a real local mail server: submit, the confirmation email, the campaign page, staff's
// review in the Studio, the emails that answer it, and the advertiser's own changes.
import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import type { FakeSubmission } from '../support/fake-hubspot.ts'
import { editorClient } from './support/clients.ts'
import { campaignLinkIn, emailsTo, waitForEmail } from './support/inbox.ts'
import { E2E_MAIL, E2E_URLS, HUBSPOT_TEST_FORMS } from './support/settings.ts'
import { confirmDocumentAction, openStudio } from './support/studio.ts'
import { nextTo } from './support/wizard.ts'

const STAFF = E2E_MAIL.staff
const senderAddress = () => /<([^>]+)>/.exec(E2E_MAIL.from)?.[1] ?? E2E_MAIL.from

/** What the fake HubSpot received from the advertiser at `email`. */
async function hubspotSubmissionsFrom(email: string): Promise<FakeSubmission[]> {
  const all = (await (
    await fetch(`${E2E_URLS.hubspot}/__fake/submissions`)
  ).json()) as FakeSubmission[]
  return all.filter((submission) => submission.values.email === email)
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
}

/** yyyy-mm-dd, `days` from today in Atlanta (the campaign's calendar). */
function atlantaDate(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )

interface OutboxEmail {
  _key: string
  event: string
  recipient: string
  status: string
}

/** The status badge's text, e.g. "Status: Approved" (the prefix is for screen readers). */
const status = (page: Page) => page.locator('p').filter({ hasText: /^Status: / })

async function submitThroughWizard(page: Page, email: string, startDate: string) {
  const next = page.getByRole('button', { name: 'Next', exact: true })
  await page.goto('/create-ad')
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await page.getByLabel('Business Name').fill('Sweet Auburn Bar')
  await page.getByLabel('Contact Name').fill('Maya Lynn Jones')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('(404) 555-0100')
  await nextTo(page, 'Ad Type')
  await nextTo(page, 'Ad Content')
  await page.getByLabel('Ad Name').fill('Friday Jazz Nights')
  await page.getByLabel('Website URL').fill('https://sweetauburn.example.com')
  await page.getByLabel('Ad Description').fill('Live jazz every Friday')
  await next.click()
  await page.getByText('Standard', { exact: true }).click()
  await page.getByLabel('Campaign Duration').selectOption('14')
  await page.getByLabel('Start Date').fill(startDate)
  await page.getByRole('button', { name: 'Create Ad' }).click()
  await expect(page.getByText('Ad Created successfully!')).toBeVisible()
}

async function storedId(email: string): Promise<string> {
  let id: string | null = null
  await expect
    .poll(
      async () =>
        (id = await editorClient.fetch<string | null>(
          `*[_type == "adRequest" && email == $email][0]._id`,
          { email },
        )),
    )
    .not.toBeNull()
  return id as unknown as string
}

/** Opens the request in the Studio and runs one of staff's review actions. */
async function review(page: Page, id: string, run: (page: Page) => Promise<void>) {
  await openStudio(page, `/intent/edit/id=${id};type=adRequest`)
  await expect(page.getByText('Sweet Auburn Bar: Friday Jazz Nights').first()).toBeVisible({
    timeout: 60_000,
  })
  await run(page)
}

/** The request's entry in the Studio's list (a run may hold earlier requests of the same name). */
const listItem = (studio: Page, id: string) => studio.locator(`a[href*="${id}"]`).first()

/** Runs an action from the campaign page: its link, then the confirmation's button. */
async function campaignAction(
  page: Page,
  offer: string,
  confirm: string,
  fill?: () => Promise<void>,
) {
  await page.getByRole('link', { name: offer }).click()
  await fill?.()
  await page.getByRole('button', { name: confirm }).click()
  // The route answers with the campaign page again: confirmed, or with the error it refused for
  // (named here, so a refusal fails with its reason rather than a missing confirmation).
  await page.waitForURL(/[?&](done|error)=/)
  expect(new URL(page.url()).searchParams.get('error')).toBeNull()
}

test('submit, confirm by email, staff approve, then pause, resume and move the start date', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const email = `loop-${randomUUID().slice(0, 8)}@example.com`
  const start = atlantaDate(10)
  await submitThroughWizard(page, email, start)

  // The confirmation: the facts of the stored request and the link to the campaign page.
  const confirmation = await waitForEmail(email, /Ref\. VY-[0-9A-F]{8}/)
  const reference = /VY-[0-9A-F]{8}/.exec(confirmation.subject)?.[0] ?? ''
  for (const fact of [
    'Friday Jazz Nights',
    'Banner Ad',
    'Standard',
    '$300',
    '14',
    longDate(start),
    '28,000',
    '336',
    reference,
  ])
    expect(confirmation.text).toContain(fact)
  expect(confirmation.from).toEqual([expect.objectContaining({ address: senderAddress() })])
  const link = campaignLinkIn(confirmation)
  const notification = await waitForEmail(STAFF, new RegExp(reference))
  expect(notification.text).toContain('Sweet Auburn Bar')
  expect(notification.text).toContain(`${E2E_URLS.studio}/intent/edit/id=`)

  // The request reached the configured HubSpot form, once.
  await expect
    .poll(async () => (await hubspotSubmissionsFrom(email)).length, { timeout: 20_000 })
    .toBe(1)
  expect((await hubspotSubmissionsFrom(email))[0]).toMatchObject({
    portalId: HUBSPOT_TEST_FORMS.portalId,
    formId: HUBSPOT_TEST_FORMS.adForm,
  })

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Friday Jazz Nights' })).toBeVisible()
  await expect(status(page)).toHaveText('Status: In review')
  await expect(page.getByText(reference).first()).toBeVisible()
  await expectNoAxeViolations(page)

  // Staff approve in the Studio; the advertiser is emailed and the page says when it goes live.
  const id = await storedId(email)
  const studio = await browser.newPage()
  await review(studio, id, async (s) => {
    // The request's record is the product's to write: staff cannot add, move or remove an entry
    // of its history or its emails (issue #32, item 3).
    const pane = s.getByTestId('document-pane')
    await expect(pane.getByTestId('field-history')).toBeVisible({ timeout: 60_000 })
    await expect(pane.getByTestId('field-emails')).toBeVisible()
    await expect(
      pane.locator(
        '[data-testid="add-single-object-button"], [data-testid="add-multiple-object-button"]',
      ),
    ).toHaveCount(0)
    for (const handle of await pane.locator('button:has([data-sanity-icon="drag-handle"])').all())
      await expect(handle).toBeDisabled()
    // The request as submitted reads as staff say it: money as the site writes it, the choices
    // by the titles the advertiser saw, no internal key (issue #32, item 3).
    await pane.getByRole('tab', { name: 'Request' }).click()
    await expect(pane.getByTestId('money-budget')).toHaveValue('$300/month')
    await expect(pane.getByTestId('money-totalPrice')).toHaveValue('$140')
    await expect(pane.getByTestId('field-paymentMethod')).toContainText('Card')
    for (const key of ['adType', 'targetAudience'])
      await expect(pane.getByTestId(`field-${key}`)).toHaveCount(0)
    await expect(pane.getByTestId('field-adTypeName').getByRole('textbox')).toHaveValue(/\S/)
    const confirm = s.getByRole('button', { name: 'Approve and email' })
    await confirmDocumentAction(s, 'Approve', confirm)
    await expect(listItem(s, id)).toContainText('$140 for 14 days · Approved')
  })
  const approval = await waitForEmail(email, /approved/i)
  expect(approval.text).toContain(longDate(start))
  await page.reload()
  await expect(status(page)).toHaveText('Status: Approved')
  await expect(page.getByText(`Goes live on ${longDate(start)}.`)).toBeVisible()

  // The advertiser pauses, resumes and moves the start date; each is confirmed and emailed.
  await campaignAction(page, 'Pause campaign', 'Pause campaign')
  await expect(page.getByRole('status')).toContainText('Your campaign is paused.')
  await expect(status(page)).toHaveText('Status: Paused')
  await waitForEmail(email, /paused/i)
  await waitForEmail(STAFF, /paused/i)

  await campaignAction(page, 'Resume campaign', 'Resume campaign')
  await expect(page.getByRole('status')).toContainText('Your campaign is resumed.')
  await expect(status(page)).toHaveText('Status: Approved')

  const newStart = atlantaDate(20)
  await campaignAction(page, 'Change start date', 'Change start date', () =>
    page.getByLabel('New start date').fill(newStart),
  )
  await expect(page.getByRole('status')).toContainText('Your start date is changed.')
  await expect(page.getByText(`Goes live on ${longDate(newStart)}.`)).toBeVisible()
  const moved = await waitForEmail(email, /start date/i)
  expect(moved.text).toContain(longDate(newStart).replace(/^\w+, /, ''))
  await expectNoAxeViolations(page)

  const stored = await editorClient.getDocument(id)
  expect(stored?.startDate).toBe(newStart)
  expect(
    (stored?.history as { event: string; actor: string }[]).map((h) => `${h.actor}:${h.event}`),
  ).toEqual([
    'advertiser:submitted',
    'staff:approved',
    'advertiser:paused',
    'advertiser:resumed',
    'advertiser:startDateChanged',
  ])
  // Staff see each change on the request in the Studio: its history, newest last.
  await studio.close()
  const staffView = await browser.newPage()
  await review(staffView, id, async (s) => {
    // The Studio renders only the array items in view: bring the whole history into view.
    await s.getByText('Emails', { exact: true }).scrollIntoViewIfNeeded()
    for (const entry of ['Paused', 'Resumed', 'Start date changed'])
      await expect(
        s.getByRole('button', { name: new RegExp(`^${entry} .* · advertiser`) }),
      ).toBeVisible({
        timeout: 30_000,
      })
  })
  await staffView.close()
  // Every email went out exactly once: once the request's outbox owes nothing, the inbox holds
  // one message per email the request sent the advertiser (the outbox gives each its own
  // Message-ID), and no other.
  let queued: OutboxEmail[] = []
  await expect
    .poll(async () => {
      queued = (await editorClient.getDocument<{ emails?: OutboxEmail[] }>(id))?.emails ?? []
      return queued.filter((e) => e.status === 'pending').length
    })
    .toBe(0)
  const sentToAdvertiser = queued.filter((e) => e.recipient === 'advertiser' && e.status === 'sent')
  expect(sentToAdvertiser.map((e) => e.event)).toEqual([
    'submitted',
    'approved',
    'paused',
    'resumed',
    'startDateChanged',
  ])
  expect((await emailsTo(email)).map((e) => e.headers['message-id']).sort()).toEqual(
    sentToAdvertiser.map((e) => `<${id}.${e._key}@vybe.outbox>`).sort(),
  )
})

test('a rejection carries its reason, and the corrected request starts pre-filled', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `rejected-${randomUUID().slice(0, 8)}@example.com`
  await submitThroughWizard(page, email, atlantaDate(7))
  const link = campaignLinkIn(await waitForEmail(email, /Ref\. VY-/))
  const id = await storedId(email)

  const studio = await browser.newPage()
  await review(studio, id, async (s) => {
    const confirm = s.getByRole('button', { name: 'Reject and email the reason' })
    await confirmDocumentAction(s, 'Reject', confirm, async () => {
      // No reason, no rejection.
      await expect(confirm).toBeDisabled()
      await s
        .getByRole('dialog')
        .getByLabel('Reason given to the advertiser')
        .fill('Please use your venue name in the ad name.')
    })
    await expect(listItem(s, id)).toContainText('$140 for 14 days · Rejected')
  })
  await studio.close()

  const rejection = await waitForEmail(email, /changes/i)
  expect(rejection.text).toContain('Please use your venue name in the ad name.')
  await page.goto(link)
  await expect(status(page)).toHaveText('Status: Rejected')
  await expect(page.getByText('Reason: Please use your venue name in the ad name.')).toBeVisible()
  await page.getByRole('link', { name: 'Submit a corrected request' }).click()
  await expect(page.getByText('We filled in your earlier request.')).toBeVisible()
  await expect(page.getByLabel('Business Name')).toHaveValue('Sweet Auburn Bar')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByLabel('Ad Name')).toHaveValue('Friday Jazz Nights')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the campaign page reads and acts with plain forms; a wrong link is a 404', async ({
    page,
    request,
  }) => {
    const email = `nojs-${randomUUID().slice(0, 8)}@example.com`
    const answer = await request.post('/api/ad-requests', {
      headers: { 'x-forwarded-for': '203.0.113.77' },
      data: {
        businessName: 'No Script Lounge',
        contactName: 'Ada Quiet',
        email,
        phone: '(404) 555-0199',
        adType: 'banner',
        adName: 'Quiet Hours',
        targetUrl: 'https://quiet.example.com',
        description: 'A calm bar',
        budget: '300',
        duration: 14,
        startDate: atlantaDate(5),
        targetAudience: 'local',
        paymentMethod: 'card',
        idempotencyKey: randomUUID(),
      },
    })
    expect(answer.status()).toBe(201)
    const link = campaignLinkIn(await waitForEmail(email, /Ref\. VY-/))

    await page.goto(link)
    await expect(status(page)).toHaveText('Status: In review')
    const newStart = atlantaDate(8)
    await campaignAction(page, 'Change start date', 'Change start date', () =>
      page.getByLabel('New start date').fill(newStart),
    )
    await expect(page.getByRole('status')).toContainText('Your start date is changed.')
    await expect(page.getByText(longDate(newStart).replace(/^\w+, /, '')).first()).toBeVisible()
    await campaignAction(page, 'Cancel campaign', 'Cancel campaign')
    await expect(page.getByRole('status')).toContainText('Your campaign is cancelled.')
    await expect(status(page)).toHaveText('Status: Cancelled')
    await expect(page.getByText('There is nothing to change on this campaign now.')).toBeVisible()

    const altered = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const missing = await page.goto(altered)
    expect(missing?.status()).toBe(404)
    expect(missing?.headers()['referrer-policy']).toBe('same-origin')
    // The site's 404 page, rendered by the server (not Next.js's empty error shell).
    await expect(page).toHaveTitle('Oops! Page not found')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    expect(await missing?.text()).not.toContain('__next_error__')
  })
})
