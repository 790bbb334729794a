import localFont from 'next/font/local'

// Copied from @fontsource-variable (OFL) and shipped with the app (no font downloads at build time, none from third parties at run time).
export const inter = localFont({
  src: './fonts/inter-variable.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})

export const sora = localFont({
  src: './fonts/sora-variable.woff2',
  variable: '--font-sora',
  display: 'swap',
  // Headings only: not preloaded, so on slow phones it does not compete with the body font and
  // the page's code (its size-adjusted fallback keeps the layout still while it loads).
  preload: false,
  weight: '100 800',
})
