// The Studio's CSP (issue 18, item 7): what each setting of the product lets it reach.
// tests/e2e/studio-csp.spec.ts proves in a browser that the built Studio needs no more.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptsOf, studioContentSecurityPolicy } from '../../../studio/security-headers.ts'

const local = {
  projectId: 'local',
  lakeUrl: 'http://127.0.0.1:3101',
  previewUrl: 'http://127.0.0.1:3001',
  inlineScripts: ['window.a = 1'],
  dev: false,
}
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe("the Studio's Content-Security-Policy", () => {
  it('allows the built inline scripts by hash, and no other inline or eval', () => {
    const hash = createHash('sha256').update('window.a = 1').digest('base64')
    expect(directive(studioContentSecurityPolicy(local), 'script-src')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ])
  })

  it('reaches the local lake, its listen hosts and its presence socket, nothing else', () => {
    const csp = studioContentSecurityPolicy(local)
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3101',
      'http://*.lake.localhost:3101',
      'ws://127.0.0.1:3101',
    ])
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:3101'])
    expect(directive(csp, 'font-src')).toEqual(["'self'"])
    expect(directive(csp, 'frame-src')).toEqual(['http://127.0.0.1:3001'])
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
  })

  it("a hosted project reaches Sanity's API hosts and image CDN", () => {
    const csp = studioContentSecurityPolicy({
      ...local,
      projectId: 'abc123',
      lakeUrl: undefined,
      previewUrl: 'https://vybe.example',
    })
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.sanity.io',
      'https://abc123.api.sanity.io',
      'wss://abc123.api.sanity.io',
    ])
    expect(directive(csp, 'img-src')).toContain('https://cdn.sanity.io')
    expect(directive(csp, 'font-src')).toEqual(["'self'"])
    expect(directive(csp, 'frame-src')).toEqual(['https://vybe.example'])
  })

  it("`sanity dev` allows Vite's inline preamble, module reloads and hot-reload socket", () => {
    const csp = studioContentSecurityPolicy({ ...local, inlineScripts: [], dev: true })
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"])
    expect(directive(csp, 'connect-src')).toContain('ws:')
  })

  it('finds the inline scripts of index.html, not those with a src', () => {
    const html =
      '<head><script>\n;(function () {})()\n</script><script src="/static/a.js" type="module"></script></head>'
    expect(inlineScriptsOf(html)).toEqual(['\n;(function () {})()\n'])
  })
})
