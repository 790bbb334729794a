import localFont from 'next/font/local'

// Cut down from @fontsource-variable (OFL) by `npm run fonts` (scripts/lib/web-fonts.ts) to the
// Latin characters and the weights the site uses, and shipped with the app: no font downloads at
// build time, none from third parties at run time. `weight` must match the range kept there.
// These are the basic files (ASCII, our punctuation and Spanish's letters: the `unicode-range` below, written out
// because next/font takes only literals; tests/unit/web/fonts.test.ts checks it); a character
// outside it takes the next family of the stack, `InterExtended` or `SoraExtended`
// (app/globals.css), which the browser downloads only for a page that has such a character.
//
// Until a font arrives the text shows in a fallback sized to match it, so nothing moves when it
// swaps in. next/font's own fallback looks only for Arial by name, which Linux and ChromeOS do
// not have: there it was skipped and the text moved when the fonts came (Lighthouse measured a
// layout shift of 0.039 on /advertise). Ours, in app/globals.css, also takes Arial's
// metric-compatible twins, Liberation Sans and Arimo.
export const inter = localFont({
  src: './fonts/inter-basic.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-7E, U+A0-A1, U+A7, U+A9, U+B7, U+BF, U+C1, U+C9, U+CD, U+D1, U+D3, U+DA, U+DC, U+E1, U+E9, U+ED, U+F1, U+F3, U+FA, U+FC, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC',
    },
  ],
  adjustFontFallback: false,
  fallback: ['InterExtended', 'InterFallback'],
})

export const sora = localFont({
  src: './fonts/sora-basic.woff2',
  variable: '--font-sora',
  // Headings only. Optional, not swap: a heading wraps differently in Sora than in any fallback,
  // and the lines below it moved when Sora came late (0.03 on /advertise, with the
  // metric-matched fallback). A page shows Sora if it comes within about 100 ms, else its
  // fallback throughout; the next page has it from the cache. Preloaded: the first layout asks
  // for it anyway (every page opens with a Sora heading), and asked for there it gets Chrome's
  // highest priority, ahead of the document's own paint; preloaded it loads beside Inter, at
  // high priority, from the first bytes of the page (16.8 KB since the split, 22.7 KB for Inter, Spanish letters included).
  display: 'optional',
  weight: '600 800',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-7E, U+A0-A1, U+A7, U+A9, U+B7, U+BF, U+C1, U+C9, U+CD, U+D1, U+D3, U+DA, U+DC, U+E1, U+E9, U+ED, U+F1, U+F3, U+FA, U+FC, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC',
    },
  ],
  adjustFontFallback: false,
  fallback: ['SoraExtended', 'SoraFallback'],
})
