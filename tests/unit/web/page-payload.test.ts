import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  PAYLOAD_ATTRIBUTE,
  parsePayloadAddress,
  payloadAddress,
  payloadId,
  splitPayload,
} from '../../../web/lib/server/page-payload.ts'

// React's payload cut out of a page's copy (web/lib/server/page-payload.ts): the document keeps
// a placeholder the loader reads, the payload keeps its scripts in their order.

const loader = createRequire(import.meta.url)(
  '../../../scripts/next-patch/scripts-after-paint.cjs',
) as { PAYLOAD_ATTRIBUTE: string }

const payloadScripts = [
  '(self.__next_f=self.__next_f||[]).push([0])',
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
  'self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Tonight \\u003cb\\u003e\\"}]\\n"])',
]
const page = (scripts = payloadScripts) =>
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><style>p{color:red}</style>' +
  '<script id="_R_">loader()</script></head><body><p>Tonight</p>' +
  '<script type="application/ld+json">{"@type":"Event"}</script>' +
  scripts.map((code) => `<script>${code}</script>`).join('') +
  '</body></html>'

describe("a page's payload", () => {
  it('leaves the document, which keeps everything else and a placeholder first in <head>', () => {
    const address = payloadAddress('iv9d3nazvx1wj2', '/es/media-kit')
    const split = splitPayload(Buffer.from(page()), address)
    expect(split).toBeDefined()
    const document = split?.document.toString() ?? ''
    expect(document).not.toContain('__next_f')
    expect(document).toBe(
      page([]).replace('<head>', `<head><script data-payload="${address}"></script>`),
    )
    expect(address).toBe('/_payload/iv9d3nazvx1wj2.js?page=%2Fes%2Fmedia-kit')
  })

  it('becomes one script that pushes the same parts in the same order', () => {
    const split = splitPayload(Buffer.from(page()), '/_payload/a.js?page=%2F')
    // Run as the browser runs it, before Next.js's client has replaced `push`.
    const self: { __next_f?: unknown[] } = {}
    new Function('self', split?.payload.toString() ?? '')(self)
    expect(self.__next_f).toEqual([
      [0],
      [1, '1:"$Sreact.fragment"\n'],
      [1, '2:["$","p",null,{"children":"Tonight <b>"}]\n'],
    ])
  })

  it('stays in a page when it cannot all be cut out, or there is none', () => {
    // A part written another way would run inline before the rest: nothing is cut then.
    const odd = [...payloadScripts, 'self.__next_f.push([1,"<"])']
    expect(splitPayload(Buffer.from(page(odd)), '/_payload/a.js?page=%2F')).toBeUndefined()
    expect(splitPayload(Buffer.from(page([])), '/_payload/a.js?page=%2F')).toBeUndefined()
    const noHead = page().replace('<head>', '<head data-x="1">')
    expect(splitPayload(Buffer.from(noHead), '/_payload/a.js?page=%2F')).toBeUndefined()
  })

  it('is named by a strong ETag that can stand in an address as it is', () => {
    expect(payloadId('"iv9d3nazvx1wj2"')).toBe('iv9d3nazvx1wj2')
    for (const etag of ['W/"iv9d3"', 'iv9d3', '"a/b"', '"a.js"', '""', `"${'a'.repeat(65)}"`]) {
      expect(payloadId(etag), etag).toBeUndefined()
    }
  })

  it('is asked for by addresses this server writes, for pages of this site only', () => {
    expect(parsePayloadAddress(payloadAddress('abc', '/es'))).toEqual({ id: 'abc', path: '/es' })
    for (const url of [
      '/_payload/abc.js',
      '/_payload/abc.js?page=%2F%2Fevil.example%2F',
      '/_payload/abc.js?page=https%3A%2F%2Fevil.example%2F',
      '/_payload/abc.js?page=es',
      '/_payload/abc.js?page=%2F_payload%2Fabc.js',
      '/_payload/a%2Fb.js?page=%2F',
      '/_payload/../abc.js?page=%2F',
      '/_payload/abc.css?page=%2F',
      '/elsewhere/abc.js?page=%2F',
    ]) {
      expect(parsePayloadAddress(url), url).toBeUndefined()
    }
  })

  it('has a placeholder whose attribute the loader reads', () => {
    expect(loader.PAYLOAD_ATTRIBUTE).toBe(PAYLOAD_ATTRIBUTE)
  })
})
