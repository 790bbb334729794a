import { describe, expect, it } from 'vitest'
import {
  adRequestSchema,
  earliestDateOnEarth,
  fieldsOfStep,
  firstErrorPerField,
  stepSchema,
  type AdRequestFormValues,
  type AdTypeKey,
  type FormStep,
} from '../../../web/lib/ad-request/schema.ts'
import { TODAY, validBanner } from './fixtures.ts'

const errorsOf = (
  step: FormStep,
  values: Partial<AdRequestFormValues>,
  adType: AdTypeKey = 'banner',
) => {
  const result = stepSchema(step, adType, TODAY).safeParse({ ...validBanner, adType, ...values })
  return result.success ? {} : firstErrorPerField(result.error)
}

describe('required-field messages (docs/requirements.md section 5)', () => {
  it.each<[FormStep, AdTypeKey, keyof AdRequestFormValues, string]>([
    [1, 'banner', 'businessName', 'Business name is required'],
    [1, 'banner', 'contactName', 'Contact name is required'],
    [1, 'banner', 'email', 'Email is required'],
    [1, 'banner', 'phone', 'Phone number is required'],
    [3, 'banner', 'adName', 'Ad name is required'],
    [3, 'banner', 'targetUrl', 'Target URL is required'],
    [3, 'banner', 'description', 'Please provide an ad description'],
    [3, 'text', 'adName', 'Ad name is required'],
    [3, 'text', 'targetUrl', 'Target URL is required'],
    [3, 'text', 'headline', 'Headline is required'],
    [3, 'text', 'bodyText', 'Body text is required'],
    [3, 'html', 'htmlCode', 'HTML code is required'],
    [4, 'banner', 'budget', 'Budget is required'],
    [4, 'banner', 'startDate', 'Start date is required'],
  ])('step %i (%s): empty %s says "%s"', (step, adType, field, message) => {
    expect(errorsOf(step, { [field]: '' }, adType)[field]).toBe(message)
    expect(errorsOf(step, { [field]: '   ' }, adType)[field]).toBe(message)
  })

  it('step 2: no ad type says "Please select an ad type"', () => {
    const result = stepSchema(2, 'banner', TODAY).safeParse({ adType: undefined })
    expect(result.success || firstErrorPerField(result.error).adType).toBe(
      'Please select an ad type',
    )
  })

  it('accepts a complete step for every ad type', () => {
    for (const step of [1, 2, 3, 4] as const) expect(errorsOf(step, {})).toEqual({})
    expect(
      errorsOf(3, { headline: 'Half-price cocktails', bodyText: 'All night' }, 'text'),
    ).toEqual({})
    expect(errorsOf(3, { htmlCode: '<b>Hi</b>' }, 'html')).toEqual({})
  })

  it('call to action is optional for text ads; banner fields are not asked of text ads', () => {
    expect(
      errorsOf(3, { headline: 'H', bodyText: 'B', callToAction: '', description: '' }, 'text'),
    ).toEqual({})
  })
})

describe('format and length checks', () => {
  it.each<[FormStep, Partial<AdRequestFormValues>, string, string, AdTypeKey?]>([
    [1, { email: 'maya@' }, 'email', 'Enter a valid email address, like name@example.com'],
    [
      1,
      { email: 'maya example.com' },
      'email',
      'Enter a valid email address, like name@example.com',
    ],
    [1, { phone: 'call me' }, 'phone', 'Enter a valid phone number, like (404) 555-0123'],
    [1, { phone: '12345' }, 'phone', 'Enter a valid phone number, like (404) 555-0123'],
    [
      1,
      { businessName: 'x'.repeat(101) },
      'businessName',
      'Business name must be 100 characters or fewer',
    ],
    [
      3,
      { targetUrl: 'javascript:alert(1)' },
      'targetUrl',
      'Enter a full website address starting with https://',
    ],
    [
      3,
      { targetUrl: 'ftp://example.com' },
      'targetUrl',
      'Enter a full website address starting with https://',
    ],
    [
      3,
      { targetUrl: 'example.com' },
      'targetUrl',
      'Enter a full website address starting with https://',
    ],
    [
      3,
      { targetUrl: 'http://169.254.169.254/latest/meta-data/' },
      'targetUrl',
      'Enter the public address of your website, like https://yourbusiness.com',
    ],
    [
      3,
      { targetUrl: 'http://localhost:3100/' },
      'targetUrl',
      'Enter the public address of your website, like https://yourbusiness.com',
    ],
    [
      3,
      { targetUrl: 'https://user:pass@sweetauburn.example.com/' },
      'targetUrl',
      'Enter the website address without a user name or password',
    ],
    [
      3,
      { targetUrl: 'https://sweetauburn.example.com:8080/' },
      'targetUrl',
      'Enter the website address without a port number',
    ],
    [
      3,
      { headline: 'x'.repeat(51), bodyText: 'B' },
      'headline',
      'Headline must be 50 characters or fewer',
      'text',
    ],
    [
      3,
      { headline: 'H', bodyText: 'x'.repeat(201) },
      'bodyText',
      'Body text must be 200 characters or fewer',
      'text',
    ],
    [4, { startDate: '2026-06-30' }, 'startDate', 'The start date cannot be in the past'],
    [
      4,
      { startDate: '2026-02-30' },
      'startDate',
      'Enter the start date as a date, like 2026-07-01',
    ],
    [
      4,
      { startDate: '2027-07-02' },
      'startDate',
      'The start date must be within the next 365 days',
    ],
    [
      4,
      { startDate: '2026-13-01' },
      'startDate',
      'Enter the start date as a date, like 2026-07-01',
    ],
    [
      4,
      { startDate: '2026-00-10' },
      'startDate',
      'Enter the start date as a date, like 2026-07-01',
    ],
    [
      4,
      { startDate: '2026-12-32' },
      'startDate',
      'Enter the start date as a date, like 2026-07-01',
    ],
    [
      4,
      { startDate: '0000-00-00' },
      'startDate',
      'Enter the start date as a date, like 2026-07-01',
    ],
    [4, { budget: 'free' }, 'budget', 'Please choose an ad package'],
    [
      1,
      { businessName: '\u0000' },
      'businessName',
      'Business name contains characters that are not text; please retype it',
    ],
    [
      1,
      { contactName: 'Maya\ud800' },
      'contactName',
      'Contact name contains characters that are not text; please retype it',
    ],
    [
      1,
      { businessName: 'Two\nlines' },
      'businessName',
      'Business name contains characters that are not text; please retype it',
    ],
    [
      3,
      { description: 'Bad \u0007 bell' },
      'description',
      'Ad description contains characters that are not text; please retype it',
    ],
  ])('step %i: %j is refused on %s', (step, values, field, message, adType = 'banner') => {
    expect(errorsOf(step, values, adType)[field]).toBe(message)
  })

  it('accepts the limits exactly and a start date of today', () => {
    expect(errorsOf(3, { headline: 'x'.repeat(50), bodyText: 'x'.repeat(200) }, 'text')).toEqual({})
    expect(errorsOf(4, { startDate: TODAY })).toEqual({})
    expect(errorsOf(1, { phone: '+1 404 555 0100' })).toEqual({})
  })

  it('accepts line breaks in a textarea, and emoji and accents anywhere', () => {
    expect(errorsOf(3, { description: 'Live jazz\r\nevery Friday\t🎷' })).toEqual({})
    expect(errorsOf(1, { businessName: 'Café Ñandú 🍸' })).toEqual({})
  })
})

describe('fieldsOfStep', () => {
  it.each<[FormStep, AdTypeKey, string[]]>([
    [1, 'banner', ['businessName', 'contactName', 'email', 'phone']],
    [2, 'banner', ['adType']],
    [3, 'banner', ['adName', 'targetUrl', 'description']],
    [3, 'text', ['adName', 'targetUrl', 'headline', 'bodyText', 'callToAction']],
    [3, 'html', ['adName', 'targetUrl', 'htmlCode']],
    [4, 'banner', ['budget', 'duration', 'startDate', 'targetAudience']],
  ])('step %i (%s) validates %j', (step, adType, fields) => {
    expect(fieldsOfStep(step, adType)).toEqual(fields)
  })
})

describe('the request schema the route handler uses', () => {
  const body = { ...validBanner, idempotencyKey: '3b2d7a8e-3f0c-4c8e-9a51-0c3f4f1f2a10' }

  it("accepts a banner request and drops the other types' fields", () => {
    const result = adRequestSchema(TODAY).safeParse(body)
    expect(result.success).toBe(true)
    expect(result.data).not.toHaveProperty('headline')
  })

  it.each([['video'], ['carousel'], [undefined]])('refuses ad type %s', (adType) => {
    const result = adRequestSchema(TODAY).safeParse({ ...body, adType })
    expect(result.success ? {} : firstErrorPerField(result.error)).toEqual({
      adType: 'Please select an ad type',
    })
  })

  it('takes a banner image as optional: none, or the asset id its upload answered', () => {
    const image = `image-${'c'.repeat(40)}-728x90-webp`
    const errors = (values: Partial<AdRequestFormValues>) => {
      const result = adRequestSchema(TODAY).safeParse({ ...body, ...values })
      return result.success ? {} : firstErrorPerField(result.error)
    }
    expect(errors({ bannerAssetId: '' })).toEqual({})
    expect(errors({ bannerAssetId: image })).toEqual({})
    expect(errors({ bannerAssetId: 'https://evil.example/x.png' })).toEqual({
      bannerAssetId: 'Please upload your banner image again.',
    })
    // Still required with an image: the team needs the words too (the spec's rule).
    expect(errors({ description: '', bannerAssetId: image })).toEqual({
      description: 'Please provide an ad description',
    })
    // Not part of a text ad.
    const text = { adType: 'text' as const, headline: 'H', bodyText: 'B', bannerAssetId: image }
    expect(adRequestSchema(TODAY).safeParse({ ...body, ...text }).data).not.toHaveProperty(
      'bannerAssetId',
    )
  })

  it('requires an idempotency key', () => {
    const result = adRequestSchema(TODAY).safeParse({ ...body, idempotencyKey: 'again' })
    expect(result.success ? {} : firstErrorPerField(result.error)).toHaveProperty('idempotencyKey')
  })

  it('the server\'s "today" is the earliest date still current somewhere (UTC-12)', () => {
    expect(earliestDateOnEarth(new Date('2026-07-02T11:59:00Z'))).toBe('2026-07-01')
    expect(earliestDateOnEarth(new Date('2026-07-02T12:00:00Z'))).toBe('2026-07-02')
  })
})

// Issue #30: what reaches staff, from the wizard and from the campaign page's content change
// (which validates with step 3's schema).
describe('what the request stores for staff', () => {
  const request = { ...validBanner, idempotencyKey: '3b2d7a8e-3f0c-4c8e-9a51-0c3f4f1f2a10' }
  const parse = (values: Record<string, unknown>) =>
    adRequestSchema(TODAY).safeParse({ ...request, ...values })

  it.each([
    [1, 'banner', 'businessName'],
    [1, 'banner', 'contactName'],
    [3, 'banner', 'adName'],
    [3, 'banner', 'description'],
    [3, 'text', 'headline'],
    [3, 'text', 'bodyText'],
    [3, 'text', 'callToAction'],
    [3, 'html', 'htmlCode'],
  ] as const)(
    "step %i: a %s ad's %s keeps no invisible characters, in NFC",
    (step, adType, field) => {
      const typed = { [field]: '\u200BPen\u0303a\u00AD \u3164Bar\u{E0041}\u2060' }
      const values = { headline: 'H', bodyText: 'B', htmlCode: '<b>x</b>', adType, ...typed }
      expect(parse(values).data).toHaveProperty(field, 'Peña Bar')
      const checked = stepSchema(step, adType, TODAY).safeParse({ ...validBanner, ...values })
      expect(checked.data).toHaveProperty(field, 'Peña Bar')
    },
  )

  it('email and phone keep no invisible characters', () => {
    const parsed = parse({ email: 'maya\u200B@example.com', phone: '(404)\u2060 555-0100' })
    expect(parsed.data).toMatchObject({ email: 'maya@example.com', phone: '(404) 555-0100' })
  })

  it.each([
    [
      'https://exаmple.com/',
      'Enter the website address without mixing letters from different alphabets',
    ],
    [
      'https://аррӏе.com/',
      'Enter the website address in Latin letters: this one uses look-alike letters',
    ],
  ])(
    'a look-alike target URL %s is refused, on the wizard and the campaign page',
    (url, message) => {
      expect(errorsOf(3, { targetUrl: url })).toEqual({ targetUrl: message })
      const requested = parse({ targetUrl: url })
      expect(requested.success ? {} : firstErrorPerField(requested.error)).toEqual({
        targetUrl: message,
      })
    },
  )

  it('the target URL is stored with its host in ASCII', () => {
    const targetUrl = 'https://Café.example.com/menu\u200B'
    expect(parse({ targetUrl }).data?.targetUrl).toBe('https://xn--caf-dma.example.com/menu')
    expect(stepSchema(3, 'banner', TODAY).parse({ ...validBanner, targetUrl }).targetUrl).toBe(
      'https://xn--caf-dma.example.com/menu',
    )
  })
})
