import localFont from 'next/font/local'

// Cut down from @fontsource-variable (OFL) by `npm run fonts` (scripts/lib/web-fonts.ts) to the
// Latin characters and the weights the site uses, and shipped with the app: no font downloads at
// build time, none from third parties at run time. `weight` must match the range kept there.
export const inter = localFont({
  src: './fonts/inter-variable.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
})

export const sora = localFont({
  src: './fonts/sora-variable.woff2',
  variable: '--font-sora',
  display: 'swap',
  // Headings only: not preloaded, so on slow phones it does not compete with the body font and
  // the page's code (its size-adjusted fallback keeps the layout still while it loads).
  preload: false,
  weight: '600 800',
})
