// POST /api/campaigns/<token>/banner: an advertiser replaces their banner from the campaign page
// before the ad goes live, against a real lake and inbox. The image passes the wizard's checks;
// the request goes back to review, the ads team is told, and the emails carry the new picture
// inline. Whatever is refused changes nothing and stores nothing.
import { LOCAL_STAFF_EMAIL } from '@atl/local-defaults'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HTML_PAGE, pngOf } from '../../unit/banner/images.ts'
import { altered, ORIGIN, startCampaignStack, today, type CampaignStack } from './helpers.ts'

let c: CampaignStack
let postBanner: (request: Request) => Promise<Response>
let postReplace: (
  request: Request,
  context: { params: Promise<{ token: string }> },
) => Promise<Response>
beforeAll(async () => {
  c = await startCampaignStack()
  postBanner = (await import('../../../web/app/api/banner/route.ts')).POST
  postReplace = (await import('../../../web/app/api/campaigns/[token]/banner/route.ts')).POST
})
afterAll(async () => {
  await c?.close()
})

let clientNumber = 0
const nextClient = () => `10.7.0.${(clientNumber += 1)}`

/** A campaign with a 1200 × 400 banner uploaded in the wizard, and its token. */
async function campaignWithBanner(
  email = `replace-${Date.now()}-${clientNumber}@example.com`,
  language = 'en',
) {
  const upload = await postBanner(
    new Request(`${ORIGIN}/api/banner`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', origin: ORIGIN, 'x-forwarded-for': nextClient() },
      body: new Uint8Array(await pngOf(1200, 400)),
    }),
  )
  const { banner } = (await upload.json()) as { banner: { assetId: string } }
  const campaign = await c.newCampaign({ email, bannerAssetId: banner.assetId, language })
  return { ...campaign, email, banner }
}

/** The campaign page's form: the file in a multipart body. */
function formPost(token: string, file: Buffer, name = 'banner.png') {
  const form = new FormData()
  form.set('banner', new Blob([new Uint8Array(file)], { type: 'image/png' }), name)
  return postReplace(
    new Request(`${ORIGIN}/api/campaigns/${token}/banner`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'x-forwarded-for': nextClient() },
      body: form,
    }),
    { params: Promise.resolve({ token }) },
  )
}

/** A script's post: the image's bytes as they are, answered in JSON. */
function bytesPost(token: string, bytes: Buffer, headers: Record<string, string> = {}) {
  return postReplace(
    new Request(`${ORIGIN}/api/campaigns/${token}/banner`, {
      method: 'POST',
      headers: {
        'content-type': 'image/png',
        origin: ORIGIN,
        'x-forwarded-for': nextClient(),
        ...headers,
      },
      body: new Uint8Array(bytes),
    }),
    { params: Promise.resolve({ token }) },
  )
}

const bannerRef = async (id: string) =>
  c.stack.writer.fetch<string | null>('*[_id == $id][0].banner.asset._ref', { id })

const flowAssets = () =>
  c.stack.writer.fetch<number>(
    'count(*[_type == "sanity.imageAsset" && source.name == "create-ad-banner"])',
  )

interface InboxAttachment {
  contentId?: string
  contentType: string
}

describe('the banner in the emails', () => {
  it('every email about a campaign with a banner shows it, pause and resume too: one rule (issue #32)', async () => {
    const { id, token, email } = await campaignWithBanner()
    await c.setFields(id, { 'review.status': 'approved' })
    for (const [action, subject] of [
      ['pause', /Your campaign is paused/],
      ['resume', /Your campaign is active again/],
    ] as const) {
      expect((await c.postJson(token, { action })).status).toBe(200)
      await c.outboxDone(id)
      for (const sent of [
        await c.stack.inbox.waitFor(email, subject),
        await c.stack.inbox.waitFor(LOCAL_STAFF_EMAIL, new RegExp(`Campaign ${action}d: `)),
      ]) {
        const attachments = (sent as unknown as { attachments?: InboxAttachment[] }).attachments
        expect(attachments, `${action} to ${sent.to}`).toEqual([
          expect.objectContaining({ contentType: 'image/png', contentId: expect.any(String) }),
        ])
        expect(sent.html).toMatch(/<img alt="[^"]*banner for [^"]+" src="data:image\/png;base64,/)
      }
    }
  })
})

describe('replacing the banner', () => {
  it('after staff asked for changes: the new picture, back in review, both parties emailed with it inline', async () => {
    const { id, token, email } = await campaignWithBanner()
    await c.setFields(id, {
      'review.status': 'changesRequested',
      'review.reason': 'Please drop the small print.',
    })

    const response = await formPost(token, await pngOf(728, 90))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `/campaigns/${encodeURIComponent(token)}?done=replaceBanner`,
    )

    const ref = await bannerRef(id)
    expect(ref).toMatch(/^image-[a-f0-9]{40}-728x90-png$/)
    const doc = await c.read(id)
    expect(doc?.review.status).toBe('inReview')
    expect(doc?.history.at(-1)).toMatchObject({
      event: 'bannerReplaced',
      actor: 'advertiser',
      detail: 'New banner, 728 × 90 pixels',
    })

    const staffEmail = await c.stack.inbox.waitFor(LOCAL_STAFF_EMAIL, /Banner replaced: /)
    const advertiserEmail = await c.stack.inbox.waitFor(email, /Your new banner is in review/)
    for (const sent of [advertiserEmail, staffEmail]) {
      const attachments = (sent as unknown as { attachments?: InboxAttachment[] }).attachments
      expect(attachments).toEqual([
        expect.objectContaining({ contentType: 'image/png', contentId: expect.any(String) }),
      ])
      // The inbox shows the image part where the HTML names it (cid:, inlined as a data URL).
      const shown = /<img alt="[^"]*banner for [^"]+" src="data:image\/png;base64,([^"]+)"/.exec(
        sent.html,
      )
      const meta = await sharp(Buffer.from(shown?.[1] ?? '', 'base64')).metadata()
      expect([meta.width, meta.height]).toEqual([728, 90])
      expect(sent.html).toContain(`/banners/${ref}`)
    }
  })

  it('a banner ad in review may replace it too (JSON answer)', async () => {
    const { id, token } = await campaignWithBanner()
    const response = await bytesPost(token, await pngOf(600, 500))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(await bannerRef(id)).toMatch(/-600x500-png$/)
  })
})

describe('refused: the banner, the status and the history stay as they were', () => {
  it.each([
    ['an HTML page named banner.png', () => HTML_PAGE, /not a PNG, JPEG or WebP/],
    ['an image too small', () => pngOf(300, 250), /at least 600 × 90/],
  ])('%s: 422 with the message on the field, nothing stored', async (_, make, message) => {
    const { id, token } = await campaignWithBanner()
    const before = await c.read(id)
    const assets = await flowAssets()
    const response = await bytesPost(token, Buffer.from(await make()))
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body).toMatchObject({ success: false, error: expect.stringMatching(message) })
    expect(body.fieldErrors).toEqual({ banner: body.error })
    expect(await c.read(id)).toMatchObject({ review: before?.review, history: before?.history })
    expect(await flowAssets()).toBe(assets)
  })

  it('a campaign booked in Spanish is told why in Spanish', async () => {
    const { token } = await campaignWithBanner(undefined, 'es')
    const response = await bytesPost(token, await pngOf(300, 250))
    expect(response.status).toBe(422)
    expect((await response.json()).error).toBe(
      'La imagen mide 300 × 250 píxeles; los banners miden al menos 600 × 90.',
    )
  })

  it('the same picture as now: 422', async () => {
    const { token } = await campaignWithBanner()
    const response = await bytesPost(token, await pngOf(1200, 400))
    expect(response.status).toBe(422)
    expect((await response.json()).error).toMatch(/already have/)
  })

  it('a form without a file goes back to the page with the message on the field', async () => {
    const { token } = await campaignWithBanner()
    const form = new FormData()
    form.set('action', 'replaceBanner')
    const response = await postReplace(
      new Request(`${ORIGIN}/api/campaigns/${token}/banner`, {
        method: 'POST',
        headers: { origin: ORIGIN },
        body: form,
      }),
      { params: Promise.resolve({ token }) },
    )
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '', ORIGIN)
    expect(Object.fromEntries(location.searchParams)).toEqual({
      confirm: 'replaceBanner',
      error: 'Please choose your new banner image.',
      field: 'banner',
    })
  })

  it('once the campaign is live: 409, and no picture is stored', async () => {
    const { id, token } = await campaignWithBanner()
    await c.setFields(id, { 'review.status': 'approved', startDate: today() })
    const assets = await flowAssets()
    const response = await bytesPost(token, await pngOf(728, 90))
    expect(response.status).toBe(409)
    expect(await flowAssets()).toBe(assets)
    expect(await bannerRef(id)).toMatch(/-1200x400-png$/)
  })

  it('an altered link: 404; another site: 403', async () => {
    const { id, token } = await campaignWithBanner()
    expect((await bytesPost(altered(token), await pngOf(728, 90))).status).toBe(404)
    const foreign = await bytesPost(token, await pngOf(728, 90), {
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    expect(await bannerRef(id)).toMatch(/-1200x400-png$/)
  })

  it('a text ad has no banner to replace: 409', async () => {
    const { id, token } = await c.newCampaign({
      adType: 'text',
      headline: 'Jazz tonight',
      bodyText: 'Live every Friday',
    })
    const response = await bytesPost(token, await pngOf(728, 90))
    expect(response.status).toBe(409)
    expect(await bannerRef(id)).toBeNull()
  })
})

it('the stored picture is the re-encoded one', async () => {
  const { id, token } = await campaignWithBanner()
  await bytesPost(token, await pngOf(728, 90))
  const url = await c.stack.writer.fetch<string>('*[_id == $id][0].banner.asset->url', { id })
  const meta = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 728, 90])
})
