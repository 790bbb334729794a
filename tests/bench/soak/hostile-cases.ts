// What hostile clients post to the submission routes. Every case is refused by a correct server
// (or, for the honeypot, answered like a success and dropped), so none may ever be stored. Each
// keeps the phase's marker email where it can, so a stored one is easy to find in the lake.
import { randomUUID } from 'node:crypto'

export const HOSTILE_DOMAIN = 'soak-hostile.example.com'

export type Endpoint = '/api/ad-requests' | '/api/contact'

export interface HostileCase {
  name: string
  endpoint: Endpoint
  /** The raw body (the case may be malformed on purpose); a function makes a fresh one per send. */
  body: () => string | Buffer
  /** Undefined sends no content type at all. */
  contentType?: string
  /** Send the body in pieces, with no Content-Length (only the bytes read tell its size). */
  chunked?: boolean
  /** What a correct server answers. */
  expect: number[]
}

type Body = Record<string, unknown>

/** A valid request to `endpoint`, from an address at `domain` (`startDate` depends on today). */
export function validBody(endpoint: Endpoint, startDate: string, domain = HOSTILE_DOMAIN): Body {
  return endpoint === '/api/contact' ? validContact(domain) : validAd(startDate, domain)
}

function validAd(startDate: string, domain = HOSTILE_DOMAIN): Body {
  return {
    businessName: 'Soak Lounge',
    contactName: 'Soak Runner',
    email: `soak+${randomUUID().slice(0, 8)}@${domain}`,
    phone: '(404) 555-0123',
    adType: 'banner',
    adName: 'Soak ad',
    targetUrl: 'https://example.com/soak',
    description: 'A hostile soak request.',
    budget: '150',
    duration: 30,
    startDate,
    targetAudience: 'local',
    paymentMethod: 'card',
    idempotencyKey: randomUUID(),
  }
}

function validContact(domain = HOSTILE_DOMAIN): Body {
  return {
    form: 'home',
    name: 'Soak Runner',
    email: `soak+${randomUUID().slice(0, 8)}@${domain}`,
    company: 'Soak Inc.',
    message: 'A hostile soak message.',
    idempotencyKey: randomUUID(),
  }
}

const without = (body: Body, key: string): Body =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))

/** `body` with `key` moved under `holder` (raw JSON, so `__proto__` stays an own key). */
function smuggled(body: Body, holder: string, key: string, nested = false): string {
  const inner = JSON.stringify({ [key]: body[key] })
  const value = nested ? `{"prototype":${inner}}` : inner
  return `{${JSON.stringify(holder)}:${value},${JSON.stringify(without(body, key)).slice(1)}`
}

export function hostileCases(startDate: string): HostileCase[] {
  const cases: HostileCase[] = []
  const add = (
    endpoint: Endpoint,
    name: string,
    body: () => string | Buffer,
    expect: number[],
    options: Partial<HostileCase> = {},
  ) => cases.push({ name, endpoint, body, expect, contentType: 'application/json', ...options })
  const ad = () => validAd(startDate)

  for (const [endpoint, valid] of [
    ['/api/ad-requests', ad],
    ['/api/contact', () => validContact()],
  ] as const) {
    const json = (name: string, make: () => unknown, expect = [422]) =>
      add(endpoint, name, () => JSON.stringify(make()), expect)
    // Malformed or not an object at all.
    add(endpoint, 'truncated JSON', () => JSON.stringify(valid()).slice(0, 40), [400])
    add(endpoint, 'trailing comma', () => JSON.stringify(valid()).replace(/}$/, ',}'), [400])
    add(endpoint, 'NaN literal', () => JSON.stringify(valid()).replace(/}$/, ',"n":NaN}'), [400])
    add(endpoint, 'empty body', () => '', [400])
    add(endpoint, 'invalid UTF-8', () => Buffer.from([0x7b, 0xff, 0xfe, 0x22, 0x7d]), [400])
    for (const raw of ['null', '[]', '"text"', '42', 'true'])
      add(endpoint, `JSON ${raw}`, () => raw, [422])
    add(endpoint, 'nested 40,000 deep', () => '['.repeat(40_000) + ']'.repeat(40_000), [400, 422])
    // Wrong or missing content type, and bodies past the 100 kB limit.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json-patch+json',
    ]) {
      add(endpoint, `content type ${type}`, () => JSON.stringify(valid()), [415], {
        contentType: type,
      })
    }
    add(endpoint, 'no content type', () => JSON.stringify(valid()), [415], {
      contentType: undefined,
    })
    const huge = () => JSON.stringify({ ...valid(), padding: 'x'.repeat(200_000) })
    add(endpoint, 'oversized (Content-Length)', huge, [413])
    add(endpoint, 'oversized (chunked)', huge, [413], { chunked: true })
    // Prototype pollution: the required email only under `__proto__` / `constructor.prototype`.
    add(endpoint, '__proto__ key', () => smuggled(valid(), '__proto__', 'email'), [422])
    add(
      endpoint,
      'constructor.prototype',
      () => smuggled(valid(), 'constructor', 'email', true),
      [422],
    )
    const lastWins = `,"email":["soak@${HOSTILE_DOMAIN}"]}`
    add(
      endpoint,
      'duplicate key, the last an array',
      () => JSON.stringify(valid()).replace(/}$/, lastWins),
      [422],
    )
    json('5,000 unknown keys, email missing', () => ({
      ...without(valid(), 'email'),
      ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
    }))
    // Not text where text belongs.
    const textField = endpoint === '/api/contact' ? 'name' : 'businessName'
    const longField = endpoint === '/api/contact' ? 'message' : 'description'
    const bad: Array<[string, string, unknown]> = [
      ['NUL in a required field', textField, 'Soak\u0000Lounge'],
      ['escape sequence', textField, 'Soak\u001b[2J'],
      ['lone high surrogate', textField, '\ud800'],
      ['lone low surrogate', longField, 'ok \udfff'],
      ['NUL in the email', 'email', `soak\u0000@${HOSTILE_DOMAIN}`],
      ['header injection in the email', 'email', `soak@${HOSTILE_DOMAIN}\r\nBcc: x@example.com`],
      ['array where a string belongs', textField, ['Soak Lounge']],
      ['array for the email', 'email', [`soak@${HOSTILE_DOMAIN}`]],
      ['operator object', 'email', { $ne: '' }],
      ['null', textField, null],
      ['number', textField, 1e308],
      ['way too long', textField, 'x'.repeat(5_000)],
      ['past the length limit', longField, 'x'.repeat(5_001)],
      ['idempotency key not a UUID', 'idempotencyKey', '../../etc/passwd'],
    ]
    for (const [name, key, value] of bad) json(name, () => ({ ...valid(), [key]: value }))
    json('honeypot filled (dropped)', () => ({ ...valid(), fax: 'spam' }), [201])
  }

  // The wizard's own fields: dates, prices, packages, types, numbers.
  const adJson = (name: string, patch: Body, expect = [422]) =>
    add('/api/ad-requests', name, () => JSON.stringify({ ...ad(), ...patch }), expect)
  for (const date of [
    '2026-13-01',
    '2026-00-10',
    '2026-12-32',
    '2026-02-30',
    '2026-1-5',
    '+002026-06-01',
    '2000-01-01',
    '9999-12-31',
    'tomorrow',
  ]) {
    adJson(`start date ${date}`, { startDate: date })
  }
  adJson('start date as an array', { startDate: [startDate] })
  for (const budget of ['1', '0', '150.00', '-150', '9999999', '1e3'])
    adJson(`forged price ${budget}`, { budget })
  adJson('price as a number', { budget: 150 })
  adJson('forged package and price', { packageName: 'Enterprise', monthlyPrice: 1, budget: '1' })
  for (const adType of ['popup', 'video', 'BANNER', '__proto__', ''])
    adJson(`ad type "${adType}"`, { adType })
  adJson('hidden ad type (html)', { adType: 'html', htmlCode: '<b>hi</b>' })
  for (const duration of [1e308, -30, 30.5, '30', 0, true, 31]) {
    adJson(`duration ${String(duration)}`, { duration })
  }
  // Numbers JavaScript cannot hold: 1e400 parses to Infinity, 2^53 + 1 rounds to 2^53.
  for (const raw of ['1e400', '9007199254740993', '-0']) {
    const body = () => JSON.stringify(ad()).replace('"duration":30', `"duration":${raw}`)
    add('/api/ad-requests', `duration ${raw}`, body, [422])
  }
  for (const targetAudience of ['everyone', 'LOCAL'])
    adJson(`audience ${targetAudience}`, { targetAudience })
  for (const targetUrl of [
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://localhost',
    'https://',
  ]) {
    adJson(`target URL ${targetUrl}`, { targetUrl })
  }
  adJson('phone with letters', { phone: '+1 404 555 0123 ext. 5' })
  adJson('payment method invoice', { paymentMethod: 'invoice' })

  const contactJson = (name: string, patch: Body) =>
    add('/api/contact', name, () => JSON.stringify({ ...validContact(), ...patch }), [422])
  for (const form of ['admin', '', 'HOME']) contactJson(`form "${form}"`, { form })
  contactJson('form as an array', { form: ['home'] })
  contactJson('company as an object', { company: { name: 'Acme' } })
  contactJson('NUL in the company', { company: 'Acme\u0000' })
  return cases
}

/** Requests that fail validation, for the flood from one address (the limiter answers 429). */
export function floodCase(endpoint: Endpoint, startDate: string): HostileCase {
  const valid = validBody(endpoint, startDate)
  return {
    name: 'flood from one address',
    endpoint,
    body: () => JSON.stringify(without(valid, 'email')),
    contentType: 'application/json',
    expect: [422, 429],
  }
}
