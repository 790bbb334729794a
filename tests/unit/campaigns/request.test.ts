// Reading an action posted to the campaign route: from plain HTML forms (URL-encoded or
// multipart) and JSON, bounded in size, and only from our own pages (no cross-site forgery).
import { describe, expect, it } from 'vitest'
import { answerFormatOf, readActionRequest } from '@/lib/campaign-actions/request'
import { isForeignOrigin } from '@/lib/security/foreign-origin'

const SITE = 'https://vybeatl.com'
const URL_ = 'http://127.0.0.1:3000/api/campaigns/abc.def'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(URL_, { method: 'POST', body, headers })

describe('the Origin check', () => {
  it.each([
    ['no Origin (not a browser)', undefined, false],
    ['the origin the request reached', 'http://127.0.0.1:3000', false],
    ['the configured site origin (behind a proxy)', SITE, false],
    ['another site', 'https://evil.example', true],
    ['our host on another port', 'http://127.0.0.1:4000', true],
    ['our site over plain http', 'http://vybeatl.com', true],
    ['an opaque origin (sandboxed frame, data: page)', 'null', true],
  ])('%s', (_, origin, foreign) => {
    const request = new Request(URL_, {
      method: 'POST',
      headers: origin ? { origin } : {},
    })
    expect(isForeignOrigin(request, SITE)).toBe(foreign)
  })
})

describe('reading the action', () => {
  it('a URL-encoded form: the action and the other fields as input', async () => {
    const body = new URLSearchParams({ action: 'changeStartDate', startDate: '2030-01-01' })
    const request = post(body)
    expect(answerFormatOf(request)).toBe('form')
    expect(await readActionRequest(request)).toEqual({
      ok: true,
      action: 'changeStartDate',
      input: { startDate: '2030-01-01' },
    })
  })

  it('a multipart form: text fields only, the first of repeated names', async () => {
    const form = new FormData()
    form.append('action', 'changeContent')
    form.append('adName', 'Friday Nights')
    form.append('adName', 'ignored')
    form.append('upload', new Blob(['x']), 'x.txt')
    const request = post(form)
    expect(answerFormatOf(request)).toBe('form')
    expect(await readActionRequest(request)).toEqual({
      ok: true,
      action: 'changeContent',
      input: { adName: 'Friday Nights' },
    })
  })

  it('JSON', async () => {
    const request = post(JSON.stringify({ action: 'pause', note: 1 }), {
      'content-type': 'application/json',
    })
    expect(answerFormatOf(request)).toBe('json')
    expect(await readActionRequest(request)).toEqual({
      ok: true,
      action: 'pause',
      input: { note: 1 },
    })
  })

  it.each([
    ['broken JSON', '{"action":', 'application/json'],
    ['JSON that is no object', '["pause"]', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a multipart body without its boundary', 'action=pause', 'multipart/form-data'],
  ])('%s is a bad body', async (_, body, type) => {
    expect(await readActionRequest(post(body, { 'content-type': type }))).toEqual({
      ok: false,
      problem: 'badBody',
    })
  })

  it.each([
    ['text/plain', 'action=pause'],
    ['', 'action=pause'],
  ])('content type %j is refused', async (type, body) => {
    const request = new Request(URL_, {
      method: 'POST',
      body: new TextEncoder().encode(body),
      headers: type ? { 'content-type': type } : {},
    })
    expect(answerFormatOf(request)).toBe('json')
    expect(await readActionRequest(request)).toEqual({
      ok: false,
      problem: 'unsupportedMediaType',
    })
  })

  it('a body over the limit is refused, however its length is declared', async () => {
    const big = new URLSearchParams({ action: 'changeContent', htmlCode: 'x'.repeat(2_000) })
    expect(await readActionRequest(post(big), 1_000)).toEqual({ ok: false, problem: 'tooLarge' })
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(600)))
        controller.close()
      },
    })
    const undeclared = new Request(URL_, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    expect(await readActionRequest(undeclared, 1_000)).toEqual({ ok: false, problem: 'tooLarge' })
  })
})
