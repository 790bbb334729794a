// POST /api/ad-requests: the Create Ad wizard's request is checked against the spec's rules and
// the CMS's current offer, stored once on a private path, and delivered to HubSpot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adRequest, request, startSubmissionsStack, type SubmissionsStack } from './setup.ts'

let stack: SubmissionsStack
beforeAll(async () => {
  stack = await startSubmissionsStack()
})
afterAll(async () => {
  await stack?.close()
})

describe('POST /api/ad-requests', () => {
  it('stores the request privately, answers once stored, and delivers it to HubSpot once', async () => {
    const body = adRequest({ email: 'success@example.com' })
    const response = await stack.postAdRequest(request('/api/ad-requests', body))
    expect(response.status).toBe(201)
    // With what the confirmation shows: the reference and the campaign page's signed link.
    const answer = await response.json()
    expect(answer).toEqual({
      success: true,
      message: 'Ad campaign submitted successfully',
      reference: expect.stringMatching(/^VY-[0-9A-F]{8}$/),
      campaignUrl: expect.stringMatching(/^https?:\/\/[^/]+\/campaigns\/[^/?#]+$/),
    })

    const doc = await stack.waitForDelivery(body.idempotencyKey, 'delivered')
    await stack.waitForQuietOutbox()
    expect(doc._id).toMatch(/^adRequest\.[0-9a-f]{32}$/)
    expect(await stack.writer.getDocument(doc._id)).toMatchObject({
      reference: answer.reference,
      // What the advertiser pays: 30 days of Standard at $300/month, no discount.
      totalPrice: 300,
      discountPercent: 0,
      // A request that names no language is English.
      language: 'en',
    })
    expect(doc).toMatchObject({
      packageName: 'Standard',
      pageUri: 'https://vybe.example/create-ad',
    })
    const copies = stack.hubspotCopiesOf('success@example.com')
    expect(copies).toHaveLength(1)
    expect(copies[0]).toMatchObject({
      portalId: '4242',
      formId: 'ad-form',
      context: { pageUri: 'https://vybe.example/create-ad', pageName: 'Create Your Ad' },
      values: {
        firstname: 'Maya',
        lastname: 'Lynn Jones',
        company: 'Sweet Auburn Bar',
        ad_type: 'banner',
        budget: '300',
        duration: '30',
        target_audience: 'local',
        ad_description: 'Live jazz every Friday',
      },
    })
  })

  it('an anonymous query cannot see stored requests', async () => {
    expect(await stack.anonymous.fetch('count(*[_type == "adRequest"])')).toBe(0)
    expect(await stack.writer.fetch('count(*[_type == "adRequest"])')).toBeGreaterThan(0)
  })

  it('a repeat with the same idempotency key creates no second document and no second delivery', async () => {
    const body = adRequest({ email: 'repeat@example.com' })
    const first = await stack.postAdRequest(request('/api/ad-requests', body))
    const second = await stack.postAdRequest(request('/api/ad-requests', body))
    expect([first.status, second.status]).toEqual([201, 200])
    expect((await second.json()).success).toBe(true)
    await stack.waitForDelivery(body.idempotencyKey, 'delivered')
    // Counted once the outbox owes nothing more, so a late second delivery would show.
    await stack.waitForQuietOutbox()
    expect(await stack.byKey(body.idempotencyKey)).toHaveLength(1)
    expect(stack.hubspotCopiesOf('repeat@example.com')).toHaveLength(1)
  })

  it('the same key with different details is refused (409)', async () => {
    const body = adRequest()
    await stack.postAdRequest(request('/api/ad-requests', body))
    const response = await stack.postAdRequest(
      request('/api/ad-requests', { ...body, budget: '1200' }),
    )
    expect(response.status).toBe(409)
    expect((await response.json()).success).toBe(false)
  })

  it('422 with the spec messages per field', async () => {
    const response = await stack.postAdRequest(
      request(
        '/api/ad-requests',
        adRequest({ businessName: '', email: 'nope', targetUrl: 'javascript:alert(1)' }),
      ),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      success: false,
      error: 'Please check the highlighted fields and try again.',
      fieldErrors: {
        businessName: 'Business name is required',
        email: 'Enter a valid email address, like name@example.com',
        targetUrl: 'Enter a full website address starting with https://',
      },
    })
  })

  it('a Spanish request is stored with its language, and HubSpot gets the same fields', async () => {
    const body = adRequest({ email: 'espanol@example.com', language: 'es' })
    const response = await stack.postAdRequest(request('/api/ad-requests', body))
    expect(response.status).toBe(201)
    const { _id } = await stack.waitForDelivery(body.idempotencyKey, 'delivered')
    // The choices' names as staff read them, whatever the advertiser's language: the packages',
    // ad types' and audiences' Spanish texts are for the advertiser's pages and emails.
    expect(await stack.writer.getDocument(_id)).toMatchObject({
      language: 'es',
      packageName: 'Standard',
      adTypeName: 'Banner Ad',
      targetAudienceName: 'Local Area',
    })
    const [copy] = stack.hubspotCopiesOf('espanol@example.com')
    expect(copy?.values).not.toHaveProperty('language')
  })

  it('422 in Spanish for a request from a Spanish page', async () => {
    const response = await stack.postAdRequest(
      request(
        '/api/ad-requests',
        adRequest({ language: 'es', businessName: '', email: 'nope', duration: 45 }),
      ),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      success: false,
      error: 'Revise los campos marcados e inténtelo de nuevo.',
      fieldErrors: {
        businessName: 'Escriba el nombre de su negocio',
        email: 'Escriba un correo electrónico válido, como nombre@ejemplo.com',
      },
    })
    // The re-check against the CMS's offer answers in Spanish too.
    const stale = await stack.postAdRequest(
      request('/api/ad-requests', adRequest({ language: 'es', duration: 45 })),
    )
    expect(stale.status).toBe(422)
    expect((await stale.json()).fieldErrors).toEqual({
      duration: 'Ya no ofrecemos esta duración de campaña. Elija otra, por favor',
    })
  })

  it('answers a Spanish page in Spanish before its body is read, and on success', async () => {
    const spanishPage = { referer: 'https://vybe.example/es/create-ad' }
    const text = await stack.postAdRequest(
      request('/api/ad-requests', 'a=b', {
        ...spanishPage,
        'content-type': 'application/x-www-form-urlencoded',
      }),
    )
    expect(text.status).toBe(415)
    expect((await text.json()).error).toBe('El envío debe llegar en formato JSON.')
    const body = adRequest({ email: 'pagina@example.com', language: 'es' })
    const stored = await stack.postAdRequest(request('/api/ad-requests', body, spanishPage))
    expect(stored.status).toBe(201)
    expect((await stored.json()).message).toBe('Su campaña de anuncio se envió con éxito')
    await stack.waitForDelivery(body.idempotencyKey, 'delivered')
  })

  it('422 for a language the site does not speak, nothing stored', async () => {
    const body = adRequest({ language: 'fr' })
    const response = await stack.postAdRequest(request('/api/ad-requests', body))
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      language: 'The language must be "en" (English) or "es" (Spanish)',
    })
    expect(await stack.byKey(body.idempotencyKey)).toHaveLength(0)
  })

  it.each([
    [
      'text ad without headline',
      { adType: 'text', bodyText: 'x' },
      { headline: 'Headline is required' },
    ],
    ['video ad', { adType: 'video' }, { adType: 'Please select an ad type' }],
    [
      'hidden HTML ad',
      { adType: 'html', htmlCode: '<b>x</b>' },
      { adType: 'This ad type is not available. Please choose another ad type' },
    ],
    [
      'start date in the past',
      { startDate: '2020-01-01' },
      { startDate: 'The start date cannot be in the past' },
    ],
    [
      'unknown duration',
      { duration: 45 },
      { duration: 'This campaign duration is no longer offered. Please choose another' },
    ],
    [
      'unknown audience',
      { targetAudience: 'mars' },
      { targetAudience: 'This target audience is no longer offered. Please choose another' },
    ],
    [
      'start date that is no date (2026-13-01)',
      { startDate: '2026-13-01' },
      { startDate: 'Enter the start date as a date, like 2026-07-01' },
    ],
    [
      'start date that is no date (2026-00-10)',
      { startDate: '2026-00-10' },
      { startDate: 'Enter the start date as a date, like 2026-07-01' },
    ],
    [
      'start date that is no date (2026-12-32)',
      { startDate: '2026-12-32' },
      { startDate: 'Enter the start date as a date, like 2026-07-01' },
    ],
    [
      'business name that is a NUL character',
      { businessName: '\u0000' },
      { businessName: 'Business name contains characters that are not text; please retype it' },
    ],
    [
      'contact name with a lone surrogate',
      { contactName: '\ud800' },
      { contactName: 'Contact name contains characters that are not text; please retype it' },
    ],
  ])('422 for a %s', async (_name, overrides, fieldErrors) => {
    const body = adRequest(overrides)
    const response = await stack.postAdRequest(request('/api/ad-requests', body))
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual(fieldErrors)
    expect(await stack.byKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('415 for a body that is not JSON, 400 for broken JSON, 413 above the size limit', async () => {
    const text = await stack.postAdRequest(
      request('/api/ad-requests', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }),
    )
    expect(text.status).toBe(415)
    const broken = await stack.postAdRequest(request('/api/ad-requests', '{"businessName":'))
    expect(broken.status).toBe(400)
    const huge = await stack.postAdRequest(
      request('/api/ad-requests', adRequest({ description: 'x'.repeat(200_000) })),
    )
    expect(huge.status).toBe(413)
    for (const response of [text, broken, huge]) expect((await response.json()).success).toBe(false)
  })

  it('429 with Retry-After when one client floods', async () => {
    const flood = { 'x-forwarded-for': '192.0.2.99' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await stack.postAdRequest(request('/api/ad-requests', { nope: true }, flood))).status,
      )
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true)
    const limited = await stack.postAdRequest(request('/api/ad-requests', adRequest(), flood))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  // Issue #30: these two routes stored such posts (201) where every other form route said 403.
  it('403 for a post from another site: nothing stored, and no rate limit spent', async () => {
    const client = { 'x-forwarded-for': '192.0.2.130' }
    for (const origin of [...Array<string>(11).fill('http://evil.example'), 'null']) {
      const body = adRequest()
      const response = await stack.postAdRequest(
        request('/api/ad-requests', body, { ...client, origin }),
      )
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        success: false,
        error: 'Requests from other sites are not accepted.',
      })
      expect(await stack.byKey(body.idempotencyKey)).toHaveLength(0)
    }
    // The same client posting from our own page is answered as ever.
    const own = await stack.postAdRequest(
      request('/api/ad-requests', adRequest(), { ...client, origin: 'http://127.0.0.1' }),
    )
    expect(own.status).toBe(201)
  })

  // Issue #30: look-alike hosts and invisible characters reached staff as typed.
  it('stores names without invisible characters and the target URL with an ASCII host', async () => {
    const body = adRequest({
      businessName: 'Pen\u0303a\u200B Bar\u00AD',
      contactName: '\u3164Maya\u2060 Jones\u{E0041}',
      description: '\uFEFFLive jazz\u200D every Friday',
      targetUrl: 'https://café.example.com/menu',
    })
    expect((await stack.postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
    const stored = await stack.writer.fetch(
      `*[_type == "adRequest" && idempotencyKey == $key][0]{businessName, contactName, description, targetUrl}`,
      { key: body.idempotencyKey },
    )
    expect(stored).toEqual({
      businessName: 'Peña Bar',
      contactName: 'Maya Jones',
      description: 'Live jazz every Friday',
      targetUrl: 'https://xn--caf-dma.example.com/menu',
    })
  })

  it('422 for a target URL that imitates another site, and nothing stored', async () => {
    const body = adRequest({ targetUrl: 'https://аррӏе.com/' })
    const response = await stack.postAdRequest(request('/api/ad-requests', body))
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      targetUrl: 'Enter the website address in Latin letters: this one uses look-alike letters',
    })
    expect(await stack.byKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('the honeypot answers like a success and stores nothing', async () => {
    const body = adRequest({ fax: 'spam' })
    const response = await stack.postAdRequest(request('/api/ad-requests', body))
    expect((await response.json()).success).toBe(true)
    expect(await stack.byKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('refuses a price that changed in the CMS once the publish reaches the site, and stores nothing', async () => {
    // A request first, so the website holds a reading of the prices from before the change.
    const before = await stack.postAdRequest(request('/api/ad-requests', adRequest()))
    expect(before.status).toBe(201)
    await stack.writer.patch('adPackage-standard').set({ monthlyPrice: 350 }).commit()
    stack.contentPublished()
    try {
      const stale = adRequest()
      const response = await stack.postAdRequest(request('/api/ad-requests', stale))
      expect(response.status).toBe(422)
      expect((await response.json()).fieldErrors).toEqual({
        budget:
          'Our package prices have changed. Please choose a package again to see the current price',
      })
      expect(await stack.byKey(stale.idempotencyKey)).toHaveLength(0)
      const current = await stack.postAdRequest(
        request('/api/ad-requests', adRequest({ budget: '350' })),
      )
      expect(current.status).toBe(201)
    } finally {
      await stack.writer.patch('adPackage-standard').set({ monthlyPrice: 300 }).commit()
      stack.contentPublished()
    }
  })

  it("stores the total the duration's discount makes, and refuses a total the CMS no longer makes", async () => {
    // 90 days of Standard at $300/month with the seed's 10% off: $810, as the wizard shows it.
    const quoted = adRequest({ duration: 90, quotedTotal: 810 })
    const response = await stack.postAdRequest(request('/api/ad-requests', quoted))
    expect(response.status).toBe(201)
    const [stored] = await stack.byKey(quoted.idempotencyKey)
    expect(await stack.writer.getDocument(stored?._id ?? '')).toMatchObject({
      totalPrice: 810,
      discountPercent: 10,
      budget: '300',
    })

    // Staff raise the discount to 20% after the page showed $810: the advertiser is told.
    await stack.writer.patch('duration-90').set({ discountPercent: 20 }).commit()
    stack.contentPublished()
    try {
      const stale = adRequest({ duration: 90, quotedTotal: 810 })
      const refused = await stack.postAdRequest(request('/api/ad-requests', stale))
      expect(refused.status).toBe(422)
      expect((await refused.json()).fieldErrors).toEqual({
        duration:
          'The price of this campaign has changed. Please choose a duration again to see the current total',
      })
      expect(await stack.byKey(stale.idempotencyKey)).toHaveLength(0)
      const current = adRequest({ duration: 90, quotedTotal: 720 })
      expect((await stack.postAdRequest(request('/api/ad-requests', current))).status).toBe(201)
      const [again] = await stack.byKey(current.idempotencyKey)
      expect(await stack.writer.getDocument(again?._id ?? '')).toMatchObject({ totalPrice: 720 })
    } finally {
      await stack.writer.patch('duration-90').set({ discountPercent: 10 }).commit()
      stack.contentPublished()
    }
  })

  it('refuses a quoted total that is not whole dollars with 422', async () => {
    const body = adRequest({ quotedTotal: 12.5 })
    const response = await stack.postAdRequest(request('/api/ad-requests', body))
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      quotedTotal: 'The quoted total must be a whole number of dollars',
    })
  })
})
