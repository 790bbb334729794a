// Which POSTs web/proxy.ts refuses: Server Actions whose Origin is not the host they reached.
import { describe, expect, it } from 'vitest'
import { isForeignServerAction } from '../../../web/lib/security/server-action-origin.ts'

const FORM = { 'content-type': 'multipart/form-data; boundary=x', host: 'vybe.example' }
const FETCH = { 'next-action': 'abc123', 'content-type': 'text/plain', host: 'vybe.example' }

describe('isForeignServerAction', () => {
  it.each<[string, string, Record<string, string>, boolean]>([
    ['a form post from another site', 'POST', { ...FORM, origin: 'https://evil.example' }, true],
    [
      'a fetch action from another site',
      'POST',
      { ...FETCH, origin: 'https://evil.example' },
      true,
    ],
    ['another port of our host', 'POST', { ...FORM, origin: 'https://vybe.example:8443' }, true],
    ['an opaque origin', 'POST', { ...FORM, origin: 'null' }, true],
    ['an origin that is no URL', 'POST', { ...FORM, origin: 'not a url' }, true],
    ['our own form post', 'POST', { ...FORM, origin: 'https://vybe.example' }, false],
    ['our own fetch action', 'POST', { ...FETCH, origin: 'http://vybe.example' }, false],
    ['our host in other letters', 'POST', { ...FORM, origin: 'https://VYBE.example' }, false],
    [
      'behind a proxy: the forwarded host counts',
      'POST',
      {
        ...FORM,
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'vybe.example',
        origin: 'https://vybe.example',
      },
      false,
    ],
    [
      'behind a proxy, from another site',
      'POST',
      {
        ...FORM,
        host: 'vybe.example',
        'x-forwarded-host': '127.0.0.1:3000',
        origin: 'https://vybe.example',
      },
      true,
    ],
    ['no origin (not a browser): passes, as Next.js lets it', 'POST', FORM, false],
    ['a GET is no action', 'GET', { ...FORM, origin: 'https://evil.example' }, false],
    [
      'a POST that is no action',
      'POST',
      { 'content-type': 'application/json', host: 'vybe.example', origin: 'https://evil.example' },
      false,
    ],
  ])('%s', (_, method, headers, foreign) => {
    expect(isForeignServerAction(method, new Headers(headers))).toBe(foreign)
  })
})
