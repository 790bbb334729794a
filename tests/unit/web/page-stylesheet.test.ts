import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  TRIMMED_ATTRIBUTE,
  trimStylesheet,
  trimStylesheets,
} from '../../../web/lib/server/page-stylesheet.ts'

// The site's stylesheet trimmed to one page's rules in that page's copy
// (web/lib/server/page-stylesheet.ts): every rule that may match an element of the page stays,
// with every custom property it reads; the rest goes, and the loader restores the whole sheet.

const loader = createRequire(import.meta.url)(
  '../../../scripts/next-patch/scripts-after-paint.cjs',
) as { TRIMMED_ATTRIBUTE: string }

const body =
  '<body><nav class="sm:p-6 hover:bg-white/5 group"><a class="w-[calc(50%-0.5rem)]" href="/">Home</a>' +
  '<p class="group-hover:underline" style="color:var(--color-from-page)">Tonight &amp; later</p>' +
  '<span class="[&amp;_b]:font-bold"><b>Sat</b></span></nav></body>'

const rulesOf = (css: string) => trimStylesheet(css, body)

describe('a stylesheet trimmed to its page', () => {
  it("keeps the rules of the page's classes, Tailwind's escaped names and variants among them", () => {
    const css =
      '.sm\\:p-6{padding:1.5rem}.hover\\:bg-white\\/5:hover{background:#ffffff0d}' +
      '.w-\\[calc\\(50\\%-0\\.5rem\\)\\]{width:calc(50% - .5rem)}' +
      '.group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}' +
      '.\\[\\&_b\\]\\:font-bold b{font-weight:700}'
    const trimmed = rulesOf(css)
    for (const selector of ['.sm\\:p-6', '.hover\\:bg-white\\/5:hover', '.group-hover\\:underline'])
      expect(trimmed).toContain(`${selector}`)
    expect(trimmed).toContain('calc(50% - .5rem)')
    expect(trimmed).toContain('font-weight:700')
  })

  it('drops the rules of classes and elements the page does not have, inside @media too', () => {
    // The rules kept are written as they were read (`min-width`, prefixes and all).
    const trimmed = rulesOf(
      '.sm\\:p-6{padding:1.5rem}.lg\\:grid-cols-4{display:grid}' +
        '@media (min-width:40rem){.sm\\:p-6{padding:2rem}.sm\\:p-8{padding:2rem}}' +
        'table{border-collapse:collapse}p,textarea{margin:0}',
    )
    expect(trimmed).not.toContain('grid')
    expect(trimmed).not.toContain('p-8')
    expect(trimmed).not.toContain('table')
    expect(trimmed).toContain('@media (min-width:40rem){.sm\\:p-6{padding:2rem}}')
    // Of a list of selectors, the ones the page may match.
    expect(trimmed).toContain('p{margin:0}')
    // Elements the parser adds to any page are there even when its markup leaves them out.
    expect(rulesOf('body{margin:0}tbody{color:red}')).toBe('body{margin:0}tbody{color:red}')
  })

  it('keeps what may match without a class or element of its own: states, attributes, :not()', () => {
    const css =
      ':focus-visible{outline-width:2px}[hidden]:where(:not([hidden=until-found])){display:none}' +
      '.sm\\:p-6:not(.absent){color:red}:is(.absent,.group) a{color:blue}'
    const trimmed = rulesOf(css)
    expect(trimmed).toContain(':focus-visible')
    expect(trimmed).toContain('[hidden]')
    expect(trimmed).toContain(':not(.absent)')
    expect(trimmed).toContain(':is(.absent,.group) a')
  })

  it('drops the custom properties nothing left reads, and keeps those a rule or the page reads', () => {
    const css =
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
      '@property --tw-gone{syntax:"*";inherits:false}' +
      ':root{--color-kept:#fff;--color-gone:#000;--color-chain:var(--color-kept);--color-from-page:red}' +
      '.sm\\:p-6{border-style:var(--tw-border-style);color:var(--color-chain)}' +
      '.absent{--tw-gone:1;color:var(--color-gone)}'
    const trimmed = rulesOf(css)
    expect(trimmed).toContain('@property --tw-border-style')
    expect(trimmed).toContain('--color-chain:var(--color-kept)')
    expect(trimmed).toContain('--color-kept:#fff')
    expect(trimmed).toContain('--color-from-page:red')
    expect(trimmed).not.toContain('--tw-gone')
    expect(trimmed).not.toContain('--color-gone')
  })

  it("trims Next.js's inline stylesheets in a page and marks them for the loader", () => {
    const page = Buffer.from(
      '<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css">' +
        '.sm\\:p-6{padding:1.5rem}.lg\\:hidden{display:none}@property --x{syntax:"<length>";inherits:false;initial-value:0}' +
        `</style><style>.own{color:red}</style></head>${body}</html>`,
    )
    const html = trimStylesheets(page).toString()
    expect(html).toContain(
      `<style data-precedence="next" data-href="/_next/static/chunks/a.css" ${TRIMMED_ATTRIBUTE}="">.sm\\:p-6{padding:1.5rem}</style>`,
    )
    // A stylesheet without an address to restore it from is left whole.
    expect(html).toContain('<style>.own{color:red}</style>')
    expect(html.endsWith(`${body}</html>`)).toBe(true)
  })

  it('leaves a page whole when its stylesheet cannot be read, or it has none', () => {
    const unreadable = Buffer.from(
      '<html><head><style data-precedence="next" data-href="/a.css">.a{color:red}}</style></head><body class="a"></body></html>',
    )
    expect(trimStylesheets(unreadable)).toBe(unreadable)
    const plain = Buffer.from('<html><body><p>Tonight</p></body></html>')
    expect(trimStylesheets(plain)).toBe(plain)
  })

  it('trims each page to its own elements, however often the same sheet is trimmed', () => {
    // Sheets trimmed lately are kept: a page of other classes, elements or properties is not
    // given another page's sheet.
    const css =
      '.a{color:red}.b{color:blue}p{margin:0}span{margin:1px}.c{color:var(--x)}:root{--x:1px}'
    const pages = {
      '<p class="a"></p>': '.a{color:red}p{margin:0}',
      '<p class="b"></p>': '.b{color:blue}p{margin:0}',
      '<span class="a"></span>': '.a{color:red}span{margin:1px}',
      '<span class="a" style="width:var(--x)"></span>':
        '.a{color:red}span{margin:1px}:root{--x:1px}',
    }
    for (let round = 0; round < 2; round++) {
      for (const [html, rules] of Object.entries(pages))
        expect(trimStylesheet(css, html), html).toBe(rules)
    }
  })

  it('names its mark as the loader reads it', () => {
    expect(loader.TRIMMED_ATTRIBUTE).toBe(TRIMMED_ATTRIBUTE)
  })
})
