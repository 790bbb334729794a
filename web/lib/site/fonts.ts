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
  weight: '100 800',
})
